/**
 * The requests (path and query, as src/api/client.ts sends them) a screen opens with that the page
 * may answer without a session: a category's first page of games and its providers, the hot list's
 * first page, and (platform/sources.ts) the first-screen sources'. Plain functions with no client
 * state, so the server names the answers it writes into the page (server/lib/player-page.ts) exactly
 * as the client will ask for them; answer-urls.test.ts pins each to what the client asks.
 */
import type { AnnouncementsQuery } from '../schemas/content.schema';
import { isGamesPageSize, type ClassifyKey, type GamesQuery } from '../schemas/games.schema';
import type { GameEntry, GameQuery } from '../src/lib/game-entry';
import { PAGE_SIZE_GAME_LIST, PAGE_SIZE_HOT_LIST, PAGE_SIZE_VENDORS, REGISTER_BANNER_GROUP } from '../src/lib/constants';
import { toSearch } from '../src/lib/search';
import { announcementsQuery, gamesQuery, helpQuery, hotGamesQuery } from './sources';

export const announcementsUrl = (query: AnnouncementsQuery): string => '/api/announcements' + toSearch(announcementsQuery(query));
const hotGamesUrl = (query: { pageNo?: number; pageSize?: number; language?: string }): string => '/api/games/hot' + toSearch(hotGamesQuery(query));
export const gamesUrl = (query: GamesQuery): string => '/api/games' + toSearch(gamesQuery(query));

/** §7 vendors of a game type (the game-list screen's provider choices and classifications). */
export const vendorsUrl = (query: { gameType?: string }): string => '/api/games/vendors' + toSearch(query);

/**
 * What GET /api/games is asked for one page of a game list (§4): the entry's type, its vendors
 * unless one is chosen, its classification unless one is chosen, the name, NEW as isNew=1.
 */
export function gamePageQuery(q: GameQuery): GamesQuery {
  const vendor = q.vassalage || q.entry.vendors.join(',');
  return {
    gameType: q.entry.gameType,
    vassalage: vendor || undefined,
    gameClassify: q.gameClassify || q.entry.gameClassify || undefined,
    gameName: q.gameName || undefined,
    isNew: q.isNew ? 1 : undefined,
    minBet: q.minBet,
    minLine: q.minLine,
    pageNo: q.pageNo,
    // The favourites' long pages go to another route (fetch-game-page.ts); this one offers a few sizes.
    pageSize: isGamesPageSize(q.pageSize) ? q.pageSize : PAGE_SIZE_GAME_LIST,
  };
}

/**
 * The first page a category route opens with when its address carries no filters, or only a
 * classification (`?gameClassify=FeatureBuy`, a link of the route table): what the page may bring.
 */
export function firstGamePageUrl(entry: GameEntry, gameClassify: ClassifyKey | '' = ''): string {
  return gamesUrl(
    gamePageQuery({ entry, dataType: 'all', vassalage: '', gameClassify, gameName: '', isNew: entry.isNew, pageNo: 1, pageSize: PAGE_SIZE_GAME_LIST }),
  );
}

/** The first page of the hot-games list (/m/hot-games) in `language` (the API's lower-case code). */
export const firstHotPageUrl = (language: string): string => hotGamesUrl({ pageNo: 1, pageSize: PAGE_SIZE_HOT_LIST, language });

/** A row of hot games (§2 the all-games view's first row; the search screen's hot games). */
export const hotRowUrl = (): string => hotGamesUrl({ pageNo: 1, pageSize: PAGE_SIZE_VENDORS });

/** §7 the help centre's entries in `language` (the API's lower-case code), as the mobile site asks for them. */
export const helpUrl = (language: string): string => '/api/help' + toSearch(helpQuery(language));
/** §3 download links and channel resources. */
export const DOWNLOADS_URL = '/api/downloads';
/** §7 notices (the player announcements), in the language the request's Accept-Language names. */
export const NOTICES_URL = '/api/notices';

/**
 * The reads a screen without a layout opens with, by the name its declaration gives them
 * (platform/screens.ts `firstReads`): each the URL it asks in `language` (the API's lower-case code).
 */
export const FIRST_READS = {
  /** §7 the register page's banners (type B of its group), above its form. */
  registerBanners: (language: string) => announcementsUrl({ types: 'B', groupName: REGISTER_BANNER_GROUP, language }),
  help: helpUrl,
  downloads: () => DOWNLOADS_URL,
  notices: () => NOTICES_URL,
  /** The search screen's hot games, shown until a name is typed. */
  searchHot: () => hotRowUrl(),
} as const satisfies Record<string, (language: string) => string>;
export type FirstRead = keyof typeof FIRST_READS;
