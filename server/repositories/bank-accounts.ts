/** Members' payout bank accounts. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Deletes one of the member's accounts; false when the member has no such account. */
export async function deleteOwn(db: Kysely<Database>, memberId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('bank_accounts').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
