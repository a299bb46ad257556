/**
 * The console's layout API: drafts with
 * optimistic locking, the pre-publish report (schema, rules, budget), publish
 * now or at a time, immutable versions with cancel and rollback, preview
 * tokens and the live-data dry run. Every write is role-checked and audited
 * (server/services/layouts.ts); players see a publish through GET /api/layouts/:screen within its 1 s cache.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelledSchema,
  draftBodySchema,
  draftSavedSchema,
  DRY_RUN_ROLES,
  dryRunBodySchema,
  dryRunResultsSchema,
  previewBodySchema,
  previewTokenSchema,
  publishBodySchema,
  publishedSchema,
  rollbackBodySchema,
  rolledBackSchema,
  screenDetailSchema,
  screenListSchema,
  screenParamsSchema,
  validateBodySchema,
  validateReportSchema,
  versionDetailSchema,
  versionListSchema,
  versionParamsSchema,
  type DraftBody,
  type DryRunBody,
  type PreviewBody,
  type PublishBody,
  type RollbackBody,
  type ValidateBody,
} from '../../../schemas/admin-layouts.schema';
import { LAYOUT_SCREENS } from '../../../platform/screens';
import { languageByCode } from '../../../src/lib/languages';
import { AppError, ok } from '../../lib/errors';
import { answers } from '../../lib/schemas';
import { dryRun } from '../../services/dry-run';
import { cancelVersion, publishDraft, rollBack, saveOperatorDraft } from '../../services/layout-workflows';
import { listScreens, listVersions, mintPreview, readDraft, screenDetail, versionDetail } from '../../services/layouts';
import { flagContext, validateLayout } from '../../services/layout-validate';
import { guard, operatorOf } from './guard';

type ScreenParams = { screen: string };
type VersionParams = { screen: string; version: number };

/** A POST without a body counts as `{}` (every field of those is optional). */
const optionalBody = {
  preValidation: async (req: FastifyRequest) => {
    if (req.body === undefined) req.body = {};
  },
};

export default async function adminLayoutRoutes(app: FastifyInstance, opts: { distDir?: string }) {
  const kysely = app.db.kysely;
  const { distDir } = opts;
  const changed = (screen: string) => app.invalidateLayout(screen);

  app.get('/api/admin/layouts', { ...guard('viewer'), schema: { response: answers(screenListSchema) } }, async () => ok(await listScreens(kysely, LAYOUT_SCREENS)));

  app.get<{ Params: ScreenParams }>('/api/admin/layouts/:screen', { ...guard('viewer'), schema: { params: screenParamsSchema, response: answers(screenDetailSchema) } }, async (req) =>
    ok(await screenDetail(kysely, req.params.screen)),
  );

  app.put<{ Params: ScreenParams; Body: DraftBody }>(
    '/api/admin/layouts/:screen/draft',
    { ...guard('editor'), ...optionalBody, schema: { params: screenParamsSchema, body: draftBodySchema, response: answers(draftSavedSchema) } },
    async (req) => {
      const { operator } = await operatorOf(req);
      return ok(await saveOperatorDraft(kysely, operator, req.params.screen, req.body.layout, req.body.baseRevision));
    },
  );

  app.post<{ Params: ScreenParams; Body: ValidateBody }>(
    '/api/admin/layouts/:screen/validate',
    { ...guard('viewer'), ...optionalBody, schema: { params: screenParamsSchema, body: validateBodySchema, response: answers(validateReportSchema) } },
    async (req) => {
      const { screen } = req.params;
      const layout = req.body?.layout ?? (await readDraft(kysely, screen)).layout;
      return ok(await validateLayout(kysely, screen, layout, distDir));
    },
  );

  app.post<{ Params: ScreenParams; Body: PublishBody }>(
    '/api/admin/layouts/:screen/publish',
    { ...guard('publisher'), ...optionalBody, schema: { params: screenParamsSchema, body: publishBodySchema, response: answers(publishedSchema) } },
    async (req) => {
      const { operator } = await operatorOf(req);
      const { publishAt, override } = req.body ?? {};
      return ok(await publishDraft(kysely, operator, req.params.screen, { publishAt, override, distDir, changed }));
    },
  );

  app.get<{ Params: ScreenParams }>('/api/admin/layouts/:screen/versions', { ...guard('viewer'), schema: { params: screenParamsSchema, response: answers(versionListSchema) } }, async (req) =>
    ok(await listVersions(kysely, req.params.screen)),
  );

  app.get<{ Params: VersionParams }>('/api/admin/layouts/:screen/versions/:version', { ...guard('viewer'), schema: { params: versionParamsSchema, response: answers(versionDetailSchema) } }, async (req) =>
    ok(await versionDetail(kysely, req.params.screen, req.params.version)),
  );

  /** Versions are immutable; the only change is cancelling a scheduled one before its time. */
  app.delete<{ Params: VersionParams }>('/api/admin/layouts/:screen/versions/:version', { ...guard('publisher'), schema: { params: versionParamsSchema, response: answers(cancelledSchema) } }, async (req) => {
    const { operator } = await operatorOf(req);
    return ok(await cancelVersion(kysely, operator, req.params.screen, req.params.version, changed));
  });

  app.post<{ Params: ScreenParams; Body: RollbackBody }>(
    '/api/admin/layouts/:screen/rollback',
    { ...guard('publisher'), ...optionalBody, schema: { params: screenParamsSchema, body: rollbackBodySchema, response: answers(rolledBackSchema) } },
    async (req) => {
      const { operator } = await operatorOf(req);
      return ok(await rollBack(kysely, operator, req.params.screen, req.body.version, { distDir, changed }));
    },
  );

  app.post<{ Params: ScreenParams; Body: DryRunBody }>(
    '/api/admin/layouts/:screen/dry-run',
    { ...guard('viewer'), ...optionalBody, schema: { params: screenParamsSchema, body: dryRunBodySchema, response: answers(dryRunResultsSchema) } },
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

  app.post<{ Body: PreviewBody }>('/api/admin/preview', { ...guard('viewer'), ...optionalBody, schema: { body: previewBodySchema, response: answers(previewTokenSchema) } }, async (req) => {
    const { tokenHash } = await operatorOf(req);
    return ok(await mintPreview(app.state, req.body.screen, tokenHash));
  });
}
