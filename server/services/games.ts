/** The game catalogue as players see it: pages of games, the winner board, the vendors (the SQL is server/repositories/games.ts). */
import type { Kysely } from 'kysely';
import { GAME_TYPES, type Game, type GamesPage, type GamesQuery } from '../../schemas/games.schema';
import type { Database } from '../db/types';
import * as games from '../repositories/games';
import type { GameSelect } from '../repositories/games';

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

/** One page of games under every §7 filter; the one query behind lists, hot, favourites and recent. */
export async function gamePage(db: Kysely<Database>, q: games.PageQuery): Promise<GamesPage> {
  const { total: totalCount, rows } = await games.gamePage(db, q);
  const classify = await games.classifyOf(db, rows.map((r) => r.node_id));
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

/** A member's account as the winner board shows it: the first two and last two characters (fewer for a short one) around ***. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * §2 winner board: the largest wins, by amount. Real big wins (source
 * 'play', written when a round settles at BIG_WIN_MULTIPLE × its bet or
 * more) take up to half the board, newest first, so play shows there beside
 * the larger seeded history; the rest are the largest of everything else.
 */
export async function listWinners(db: Kysely<Database>, gameCategory: string, limit: number) {
  const rows = await games.winners(db, gameCategory, limit);
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
  const rows = await games.vendorCounts(db, gameType);
  const classes = await games.vendorClassifications(db);
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
