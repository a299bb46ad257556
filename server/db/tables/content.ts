/** The database's tables for screens' layouts and drafts, site settings, the game catalogue and what the operator publishes (announcements, help, resources, promotions, media, uploads). Part of `Database` (../types.ts). */
import type { ColumnType, Generated } from 'kysely';

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

/** The one working draft of each screen, with a revision for optimistic locking. */
interface LayoutDraftsTable {
  screen: string;
  body: string;
  revision: number;
  updated_by: string;
  updated_at: string;
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

/** Uploaded files live on disk under DATA_DIR/uploads (outside every served folder); this is their record. */
interface UploadsTable {
  id: string;
  member_id: number;
  application_id: number | null;
  content_type: string;
  size: number;
  created_at: string;
}

export interface ContentTables {
  layout_drafts: LayoutDraftsTable;
  promotions: PromotionsTable;
  uploads: UploadsTable;
  help_entries: HelpEntriesTable;
  resources: ResourcesTable;
  layouts: LayoutsTable;
  settings: SettingsTable;
  vendors: VendorsTable;
  games: GamesTable;
  game_classify: GameClassifyTable;
  winners: WinnersTable;
  announcements: AnnouncementsTable;
  media: MediaTable;
}
