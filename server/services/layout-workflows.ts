/**
 * The console's layout workflows: saving a draft, publishing it now or at a time, cancelling a
 * scheduled version and rolling back to an earlier one. Each is checked against today's schemas, rules
 * and budget, then writes the change and who made it (the audit entry) in one transaction.
 */
import { migrateLayout } from '../../platform/migrations';
import { LAYOUT_DRAFT_MAX_BYTES } from '../../src/lib/constants';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError } from '../lib/errors';
import * as layouts from '../repositories/layouts';
import { validateLayout, type ValidateReport } from './layout-validate';
import { addVersion, cancelScheduled, getVersion, liveVersion, saveDraft, versionNotFound, type Db } from './layouts';

/** What a workflow tells the route once players' cached copy of the screen is out of date. */
type Changed = (screen: string) => void;

/** How far ahead a publish can be scheduled. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 86_400_000;

/** Refuses a layout with errors or broken rules; one over budget only without an override. */
function refuse(report: ValidateReport, allowOverBudget: boolean) {
  if (report.errors.layout || report.errors.blocks.length) throw new AppError(422, 'admin.layout.invalid', 'The layout has errors; fix them before publishing', report);
  if (report.rules.length) throw new AppError(422, 'admin.layout.rules', 'The layout breaks a responsible-gaming rule', report);
  if (report.budget.over && !allowOverBudget) throw new AppError(422, 'admin.layout.overBudget', 'The layout is over its performance budget; publish with an override and a reason', report);
}

const auditedLive = (live: { version: number; body: string } | undefined) => (live ? { version: live.version, layout: JSON.parse(live.body) as unknown } : null);

/** Saves the operator's draft from `baseRevision` (413 when too large, 409 when someone saved first), audited. */
export async function saveOperatorDraft(db: Db, operator: Operator, screen: string, layout: object, baseRevision: number) {
  const bytes = Buffer.byteLength(JSON.stringify(layout));
  if (bytes > LAYOUT_DRAFT_MAX_BYTES) throw new AppError(413, 'admin.draft.tooLarge', `The draft is ${bytes} bytes; at most ${LAYOUT_DRAFT_MAX_BYTES} are allowed`, { bytes, maxBytes: LAYOUT_DRAFT_MAX_BYTES });
  const saved = await db.transaction().execute(async (trx) => {
    const result = await saveDraft(trx, screen, layout, baseRevision, operator.username);
    if (result.ok) await auditIn(trx, operator, 'layout.draft', screen, { revision: baseRevision }, { revision: result.revision });
    return result;
  });
  if (!saved.ok) {
    throw new AppError(409, 'admin.draft.conflict', `The draft is at revision ${saved.current.revision}, not ${baseRevision}: someone else saved it first`, saved.current);
  }
  return { revision: saved.revision, updatedAt: saved.updatedAt };
}

/**
 * Publishes the saved draft now, or schedules it at `publishAt` (an ISO date-time in the future, at
 * most a year ahead). It must pass the pre-publish report; a layout over its budget only with an
 * override, whose reason the audit entry keeps.
 */
export async function publishDraft(
  db: Db,
  operator: Operator,
  screen: string,
  opts: { publishAt?: string; override?: { reason: string }; distDir?: string; changed: Changed },
) {
  const { publishAt, override } = opts;
  const now = Date.now();
  let liveAt = new Date(now).toISOString();
  if (publishAt !== undefined) {
    const at = Date.parse(publishAt);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(publishAt) || !Number.isFinite(at) || at <= now || at > now + MAX_SCHEDULE_AHEAD_MS) {
      throw new AppError(400, 'admin.publishAt.invalid', 'publishAt must be an ISO date-time in the future (at most a year ahead)', { field: 'publishAt' });
    }
    liveAt = new Date(at).toISOString();
  }
  const draftRow = await layouts.findDraft(db, screen);
  if (!draftRow) throw new AppError(409, 'admin.draft.missing', 'Save a draft of this screen before publishing it');
  const layout = JSON.parse(draftRow.body) as unknown;
  const report = await validateLayout(db, screen, layout, opts.distDir);
  refuse(report, !!override);
  const before = await liveVersion(db, screen);
  const status = publishAt !== undefined ? 'scheduled' : 'published';
  // Stored with every block's props at its widget's current version (the check above migrated them the same way).
  const migrated = migrateLayout(layout);
  const added = await addVersion(db, screen, migrated === layout ? draftRow.body : JSON.stringify(migrated), operator.username, { status, liveAt }, (trx, v) =>
    auditIn(trx, operator, status === 'scheduled' ? 'layout.schedule' : 'layout.publish', screen, auditedLive(before), {
      version: v.version,
      status,
      liveAt,
      draftRevision: draftRow.revision,
      layout,
      ...(report.budget.over && override ? { override: { reason: override.reason, budget: report.budget } } : {}),
    }),
  );
  opts.changed(screen);
  return added;
}

/** Versions are immutable; the only change is cancelling a scheduled one before its time (409 otherwise). */
export async function cancelVersion(db: Db, operator: Operator, screen: string, version: number, changed: Changed) {
  const before = await getVersion(db, screen, version);
  // The cancellation and its audit entry in one transaction: both stand, or neither.
  const outcome = await db.transaction().execute(async (trx) => {
    const result = await cancelScheduled(trx, screen, version);
    if (result === 'cancelled') await auditIn(trx, operator, 'layout.cancel', screen, { version, status: 'scheduled', publishAt: before?.publishAt ?? null }, { version, status: 'cancelled' });
    return result;
  });
  if (outcome === 'missing') throw versionNotFound(screen, version);
  if (outcome === 'immutable') throw new AppError(409, 'admin.version.immutable', 'Published versions cannot be changed; only a scheduled version that is not live yet can be cancelled', { version, status: before?.status });
  changed(screen);
  return { version, status: 'cancelled' };
}

/** Publishes an earlier version's body again, as a new version live now. */
export async function rollBack(db: Db, operator: Operator, screen: string, version: number, opts: { distDir?: string; changed: Changed }) {
  const row = await layouts.findVersion(db, screen, version);
  if (!row) throw versionNotFound(screen, version);
  const layout = JSON.parse(row.body) as unknown;
  // A version valid when published may not be today (a widget retired, a rule added): the same checks apply; the budget is recorded, not enforced.
  const report = await validateLayout(db, screen, layout, opts.distDir);
  refuse(report, true);
  const before = await liveVersion(db, screen);
  const added = await addVersion(db, screen, row.body, operator.username, { status: 'published', liveAt: new Date().toISOString() }, (trx, v) =>
    auditIn(trx, operator, 'layout.rollback', screen, auditedLive(before), {
      version: v.version,
      from: row.version,
      liveAt: v.liveAt,
      layout,
      ...(report.budget.over ? { budget: report.budget } : {}),
    }),
  );
  opts.changed(screen);
  return { version: added.version, liveAt: added.liveAt };
}

/** One version as the console shows it (404 when there is none). */
