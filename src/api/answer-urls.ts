/**
 * The requests (path and query, as src/api/client.ts sends them) behind the sources a first screen
 * may need without a session. Plain functions with no client state, so the server names the answers
 * it writes into the page (server/lib/player-page.ts) exactly as the client will ask for them; the
 * API functions build their queries here too, and source-urls.test.ts pins every source to its URL.
 */
import type { AnnouncementsQuery } from '../../schemas/content.schema';
import type { GamesQuery } from '../../schemas/games.schema';
import type { SourceName } from '../../schemas/sources.schema';
import type { GameEntry } from '../lib/game-entry';
import { PAGE_SIZE_GAME_LIST, PAGE_SIZE_HOME_ROW, PAGE_SIZE_HOT_LIST, WINNER_LIMIT } from '../lib/constants';
import { toSearch } from '../lib/search';
import type { GameQuery } from '../state/game-list';

/** §7 announcements are asked for platform M. */
export const announcementsQuery = (query: AnnouncementsQuery) => ({ platform: 'M', ...query });
export const announcementsUrl = (query: AnnouncementsQuery): string => '/api/announcements' + toSearch(announcementsQuery(query));

/** §7 hot games: platform html5, isPlatform 2; a category's hot view adds the list's filters. */
export type HotGamesQuery = Omit<Partial<GamesQuery>, 'pageSize'> & { pageSize?: number };
export const hotGamesQuery = (query: HotGamesQuery) => ({ isPlatform: 2, platform: 'html5', ...query });
const hotGamesUrl = (query: { pageNo?: number; pageSize?: number; language?: string }): string => '/api/games/hot' + toSearch(hotGamesQuery(query));

/** §7 game list: platform html5. */
export const gamesQuery = (query: GamesQuery) => ({ platform: 'html5', ...query });
const gamesUrl = (query: GamesQuery): string => '/api/games' + toSearch(gamesQuery(query));

/** §7 vendors of a game type (the game-list screen's provider choices and classifications). */
export const vendorsUrl = (query: { gameType?: string }): string => '/api/games/vendors' + toSearch(query);

/**
 * What GET /api/games is asked for one page of a game list (§4): the entry's type, its vendors
 * unless one is chosen, its classification unless one is chosen, the name, NEW as isNew=1.
 */
export function gamePageQuery(q: GameQuery): GamesQuery {
  const vendor = q.vassalage || q.entry.vendors.join(',');
  return {
    gameType: q.entry.gameType as never,
    vassalage: vendor || undefined,
    gameClassify: (q.gameClassify || q.entry.gameClassify || undefined) as never,
    gameName: q.gameName || undefined,
    isNew: q.isNew ? 1 : undefined,
    minBet: q.minBet,
    minLine: q.minLine,
    pageNo: q.pageNo,
    pageSize: q.pageSize as never,
  };
}

/** The first page a category route opens with when its address carries no filters (what the page may bring). */
export function firstGamePageUrl(entry: GameEntry): string {
  return gamesUrl(
    gamePageQuery({ entry, dataType: 'all', vassalage: '', gameClassify: '', gameName: '', isNew: entry.isNew, pageNo: 1, pageSize: PAGE_SIZE_GAME_LIST }),
  );
}

/** The first page of the hot-games list (/m/hot-games) in `language` (the API's lower-case code). */
export const firstHotPageUrl = (language: string): string => hotGamesUrl({ pageNo: 1, pageSize: PAGE_SIZE_HOT_LIST, language });

/**
 * The URL the client fetches for a first-screen source (banners, notice strip, hot games, winner
 * board) in `language` (the API's lower-case code); null for any other source, or one that needs a session.
 */
export function sourceUrl(name: string, params: Record<string, unknown> | undefined, language: string): string | null {
  const p = params ?? {};
  switch (name as SourceName) {
    case 'banners.group':
      return typeof p.group === 'string' ? announcementsUrl({ types: 'B', groupName: p.group, language }) : null;
    case 'notices.marquee':
      return announcementsUrl({ types: 'PL', language });
    case 'games.hot':
      return hotGamesUrl({ pageNo: 1, pageSize: typeof p.pageSize === 'number' ? p.pageSize : PAGE_SIZE_HOME_ROW, language });
    case 'winners.top':
      return (
        '/api/games/winners' +
        toSearch({ gameCategory: typeof p.gameCategory === 'string' ? p.gameCategory : 'ALL', limitNum: typeof p.limit === 'number' ? p.limit : WINNER_LIMIT, language })
      );
    default:
      return null;
  }
}
