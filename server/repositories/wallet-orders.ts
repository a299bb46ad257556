/** Deposit and withdrawal orders: the SQL behind the member's order lists and their decisions. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { WalletOrdersTable } from '../db/tables/money';

type Db = Kysely<Database>;

/** The member's latest orders of one kind (at most `limit`), newest first. */
export function recentOf(db: Db, memberId: number, kind: 'deposit' | 'withdraw', limit: number) {
  return db.selectFrom('wallet_orders').selectAll().where('member_id', '=', memberId).where('kind', '=', kind).orderBy('id', 'desc').limit(limit).execute();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('wallet_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The cents the member asked to deposit since `from` in orders not rejected (pending ones count). */
export async function depositedSince(db: Db, memberId: number, from: string): Promise<number> {
  const [row] = (await db
    .selectFrom('wallet_orders')
    .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('n'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'deposit')
    .where('status', '!=', 'rejected')
    .where('created_at', '>=', from)
    .execute()) as [{ n: number }];
  return Number(row.n);
}

/** Stores a pending order under `reference`; throws the driver's unique violation when the reference is taken. */
export async function insertPending(db: Db, values: { member_id: number; kind: WalletOrdersTable['kind']; amount_cents: number; channel: string; details: string; created_at: string; reference: string }): Promise<number> {
  const row = await db.insertInto('wallet_orders').values({ ...values, status: 'pending', decided_at: null, decided_by: null, decision_note: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One order with its member's account. */
export function findWithAccount(db: Db, id: number) {
  return db.selectFrom('wallet_orders as o').innerJoin('members as m', 'm.id', 'o.member_id').selectAll('o').select('m.account').where('o.id', '=', id).executeTakeFirst();
}

/** Records a large deposit's first approval, only while it is pending with none; false otherwise. */
export async function recordFirstApproval(db: Db, id: number, by: string, at: string): Promise<boolean> {
  const res = await db.updateTable('wallet_orders').set({ first_approved_by: by, first_approved_at: at }).where('id', '=', id).where('status', '=', 'pending').where('first_approved_by', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Decides a pending order whose first approval is still `firstApprovedBy` (unchanged since it was
 * read); false when it was decided, or first-approved, meanwhile.
 */
export async function decideIfPending(db: Db, id: number, firstApprovedBy: string | null, d: { status: 'approved' | 'rejected'; at: string; by: string; note: string | null }): Promise<boolean> {
  const guard = db.updateTable('wallet_orders').set({ status: d.status, decided_at: d.at, decided_by: d.by, decision_note: d.note }).where('id', '=', id).where('status', '=', 'pending');
  const res = await (firstApprovedBy === null ? guard.where('first_approved_by', 'is', null) : guard.where('first_approved_by', '=', firstApprovedBy)).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
