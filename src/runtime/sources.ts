/**
 * The named data sources layout blocks bind to. Each is a typed fetcher of
 * (params, context, signal); params are validated against
 * schemas/sources.schema.ts before a layout is published and again on load.
 */
import type { SourceName, SourceParams } from '../../schemas/sources.schema';
import { getAnnouncements } from '../api/content/get-announcements';
import { getGames } from '../api/games/get-games';
import { getHotGames } from '../api/games/get-hot-games';
import { getWinners } from '../api/games/get-winners';
import { getVendors } from '../api/games/get-vendors';
import { getHelp } from '../api/content/get-help';
import { getDownloads } from '../api/content/get-downloads';
import { PAGE_SIZE_HOME_ROW, WINNER_LIMIT } from '../lib/constants';

export interface SourceContext {
  /** API language parameter (lower-case spec code). */
  language: string;
  /** Part of the cache key, so a sign-in refetches member-bound data. */
  token: string | null;
}

type Fetcher<N extends SourceName> = (params: SourceParams<N>, ctx: SourceContext, signal: AbortSignal) => Promise<unknown>;

export const sources: { [N in SourceName]: Fetcher<N> } = {
  'banners.group': async ({ group }, { language }, signal) =>
    (await getAnnouncements({ types: 'B', groupName: group, language }, signal)).banners,
  'notices.marquee': async (_p, { language }, signal) => (await getAnnouncements({ types: 'PL', language }, signal)).player,
  'winners.top': async ({ limit = WINNER_LIMIT, gameCategory = 'ALL' }, { language }, signal) =>
    (await getWinners({ gameCategory, limitNum: limit, language }, signal)).list,
  'games.byType': async ({ gameType, vassalage, gameClassify, pageSize = PAGE_SIZE_HOME_ROW }, { language }, signal) =>
    (await getGames({ gameType, vassalage, gameClassify, pageNo: 1, pageSize, language }, signal)).games,
  'games.hot': async ({ pageSize = PAGE_SIZE_HOME_ROW }, { language }, signal) =>
    (await getHotGames({ pageNo: 1, pageSize, language }, signal)).games,
  'vendors.byType': async ({ gameType }, _ctx, signal) => (await getVendors({ gameType }, signal)).list,
  'promotions.list': async ({ limit }, { language }, signal) => {
    const list = (await getAnnouncements({ types: 'PR', language }, signal)).promotion;
    return limit ? list.slice(0, limit) : list;
  },
  'site.footer': async (_p, { language }, signal) => {
    const [help, downloads] = await Promise.all([getHelp(language, signal), getDownloads(signal)]);
    return { help: help.map(({ id, tag, title }) => ({ id, tag, title })), channels: downloads.channels };
  },
};

export function hasSource(name: string): name is SourceName {
  return Object.hasOwn(sources, name);
}
