/** The database's tables for members and what belongs to them: sessions, identities, messages, favourites, feedback, contracts, reward applications and ID checks. Part of `Database` (../types.ts). */
import type { ColumnType, Generated } from 'kysely';

type IdentityVerificationStatus = 'pending' | 'verified' | 'rejected';

export interface MembersTable {
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

/** An OpenID Connect identity (provider, subject) linked to a member. */
interface MemberIdentitiesTable {
  provider: string;
  subject: string;
  member_id: number;
  created_at: string;
  last_login_at: string;
}

export interface MemberTables {
  member_identities: MemberIdentitiesTable;
  reward_applications: RewardApplicationsTable;
  identity_verifications: IdentityVerificationsTable;
  members: MembersTable;
  sessions: SessionsTable;
  kv: KvTable;
  outbox: OutboxTable;
  favourites: FavouritesTable;
  recent_plays: RecentPlaysTable;
  announcement_reads: AnnouncementReadsTable;
  affiliates: AffiliatesTable;
  feedback: FeedbackTable;
  contracts: ContractsTable;
  inbox: InboxTable;
}
