/** The database's tables for real-money play: vendor integrations, launches and sessions, the studio's seeds and rounds, the seamless wallet's transactions, loss limits and the betting record. Part of `Database` (../types.ts). */
import type { ColumnType, Generated } from 'kysely';

interface GameVendorIntegrationsTable {
  vassalage: string;
  kind: 'studio' | 'seamless';
  secret: string;
  launch_url: string;
  enabled: number;
  created_at: string;
  /** 1: the console took every game of the vendor offline (launches and bets refused; rounds already open still settle). */
  offline: ColumnType<number, number | undefined, number>;
  /** After a rotation, the secret before it, accepted until previous_secret_until. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: ColumnType<string | null, string | null | undefined, string | null>;
  rotated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Loss limits (cents, over a rolling window) and the session-time limit (minutes); pending_* as in deposit_limits. */
interface PlayLimitsTable {
  member_id: number;
  kind: 'lossDaily' | 'lossWeekly' | 'lossMonthly' | 'session';
  amount: ColumnType<number | null, number | null, number | null>;
  pending_amount: ColumnType<number | null, number | null, number | null>;
  pending_from: string | null;
  updated_at: string;
}

/** The member's current playing session: its first and latest real-money bet. */
interface PlayActivityTable {
  member_id: number;
  started_at: string;
  last_at: string;
}

interface PlayLaunchesTable {
  token_hash: string;
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
  expires_at: string;
  used_at: string | null;
}

interface PlaySessionsTable {
  token_hash: string;
  member_id: number;
  node_id: string;
  vassalage: string;
  mode: 'real' | 'free';
  fun_balance_cents: ColumnType<number, number, number>;
  created_at: string;
  expires_at: string;
}

interface PlaySeedsTable {
  id: Generated<number>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: number;
  created_at: string;
  revealed_at: string | null;
}

export interface GameRoundsTable {
  id: Generated<number>;
  vassalage: string;
  round_ref: string;
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
  status: 'open' | 'settled' | 'rolledback';
  bet_cents: ColumnType<number, number, number>;
  win_cents: ColumnType<number, number, number>;
  balance_after_cents: ColumnType<number | null, number | null, number | null>;
  seed_id: number | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  revealed_seed: string | null;
  outcome: string | null;
  created_at: string;
  settled_at: string | null;
}

interface SeamlessTxTable {
  id: Generated<number>;
  vassalage: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback' | 'tombstone';
  status: 'applied' | 'rolledback';
  round_ref: string;
  member_id: number;
  amount_cents: ColumnType<number, number, number>;
  reference_tx: string | null;
  balance_after_cents: ColumnType<number, number, number>;
  created_at: string;
}

/** One settled (or open) bet of a member, for the betting record (§2 /m/gameRecord). */
interface GameRecordsTable {
  id: Generated<number>;
  member_id: number;
  node_id: string;
  game_name: string;
  vassalage: string;
  game_type: string;
  bet_cents: ColumnType<number, number, number>;
  win_cents: ColumnType<number, number, number>;
  status: 'settled' | 'unsettled' | 'cancelled';
  bet_at: string;
  /** The round it settled, of its vendor (game_rounds' vassalage and round_ref); null for the seed's history. */
  round_ref: string | null;
}

export interface PlayTables {
  game_vendor_integrations: GameVendorIntegrationsTable;
  play_limits: PlayLimitsTable;
  play_activity: PlayActivityTable;
  play_launches: PlayLaunchesTable;
  play_sessions: PlaySessionsTable;
  play_seeds: PlaySeedsTable;
  game_rounds: GameRoundsTable;
  seamless_tx: SeamlessTxTable;
  game_records: GameRecordsTable;
}
