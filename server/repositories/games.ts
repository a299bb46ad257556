/** The game catalogue's SQL as players read it: games under every filter, classifications, winners, vendors. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';
import { pageOf } from './paging';

type Db = Kysely<Database>;

/** SQL LIKE pattern for a case-insensitive substring (§2), with wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const GAME_COLUMNS = [
  'g.node_id', 'g.game_type', 'g.game_name', 'g.display_name', 'g.vassalage', 'g.icon_url', 'g.mobile_large_icon', 'g.game_id',
  'g.game_code', 'g.support_play', 'g.is_game_h5', 'g.play_type', 'g.freeplay', 'g.room_id', 'g.lotto_mode', 'g.min_bet',
  'g.min_line', 'g.is_new', 'g.hot_rank', 'g.online_base', 'v.display_name as vendor_name',
] as const;

export type GameSelect = {
  node_id: string; game_type: string; game_name: string; display_name: string; vassalage: string; icon_url: string;
  mobile_large_icon: string; game_id: string; game_code: string; support_play: number; is_game_h5: number;
  play_type: 'trad' | 'ent'; freeplay: number; room_id: string | null; lotto_mode: string | null; min_bet: number;
  min_line: number; is_new: number; hot_rank: number | null; online_base: number; vendor_name: string;
};

/** The classifications of each of `nodeIds`. */
export async function classifyOf(db: Db, nodeIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!nodeIds.length) return map;
  const rows = await db.selectFrom('game_classify').select(['node_id', 'classify']).where('node_id', 'in', nodeIds).execute();
  for (const r of rows) map.set(r.node_id, [...(map.get(r.node_id) ?? []), r.classify]);
  return map;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  isNew?: number;
  minBet?: number;
  minLine?: number;
  gameClassify?: string;
  /** Hot games only, by hot rank. */
  hot?: boolean;
  /** A member's favourites or recent plays, newest first. */
  join?: { table: 'favourites' | 'recent_plays'; memberId: number; orderColumn: 'created_at' | 'played_at' };
}

/** One page of enabled games of enabled vendors under every §7 filter, with how many match. */
export async function gamePage(db: Db, q: PageQuery): Promise<{ total: number; rows: GameSelect[] }> {
  let base = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1);
  if (q.join?.table === 'favourites') base = base.innerJoin('favourites as j', 'j.node_id', 'g.node_id').where('j.member_id', '=', q.join.memberId) as typeof base;
  if (q.join?.table === 'recent_plays') base = base.innerJoin('recent_plays as j', 'j.node_id', 'g.node_id').where('j.member_id', '=', q.join.memberId) as typeof base;
  if (q.hot) base = base.where('g.hot_rank', 'is not', null);
  if (q.gameType) base = base.where('g.game_type', '=', q.gameType);
  if (q.vassalage) base = base.where('g.vassalage', 'in', q.vassalage.split(',').filter(Boolean));
  if (q.gameName) base = base.where((eb) => eb('g.search_name', 'like', likePattern(q.gameName!)));
  if (q.isNew === 1) base = base.where('g.is_new', '=', 1);
  if (q.minBet !== undefined) base = base.where('g.min_bet', '>=', q.minBet);
  if (q.minLine !== undefined) base = base.where('g.min_line', '>=', q.minLine);
  if (q.gameClassify) {
    const classify = q.gameClassify;
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('game_classify as c').select('c.node_id').whereRef('c.node_id', '=', 'g.node_id').where('c.classify', '=', classify)),
    );
  }
  let page = base.select(GAME_COLUMNS);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  if (q.join) page = page.orderBy(`j.${q.join.orderColumn}` as any, 'desc');
  else if (q.hot) page = page.orderBy('g.hot_rank');
  const { total, rows } = await pageOf(page.orderBy('g.sort'), q.pageNo, q.pageSize);
  return { total, rows: rows as GameSelect[] };
}

/**
 * The winner board's rows: real big wins (source 'play') newest first, up to half the board, then
 * the largest of everything else, by amount.
 */
export async function winners(db: Db, gameCategory: string, limit: number) {
  const base = () => {
    let q = db
      .selectFrom('winners as w')
      .leftJoin('games as g', 'g.node_id', 'w.node_id')
      .select(['w.record_id', 'w.customer_name', 'w.icon_url', 'w.win_amount', 'w.node_id', 'g.game_name', 'g.game_type']);
    if (gameCategory !== 'ALL') q = q.where('g.game_type', '=', gameCategory);
    return q;
  };
  const recent = await base().where('w.source', '=', 'play').orderBy('w.created_at', 'desc').limit(Math.ceil(limit / 2)).execute();
  let rest = base().orderBy('w.win_amount', 'desc').limit(limit - recent.length);
  if (recent.length) rest = rest.where('w.record_id', 'not in', recent.map((r) => r.record_id));
  return [...recent, ...(await rest.execute())].sort((a, b) => Number(b.win_amount) - Number(a.win_amount));
}

/** Per game type, the enabled vendors with enabled games of it and how many, in vendor order. */
export function vendorCounts(db: Db, gameType?: string) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select((eb) => ['g.game_type', 'v.vassalage', 'v.display_name', 'v.icon_url', 'v.icon_mono_url', 'v.sort', eb.fn.countAll<number>().as('n')])
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .groupBy(['g.game_type', 'v.vassalage', 'v.display_name', 'v.icon_url', 'v.icon_mono_url', 'v.sort'])
    .orderBy('v.sort');
  if (gameType) q = q.where('g.game_type', '=', gameType);
  return q.execute();
}

/** The classifications used by enabled games, per game type and vendor. */
export function vendorClassifications(db: Db) {
  return db
    .selectFrom('game_classify as c')
    .innerJoin('games as g', 'g.node_id', 'c.node_id')
    .select(['g.game_type', 'g.vassalage', 'c.classify'])
    .distinct()
    .where('g.enabled', '=', 1)
    .execute();
}

/** A game with its switches and its vendor's (the studio checks them before each round). */
export function withVendorSwitch(db: Db, nodeId: string) {
  return db
    .selectFrom('games as g')
    .leftJoin('game_vendor_integrations as i', 'i.vassalage', 'g.vassalage')
    .select(['g.node_id', 'g.display_name', 'g.game_code', 'g.vassalage', 'g.enabled', 'g.offline', 'i.offline as vendor_offline'])
    .where('g.node_id', '=', nodeId)
    .executeTakeFirst();
}

/** The game's display name, if the game exists. */
export async function displayNameOf(db: Db, nodeId: string): Promise<string | undefined> {
  return (await db.selectFrom('games').select('display_name').where('node_id', '=', nodeId).executeTakeFirst())?.display_name;
}

/** A game's art and name for its page's loading screen (server/lib/boot-splash.ts), if it is on and its kind's engine is `code`. */
export function gameArtOf(db: Db, nodeId: string, code: string) {
  return db
    .selectFrom('games')
    .select(['display_name', 'mobile_large_icon', 'icon_url'])
    .where('node_id', '=', nodeId)
    .where('game_code', '=', code)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

/** Puts a win on the winner board, once per record id. */
export async function insertWinner(db: Db, row: Insertable<Database['winners']>): Promise<void> {
  await db.insertInto('winners').values(row).onConflict((oc) => oc.column('record_id').doNothing()).execute();
}
