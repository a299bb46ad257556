/** The console's audit log: every entry written, the log's pages, and the lookups that read past entries. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** Appends an entry; `before` and `after` are already JSON text (or null). */
export async function insertEntry(
  db: Db,
  entry: { operatorId: number | null; operatorName: string; action: string; target: string; before: string | null; after: string | null; at: string },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ operator_id: entry.operatorId, operator_name: entry.operatorName, action: entry.action, target: entry.target, before: entry.before, after: entry.after, at: entry.at })
    .execute();
}

/** Up to `limit` entries, newest first, older than `before` when given, of one action and one target when given. */
export function listEntries(db: Db, q: { limit: number; before?: number; action?: string; target?: string }) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(q.limit);
  if (q.before) query = query.where('id', '<', q.before);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.target) query = query.where('target', '=', q.target);
  return query.execute();
}

/** The `before` of the newest entry of one of `actions` on one of `targets`. */
export async function latestBefore(db: Db, actions: string[], targets: string[]): Promise<string | null | undefined> {
  return (await db.selectFrom('audit_log').select('before').where('action', 'in', actions).where('target', 'in', targets).orderBy('id', 'desc').executeTakeFirst())?.before;
}
