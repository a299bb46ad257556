/**
 * Operator accounts of the console, apart from members: argon2id
 * password hashes, and sessions like members' (256 random bits handed out
 * once, stored as a SHA-256 digest) that expire after 12 hours and are
 * revoked on sign-out or when the operator is disabled.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OperatorRow } from '../db/types';
import * as operators from '../repositories/operators';
import { hashPassword, verifyPassword } from './passwords';
import { digest } from './sessions';

export const OPERATOR_SESSION_TTL_MS = 12 * 3_600_000;

export type OperatorRoleName = OperatorRow['role'];

export async function createOperator(db: Kysely<Database>, input: { username: string; password: string; passwordHash?: string; role: OperatorRoleName; enabled?: boolean }, now = Date.now()) {
  return operators.insertOperator(db, {
    username: input.username.trim().toLowerCase(),
    password_hash: input.passwordHash ?? (await hashPassword(input.password)),
    role: input.role,
    enabled: input.enabled === false ? 0 : 1,
    created_at: new Date(now).toISOString(),
  });
}

export function findOperator(db: Kysely<Database>, username: string) {
  return operators.findByUsername(db, username.trim().toLowerCase());
}

/** The operator whose password matches, or null (a missing account takes as long as a wrong password). */
export async function verifyOperator(db: Kysely<Database>, username: string, password: string): Promise<OperatorRow | null> {
  const op = await findOperator(db, username);
  const valid = await verifyPassword(op?.password_hash, password);
  return valid && op ? op : null;
}

export async function setOperatorPassword(db: Kysely<Database>, operatorId: number, password: string) {
  await operators.setPasswordHash(db, operatorId, await hashPassword(password));
}

export async function createOperatorSession(db: Kysely<Database>, operatorId: number, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + OPERATOR_SESSION_TTL_MS;
  await operators.insertSession(db, { tokenHash: digest(token), operatorId, createdAt: new Date(now).toISOString(), expiresAt });
  return { token, expiresAt };
}

/** The enabled-or-not operator a live operator token belongs to, or null. */
export async function resolveOperatorSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<{ operator: OperatorRow; tokenHash: string } | null> {
  const tokenHash = digest(token);
  const row = await operators.findBySession(db, tokenHash, now);
  return row ? { operator: row, tokenHash } : null;
}

export async function revokeOperatorSession(db: Kysely<Database>, tokenHash: string) {
  await operators.revokeSession(db, tokenHash, new Date().toISOString());
}

/** Every live session of an operator (when disabled or their password changes). */
export async function revokeOperatorSessions(db: Kysely<Database>, operatorId: number, exceptHash?: string) {
  await operators.revokeSessions(db, operatorId, new Date().toISOString(), exceptHash);
}
