/** The ledger: one row per movement of a member's balance or points. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../db/types';
import type { LedgerTable } from '../db/tables/money';
import { pageOf } from './paging';

type Db = Kysely<Database>;

export async function insert(db: Db, row: Insertable<LedgerTable>): Promise<number> {
  return (await db.insertInto('ledger').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Updates the entry of an order (the order's own kind: its deposit or withdrawal, not a refund). */
export async function updateOrderEntry(db: Db, orderId: number, type: LedgerTable['type'], set: Updateable<LedgerTable>): Promise<void> {
  await db.updateTable('ledger').set(set).where('order_id', '=', orderId).where('type', '=', type).execute();
}

/** One page of the member's entries since `since` (of one type, when given), newest first, with how many match. */
export function entriesPage(db: Db, q: { memberId: number; since: string; type?: LedgerTable['type']; pageNo: number; pageSize: number }) {
  let base = db.selectFrom('ledger').selectAll().where('member_id', '=', q.memberId).where('created_at', '>=', q.since);
  if (q.type) base = base.where('type', '=', q.type);
  return pageOf(base.orderBy('created_at', 'desc').orderBy('id', 'desc'), q.pageNo, q.pageSize);
}
