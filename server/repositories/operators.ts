/** Operator accounts of the console and their sessions: all SQL on `operators` and `operator_sessions`. */
import type { Insertable, Kysely } from 'kysely';
import type { Database, OperatorRow } from '../db/types';
import type { OperatorsTable } from '../db/tables/operators';

type Db = Kysely<Database>;

export function insertOperator(db: Db, row: Insertable<OperatorsTable>) {
  return db.insertInto('operators').values(row).returningAll().executeTakeFirstOrThrow();
}

/** By username as stored (callers normalise it). */
export function findByUsername(db: Db, username: string) {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every operator, oldest first. */
export function listAll(db: Db) {
  return db.selectFrom('operators').selectAll().orderBy('id').execute();
}

export async function updateAccess(db: Db, id: number, set: { role?: OperatorRow['role']; enabled?: number }): Promise<void> {
  await db.updateTable('operators').set(set).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** Turns two-step sign-in off and forgets any secret being set up. */
export async function clearTotp(db: Db, id: number): Promise<void> {
  await db.updateTable('operators').set({ totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', id).execute();
}

export async function setTotpPending(db: Db, id: number, secret: string): Promise<void> {
  await db.updateTable('operators').set({ totp_pending: secret }).where('id', '=', id).execute();
}

/** The pending secret becomes the operator's, with the step of the code that confirmed it spent. */
export async function enableTotp(db: Db, id: number, secret: string, since: string, step: number): Promise<void> {
  await db.updateTable('operators').set({ totp_secret: secret, totp_pending: null, totp_enabled_at: since, totp_last_step: step }).where('id', '=', id).execute();
}

export function totpState(db: Db, id: number) {
  return db.selectFrom('operators').select(['totp_secret', 'totp_pending', 'totp_enabled_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Records `step` as the last code used when no later one was; false when it (or a later one) was. */
export async function spendTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const r = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertSession(db: Db, s: { tokenHash: string; operatorId: number; createdAt: string; expiresAt: number }): Promise<void> {
  await db.insertInto('operator_sessions').values({ token_hash: s.tokenHash, operator_id: s.operatorId, created_at: s.createdAt, expires_at: s.expiresAt, revoked_at: null }).execute();
}

/** The operator of a live (not revoked, not expired at `now`) session. */
export async function findBySession(db: Db, tokenHash: string, now: number): Promise<OperatorRow | undefined> {
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .selectAll('o')
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row as OperatorRow | undefined;
}

export async function revokeSession(db: Db, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('operator_sessions').set({ revoked_at: at }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of the operator but the one of `exceptHash`, when given. */
export async function revokeSessions(db: Db, operatorId: number, at: string, exceptHash?: string): Promise<void> {
  let q = db.updateTable('operator_sessions').set({ revoked_at: at }).where('operator_id', '=', operatorId).where('revoked_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  await q.execute();
}
