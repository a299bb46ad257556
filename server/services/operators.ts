/**
 * Operator accounts of the console, apart from members: argon2id
 * password hashes, and sessions like members' (256 random bits handed out
 * once, stored as a SHA-256 digest) that expire after 12 hours and are
 * revoked on sign-out or when the operator is disabled.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OperatorRow } from '../db/types';
import { hashPassword, verifyPassword } from './passwords';
import { digest } from './sessions';

export const OPERATOR_SESSION_TTL_MS = 12 * 3_600_000;

export type OperatorRoleName = OperatorRow['role'];

export async function createOperator(db: Kysely<Database>, input: { username: string; password: string; passwordHash?: string; role: OperatorRoleName; enabled?: boolean }, now = Date.now()) {
  const row = await db
    .insertInto('operators')
    .values({
      username: input.username.trim().toLowerCase(),
      password_hash: input.passwordHash ?? (await hashPassword(input.password)),
      role: input.role,
      enabled: input.enabled === false ? 0 : 1,
      created_at: new Date(now).toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

export function findOperator(db: Kysely<Database>, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username.trim().toLowerCase()).executeTakeFirst();
}

/** The operator whose password matches, or null (a missing account takes as long as a wrong password). */
export async function verifyOperator(db: Kysely<Database>, username: string, password: string): Promise<OperatorRow | null> {
  const op = await findOperator(db, username);
  const valid = await verifyPassword(op?.password_hash, password);
  return valid && op ? op : null;
}

export async function setOperatorPassword(db: Kysely<Database>, operatorId: number, password: string) {
  await db.updateTable('operators').set({ password_hash: await hashPassword(password) }).where('id', '=', operatorId).execute();
}

export async function createOperatorSession(db: Kysely<Database>, operatorId: number, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + OPERATOR_SESSION_TTL_MS;
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: digest(token), operator_id: operatorId, created_at: new Date(now).toISOString(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

/** The enabled-or-not operator a live operator token belongs to, or null. */
export async function resolveOperatorSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<{ operator: OperatorRow; tokenHash: string } | null> {
  const tokenHash = digest(token);
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .selectAll('o')
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { operator: row as OperatorRow, tokenHash } : null;
}

export async function revokeOperatorSession(db: Kysely<Database>, tokenHash: string) {
  await db.updateTable('operator_sessions').set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Every live session of an operator (when disabled or their password changes). */
export async function revokeOperatorSessions(db: Kysely<Database>, operatorId: number, exceptHash?: string) {
  let q = db.updateTable('operator_sessions').set({ revoked_at: new Date().toISOString() }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  await q.execute();
}
