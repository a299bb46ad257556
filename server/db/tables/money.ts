/** The database's tables for a member's money: bank accounts, deposit and withdrawal orders, the ledger, rebates, the points mall and the responsible-gaming limits on deposits and time. Part of `Database` (../types.ts). */
import type { ColumnType, Generated } from 'kysely';

/** A member's withdrawal account. */
interface BankAccountsTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: string;
}

/** A deposit or withdrawal an operator approves or rejects once. */
export interface WalletOrdersTable {
  id: Generated<number>;
  member_id: number;
  kind: 'deposit' | 'withdraw';
  reference: string;
  amount_cents: ColumnType<number, number, number>;
  /** Deposit channel code, or the bank code of a withdrawal. */
  channel: string;
  /** JSON snapshot of the channel or bank account. */
  details: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_note: string | null;
  /** Above the dual-approval threshold: the operator who approved first (a second, different one decides). */
  first_approved_by: string | null;
  first_approved_at: string | null;
}

/** The first answer to a member's deposit or withdrawal under one Idempotency-Key, until it expires. */
interface IdempotencyKeysTable {
  member_id: number;
  /** Which creation the key belongs to ('deposit', 'withdraw'). */
  scope: string;
  key: string;
  /** A hash of the request's own fields: the same key with other fields is refused, not replayed. */
  fingerprint: string;
  /** Null while the first request is still running. */
  status_code: number | null;
  /** The answer's envelope as JSON; null while the first request is still running. */
  response: string | null;
  created_at: string;
  expires_at: string;
}

/** Every movement of a member's balance or points. */
export interface LedgerTable {
  id: Generated<number>;
  member_id: number;
  /** 'game': a bet (−), a win (+) or a rolled-back bet (+) of a round in a vendor's game. */
  type: 'deposit' | 'withdraw' | 'refund' | 'rebate' | 'mall' | 'adjustment' | 'game';
  status: 'pending' | 'completed' | 'rejected';
  /** Signed cents: + credits the balance, - debits it. */
  amount_cents: ColumnType<number, number, number>;
  /** Signed points. */
  points: ColumnType<number, number, number>;
  balance_after_cents: ColumnType<number | null, number | null, number | null>;
  order_id: number | null;
  reference: string;
  note: string;
  created_at: string;
}

interface RebateClaimsTable {
  id: Generated<number>;
  member_id: number;
  amount_cents: ColumnType<number, number, number>;
  valid_bet_cents: ColumnType<number, number, number>;
  details: string;
  bets_from: string;
  bets_until: string;
  created_at: string;
}

interface MallItemsTable {
  id: Generated<number>;
  name: string;
  description: string;
  image_url: string;
  points_cost: ColumnType<number, number, number>;
  stock: number;
  sort: number;
  enabled: number;
}

interface MallRedemptionsTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  item_name: string;
  points: ColumnType<number, number, number>;
  reference: string;
  created_at: string;
}

/** A member's deposit limit for one period; a raised or removed limit waits in `pending_*` until `pending_from`. */
interface DepositLimitsTable {
  member_id: number;
  period: 'daily' | 'weekly' | 'monthly';
  /** Null: no limit. */
  amount_cents: ColumnType<number | null, number | null, number | null>;
  /** With `pending_from` set: the amount that applies from then (null: the limit is removed then). */
  pending_amount_cents: ColumnType<number | null, number | null, number | null>;
  pending_from: string | null;
  updated_at: string;
}

/** A member's session-time reminder and their time-out or self-exclusion. */
interface ResponsibleGamingTable {
  member_id: number;
  /** 0: no reminder. */
  reminder_minutes: number;
  exclusion_kind: 'timeout' | 'selfExclusion' | null;
  exclusion_period: string | null;
  excluded_at: string | null;
  /** Signing in is refused until then (ISO). */
  excluded_until: string | null;
  updated_at: string;
}

export interface MoneyTables {
  bank_accounts: BankAccountsTable;
  wallet_orders: WalletOrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  ledger: LedgerTable;
  rebate_claims: RebateClaimsTable;
  mall_items: MallItemsTable;
  mall_redemptions: MallRedemptionsTable;
  deposit_limits: DepositLimitsTable;
  responsible_gaming: ResponsibleGamingTable;
}
