/** The audit log as the console reads it: pages newest first, and what a past entry recorded. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import * as auditLog from '../repositories/audit-log';

type Db = Kysely<Database>;

/** A recorded before/after as it was given (JSON), or the raw text of an entry written otherwise. */
const parse = (v: string | null) => {
  if (v === null) return null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** One page of `limit` entries, newest first; `next` is the `before` of the next page (null: none). */
export async function auditPage(db: Db, q: { limit: number; before?: number; action?: string; target?: string }) {
  const rows = await auditLog.listEntries(db, { ...q, limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return {
    entries: page.map((r) => ({ id: r.id, operator: r.operator_name, operatorId: r.operator_id, action: r.action, target: r.target, before: parse(r.before), after: parse(r.after), at: r.at })),
    next: rows.length > q.limit ? page[page.length - 1]!.id : null,
  };
}

/** The `before` recorded by the newest entry of one of `actions` on one of `targets`, parsed (undefined: none, or not JSON). */
export async function lastRecordedBefore(db: Db, actions: string[], targets: string[]): Promise<unknown> {
  const before = await auditLog.latestBefore(db, actions, targets);
  if (!before) return undefined;
  try {
    return JSON.parse(before) as unknown;
  } catch {
    return undefined;
  }
}
