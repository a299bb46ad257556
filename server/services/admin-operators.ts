/**
 * Operator accounts as admins manage them: list, create with a role, change role, enable/disable,
 * reset a password or the second factor, each audited. Disabling an operator or changing their
 * password revokes their sessions; an admin can neither demote nor disable themselves, so the
 * console always keeps an admin.
 */
import type { Kysely } from 'kysely';
import type { OperatorCreate, OperatorUpdate } from '../../schemas/admin-content.schema';
import type { OperatorAccount } from '../../schemas/admin.schema';
import type { Database, OperatorRow } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError, notFound } from '../lib/errors';
import * as operators from '../repositories/operators';
import { createOperator, findOperator, revokeOperatorSessions, setOperatorPassword } from './operators';

type Db = Kysely<Database>;

/** What the console and the audit log see of an operator: never the password hash. */
const publicOperator = (o: OperatorRow): OperatorAccount => ({ id: o.id, username: o.username, role: o.role, enabled: !!o.enabled, totp: !!o.totp_secret, createdAt: o.created_at });

async function byId(db: Db, id: number) {
  const row = await operators.findById(db, id);
  if (!row) throw notFound('operator');
  return row;
}

export async function operatorList(db: Db) {
  return { list: (await operators.listAll(db)).map(publicOperator) };
}

/** A new operator account (409 when the username is taken, also by an admin creating it at the same time). */
export async function createOperatorAccount(db: Db, by: Operator, input: OperatorCreate): Promise<OperatorAccount> {
  const exists = () => new AppError(409, 'admin.operator.exists', 'An operator with this username already exists', { field: 'username' });
  if (await findOperator(db, input.username)) throw exists();
  let created: OperatorRow;
  try {
    created = await createOperator(db, { username: input.username, password: input.password, role: input.role });
  } catch (e) {
    // Two admins creating the same name at once: the unique index decides.
    if (await findOperator(db, input.username)) throw exists();
    throw e;
  }
  await auditIn(db, by, 'operator.create', `operator:${created.id}`, null, publicOperator(created));
  return publicOperator(created);
}

/** Changes an operator's role, switch, password or second factor; `bySession` is the admin's own session, which stays. */
export async function updateOperatorAccount(db: Db, by: Operator, bySession: string, id: number, patch: OperatorUpdate): Promise<OperatorAccount> {
  const before = await byId(db, id);
  const { role, enabled, password, resetTotp } = patch;
  const self = before.id === by.id;
  if (self && ((role !== undefined && role !== 'admin') || enabled === false)) {
    throw new AppError(409, 'admin.operator.self', 'You cannot demote or disable your own account', { field: role !== undefined && role !== 'admin' ? 'role' : 'enabled' });
  }
  const set = { ...(role !== undefined ? { role } : {}), ...(enabled !== undefined ? { enabled: enabled ? 1 : 0 } : {}) };
  if (Object.keys(set).length) await operators.updateAccess(db, before.id, set);
  if (password !== undefined) await setOperatorPassword(db, before.id, password);
  // A lost phone: two-step sign-in goes off, and the operator sets it up again after signing in.
  if (resetTotp) await operators.clearTotp(db, before.id);
  // A disabled operator is signed out everywhere; a new password or a reset second factor signs out every other session (the admin's own stays).
  if (enabled === false || password !== undefined || resetTotp) await revokeOperatorSessions(db, before.id, self ? bySession : undefined);
  const after = await byId(db, before.id);
  await auditIn(db, by, 'operator.update', `operator:${after.id}`, publicOperator(before), { ...publicOperator(after), ...(password !== undefined ? { passwordChanged: true } : {}), ...(resetTotp ? { totpReset: true } : {}) });
  return publicOperator(after);
}
