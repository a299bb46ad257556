/**
 * The signed-in operator's own account, whatever their role: whether two-step sign-in is on, setting
 * it up (a pending secret until a code from it confirms it) and turning it off, and changing their
 * password. Changing the second factor asks for the password again (and the code to turn it off),
 * 5 wrong tries in 15 min per operator. Every change is audited in its transaction; the operator's
 * other sessions end when the second factor goes on or the password changes.
 */
import type { Kysely } from 'kysely';
import type { Database, OperatorRow } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError } from '../lib/errors';
import type { SharedState } from '../lib/shared-state';
import * as operators from '../repositories/operators';
import { createOperatorSession, revokeOperatorSession, revokeOperatorSessions, verifyOperator } from './operators';
import { hashPassword } from './passwords';
import { matchingStep, newTotpSecret, spendTotpCode, totpEnrolment } from './totp';

type Db = Kysely<Database>;

/** Step-up for changing one's own second factor: the password (and the code to turn it off), 5 wrong tries in 15 min. */
const STEP_UP = { limit: 5, windowMs: 15 * 60_000 };

const stepUpKey = (operatorId: number) => `rl:admin:stepup:${operatorId}`;

/** Counts one step-up try; 429 past the limit. */
async function countStepUp(state: SharedState, key: string) {
  if ((await state.incr(key, STEP_UP.windowMs)) > STEP_UP.limit) throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: STEP_UP.windowMs });
}

/** The operator's row, after their password counted against STEP_UP (a right one gives its try back). */
async function stepUp(db: Db, state: SharedState, operator: Operator, password: string) {
  const key = stepUpKey(operator.id);
  await countStepUp(state, key);
  const op = await verifyOperator(db, operator.username, password);
  if (!op) throw new AppError(400, 'admin.auth.invalid', 'The password is incorrect', { field: 'password' });
  await state.decr(key);
  return { op, key };
}

/** Who is signed in, and since when their two-step sign-in is on. */
export async function whoAmI(db: Db, operator: Operator) {
  const row = await operators.totpState(db, operator.id);
  return { username: operator.username, role: operator.role, totp: { on: !!row.totp_secret, since: row.totp_secret ? row.totp_enabled_at : null } };
}

/** Starts setting up two-step sign-in: the password again, then a new secret to scan (kept pending until a code confirms it). */
export async function beginTotpSetup(db: Db, state: SharedState, operator: Operator, password: string) {
  const { op } = await stepUp(db, state, operator, password);
  if (op.totp_secret) throw new AppError(409, 'admin.totp.enrolled', 'Two-step sign-in is already on');
  const secret = newTotpSecret();
  await operators.setTotpPending(db, op.id, secret);
  return totpEnrolment(secret, op.username);
}

/** Turns two-step sign-in on with the first code from the app; the operator's other sessions (but `sessionHash`) end. */
export async function confirmTotp(db: Db, state: SharedState, operator: Operator, sessionHash: string, code: string) {
  const key = stepUpKey(operator.id);
  await countStepUp(state, key);
  const row = await operators.totpState(db, operator.id);
  if (row.totp_secret) throw new AppError(409, 'admin.totp.enrolled', 'Two-step sign-in is already on');
  if (!row.totp_pending) throw new AppError(409, 'admin.totp.notStarted', 'Start setting up two-step sign-in again');
  const step = matchingStep(row.totp_pending, code);
  if (step === null) throw new AppError(400, 'admin.totp.invalid', 'The code is wrong or was already used', { field: 'code' });
  await state.decr(key);
  const since = new Date().toISOString();
  const secret = row.totp_pending;
  await db.transaction().execute(async (trx) => {
    await operators.enableTotp(trx, operator.id, secret, since, step);
    await auditIn(trx, operator, 'totp.enable', `operator:${operator.id}`, { totp: false }, { totp: true });
  });
  await revokeOperatorSessions(db, operator.id, sessionHash);
  return { on: true, since };
}

/** Turns one's own two-step sign-in off: the password and a current code. */
export async function turnTotpOff(db: Db, state: SharedState, operator: Operator, password: string, code: string) {
  const { op, key } = await stepUp(db, state, operator, password);
  if (!op.totp_secret) return { on: false, since: null };
  await countStepUp(state, key);
  if (!(await spendTotpCode(db, op.id, op.totp_secret, code))) throw new AppError(400, 'admin.totp.invalid', 'The code is wrong or was already used', { field: 'code' });
  await state.decr(key);
  await db.transaction().execute(async (trx) => {
    await operators.clearTotp(trx, op.id);
    await auditIn(trx, operator, 'totp.disable', `operator:${op.id}`, { totp: true }, { totp: false });
  });
  return { on: false, since: null };
}

/**
 * Changes the operator's own password: the current one (a wrong one is audited and counts toward the
 * account's sign-in lock through `check`, which the caller began) and a new, different one. Audited
 * with the change in one transaction, never with either password; the operator's other sessions
 * (but `sessionHash`) end.
 */
export async function changeOwnPassword(
  db: Db,
  operator: Operator,
  sessionHash: string,
  change: { currentPassword: string; newPassword: string; ip: string },
  check: { succeeded(): Promise<void> },
) {
  const { currentPassword, newPassword, ip } = change;
  if (!(await verifyOperator(db, operator.username, currentPassword))) {
    await auditIn(db, operator, 'password.failed', `operator:${operator.id}`, null, { ip });
    throw new AppError(400, 'admin.password.current', 'The current password is incorrect', { field: 'currentPassword' });
  }
  await check.succeeded();
  if (newPassword === currentPassword) throw new AppError(400, 'admin.password.same', 'The new password must differ from the current one', { field: 'newPassword' });
  const hash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await operators.setPasswordHash(trx, operator.id, hash);
    await auditIn(trx, operator, 'password.change', `operator:${operator.id}`, null, { passwordChanged: true, ip });
  });
  await revokeOperatorSessions(db, operator.id, sessionHash);
  return { changed: true };
}

/** A new session for an operator who signed in (from `ip`), audited; its token is answered once. */
export async function openSession(db: Db, op: OperatorRow, ip: string) {
  const { token, expiresAt } = await createOperatorSession(db, op.id);
  await auditIn(db, { id: op.id, username: op.username, role: op.role }, 'session.login', 'session', null, { ip });
  return { token, username: op.username, role: op.role, expiresAt };
}

/** Ends the operator's session (`sessionHash`), audited. */
export async function signOut(db: Db, operator: Operator, sessionHash: string) {
  await revokeOperatorSession(db, sessionHash);
  await auditIn(db, operator, 'session.logout', 'session', null, null);
}
