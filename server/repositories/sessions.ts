/** Session and remember tokens (stored as digests): the SQL behind signing in and out. */
import type { Insertable, Kysely } from 'kysely';
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

export async function insertToken(db: Db, row: Insertable<Database['sessions']>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The member a live session token (by digest) belongs to. */
export function liveSessionMember(db: Db, tokenHash: string, nowMs: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .selectAll('m')
    .where('s.token_hash', '=', tokenHash)
    .where('s.kind', '=', 'session')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', nowMs)
    .executeTakeFirst();
}

export async function revoke(db: Db, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every live token of the member, but `exceptHash` when given. */
export async function revokeAllOf(db: Db, memberId: number, at: string, exceptHash?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ revoked_at: at }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  await q.execute();
}
