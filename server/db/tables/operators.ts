/** The database's tables for the operator console's accounts, their sessions and the audit log of what they did. Part of `Database` (../types.ts). */
import type { ColumnType, Generated } from 'kysely';

/** Operator console accounts: separate from members. */
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'viewer' | 'editor' | 'publisher' | 'admin' | 'cashier';
  /** A member account this operator owns (they never decide its wallet orders); null: none. */
  member_account: string | null;
  enabled: number;
  created_at: string;
  /** The TOTP secret (base32) once two-step sign-in is on; null: off. */
  totp_secret: string | null;
  /** A secret being set up, until a code from it confirms it. */
  totp_pending: string | null;
  totp_enabled_at: string | null;
  /** The time step of the last code accepted: a code is good once. */
  totp_last_step: number | null;
}

interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: ColumnType<number, number, number>;
  revoked_at: string | null;
}

/** Every console action: who, when, what, before/after as JSON. */
interface AuditLogTable {
  id: Generated<number>;
  /** Null for a failed sign-in (operator_name then holds the attempted username). */
  operator_id: number | null;
  operator_name: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
}
