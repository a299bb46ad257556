/** Agent contracts (salary, dividend, hourly): all SQL for contracts lives here. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ContractsTable } from '../db/tables/members';

export type ContractKind = ContractsTable['kind'];

type Db = Kysely<Database>;

export async function pendingKinds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db.selectFrom('contracts').select('kind').where('member_id', '=', memberId).where('status', '=', 'pending').execute();
  return rows.map((r) => r.kind);
}

/** A member's contracts of one kind, newest first. */
export function listByKind(db: Db, memberId: number, kind: ContractKind) {
  return db.selectFrom('contracts').selectAll().where('member_id', '=', memberId).where('kind', '=', kind).orderBy('id', 'desc').execute();
}

export function findOwn(db: Db, memberId: number, id: number) {
  return db.selectFrom('contracts').select(['id', 'status']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

/** Signs a pending contract; false when it was not pending any more (signed meanwhile). */
export async function signPending(db: Db, id: number): Promise<boolean> {
  const res = await db.updateTable('contracts').set({ status: 'signed' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
