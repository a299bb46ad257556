/** Members' payout bank accounts. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Deletes one of the member's accounts; false when the member has no such account. */
export async function deleteOwn(db: Kysely<Database>, memberId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('bank_accounts').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The member's accounts, oldest first. */
export function listOwn(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('bank_accounts').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/** One of the member's accounts. */
export function findOwn(db: Kysely<Database>, memberId: number, id: number) {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}

/** Stores an account; throws the driver's unique violation when the member saved it already. */
export function insert(db: Kysely<Database>, row: Insertable<Database['bank_accounts']>) {
  return db.insertInto('bank_accounts').values(row).returningAll().executeTakeFirstOrThrow();
}
