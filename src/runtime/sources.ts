/**
 * The named data sources layout blocks bind to. Each is a typed fetcher of
 * (params, context, signal); params are validated against
 * schemas/sources.schema.ts before a layout is published and again on load.
 */
import type { SourceName, SourceParams } from '../../schemas/sources.schema';
import { getAnnouncements } from '../api/content/get-announcements';
import { getMissions } from '../api/content/get-missions';
import { getGames } from '../api/games/get-games';
import { getHotGames } from '../api/games/get-hot-games';
import { getMemberGames } from '../api/games/get-member-games';
import { getWinners } from '../api/games/get-winners';
import { getVendors } from '../api/games/get-vendors';
import { getHelp } from '../api/content/get-help';
import { getDownloads } from '../api/content/get-downloads';
import { CHAT_RESOURCE_TYPE } from '../../schemas/content.schema';
import { getUnread } from '../api/member/get-unread';
import { PAGE_SIZE_FAVOURITES_HOME, PAGE_SIZE_HOME_ROW, WINNER_LIMIT } from '../lib/constants';
import { roleOf, session } from '../state/session';
import type { MenuResource, MenuUnread } from '../../widgets/menu-entry/menu-entry';

export interface SourceContext {
  /** API language parameter (lower-case spec code). */
  language: string;
  /** Part of the cache key, so a sign-in refetches member-bound data. */
  token: string | null;
}

/** How long one /api/downloads answer serves every source that reads it (the footer, each link entry of a menu). */
const DOWNLOADS_SHARED_MS = 30_000;
let downloadsShared: { at: number; promise: ReturnType<typeof getDownloads> } | null = null;

/** The operator's download links and channels: one request for all the blocks that need them at once. */
function sharedDownloads(now = Date.now()): ReturnType<typeof getDownloads> {
  if (!downloadsShared || now - downloadsShared.at > DOWNLOADS_SHARED_MS) {
    // No abort signal: several blocks share this answer, and one unmounting must not cancel it for the others.
    const promise = getDownloads();
    downloadsShared = { at: now, promise };
    promise.catch(() => {
      if (downloadsShared?.promise === promise) downloadsShared = null;
    });
  }
  return downloadsShared.promise;
}

/** A link a menu may open: http(s) or a path on this site, never javascript: or the like. */
const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

/** §3: the operator's link of a resourceType, download links first, then channels; null when there is none. */
export function pickResource(
  d: { downloads: readonly { resourceType: string; url: string; hours?: string }[]; channels: readonly { resourceType: string; url: string; hours?: string }[] },
  type: string,
): MenuResource | null {
  const want = type.toUpperCase();
  const hit = [...d.downloads, ...d.channels].find((r) => r.resourceType.toUpperCase() === want && SAFE_LINK.test(r.url));
  return hit ? { resourceType: hit.resourceType, url: hit.url, ...(typeof hit.hours === 'string' && hit.hours ? { hours: hit.hours } : {}) } : null;
}

/** A menu's extras (a link, a badge) are not worth a retry box: a failure answers null, so the entry hides or shows no count. */
async function orNull<T>(work: Promise<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return await work;
  } catch (e) {
    // An abort must stay an error, so the cache drops the entry instead of keeping a null.
    if (signal.aborted || (e as Error)?.name === 'AbortError') throw e;
    return null;
  }
}

/** §7: the winner board reloads on a language change debounced (§9 language-change 250 ms); other sources at once. */
export const LANGUAGE_DEBOUNCED_SOURCES: ReadonlySet<SourceName> = new Set<SourceName>(['winners.top']);

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
  // §6/§7: favourites need a session; the home layout's list is page 1 of 100.
  'games.favourites': async ({ pageSize = PAGE_SIZE_FAVOURITES_HOME }, { token }, signal) =>
    token && roleOf(session) !== 'visitor' ? (await getMemberGames('favourites', { pageNo: 1, pageSize }, signal)).games : [],
  'vendors.byType': async ({ gameType }, _ctx, signal) => (await getVendors({ gameType }, signal)).list,
  'promotions.list': async ({ limit, kind }, { language }, signal) => {
    const list = kind === 'mission' ? (await getMissions(language, signal)).list : (await getAnnouncements({ types: 'PR', language }, signal)).promotion;
    return limit ? list.slice(0, limit) : list;
  },
  'site.footer': async (_p, { language }, signal) => {
    const [help, downloads] = await Promise.all([getHelp(language, signal), sharedDownloads()]);
    return { help: help.map(({ id, tag, title }) => ({ id, tag, title })), channels: downloads.channels };
  },
  // A chunk of its own: the pop-up rules are not part of the first load.
  'site.resource': ({ type }, { language }, signal) =>
    orNull(
      sharedDownloads().then(async (d) => {
        const link = pickResource(d, type);
        // §3/§6 the chat link carries the member's unread chat count when the chat provider gave one (never for visitors or trial players).
        const role = roleOf(session);
        if (!link || link.resourceType.toUpperCase() !== CHAT_RESOURCE_TYPE || role === 'visitor' || role === 'trial') return link;
        const count = await getUnread(signal, language).then((u) => u.chat?.unReadCount, () => undefined);
        return typeof count === 'number' ? { ...link, unread: count } : link;
      }),
      signal,
    ),
  // §6: unread counts are never fetched for visitors or trial (type 4) players.
  'member.unread': async (_p, { token, language }, signal): Promise<MenuUnread | null> => {
    const role = roleOf(session);
    if (!token || role === 'visitor' || role === 'trial') return null;
    return orNull(getUnread(signal, language).then((u) => ({ inbox: u.inbox, announcements: u.announcements })), signal);
  },
  'popups.home': async ({ download = true }, ctx, signal) => (await import('./home-popups-source')).homePopups(download, ctx, signal),
};
