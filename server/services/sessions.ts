/**
 * Session tokens: 256 random bits, handed to the client once and stored only
 * as a SHA-256 digest; they expire, and are revoked on logout and on a
 * password change (every session of that member).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';

const SESSION_TTL_MS = 7 * 24 * 3_600_000;
const REMEMBER_TTL_MS = 30 * 24 * 3_600_000;

export const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Kysely<Database>, memberId: number, kind: 'session' | 'remember' = 'session', now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + (kind === 'session' ? SESSION_TTL_MS : REMEMBER_TTL_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: digest(token), member_id: memberId, kind, created_at: new Date(now).toISOString(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** The member a live token belongs to, or null. */
export async function resolveSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<{ member: MemberRow; tokenHash: string } | null> {
  const tokenHash = digest(token);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .selectAll('m')
    .where('s.token_hash', '=', tokenHash)
    .where('s.kind', '=', 'session')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { member: row as MemberRow, tokenHash } : null;
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string) {
  await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', tokenHash).execute();
}

export async function revokeAllSessions(db: Kysely<Database>, memberId: number, exceptHash?: string) {
  let q = db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('member_id', '=', memberId).where('revoked_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  await q.execute();
}
