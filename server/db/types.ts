/** The database, as Kysely sees it. One interface; SQLite and PostgreSQL share it. */
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<string, string | undefined, string>;

export interface LayoutsTable {
  id: Generated<number>;
  screen: string;
  version: number;
  /** `published` (live from live_at), `scheduled` (live from publish_at = live_at), `cancelled` (never live); `draft`/`archived` are legacy. */
  status: 'draft' | 'published' | 'archived' | 'scheduled' | 'cancelled';
  body: string;
  etag: string;
  author: string;
  created_at: Timestamp;
  publish_at: string | null;
  /** When players start getting this version (ISO); rows without it count from created_at. */
  live_at: ColumnType<string | null, string | null | undefined, string | null>;
}

interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

interface VendorsTable {
  vassalage: string;
  display_name: string;
  game_type: string;
  sort: number;
  enabled: number;
  icon_url: string;
  icon_mono_url: string;
}

interface GamesTable {
  node_id: string;
  game_type: string;
  game_name: string;
  display_name: string;
  vassalage: string;
  icon_url: string;
  mobile_large_icon: string;
  game_id: string;
  game_code: string;
  support_play: number;
  is_game_h5: number;
  play_type: 'trad' | 'ent';
  freeplay: number;
  room_id: string | null;
  lotto_mode: string | null;
  min_bet: number;
  min_line: number;
  is_new: number;
  hot_rank: number | null;
  online_base: number;
  sort: number;
  enabled: number;
  /** Lower-cased name for case-insensitive substring search (§2). */
  search_name: string;
  /** 1: the console took the game offline; its tile stays, a launch answers game.unavailable. */
  offline: ColumnType<number, number | undefined, number>;
}

interface GameClassifyTable {
  node_id: string;
  classify: string;
}

interface WinnersTable {
  record_id: string;
  node_id: string;
  customer_name: string;
  icon_url: string;
  win_amount: number;
  created_at: Timestamp;
  /** 'seed': the demo's history; 'play': a real big win, record_id naming its round. */
  source: ColumnType<'seed' | 'play', 'seed' | 'play' | undefined, 'seed' | 'play'>;
}

interface AnnouncementsTable {
  id: Generated<number>;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  group_name: string;
  title: string;
  content: string;
  image_url: string;
  linkage: string;
  start_date: string;
  end_date: string | null;
  no_expiry: number;
  popup_kind: 'A' | 'B' | null;
  category_ids: string;
  sort: number;
  enabled: number;
  /** Spec language code (EN, PT-BR…) the item is for; null: every language. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when an operator retires the item (never deleted, never served again). */
  retired_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

interface MediaTable {
  id: string;
  content_type: string;
  body: string;
}

interface MembersTable {
  id: Generated<number>;
  account: string;
  nickname: string;
  password_hash: string;
  /** §3: 0, 1, 2 real member/agent; 4 trial; 40, 41, 42 others. */
  type: number;
  status: 'active' | 'disabled';
  dialing_code: string | null;
  mobile: string | null;
  email: string | null;
  birthday: string | null;
  payee_name: string | null;
  affiliate_code: string | null;
  recommender_id: string | null;
  register_method: string;
  /** JSON of the optional §3 registration fields (qqNum, line, whatsapp…). */
  extra: string;
  balance_cents: ColumnType<number, number, number>;
  vip_label: string | null;
  rank_completed: number;
  rank_total: number;
  avatar_url: string | null;
  password_changed_at: string;
  created_at: string;
  /** 0 for a member who registered by mobile without a password (§5: no old password to ask for). */
  password_set: Generated<number>;
  /** Point mall points, spent in the mall. */
  points: ColumnType<number, number | undefined, number>;
  /** ISO cut-off of the member's last rebate claim; '' before the first. */
  rebate_until: ColumnType<string, string | undefined, string>;
}

interface SessionsTable {
  token_hash: string;
  member_id: number;
  kind: 'session' | 'remember';
  created_at: string;
  expires_at: ColumnType<number, number, number>;
  revoked_at: string | null;
}

interface KvTable {
  key: string;
  value: string;
  expires_at: ColumnType<number, number, number>;
}

/** Messages to members (SMS codes, password mails): delivered by a sender, read by the operator console. */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'mail';
  /** Dialing code + mobile number, or an e-mail address. */
  address: string;
  body: string;
  purpose: string;
  created_at: string;
}

interface FavouritesTable {
  member_id: number;
  node_id: string;
  created_at: string;
}

interface RecentPlaysTable {
  member_id: number;
  node_id: string;
  played_at: string;
}

interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

interface AffiliatesTable {
  code: string;
  member_id: number | null;
  domain: string;
  enabled: number;
}

interface HelpEntriesTable {
  id: Generated<number>;
  tag: string;
  language: string;
  title: string;
  content: string;
  sort: number;
}

interface ResourcesTable {
  id: Generated<number>;
  /** 'download' (§3 download link) or 'channel' (channel resource). */
  kind: 'download' | 'channel';
  resource_type: string;
  url: string;
  label_name_en: string;
  sort: number;
}

interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  created_at: string;
}

export interface ContractsTable {
  id: Generated<number>;
  member_id: number;
  kind: 'salary' | 'dividend' | 'hourly';
  terms: string;
  status: 'pending' | 'signed';
  created_at: string;
}

interface InboxTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: number;
  created_at: string;
}

interface PromotionsTable {
  id: number;
  announcement_id: number;
  linked_promotion_id: number | null;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
  status: 'Join' | 'Claim' | 'Applying' | 'Process' | 'Close';
  /** Applications one member may make (rejected ones do not count). */
  apply_limit: number;
  /** 1: a member may apply again while an earlier application awaits its decision. */
  apply_while_pending: number;
}

export interface RewardApplicationsTable {
  id: Generated<number>;
  member_id: number;
  promotion_id: number;
  remarks: string;
  status: 'Applying' | 'Issued' | 'Rejected';
  created_at: string;
  /** The operator's decision: when, by whom, with an optional note to the member. */
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decision_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Uploaded files live on disk under DATA_DIR/uploads (outside every served folder); this is their record. */
interface UploadsTable {
  id: string;
  member_id: number;
  application_id: number | null;
  content_type: string;
  size: number;
  created_at: string;
}

type IdentityVerificationStatus = 'pending' | 'verified' | 'rejected';

/** A member's ID picture sent for review (its bytes: the upload upload_id), and the decision on it. */
export interface IdentityVerificationsTable {
  id: Generated<number>;
  member_id: number;
  upload_id: string;
  status: IdentityVerificationStatus;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  reason: string | null;
}

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

/** The one working draft of each screen, with a revision for optimistic locking. */
interface LayoutDraftsTable {
  screen: string;
  body: string;
  revision: number;
  updated_by: string;
  updated_at: string;
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

/** An OpenID Connect identity (provider, subject) linked to a member. */
interface MemberIdentitiesTable {
  provider: string;
  subject: string;
  member_id: number;
  created_at: string;
  last_login_at: string;
}

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

export interface Database {
  game_vendor_integrations: GameVendorIntegrationsTable;
  play_limits: PlayLimitsTable;
  play_activity: PlayActivityTable;
  play_launches: PlayLaunchesTable;
  play_sessions: PlaySessionsTable;
  play_seeds: PlaySeedsTable;
  game_rounds: GameRoundsTable;
  seamless_tx: SeamlessTxTable;
  bank_accounts: BankAccountsTable;
  wallet_orders: WalletOrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  ledger: LedgerTable;
  rebate_claims: RebateClaimsTable;
  mall_items: MallItemsTable;
  mall_redemptions: MallRedemptionsTable;
  deposit_limits: DepositLimitsTable;
  responsible_gaming: ResponsibleGamingTable;
  member_identities: MemberIdentitiesTable;
  game_records: GameRecordsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  layout_drafts: LayoutDraftsTable;
  promotions: PromotionsTable;
  reward_applications: RewardApplicationsTable;
  uploads: UploadsTable;
  identity_verifications: IdentityVerificationsTable;
  members: MembersTable;
  sessions: SessionsTable;
  kv: KvTable;
  outbox: OutboxTable;
  favourites: FavouritesTable;
  recent_plays: RecentPlaysTable;
  announcement_reads: AnnouncementReadsTable;
  affiliates: AffiliatesTable;
  help_entries: HelpEntriesTable;
  resources: ResourcesTable;
  feedback: FeedbackTable;
  contracts: ContractsTable;
  inbox: InboxTable;
  layouts: LayoutsTable;
  settings: SettingsTable;
  vendors: VendorsTable;
  games: GamesTable;
  game_classify: GameClassifyTable;
  winners: WinnersTable;
  announcements: AnnouncementsTable;
  media: MediaTable;
}

export type LayoutRow = Selectable<LayoutsTable>;
export type MemberRow = Selectable<MembersTable>;
export type OperatorRow = Selectable<OperatorsTable>;
