/** Members' identity verifications (an ID picture and its review): the SQL of the member's side. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The member's newest verification. */
export function latestOf(db: Db, memberId: number) {
  return db.selectFrom('identity_verifications').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function insertPending(db: Db, memberId: number, uploadId: string, at: string): Promise<void> {
  await db.insertInto('identity_verifications').values({ member_id: memberId, upload_id: uploadId, status: 'pending', created_at: at }).execute();
}

/** The status of the member's newest verification (a later one decides, whatever an earlier one was). */
export async function latestStatus(db: Db, memberId: number) {
  return (await db.selectFrom('identity_verifications').select('status').where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst())?.status;
}
