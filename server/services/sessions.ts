/**
 * Session tokens: 256 random bits, handed to the client once and stored only
 * as a SHA-256 digest; they expire, and are revoked on logout and on a
 * password change (every session of that member).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';
import * as sessions from '../repositories/sessions';

const SESSION_TTL_MS = 7 * 24 * 3_600_000;
const REMEMBER_TTL_MS = 30 * 24 * 3_600_000;

export const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Kysely<Database>, memberId: number, kind: 'session' | 'remember' = 'session', now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + (kind === 'session' ? SESSION_TTL_MS : REMEMBER_TTL_MS);
  await sessions.insertToken(db, { token_hash: digest(token), member_id: memberId, kind, created_at: new Date(now).toISOString(), expires_at: expiresAt, revoked_at: null });
  return { token, expiresAt };
}

/** The member a live token belongs to, or null. */
export async function resolveSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<{ member: MemberRow; tokenHash: string } | null> {
  const tokenHash = digest(token);
  const row = await sessions.liveSessionMember(db, tokenHash, now);
  return row ? { member: row as MemberRow, tokenHash } : null;
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string) {
  await sessions.revoke(db, tokenHash, new Date().toISOString());
}

export async function revokeAllSessions(db: Kysely<Database>, memberId: number, exceptHash?: string) {
  await sessions.revokeAllOf(db, memberId, new Date().toISOString(), exceptHash);
}
