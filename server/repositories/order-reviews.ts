/** Wallet orders as the console reviews them: with the member who placed each. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { WalletOrdersTable } from '../db/tables/money';
import { pageOf } from './paging';

type Db = Kysely<Database>;

const orders = (db: Db) =>
  db
    .selectFrom('wallet_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['o.id', 'o.kind', 'o.reference', 'o.amount_cents', 'o.channel', 'o.details', 'o.status', 'o.created_at', 'o.decided_at', 'o.decided_by', 'o.decision_note', 'o.first_approved_by', 'o.member_id', 'm.account']);

export type ReviewedOrderRow = Awaited<ReturnType<ReturnType<typeof orders>['execute']>>[number];

/** One page of the orders of one kind and status when given, by id (`order`), with how many match in all. */
export async function ordersPage(db: Db, f: { kind?: WalletOrdersTable['kind']; status?: WalletOrdersTable['status'] }, order: 'asc' | 'desc', pageNo: number, pageSize: number) {
  let q = orders(db);
  if (f.kind) q = q.where('o.kind', '=', f.kind);
  if (f.status) q = q.where('o.status', '=', f.status);
  return pageOf(q.orderBy('o.id', order), pageNo, pageSize);
}

export function findOrder(db: Db, id: number): Promise<ReviewedOrderRow | undefined> {
  return orders(db).where('o.id', '=', id).executeTakeFirst();
}
