/**
 * The console's layout API: drafts with
 * optimistic locking, the pre-publish report (schema, rules, budget), publish
 * now or at a time, immutable versions with cancel and rollback, preview
 * tokens and the live-data dry run. Every write is role-checked and audited;
 * players see a publish through GET /api/layouts/:screen within its 1 s cache.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  draftBodySchema, dryRunBodySchema, previewBodySchema, publishBodySchema, rollbackBodySchema, screenParamsSchema, validateBodySchema, versionParamsSchema,
  cancelledSchema, draftSavedSchema, dryRunResultsSchema, validateReportSchema, previewTokenSchema, publishedSchema, rolledBackSchema, screenDetailSchema, screenListSchema, versionDetailSchema, versionListSchema,
  DRY_RUN_ROLES, type DraftBody, type DryRunBody, type PreviewBody, type PublishBody, type RollbackBody, type ValidateBody,
} from '../../../schemas/admin.schema';
import { LAYOUT_DRAFT_MAX_BYTES, LAYOUT_SCREENS, PREVIEW_TOKEN_TTL_MS } from '../../../src/lib/constants';
import { languageByCode } from '../../../src/lib/languages';
import { audit, requireOperator, type OperatorRole } from '../../lib/admin-auth';
import { migrateLayout } from '../../../platform/migrations';
import { AppError, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { dryRun } from '../../services/dry-run';
import { addVersion, cancelScheduled, getVersion, listScreens, listVersions, liveVersion, previewKey, readDraft, saveDraft, type PreviewBinding } from '../../services/layout-publish';
import { flagContext, validateLayout, type ValidateReport } from '../../services/layout-validate';

type ScreenParams = { screen: string };
type VersionParams = { screen: string; version: number };

/** Answers 401/403 before the body is even validated; a POST without a body counts as `{}` (every field of those is optional). */
const guard = (min: OperatorRole) => async (req: FastifyRequest) => {
  await requireOperator(req, min);
  if (req.body === undefined) req.body = {};
};

/** How far ahead a publish can be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 86_400_000;

/** A route's answer: the envelope around `value`. */
const answers = <S extends object>(value: S) => ({ 200: envelopeOf(value) });

const versionNotFound = (screen: string, version: number) => new AppError(404, 'admin.version.notFound', `Version ${version} of ${screen} does not exist`);

function refuse(report: ValidateReport, allowOverBudget: boolean) {
  if (report.errors.layout || report.errors.blocks.length) throw new AppError(422, 'admin.layout.invalid', 'The layout has errors; fix them before publishing', report);
  if (report.rules.length) throw new AppError(422, 'admin.layout.rules', 'The layout breaks a responsible-gaming rule', report);
  if (report.budget.over && !allowOverBudget) throw new AppError(422, 'admin.layout.overBudget', 'The layout is over its performance budget; publish with an override and a reason', report);
}

export default async function adminLayoutRoutes(app: FastifyInstance, opts: { distDir?: string }) {
  const kysely = app.db.kysely;
  const { distDir } = opts;

  app.get('/api/admin/layouts', { preValidation: guard('viewer'), schema: { response: answers(screenListSchema) } }, async () => ok(await listScreens(kysely, LAYOUT_SCREENS)));

  app.get<{ Params: ScreenParams }>('/api/admin/layouts/:screen', { preValidation: guard('viewer'), schema: { params: screenParamsSchema, response: answers(screenDetailSchema) } }, async (req) => {
    const { screen } = req.params;
    const now = new Date().toISOString();
    const [draft, live, versions] = await Promise.all([readDraft(kysely, screen, now), liveVersion(kysely, screen, now), listVersions(kysely, screen, now)]);
    return ok({
      screen,
      draft,
      published: live ? { version: live.version, layout: JSON.parse(live.body) as unknown, liveAt: live.live_at ?? live.publish_at ?? live.created_at } : null,
      versions,
    });
  });

  app.put<{ Params: ScreenParams; Body: DraftBody }>(
    '/api/admin/layouts/:screen/draft',
    { preValidation: guard('editor'), schema: { params: screenParamsSchema, body: draftBodySchema, response: answers(draftSavedSchema) } },
    async (req) => {
      const { operator } = await requireOperator(req, 'editor');
      const { screen } = req.params;
      const { layout, baseRevision } = req.body;
      const bytes = Buffer.byteLength(JSON.stringify(layout));
      if (bytes > LAYOUT_DRAFT_MAX_BYTES) throw new AppError(413, 'admin.draft.tooLarge', `The draft is ${bytes} bytes; at most ${LAYOUT_DRAFT_MAX_BYTES} are allowed`, { bytes, maxBytes: LAYOUT_DRAFT_MAX_BYTES });
      const saved = await saveDraft(kysely, screen, layout, baseRevision, operator.username);
      if (!saved.ok) {
        throw new AppError(409, 'admin.draft.conflict', `The draft is at revision ${saved.current.revision}, not ${baseRevision}: someone else saved it first`, saved.current);
      }
      await audit(req, operator, 'layout.draft', screen, { revision: baseRevision }, { revision: saved.revision });
      return ok({ revision: saved.revision, updatedAt: saved.updatedAt });
    },
  );

  app.post<{ Params: ScreenParams; Body: ValidateBody }>(
    '/api/admin/layouts/:screen/validate',
    { preValidation: guard('viewer'), schema: { params: screenParamsSchema, body: validateBodySchema, response: answers(validateReportSchema) } },
    async (req) => {
      const { screen } = req.params;
      const layout = req.body?.layout ?? (await readDraft(kysely, screen)).layout;
      return ok(await validateLayout(kysely, screen, layout, distDir));
    },
  );

  app.post<{ Params: ScreenParams; Body: PublishBody }>(
    '/api/admin/layouts/:screen/publish',
    { preValidation: guard('publisher'), schema: { params: screenParamsSchema, body: publishBodySchema, response: answers(publishedSchema) } },
    async (req) => {
      const { operator } = await requireOperator(req, 'publisher');
      const { screen } = req.params;
      const { publishAt, override } = req.body ?? {};
      const now = Date.now();
      let liveAt = new Date(now).toISOString();
      if (publishAt !== undefined) {
        const at = Date.parse(publishAt);
        if (!/^\d{4}-\d{2}-\d{2}T/.test(publishAt) || !Number.isFinite(at) || at <= now || at > now + MAX_SCHEDULE_AHEAD_MS) {
          throw new AppError(400, 'admin.publishAt.invalid', 'publishAt must be an ISO date-time in the future (at most a year ahead)', { field: 'publishAt' });
        }
        liveAt = new Date(at).toISOString();
      }
      const draftRow = await kysely.selectFrom('layout_drafts').select(['body', 'revision']).where('screen', '=', screen).executeTakeFirst();
      if (!draftRow) throw new AppError(409, 'admin.draft.missing', 'Save a draft of this screen before publishing it');
      const layout = JSON.parse(draftRow.body) as unknown;
      const report = await validateLayout(kysely, screen, layout, distDir);
      refuse(report, !!override);
      const before = await liveVersion(kysely, screen);
      const status = publishAt !== undefined ? 'scheduled' : 'published';
      // Stored with every block's props at its widget's current version (the check above migrated them the same way).
      const migrated = migrateLayout(layout);
      const added = await addVersion(kysely, screen, migrated === layout ? draftRow.body : JSON.stringify(migrated), operator.username, { status, liveAt });
      app.invalidateLayout(screen);
      await audit(
        req,
        operator,
        status === 'scheduled' ? 'layout.schedule' : 'layout.publish',
        screen,
        before ? { version: before.version, layout: JSON.parse(before.body) as unknown } : null,
        {
          version: added.version,
          status,
          liveAt,
          draftRevision: draftRow.revision,
          layout,
          ...(report.budget.over && override ? { override: { reason: override.reason, budget: report.budget } } : {}),
        },
      );
      return ok(added);
    },
  );

  app.get<{ Params: ScreenParams }>('/api/admin/layouts/:screen/versions', { preValidation: guard('viewer'), schema: { params: screenParamsSchema, response: answers(versionListSchema) } }, async (req) =>
    ok(await listVersions(kysely, req.params.screen)),
  );

  app.get<{ Params: VersionParams }>('/api/admin/layouts/:screen/versions/:version', { preValidation: guard('viewer'), schema: { params: versionParamsSchema, response: answers(versionDetailSchema) } }, async (req) => {
    const { screen, version } = req.params;
    const found = await getVersion(kysely, screen, version);
    if (!found) throw versionNotFound(screen, version);
    return ok({ screen, ...found });
  });

  /** Versions are immutable; the only change is cancelling a scheduled one before its time. */
  app.delete<{ Params: VersionParams }>('/api/admin/layouts/:screen/versions/:version', { preValidation: guard('publisher'), schema: { params: versionParamsSchema, response: answers(cancelledSchema) } }, async (req) => {
    const { operator } = await requireOperator(req, 'publisher');
    const { screen, version } = req.params;
    const before = await getVersion(kysely, screen, version);
    const outcome = await cancelScheduled(kysely, screen, version);
    if (outcome === 'missing') throw versionNotFound(screen, version);
    if (outcome === 'immutable') throw new AppError(409, 'admin.version.immutable', 'Published versions cannot be changed; only a scheduled version that is not live yet can be cancelled', { version, status: before?.status });
    app.invalidateLayout(screen);
    await audit(req, operator, 'layout.cancel', screen, { version, status: 'scheduled', publishAt: before?.publishAt ?? null }, { version, status: 'cancelled' });
    return ok({ version, status: 'cancelled' });
  });

  app.post<{ Params: ScreenParams; Body: RollbackBody }>(
    '/api/admin/layouts/:screen/rollback',
    { preValidation: guard('publisher'), schema: { params: screenParamsSchema, body: rollbackBodySchema, response: answers(rolledBackSchema) } },
    async (req) => {
      const { operator } = await requireOperator(req, 'publisher');
      const { screen } = req.params;
      const row = await kysely.selectFrom('layouts').select(['version', 'body']).where('screen', '=', screen).where('version', '=', req.body.version).executeTakeFirst();
      if (!row) throw versionNotFound(screen, req.body.version);
      const layout = JSON.parse(row.body) as unknown;
      // A version valid when published may not be today (a widget retired, a rule added): the same checks apply; the budget is recorded, not enforced.
      const report = await validateLayout(kysely, screen, layout, distDir);
      refuse(report, true);
      const before = await liveVersion(kysely, screen);
      const added = await addVersion(kysely, screen, row.body, operator.username, { status: 'published', liveAt: new Date().toISOString() });
      app.invalidateLayout(screen);
      await audit(
        req,
        operator,
        'layout.rollback',
        screen,
        before ? { version: before.version, layout: JSON.parse(before.body) as unknown } : null,
        { version: added.version, from: row.version, liveAt: added.liveAt, layout, ...(report.budget.over ? { budget: report.budget } : {}) },
      );
      return ok({ version: added.version, liveAt: added.liveAt });
    },
  );

  app.post<{ Params: ScreenParams; Body: DryRunBody }>(
    '/api/admin/layouts/:screen/dry-run',
    { preValidation: guard('viewer'), schema: { params: screenParamsSchema, body: dryRunBodySchema, response: answers(dryRunResultsSchema) } },
    async (req) => {
      const { screen } = req.params;
      const body = req.body ?? {};
      const languages = body.languages ?? ['en'];
      const unknown = languages.find((l) => !languageByCode(l));
      if (unknown) throw new AppError(400, 'request.invalid', `Unknown language ${unknown}`, { field: 'languages' });
      const layout = body.layout ?? (await readDraft(kysely, screen)).layout;
      const flags = await flagContext(kysely);
      const results = await dryRun(app, {
        blocks: (layout as { blocks?: unknown }).blocks,
        languages: languages.map((l) => languageByCode(l)!.code),
        roles: body.roles ?? [...DRY_RUN_ROLES],
        flags: flags.on,
      });
      return ok({ results });
    },
  );

  app.post<{ Body: PreviewBody }>('/api/admin/preview', { preValidation: guard('viewer'), schema: { body: previewBodySchema, response: answers(previewTokenSchema) } }, async (req) => {
    const { tokenHash } = await requireOperator(req, 'viewer');
    const token = randomBytes(24).toString('base64url');
    // Bound to the minting session: the link shows drafts only to a browser carrying that session, and
    // stops working when it ends, so a leaked link shows unpublished work to nobody.
    const binding: PreviewBinding = { screen: req.body.screen, session: tokenHash };
    await app.state.set(previewKey(token), JSON.stringify(binding), PREVIEW_TOKEN_TTL_MS);
    return ok({ token, expiresAt: Date.now() + PREVIEW_TOKEN_TTL_MS });
  });
}
