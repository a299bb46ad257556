/** Vendors' wallet calls (`seamless_tx`), each recorded once under its (vendor, transactionId). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The call recorded under this id, if any. */
export function find(db: Db, vendor: string, transactionId: string) {
  return db.selectFrom('seamless_tx').selectAll().where('vassalage', '=', vendor).where('transaction_id', '=', transactionId).executeTakeFirst();
}

/** Records a call; throws the driver's unique violation when the id was recorded meanwhile. */
export async function record(db: Db, row: { vendor: string; transactionId: string; kind: 'debit' | 'credit' | 'rollback' | 'tombstone'; roundRef: string; memberId: number; cents: number; referenceTx: string | null; balanceAfter: number; at: string }): Promise<void> {
  await db
    .insertInto('seamless_tx')
    .values({ vassalage: row.vendor, transaction_id: row.transactionId, kind: row.kind, status: 'applied', round_ref: row.roundRef, member_id: row.memberId, amount_cents: row.cents, reference_tx: row.referenceTx, balance_after_cents: row.balanceAfter, created_at: row.at })
    .execute();
}

/** Marks an applied call rolled back; false when it was rolled back already. */
export async function markRolledBack(db: Db, id: number): Promise<boolean> {
  const res = await db.updateTable('seamless_tx').set({ status: 'rolledback' }).where('id', '=', id).where('status', '=', 'applied').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The ids of a round's debits still applied (not rolled back). */
export function appliedDebits(db: Db, vendor: string, roundRef: string) {
  return db.selectFrom('seamless_tx').select('transaction_id').where('vassalage', '=', vendor).where('round_ref', '=', roundRef).where('kind', '=', 'debit').where('status', '=', 'applied').execute();
}
