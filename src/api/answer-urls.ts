/**
 * The requests (path and query, as src/api/client.ts sends them) behind the sources a first screen
 * may need without a session. Plain functions with no client state, so the server names the answers
 * it writes into the page (server/lib/player-page.ts) exactly as the client will ask for them; the
 * API functions build their queries here too, and source-urls.test.ts pins every source to its URL.
 */
import type { AnnouncementsQuery } from '../../schemas/content.schema';
import type { SourceName } from '../../schemas/sources.schema';
import { PAGE_SIZE_HOME_ROW, WINNER_LIMIT } from '../lib/constants';
import { toSearch } from '../lib/search';

/** §7 announcements are asked for platform M. */
export const announcementsQuery = (query: AnnouncementsQuery) => ({ platform: 'M', ...query });
export const announcementsUrl = (query: AnnouncementsQuery): string => '/api/announcements' + toSearch(announcementsQuery(query));

/** §7 hot games: platform html5, isPlatform 2. */
export const hotGamesQuery = (query: { pageNo?: number; pageSize?: number; language?: string }) => ({ isPlatform: 2, platform: 'html5', ...query });

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
      return '/api/games/hot' + toSearch(hotGamesQuery({ pageNo: 1, pageSize: typeof p.pageSize === 'number' ? p.pageSize : PAGE_SIZE_HOME_ROW, language }));
    case 'winners.top':
      return (
        '/api/games/winners' +
        toSearch({ gameCategory: typeof p.gameCategory === 'string' ? p.gameCategory : 'ALL', limitNum: typeof p.limit === 'number' ? p.limit : WINNER_LIMIT, language })
      );
    default:
      return null;
  }
}
