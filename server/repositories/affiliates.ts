/** Invitation codes (affiliates): the SQL behind the code check and a registration's referrer. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The code's row while it is switched on. */
export function findEnabled(db: Db, code: string) {
  return db.selectFrom('affiliates').selectAll().where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();
}

/** The account of the member a code belongs to (undefined for a site-wide code or an unknown one). */
export async function ownerAccount(db: Db, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('affiliates as a').innerJoin('members as m', 'm.id', 'a.member_id').select('m.account').where('a.code', '=', code).executeTakeFirst();
  return row?.account;
}
