/**
 * The player's page (dist/index.html) as served for every /m path, with what the first screen
 * would otherwise wait round trips for written into it:
 * - the site status and settings (the answers GET /api/system/status and /settings give this
 *   request) as an inert JSON block the boot reads instead of fetching (src/app/boot.ts);
 * - the layouts the first screen renders (the shell's menus; home's on home) and, on home, the
 *   data of its first blocks that need no session (hero banners, notice strip, hot games, winner
 *   board: platform/sources.ts) and, on a category route without filters in its address, the
 *   first page of games and the providers its game-list screen opens with, as answers the client
 *   takes instead of asking (src/runtime/boot-answers.ts);
 * - modulepreloads for the chunks those need (the first part of the browser's language, from
 *   LANGUAGE_COOKIE or the site's default; the landing screen; its first-screen widgets) and
 *   preloads of the images its largest paint will be among (home's hero; a category's first row);
 * - the site's name in the splash shown until the app starts (the first paint has the brand); on
 *   a home that opens with a banner carousel, its first banner where the carousel will show it, and
 *   on a category route (or the hot list) whose first page it brings, that page's first row of tiles
 *   where the grid will show them; on a game page, the game's art and name (its loading screen).
 * Without this the first screen is a chain (scripts, then layout and language, then widget
 * chunk and data, then image), each link a round trip (~150 ms on a phone's network). Returning
 * players start from their cached copies and the service worker's shell anyway.
 * Each answer is read in process by the function its API route answers with (the status and
 * settings of server/lib/site-status.ts and server/services/settings-payload.ts, the live layouts'
 * cache, server/services/source-reads.ts), so it is the value the browser would have fetched.
 * If building it fails, the plain page goes out: the boot then fetches as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOT_DATA_ID, LANGUAGE_COOKIE } from '../../src/lib/constants';
import { pathUnderM } from '../../src/lib/paths';
import { GAME_LIST_ROUTES, HOT_GAMES_PATH, LOTTERY_PATH, PRIZE_MODE_PATHS } from '../../src/lib/game-routes';
import { categoryVendors, entryFor, prizeMode, type GameEntry, type VendorGroups } from '../../src/lib/game-entry';
import { PRELOAD_TILE_IMAGES, VENDOR_CARDS_PER_ROW } from '../../src/lib/constants';
import { FALLBACK_LANGUAGE, languageByCode } from '../../src/lib/languages';
import { FIRST_READS, firstGamePageUrl, firstHotPageUrl, hotRowUrl, vendorsUrl } from '../../platform/answer-urls';
import { isClassifyKey, type ClassifyKey } from '../../schemas/games.schema';
import { sourceDeclaration, sourceUrl } from '../../platform/source-declarations';
import { withDefaultProps } from '../../widgets/define-widget';
import { promoCover, promotionTabs } from '../../widgets/shared/promotion';
import type { PromotionListProps } from '../../widgets/promotion-list/schema';
import type { Announcement } from '../../schemas/content.schema';
import type { Block, Unchecked } from '../../schemas/layout.schema';
import type { ScreenDeclaration } from '../../platform/screens';
import { EVERY_PAGE_LAYOUTS, screenModule, screenOf } from '../../platform/route-table';
import type { BootAnswers } from '../../platform/boot-answers';
import { firstScreenBlocks, readWidgetWeights } from '../services/layout-budget';
import { readUrl, type Reader } from '../services/source-reads';
import { gameArtOf } from '../repositories/games';
import { settingsPayload } from '../services/settings-payload';
import { statusFor } from './site-status';
import { isPreviewRequest } from './admin-origin';
import { BANNER_ASPECT, escapeHtml, SITE_NAME_MARKER, SPLASH, SPLASH_ROLES, splashHtml, type Splash, type SplashTiles } from './boot-splash';

/** JSON safe inside a <script> element: no "</script>", no "<!--". */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The player site's entry in the build's manifest (index.html's script, src/main.tsx). */
const PLAYER_ENTRY = 'index.html';

/** A chunk of the build's manifest (.vite/manifest.json) and the chunks it imports, as dist-relative files. */
function chunkFiles(manifest: Record<string, ViteChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const i of chunk.imports ?? []) chunkFiles(manifest, i, into);
  return into;
}

function readManifest(distDir: string): Record<string, ViteChunk> {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteChunk>;
  } catch {
    return {};
  }
}

/**
 * What the page brings with it for its first screen: the layouts it will render (the shell's; the
 * landing screen's where it declares `pageAnswers: 'layout'`, home), the data of that layout's first
 * blocks as the API would answer a visitor (keyed as the client asks, platform/answer-urls.ts), a
 * category route's first page of games and its providers,
 * the widgets those blocks need, and the images to preload (the hero's; the first row's tiles).
 * Each saves a round trip after the scripts have run (on a slow
 * phone network ~150 ms a hop, and they were in a chain: layout, then widget and data, then image).
 */
async function firstScreen(app: FastifyInstance, reader: Reader, landing: ScreenDeclaration | undefined, language: string, flags: ReadonlySet<string>, gameList: GameListAnswers | null) {
  const answers: BootAnswers = { language, api: {}, layouts: {} };
  // Sources ask in the lower-case code (src/runtime/context.ts).
  const apiLanguage = language.toLowerCase();
  const widgets = new Set<string>();
  /** Reads `url` as the API answers this visitor and keeps its value as the answer to `url`. */
  const answer = async (url: string): Promise<unknown> => {
    const read = await readUrl(url, reader);
    if (!read.ok) return undefined;
    return (answers.api[url] = read.value);
  };
  // A category route's first page of games and its providers (src/app/screens/game-list-screen.tsx):
  // its largest paint is a tile of that page, otherwise a fetch away after the scripts run.
  const listed = Promise.all([gameList?.games, gameList?.vendors].map((url) => (url ? answer(url) : undefined)));
  // A screen without a layout: the reads it opens with (its largest paint shows their data).
  const read = Promise.all((landing?.firstReads ?? []).map((name) => answer(FIRST_READS[name](apiLanguage))));
  // The landing screen's own layout, whose first blocks' data comes too; the shell's, whole.
  const own = landing?.pageAnswers === 'layout' ? landing.layout : undefined;
  const screens = own ? [own, ...EVERY_PAGE_LAYOUTS] : [...EVERY_PAGE_LAYOUTS];
  const loaded = await Promise.all(
    screens.map(async (screen) => {
      const live = await app.liveLayout(screen);
      if (!live) return null;
      const { layout, schemaHash } = live.value;
      answers.layouts[screen] = { layout, schemaHash, etag: live.etag };
      return { screen, blocks: (layout as { blocks?: unknown } | null)?.blocks };
    }),
  );
  let heroImage: unknown;
  let splash: Splash | null = null;
  for (const entry of loaded) {
    if (!entry) continue;
    const visible = entry.screen === own ? firstScreenBlocks(entry.blocks, language, flags) : firstScreenBlocks(entry.blocks, language, flags, Infinity);
    for (const block of visible) if (typeof block.widget === 'string') widgets.add(block.widget);
    if (entry.screen !== own) continue;
    const values = await Promise.all(
      visible.map((block) => {
        const source = (block as { source?: { name?: unknown; params?: Record<string, unknown> } }).source;
        const url = typeof source?.name === 'string' ? sourceUrl(source.name, source.params, apiLanguage) : null;
        return url ? answer(url) : undefined;
      }),
    );
    // The hero: the first banner of the first carousel that has one on this server.
    const firstBanners = visible.map((block, i) => (block.widget === 'BannerCarousel' ? (values[i] as { banners?: { url?: unknown }[] } | undefined)?.banners?.[0]?.url : undefined));
    heroImage = firstBanners.find(isLocalUrl) ?? promotionCover(visible[0], values[0]);
    // Shown in the splash only where the carousel will show it: as the screen's first block, with
    // nothing of the screen's own above it (home, events, promotions), for
    // visitors and signed-in players and agents alike (the page does not know which the browser
    // is). A free-play (trial) session, which the seeded hero leaves out, may see the banner in the
    // splash for the moment before its home without it renders.
    const lead = firstBanners[0];
    const roles = (visible[0] as { when?: { roles?: unknown } } | undefined)?.when?.roles;
    const forEveryone = !Array.isArray(roles) || SPLASH_ROLES.every((r) => roles.includes(r));
    const isFirst = Array.isArray(entry.blocks) && entry.blocks[0] === visible[0];
    if (isLocalUrl(lead) && forEveryone && isFirst && landing?.layoutOnTop) {
      const aspect = (visible[0] as { props?: { aspect?: unknown } }).props?.aspect;
      splash = { kind: 'hero', src: lead, aspect: BANNER_ASPECT.enum.find((a) => a === aspect) ?? BANNER_ASPECT.default, shell: landing.shell ?? 'page' };
    }
  }
  // A first read's images are not preloaded: on the register page, whose banner strip is its
  // largest paint, the banner then shared the phone's bandwidth with the scripts that draw it, and
  // came no sooner (Lighthouse's LCP went up by ~200 ms at a 3× CPU slowdown).
  const [[games, vendors]] = await Promise.all([listed, read]);
  const tiles = ((games as { games?: { iconUrl?: unknown }[] } | undefined)?.games ?? []).slice(0, PRELOAD_TILE_IMAGES).map((g) => g.iconUrl);
  // A category's vendor cards (src/app/screens/vendor-view.tsx): the first row's images, where it shows cards (more than one vendor).
  const cardsOf = gameList?.cards ? categoryVendors(gameList.cards, (vendors as { list?: { vassalage: string; iconUrl?: unknown }[] } | undefined)?.list ?? []) : [];
  const cards = cardsOf.length > 1 ? cardsOf.slice(0, VENDOR_CARDS_PER_ROW).map((v) => v.iconUrl) : [];
  // A game list's first row goes into the splash where its grid will draw it. The same for every
  // visitor and player: the games API reads no session, so a signed-in player's grid opens with
  // this very page, in the same boxes (the screen's bars above it, the header and the menu bar are
  // as tall whoever is signed in). What a signed-in player sees in the moment before the app
  // renders is thus their own first row, only without the names below it and the header's buttons.
  if (gameList?.lead && tiles.some(isLocalUrl)) splash = { kind: 'tiles', lead: gameList.lead, tiles: tiles.map((src) => (isLocalUrl(src) ? src : null)) };
  answers.widgets = [...widgets];
  const images: string[] = [heroImage, ...tiles, ...cards].filter(isLocalUrl);
  return { answers, images, splash: splash as Splash | null };
}

/**
 * The cover of the first promotion a promotion list shows where it opens a screen (missions): the
 * screen's largest paint, an image the list asks for only once it has rendered.
 */
function promotionCover(block: Unchecked<Block> | undefined, value: unknown): string | undefined {
  const source = block?.widget === 'PromotionList' ? (block.source as { name?: unknown; params?: Record<string, unknown> } | undefined) : undefined;
  const decl = typeof source?.name === 'string' ? sourceDeclaration(source.name) : undefined;
  if (!decl || value === undefined) return undefined;
  const list = decl.select([value], source?.params ?? {}) as Announcement[];
  const props = withDefaultProps('PromotionList', block!.props as object | undefined) as PromotionListProps;
  const first = promotionTabs(list, props, null).shown[0];
  return first ? promoCover(first) : undefined;
}

/** A path on this server (what the page preloads; never another origin's address). */
function isLocalUrl(src: unknown): src is string {
  return typeof src === 'string' && /^\/(?!\/)/.test(src);
}

/**
 * The requests a game-list screen opens with: a page of games (its first row is the largest paint),
 * and the providers (a category's with a type, for its selector; the vendor mapping, for the
 * all-games view's rows; a category's that opens on its vendor cards, which are its largest paint).
 * `lead`: which screen draws its first tiles below the splash's bars (a category's grid, with its
 * filter bar; the hot list's; the all-games view's hot row), or null where no tiles open the screen
 * (vendor cards).
 * `cards`: on a category that opens on its vendor cards, that category (whose first cards' images
 * the page preloads).
 */
interface GameListAnswers {
  games: string | null;
  vendors: string | null;
  lead: SplashTiles['lead'] | null;
  cards?: GameEntry;
}

/**
 * On a category route whose address carries no filters or a classification alone (/m/slot-games,
 * /m/slot-games?gameClassify=FeatureBuy; not ?vassalage=…), the requests its game-list screen
 * opens with; on the hot-games list without a query, its first page (`language`: the API's
 * lower-case code); on the all-games view, its first row's (the hot games) and the vendor mapping
 * its rows follow; null elsewhere.
 */
function gameListAnswers(url: string, site: { vendorGroups?: VendorGroups }, language: string): GameListAnswers | null {
  const [path = '', query = ''] = url.split('?');
  // A classification alone is a link of the route table (/m/slot-games?gameClassify=FeatureBuy): the
  // screen opens on it in the same first request (src/app/screens/game-list-query.ts querySeed).
  const params = new URLSearchParams(query);
  const classify = params.get('gameClassify') ?? '';
  if ([...params.keys()].some((k) => k !== 'gameClassify') || params.getAll('gameClassify').length > 1 || (classify && !isClassifyKey(classify))) return null;
  const route = pathUnderM(path);
  if (route === HOT_GAMES_PATH) return query ? null : { games: firstHotPageUrl(language), vendors: null, lead: 'hot' };
  const key = GAME_LIST_ROUTES[route];
  if (!key) return null;
  // src/app/screens/all-games-view.tsx: the hot row first, then a row per category of the mapping.
  if (key === 'ALL') return { games: hotRowUrl(), vendors: vendorsUrl({}), lead: 'row' };
  const entry = entryFor(key, site.vendorGroups ?? {});
  // A category that opens on its vendor cards (§2) asks for its vendors first, and for games only once one is chosen.
  if (entry.vendorView) return { games: null, vendors: vendorsUrl({ gameType: entry.gameType }), lead: null, cards: entry };
  return { games: firstGamePageUrl(entry, classify as ClassifyKey | ''), vendors: entry.gameType || entry.vendorSelector ? vendorsUrl({ gameType: entry.gameType }) : null, lead: 'list' };
}

/**
 * A game page's loading screen (/m/play/<kind>/<gameId>): the game's art and name, when the game is
 * on, of that kind, and its art is this server's. Whoever opens the address sees it (the launch
 * token is read by the page's script, never here).
 */
async function gameSplash(app: FastifyInstance, path: string): Promise<Extract<Splash, { kind: 'game' }> | null> {
  const [kind = '', id = ''] = pathUnderM(path).split('/').slice(-2);
  const game = await gameArtOf(app.db.kysely, decodeURIComponent(id), kind);
  const src = game?.mobile_large_icon || game?.icon_url;
  return game && isLocalUrl(src) ? { kind: 'game', src, name: game.display_name } : null;
}

/**
 * Where a page's address opens another screen at once, that screen's address: the lottery entry
 * (/m/lottery, §4) opens the lottery of the prize mode the vendor mapping gives. Answered as a
 * redirect, the browser asks for that screen's page, which brings its code, its vendors and its
 * first cards' images; rendered as the entry, the page's scripts asked for the mapping, then for the
 * other screen's code and its vendors, one after the other. Links inside the app go through the
 * client's own entry (src/app/screens/lottery-entry.tsx), which decides the same way. Without the
 * mapping, null: the page is served and the client decides.
 */
export async function pageRedirect(app: FastifyInstance, url: string): Promise<string | null> {
  const at = url.indexOf('?');
  const [path, query] = at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  if (pathUnderM(path) !== LOTTERY_PATH) return null;
  const read = await readUrl(vendorsUrl({}), { app, session: async () => null }).catch(() => null);
  const mapping = read?.ok ? (read.value as { mapping?: Record<string, readonly unknown[] | undefined> }).mapping : undefined;
  return mapping ? `/m/${PRIZE_MODE_PATHS[prizeMode(mapping)]}${query}` : null;
}

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);
function cookieLanguage(header: string | undefined): string | null {
  const m = header ? COOKIE_PATTERN.exec(header) : null;
  try {
    return m ? decodeURIComponent(m[1] ?? '') : null;
  } catch {
    return null;
  }
}

/**
 * `consoleOrigin`: the console's origin when it has its own (ADMIN_ORIGIN); a preview load's boot
 * data names it, so the page in the console's frame knows whose messages to take and where to answer.
 */
export function playerPage(app: FastifyInstance, distDir: string, consoleOrigin?: string) {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  // The build's manifests, read once: they change only with a new build, which means a restart.
  const manifest = readManifest(distDir);
  const weights = readWidgetWeights(distDir);
  const base = '/m/';
  /** A modulepreload per chunk the template does not already name. */
  const modulePreloads = (files: Iterable<string>) =>
    [...files].filter((f) => !template.includes(f)).map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(base + f)}" />`).join('');
  return async function render(req: FastifyRequest): Promise<string> {
    try {
      const [status, site] = await Promise.all([statusFor(req), settingsPayload(app.db.kysely, req.hostname)]);
      // The browser's language (its cookie, set by the client), else the site's default: a first visit's.
      // Spelled as the client will (src/state/settings.ts, src/app/boot.ts): a saved code upper-cased, the default as configured.
      const saved = languageByCode(cookieLanguage(req.headers.cookie) ?? '')?.code;
      const language = saved ?? (site.defaultLanguage && languageByCode(site.defaultLanguage) ? site.defaultLanguage : FALLBACK_LANGUAGE);
      // The page reads as the visitor it cannot tell apart from a signed-in player (it sees no token),
      // in the language the client will name in its Accept-Language (src/api/client.ts) for a read
      // whose query names none (the notices).
      const reader: Reader = { app, session: async () => null, acceptLanguage: language };
      const flags = new Set(Object.entries(site.whitelabel ?? {}).filter(([, v]) => v === true).map(([k]) => k));
      const path = req.url.split('?')[0] ?? '';
      const landing = screenOf(pathUnderM(path));
      const gameList = landing?.pageAnswers === 'gameList' ? gameListAnswers(req.url, site, language.toLowerCase()) : null;
      const open = status.status === 0;
      // A game page's art is read beside the first screen's answers, not after them.
      const [first, game] = await Promise.all([
        open ? firstScreen(app, reader, landing, language, flags, gameList).catch(() => null) : null,
        open && landing?.pageAnswers === 'game' ? gameSplash(app, path).catch(() => null) : null,
      ]);
      if (first && game) {
        first.splash = game;
        first.images.push(game.src);
      }
      const data = {
        status,
        settings: site,
        answers: first?.answers,
        ...(consoleOrigin && isPreviewRequest(req) ? { consoleOrigin } : {}),
      };
      const files = new Set<string>();
      // The entry's imports and the app's start, which it imports once the splash has painted
      // (src/main.tsx): fetched beside the page, never found only after the entry has run.
      chunkFiles(manifest, PLAYER_ENTRY, files);
      for (const start of manifest[PLAYER_ENTRY]?.dynamicImports ?? []) chunkFiles(manifest, start, files);
      // The language's first part (src/lib/locale-parts.ts) loads beside the scripts.
      const lang = languageByCode(language)!;
      chunkFiles(manifest, `locales/${lang.file}.json?part=first`, files);
      // The landing screen's code (the boot loads it beside the language: src/app/boot.ts) and, for
      // a screen that shows later strings (a game page, opened from a launch, often in a window of
      // its own with nothing cached; a form a link points to), the later part of the language it
      // waits for: beside the boot script, not after it. Named here, the boot's own preload of them
      // finds them in the page and adds no links of its own (a task's worth on a slow phone).
      if (landing) {
        chunkFiles(manifest, screenModule(landing), files);
        if (!landing.firstStrings) chunkFiles(manifest, `locales/${lang.file}.json?part=later`, files);
      }
      for (const widget of first?.answers.widgets ?? []) for (const f of weights?.widgets[widget]?.files ?? []) files.add(f);
      const hero = (first?.images ?? []).map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`).join('');
      // Replacer functions, never strings: the inserted text carries operator content, and in a
      // replacement string "$'", "$`" or "$&" would splice parts of the template into it.
      return template
        .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${lang.bcp47}" dir="${lang.dir}">`)
        .replace(SPLASH, () => (first?.splash ? splashHtml(site.siteName ?? '', first.splash) : SPLASH))
        .replace(SITE_NAME_MARKER, () => escapeHtml(site.siteName ?? ''))
        // The largest paint's image first: on a phone's network the page's requests share a few
        // connections, and queued behind the scripts it came in after them.
        .replace(/<meta charset="[^"]*"\s*\/?>|<head>/i, (start) => `${start}${hero}`)
        .replace('</head>', () => `${modulePreloads(files)}<script type="application/json" id="${BOOT_DATA_ID}">${inertJson(data)}</script></head>`);
    } catch (e) {
      req.log.warn({ err: e }, 'player page: serving it without boot data');
      return template;
    }
  };
}
