/**
 * The data sources a layout block binds to, each declared once: its params (schemas/sources.schema.ts),
 * the requests it makes for a viewer (path and query, exactly as the browser's API client sends them),
 * how their answers become the block's data (what is left out: a menu link that is not http(s) or a
 * path on this site), how many items that data holds, and whether the player page may answer it for
 * a visitor's first screen. Everything that resolves a source reads this: the player over HTTP
 * (src/runtime/sources.ts), and with each source's params schema (platform/source-declarations.ts)
 * the console's dry run in process (server/services/dry-run.ts), the page's first-screen answers
 * (server/lib/player-page.ts) and the console's inspector (its starter params).
 * Adding a source: its params schema and one entry here.
 */
import type { AnnouncementsQuery, AnnouncementsResult, Announcement, FooterData, Resource } from '../schemas/content.schema';
import type { GamesPage, GamesQuery, Winner } from '../schemas/games.schema';
import type { Role } from '../schemas/layout.schema';
import type { SourceName, SourceParams, sourceParamSchemas } from '../schemas/sources.schema';
import { PAGE_SIZE_FAVOURITES_HOME, PAGE_SIZE_HOME_ROW, WINNER_LIMIT } from '../src/lib/constants';
import { toSearch, type Query } from '../src/lib/search';

export type { SourceName, SourceParams };

/** One API call a source makes. */
export interface SourceRequest {
  path: string;
  query: Query;
  /** One answer serves every block that reads it for a while (the footer and each link entry of a menu read the same downloads). */
  shared?: boolean;
}

/** Who the source is resolved for: the API's lower-case language code and the viewer's role. */
interface SourceViewer {
  language: string;
  role: Role;
}

/** A link a menu may open (§3 resources), as the player's menu entry takes it. */
export interface SourceResource {
  resourceType: string;
  url: string;
  hours?: string;
}

export interface SourceDeclaration<N extends SourceName, D = unknown> {
  /** Its params' schema (validated at publish and on load). */
  params: (typeof sourceParamSchemas)[N];
  /** The calls it makes for a viewer; none: it answers without asking (e.g. no unread counts for a visitor). */
  requests(params: SourceParams<N>, viewer: SourceViewer): SourceRequest[];
  /** The block's data from the calls' answers (in the order of `requests`; empty when it made none). */
  select(answers: readonly unknown[], params: SourceParams<N>): D;
  /** Items the block would show (the dry run flags 0); default: an array's length, 1 for any other value, 0 for null. */
  count?(data: D): number;
  /** A failed call answers null (a menu's link or badge is not worth a retry box): the entry hides or shows no count. */
  optional?: boolean;
  /** The player page may answer it in the page for a visitor's first screen (one call that reads no session). */
  firstScreen?: boolean;
  /** Reloads on a language change debounced (§9 language-change 250 ms) rather than at once. */
  languageDebounced?: boolean;
  /** Params a newly bound source starts with in the console, so the block is valid at once. */
  starter?: SourceParams<N>;
}

/** §7 announcements are asked for platform M. */
export const announcementsQuery = (query: AnnouncementsQuery) => ({ platform: 'M', ...query });
/** §7 hot games: platform html5, isPlatform 2; a category's hot view adds the list's filters. */
export type HotGamesQuery = Omit<Partial<GamesQuery>, 'pageSize'> & { pageSize?: number };
export const hotGamesQuery = (query: HotGamesQuery) => ({ isPlatform: 2, platform: 'html5', ...query });
/** §7 game list: platform html5. */
export const gamesQuery = (query: GamesQuery) => ({ platform: 'html5', ...query });

/** A link a menu may open: http(s) or a path on this site, never javascript: or the like. */
const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

interface Downloads {
  downloads: readonly Resource[];
  channels: readonly Resource[];
}

/** §3: the operator's link of a resourceType, download links first, then channels; null when there is none (or it is not safe to open). */
export function pickResource(d: { downloads: readonly SourceResource[]; channels: readonly SourceResource[] }, type: string): SourceResource | null {
  const want = type.toUpperCase();
  const hit = [...d.downloads, ...d.channels].find((r) => r.resourceType.toUpperCase() === want && SAFE_LINK.test(r.url));
  return hit ? { resourceType: hit.resourceType, url: hit.url, ...(typeof hit.hours === 'string' && hit.hours ? { hours: hit.hours } : {}) } : null;
}

const announcements = (query: AnnouncementsQuery): SourceRequest => ({ path: '/api/announcements', query: announcementsQuery(query) });
const downloads: SourceRequest = { path: '/api/downloads', query: {}, shared: true };
/** §7 the help centre's query: its entries in `language`, for the mobile site. */
export const helpQuery = (language: string) => ({ lang: language, device: 'MOBILE' });
/** §6: unread counts and such are never asked for visitors or trial (type 4) players. */
const countsFor = (role: Role) => role === 'member' || role === 'agent';

/** Each source's declaration without its params' schema: what the player reads to fetch it. */
type Declared = { [N in SourceName]: Omit<SourceDeclaration<N>, 'params'> };

/**
 * Every source's requests and selection. The player fetches by these alone: it never checks
 * params (the server did at publish), so their schemas stay out of its first load.
 */
export const SOURCE_READS: Declared = {
  'banners.group': {
    requests: ({ group }, { language }) => [announcements({ types: 'B', groupName: group, language })],
    select: ([v]) => (v as AnnouncementsResult).banners,
    firstScreen: true,
    starter: { group: 'm_home' },
  },
  'notices.marquee': {
    requests: (_p, { language }) => [announcements({ types: 'PL', language })],
    select: ([v]) => (v as AnnouncementsResult).player,
    firstScreen: true,
  },
  'winners.top': {
    requests: ({ limit = WINNER_LIMIT, gameCategory = 'ALL' }, { language }) => [{ path: '/api/games/winners', query: { gameCategory, limitNum: limit, language } }],
    select: ([v]) => (v as { list: Winner[] }).list,
    firstScreen: true,
    languageDebounced: true,
  },
  'games.byType': {
    requests: ({ gameType, vassalage, gameClassify, pageSize = PAGE_SIZE_HOME_ROW }, { language }) => [
      { path: '/api/games', query: gamesQuery({ gameType, vassalage, gameClassify, pageNo: 1, pageSize, language } as GamesQuery) },
    ],
    select: ([v]) => (v as GamesPage).games,
    starter: { gameType: 'RNG', pageSize: 16 },
  },
  'games.hot': {
    requests: ({ pageSize = PAGE_SIZE_HOME_ROW }, { language }) => [{ path: '/api/games/hot', query: hotGamesQuery({ pageNo: 1, pageSize, language }) }],
    select: ([v]) => (v as GamesPage).games,
    firstScreen: true,
  },
  // §6/§7: favourites need a session; the home layout's list is page 1 of 100.
  'games.favourites': {
    requests: ({ pageSize = PAGE_SIZE_FAVOURITES_HOME }, { role }) =>
      role === 'visitor' ? [] : [{ path: '/api/member/favourites', query: { pageNo: 1, pageSize, clientType: 2 } }],
    select: ([v]) => (v as GamesPage | undefined)?.games ?? [],
  },
  'vendors.byType': {
    requests: ({ gameType }) => [{ path: '/api/games/vendors', query: { gameType } }],
    select: ([v]) => (v as { list: unknown[] }).list,
    starter: { gameType: 'RNG' },
  },
  'promotions.list': {
    requests: ({ kind }, { language }) => [kind === 'mission' ? { path: '/api/missions', query: { language } } : announcements({ types: 'PR', language })],
    select: ([v], { limit, kind }) => {
      const list: Announcement[] = kind === 'mission' ? (v as { list: Announcement[] }).list : (v as AnnouncementsResult).promotion;
      return limit ? list.slice(0, limit) : list;
    },
    // The first screen of missions, and of promotions below its banner: the page brings it.
    firstScreen: true,
  },
  'site.footer': {
    requests: (_p, { language }) => [{ path: '/api/help', query: helpQuery(language) }, downloads],
    select: ([help, links]): FooterData => ({
      help: (help as { list: { id: number; tag: string; title: string }[] }).list.map(({ id, tag, title }) => ({ id, tag, title })),
      channels: [...(links as Downloads).channels],
    }),
    count: (d) => (d as FooterData).help.length + (d as FooterData).channels.length,
  },
  // The dry run counts every live pop-up; the player also leaves out those this browser has shown (src/runtime/home-popups-source.ts).
  'popups.home': {
    requests: (_p, { language }) => [announcements({ types: 'PU', language })],
    select: ([v]) => (v as AnnouncementsResult).popup,
  },
  // One link entry of a menu: null while the operator has no (safe) link of that type, and the entry is hidden then.
  'site.resource': {
    requests: () => [downloads],
    select: ([v], { type }) => pickResource(v as Downloads, type),
    optional: true,
  },
  // A badge: the entry shows whatever the counts, so any answer counts as one item.
  'member.unread': {
    requests: (_p, { language, role }) => (countsFor(role) ? [{ path: '/api/member/unread', query: { language } }] : []),
    select: ([v]) => (v ? { inbox: (v as { inbox: number }).inbox, announcements: (v as { announcements: number }).announcements } : null),
    optional: true,
  },
};

/** A source's reads as code that reads a block's source by its stored name sees them: params a plain object. */
export interface AnySourceReads {
  requests(params: Record<string, unknown>, viewer: SourceViewer): SourceRequest[];
  select(answers: readonly unknown[], params: Record<string, unknown>): unknown;
  count?(data: unknown): number;
  optional?: boolean;
  firstScreen?: boolean;
  languageDebounced?: boolean;
  starter?: Record<string, unknown>;
}

/** A source's reads, loosely typed. */
export function sourceReads(name: SourceName): AnySourceReads {
  const reads: AnySourceReads = SOURCE_READS[name];
  return reads;
}

/** The address a request is asked at: path and query as the browser's API client sends them (src/api/client.ts). */
export const requestUrl = (r: SourceRequest): string => r.path + toSearch(r.query);
