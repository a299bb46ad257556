/** Idempotency keys: a member's request key per scope, and the answer it got. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;
type Key = { memberId: number; scope: string; key: string };

const mine = (db: Db, k: Key) => db.selectFrom('idempotency_keys').selectAll().where('member_id', '=', k.memberId).where('scope', '=', k.scope).where('key', '=', k.key);

export function find(db: Db, k: Key) {
  return mine(db, k).executeTakeFirst();
}

/** Deletes the member's keys that expired by `at`. */
export async function deleteExpired(db: Db, memberId: number, at: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('member_id', '=', memberId).where('expires_at', '<=', at).execute();
}

/** Claims a key; throws the driver's unique violation when the member holds it already. */
export async function insert(db: Db, row: Insertable<Database['idempotency_keys']>): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

/** Releases a key whose request has no answer yet. */
export async function releaseUnanswered(db: Db, k: Key): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('member_id', '=', k.memberId).where('scope', '=', k.scope).where('key', '=', k.key).where('response', 'is', null).execute();
}

export async function storeAnswer(db: Db, k: Key, statusCode: number, response: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status_code: statusCode, response }).where('member_id', '=', k.memberId).where('scope', '=', k.scope).where('key', '=', k.key).execute();
}
