/**
 * Who is operating the console: the operator behind a Bearer
 * token — the same header members use, but a different table, so a member
 * token is never an operator token and vice versa — their role checks, and
 * the audit log every console action writes.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { OPERATOR_ROLE_NAMES, operatorCan, type OperatorRoleName } from '../../schemas/admin-content.schema';
import * as auditLog from '../repositories/audit-log';
import * as operators from '../repositories/operators';
import { resolveOperatorSession } from '../services/operators';
import { bearer } from './auth';
import { AppError } from './errors';
import { logWho } from './ops';

export type OperatorRole = OperatorRoleName;

export const OPERATOR_ROLES: readonly OperatorRole[] = OPERATOR_ROLE_NAMES;

/** See operatorCan: ranked content roles, and cashier apart. */
export function roleAtLeast(role: OperatorRole, min: OperatorRole): boolean {
  return operatorCan(role, min);
}

export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
  /** The member account this operator owns, if any (they never decide its wallet orders). */
  memberAccount?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    operatorAuth?: Promise<{ operator: Operator; tokenHash: string; enabled: boolean } | null>;
  }
}

function operatorSessionOf(req: FastifyRequest) {
  if (!req.operatorAuth) {
    const token = bearer(req);
    req.operatorAuth = token
      ? resolveOperatorSession(req.server.db.kysely, token).then((s) => {
          if (s) logWho(req, { operatorId: s.operator.id });
          return s ? { operator: { id: s.operator.id, username: s.operator.username, role: s.operator.role, memberAccount: s.operator.member_account ?? null }, tokenHash: s.tokenHash, enabled: s.operator.enabled === 1 } : null;
        })
      : Promise.resolve(null);
  }
  return req.operatorAuth;
}

/** 401 'admin.auth.required' without a live operator token; 403 'admin.auth.forbidden' below minRole (or when the operator is disabled). */
export async function requireOperator(req: FastifyRequest, minRole: OperatorRole = 'viewer'): Promise<{ operator: Operator; tokenHash: string }> {
  const s = await operatorSessionOf(req);
  if (!s) throw new AppError(401, 'admin.auth.required', 'Please sign in to the operator console');
  if (!s.enabled) throw new AppError(403, 'admin.auth.disabled', 'This operator account is disabled');
  if (!roleAtLeast(s.operator.role, minRole)) {
    throw new AppError(403, 'admin.auth.forbidden', minRole === 'cashier' ? 'This action needs the cashier or admin role' : `This action needs the ${minRole} role or higher`, { role: s.operator.role, required: minRole });
  }
  return { operator: s.operator, tokenHash: s.tokenHash };
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * Appends an audit entry (who, when, what, before/after as JSON, null allowed) through `db`; services
 * pass their transaction, so the entry stands or falls with the change it records.
 */
export async function auditIn(db: Kysely<Database>, operator: Operator, action: string, target: string, before: unknown, after: unknown): Promise<void> {
  await auditLog.insertEntry(db, { operatorId: operator.id, operatorName: operator.username, action, target, before: json(before), after: json(after), at: new Date().toISOString() });
}

/** What a failed sign-in for a name that is no operator records: the name itself often holds a mistyped password, and viewers read the log. */
export const UNKNOWN_OPERATOR_NAME = '(unknown)';

/**
 * An audit entry for a sign-in that did not succeed. The attempt is recorded against the operator whose
 * name it matched (their id and stored name); for any other name a fixed marker, never the typed string.
 */
export async function auditSignInAttempt(req: FastifyRequest, attemptedName: string, action: string, after: unknown = null): Promise<void> {
  const db = req.server.db.kysely;
  const known = attemptedName ? await operators.findByUsername(db, attemptedName) : undefined;
  await auditLog.insertEntry(db, { operatorId: known?.id ?? null, operatorName: known?.username ?? UNKNOWN_OPERATOR_NAME, action, target: 'session', before: null, after: json(after), at: new Date().toISOString() });
}
