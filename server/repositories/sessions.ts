/** Session and remember tokens (stored as digests): the SQL behind signing in and out. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** Whether the member has ever had a token of any kind (live, expired or revoked). */
export async function hasAny(db: Db, memberId: number): Promise<boolean> {
  return !!(await db.selectFrom('sessions').select('token_hash').where('member_id', '=', memberId).limit(1).executeTakeFirst());
}

/**
 * Revokes a live remember token in one conditional UPDATE and answers whose it was: of parallel
 * spends of one token, exactly one gets the member back.
 */
export async function spendRemember(db: Db, tokenHash: string, at: string, nowMs: number): Promise<number | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'remember')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id;
}

/** Revokes one live remember token, only when it is the member's. */
export async function revokeRemember(db: Db, tokenHash: string, memberId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('token_hash', '=', tokenHash).where('member_id', '=', memberId).where('kind', '=', 'remember').where('revoked_at', 'is', null).execute();
}
