/**
 * Layout drafts and versions as stored: one working draft per screen (`layout_drafts`, with its
 * revision) and the numbered versions of each screen (`layouts`). Which version is live, and what a
 * publish or a rollback may do, is decided in server/services/layouts.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { LayoutsTable } from '../db/tables/content';

type Db = Kysely<Database>;

/** When a row goes (or went) live: rows written without live_at (older tools, tests) count from publish_at or created_at. */
const liveAtExpr = sql<string>`coalesce(live_at, publish_at, created_at)`;

/** A version's columns but its body. */
const META = ['screen', 'version', 'status', 'author', 'created_at', 'publish_at', 'live_at'] as const;

/** The version of `screen` players get at `now` (with its body): of the published and scheduled ones live by then, the latest (ties: the highest version). */
export function findLive(db: Db, screen: string, now: string) {
  return db
    .selectFrom('layouts')
    .select(['version', 'body', 'etag', 'created_at', 'publish_at', 'live_at'])
    .where('screen', '=', screen)
    .where('status', 'in', ['published', 'scheduled'])
    .where(liveAtExpr, '<=', now)
    .orderBy(liveAtExpr, 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every version of `screen` without its body, newest first. */
export function listVersionMeta(db: Db, screen: string) {
  return db.selectFrom('layouts').select(META).where('screen', '=', screen).orderBy('version', 'desc').execute();
}

/** Every version of every screen without its body, by screen then version. */
export function listAllVersionMeta(db: Db) {
  return db.selectFrom('layouts').select(META).orderBy('screen').orderBy('version').execute();
}

/** One version with its body. */
export function findVersion(db: Db, screen: string, version: number) {
  return db.selectFrom('layouts').select([...META, 'body']).where('screen', '=', screen).where('version', '=', version).executeTakeFirst();
}

export async function versionExists(db: Db, screen: string, version: number): Promise<boolean> {
  return !!(await db.selectFrom('layouts').select('version').where('screen', '=', screen).where('version', '=', version).executeTakeFirst());
}

/** The highest version number of `screen` (0 without any). */
export async function maxVersion(db: Db, screen: string): Promise<number> {
  const { v } = await db.selectFrom('layouts').select((eb) => eb.fn.max('version').as('v')).where('screen', '=', screen).executeTakeFirstOrThrow();
  return Number(v ?? 0);
}

/** Stores a version; throws the driver's unique violation when its number is taken. */
export async function insertVersion(
  db: Db,
  row: { screen: string; version: number; status: LayoutsTable['status']; body: string; etag: string; author: string; createdAt: string; publishAt: string | null; liveAt: string },
): Promise<void> {
  await db
    .insertInto('layouts')
    .values({ screen: row.screen, version: row.version, status: row.status, body: row.body, etag: row.etag, author: row.author, created_at: row.createdAt, publish_at: row.publishAt, live_at: row.liveAt })
    .execute();
}

/** Cancels the version when it is scheduled and not live at `now`; false when it was not (or does not exist). */
export async function cancelIfScheduled(db: Db, screen: string, version: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('layouts')
    .set({ status: 'cancelled' })
    .where('screen', '=', screen)
    .where('version', '=', version)
    .where('status', '=', 'scheduled')
    .where(liveAtExpr, '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findDraft(db: Db, screen: string) {
  return db.selectFrom('layout_drafts').selectAll().where('screen', '=', screen).executeTakeFirst();
}

/** Every screen's draft without its body. */
export function listDraftMeta(db: Db) {
  return db.selectFrom('layout_drafts').select(['screen', 'revision', 'updated_by', 'updated_at']).execute();
}

/** Stores a screen's first draft; false when one exists already (saved meanwhile). */
export async function insertDraft(db: Db, draft: { screen: string; body: string; revision: number; updatedBy: string; updatedAt: string }): Promise<boolean> {
  const res = await db
    .insertInto('layout_drafts')
    .values({ screen: draft.screen, body: draft.body, revision: draft.revision, updated_by: draft.updatedBy, updated_at: draft.updatedAt })
    .onConflict((oc) => oc.column('screen').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Replaces the draft when it is still at `baseRevision`; false when it is not (someone saved first). */
export async function updateDraftAt(db: Db, baseRevision: number, draft: { screen: string; body: string; revision: number; updatedBy: string; updatedAt: string }): Promise<boolean> {
  const res = await db
    .updateTable('layout_drafts')
    .set({ body: draft.body, revision: draft.revision, updated_by: draft.updatedBy, updated_at: draft.updatedAt })
    .where('screen', '=', draft.screen)
    .where('revision', '=', baseRevision)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
