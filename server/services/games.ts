/** Game catalogue queries: all SQL for games lives here. */
import type { Kysely } from 'kysely';
import { GAME_TYPES, type Game, type GamesPage, type GamesQuery } from '../../schemas/games.schema';
import type { Database } from '../db/types';

const GAME_COLUMNS = [
  'g.node_id', 'g.game_type', 'g.game_name', 'g.display_name', 'g.vassalage', 'g.icon_url', 'g.mobile_large_icon', 'g.game_id',
  'g.game_code', 'g.support_play', 'g.is_game_h5', 'g.play_type', 'g.freeplay', 'g.room_id', 'g.lotto_mode', 'g.min_bet',
  'g.min_line', 'g.is_new', 'g.hot_rank', 'g.online_base', 'v.display_name as vendor_name',
] as const;

type GameSelect = {
  node_id: string; game_type: string; game_name: string; display_name: string; vassalage: string; icon_url: string;
  mobile_large_icon: string; game_id: string; game_code: string; support_play: number; is_game_h5: number;
  play_type: 'trad' | 'ent'; freeplay: number; room_id: string | null; lotto_mode: string | null; min_bet: number;
  min_line: number; is_new: number; hot_rank: number | null; online_base: number; vendor_name: string;
};

function toGame(r: GameSelect, classify: string[]): Game {
  return {
    nodeId: r.node_id,
    gameType: r.game_type,
    gameName: r.game_name,
    displayName: r.display_name,
    vassalage: r.vassalage,
    vendorName: r.vendor_name,
    iconUrl: r.icon_url,
    mobileLargeIcon: r.mobile_large_icon,
    gameClassify: classify,
    gameId: r.game_id,
    gameCode: r.game_code,
    supportPlay: !!r.support_play,
    isGameH5: !!r.is_game_h5,
    playType: r.play_type,
    freeplay: r.freeplay ? 1 : 0,
    roomId: r.room_id,
    lottoMode: r.lotto_mode,
    minBet: Number(r.min_bet),
    minLine: r.min_line,
    isNew: !!r.is_new,
    hotRank: r.hot_rank,
    onlineBase: r.online_base,
  };
}

/** SQL LIKE pattern for a case-insensitive substring (§2), with wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function classifyOf(db: Kysely<Database>, nodeIds: string[]): Promise<Map<string, string[]>> {
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

/** One page of games under every §7 filter; the one query behind lists, hot, favourites and recent. */
export async function gamePage(db: Kysely<Database>, q: PageQuery): Promise<GamesPage> {
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
  const [{ count }] = (await base.select((eb) => eb.fn.countAll<number>().as('count')).execute()) as [{ count: number | string }];
  const totalCount = Number(count);
  let page = base.select(GAME_COLUMNS);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  if (q.join) page = page.orderBy(`j.${q.join.orderColumn}` as any, 'desc');
  else if (q.hot) page = page.orderBy('g.hot_rank');
  page = page.orderBy('g.sort');
  const rows = (await page.limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute()) as GameSelect[];
  const classify = await classifyOf(db, rows.map((r) => r.node_id));
  return {
    games: rows.map((r) => toGame(r, classify.get(r.node_id) ?? [])),
    pageNum: q.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / q.pageSize)),
    totalCount,
  };
}

export function listGames(db: Kysely<Database>, q: Required<Pick<GamesQuery, 'pageNo' | 'pageSize'>> & GamesQuery): Promise<GamesPage> {
  return gamePage(db, q);
}

/** Hot games by hot rank, under the same filters as a game list (a category's hot view). */
export function listHotGames(db: Kysely<Database>, q: Required<Pick<GamesQuery, 'pageNo' | 'pageSize'>> & GamesQuery): Promise<GamesPage> {
  return gamePage(db, { ...q, hot: true });
}

/**
 * §2 winner board: the largest wins, by amount. Real big wins (source
 * 'play', written when a round settles at BIG_WIN_MULTIPLE × its bet or
 * more) take up to half the board, newest first, so play shows there beside
 * the larger seeded history; the rest are the largest of everything else.
 */
export async function listWinners(db: Kysely<Database>, gameCategory: string, limit: number) {
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
  const rows = [...recent, ...(await rest.execute())].sort((a, b) => Number(b.win_amount) - Number(a.win_amount));
  return rows.map((r) => ({
    recordId: r.record_id,
    customerName: r.customer_name,
    iconUrl: r.icon_url,
    winAmount: Math.round(Number(r.win_amount)),
    nodeId: r.node_id,
    ...(r.game_name ? { gameName: r.game_name } : {}),
    ...(r.game_type ? { gameType: r.game_type } : {}),
  }));
}

/**
 * §3 vendor structure: per game type, the vendors that have games of it (with
 * their counts and classifications), in vendor sorting order; and the same as
 * a mapping by category.
 */
export async function vendorStructure(db: Kysely<Database>, gameType?: string) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
    .select((eb) => ['g.game_type', 'v.vassalage', 'v.display_name', 'v.icon_url', 'v.icon_mono_url', 'v.sort', eb.fn.countAll<number>().as('n')])
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .groupBy(['g.game_type', 'v.vassalage', 'v.display_name', 'v.icon_url', 'v.icon_mono_url', 'v.sort'])
    .orderBy('v.sort');
  if (gameType) q = q.where('g.game_type', '=', gameType);
  const rows = await q.execute();
  const classes = await db
    .selectFrom('game_classify as c')
    .innerJoin('games as g', 'g.node_id', 'c.node_id')
    .select(['g.game_type', 'g.vassalage', 'c.classify'])
    .distinct()
    .where('g.enabled', '=', 1)
    .execute();
  const list = rows.map((r) => ({
    vassalage: r.vassalage,
    displayName: r.display_name,
    gameType: r.game_type,
    gameCount: Number(r.n),
    iconUrl: r.icon_url,
    iconMonoUrl: r.icon_mono_url,
    gameClassify: classes.filter((c) => c.game_type === r.game_type && c.vassalage === r.vassalage).map((c) => c.classify).sort(),
  }));
  const mapping: Record<string, typeof list> = {};
  for (const v of list) (mapping[v.gameType] ??= []).push(v);
  const order = (k: string) => (GAME_TYPES as readonly string[]).indexOf(k);
  const sorting = Object.entries(mapping).sort(([a], [b]) => order(a) - order(b)).map(([gameCategory, vendors]) => ({
    gameCategory,
    vendorNames: vendors.map((v) => ({ vassalage: v.vassalage, displayName: v.displayName, accountTypeName: v.vassalage })),
  }));
  return { list, mapping, sorting };
}
