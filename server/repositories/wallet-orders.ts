/** Deposit and withdrawal orders: the SQL behind the member's order lists. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The member's latest orders of one kind (at most `limit`), newest first. */
export function recentOf(db: Db, memberId: number, kind: 'deposit' | 'withdraw', limit: number) {
  return db.selectFrom('wallet_orders').selectAll().where('member_id', '=', memberId).where('kind', '=', kind).orderBy('id', 'desc').limit(limit).execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('wallet_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
