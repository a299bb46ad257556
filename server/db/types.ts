/** The database, as Kysely sees it. One interface; SQLite and PostgreSQL share it. */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<string, string | undefined, string>;

export interface LayoutsTable {
  id: Generated<number>;
  screen: string;
  version: number;
  status: 'draft' | 'published' | 'archived';
  body: string;
  etag: string;
  author: string;
  created_at: Timestamp;
  publish_at: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface VendorsTable {
  vassalage: string;
  display_name: string;
  game_type: string;
  sort: number;
  enabled: number;
  icon_url: string;
  icon_mono_url: string;
}

export interface GamesTable {
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
}

export interface GameClassifyTable {
  node_id: string;
  classify: string;
}

export interface WinnersTable {
  record_id: string;
  node_id: string;
  customer_name: string;
  icon_url: string;
  win_amount: number;
  created_at: Timestamp;
}

export interface AnnouncementsTable {
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
}

export interface MediaTable {
  id: string;
  content_type: string;
  body: string;
}

export interface Database {
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
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
