/**
 * The splash the player's page shows until the app starts (index.html's, with the site's name): on
 * a screen that opens with a banner carousel, its first banner where the carousel will show it; on a
 * game list whose first page the page brings, that page's first row of tiles where the grid will
 * show them. Its markup matches what the app then renders, so nothing moves when it takes over.
 */
import type { Role } from '../../schemas/layout.schema';
import { bannerCarouselSchema } from '../../widgets/banner-carousel/schema';

/** The marker in index.html's splash where the site's name goes. */
export const SITE_NAME_MARKER = '<!--site-name-->';
/** index.html's splash, as written there: home's splash with its banner, or a game list's with its first row, replaces it. */
export const SPLASH = `<div class="boot" aria-busy="true"><div><i></i><b>${SITE_NAME_MARKER}</b></div></div>`;
/** The banner carousel's aspect ratio prop: its choices and default. */
export const BANNER_ASPECT = bannerCarouselSchema.properties.aspect;

/** Who must see home's first block for the splash to show its banner. */
export const SPLASH_ROLES: Role[] = ['visitor', 'member', 'agent'];

/**
 * What the splash shows when a screen opens with a banner carousel (home, events, promotions): its
 * first banner, in its shape, below the bars of the screen's shell (`main`: the header and the game
 * menu bar; `page`: an inner page's header bar).
 */
interface SplashHero {
  kind: 'hero';
  src: string;
  aspect: string;
  shell: 'main' | 'page';
}

/**
 * What a game list's splash shows: the first row of its first page's tiles (an image address, or
 * null for a tile whose image is another origin's: its place stays empty), below the places of
 * what the screen draws above its grid (`lead`: a category's filter bar and count line, or the hot
 * list's title line), or (`lead` 'row') the all-games view's first row, the hot games, below its
 * title line, as a row swiped sideways.
 */
export interface SplashTiles {
  kind: 'tiles';
  lead: 'list' | 'hot' | 'row';
  tiles: (string | null)[];
}

/** What a game page's splash shows: the game's art and name, its loading screen. */
interface SplashGame {
  kind: 'game';
  src: string;
  name: string;
}

export type Splash = SplashHero | SplashTiles | SplashGame;

/** The splash's header place, with the site's name (index.html styles it as the shell draws it). */
const splashHeader = (siteName: string) => `<div class="boot-bar"><b>${escapeHtml(siteName)}</b></div>`;
/** The header's and the game menu bar's places. */
const splashBars = (siteName: string) => `${splashHeader(siteName)}<div class="boot-tabs"></div>`;
/** An inner page's header bar's place (src/app/shell/header-bar.tsx); its title comes with the app. */
const PAGE_BAR = '<div class="boot-bar page"></div>';

/**
 * The splash of a screen whose first block is a banner carousel: its shell's bars' places and the
 * first banner where the carousel will show it (index.html styles them). The largest thing on a
 * phone's first screen then paints as soon as the page and the image are in, not after the
 * scripts have run; the app replaces it with the same banner at the same size.
 */
function heroSplash(siteName: string, hero: SplashHero): string {
  return `<div class="boot boot-hero" aria-busy="true">${hero.shell === 'main' ? splashBars(siteName) : PAGE_BAR}<img class="boot-img" src="${escapeHtml(hero.src)}" alt="" fetchpriority="high" style="aspect-ratio:${hero.aspect}" /></div>`;
}

/**
 * A game list's splash (a category route without filters, the hot list, the all-games view): the
 * header's and menu bar's places, the places of the screen's bars above its grid, and the grid's
 * first row of tile images at the place and size the grid will draw them (index.html's .boot-lead
 * and .boot-grid follow src/app/screens/game-list-screen.tsx, hot-games-view.tsx,
 * all-games-view.tsx, widgets/game-grid, widgets/game-row and widgets/shared/game-tile.tsx). The
 * largest paint there is a tile of that row, and it now comes with the page, not after the
 * scripts; the app then draws the same image in the same box, which Chrome does not count as a new
 * largest paint. Only the first row: the rows below are no larger (so never a later largest
 * paint), and the grid places them by its own row estimate.
 */
function tilesSplash(siteName: string, { lead, tiles }: SplashTiles): string {
  const cells = tiles.map((src) => (src ? `<img src="${escapeHtml(src)}" alt="" fetchpriority="high" />` : '<span></span>')).join('');
  const kind = lead === 'list' ? '' : ` ${lead}`;
  return `<div class="boot boot-hero" aria-busy="true">${splashBars(siteName)}<div class="boot-lead${kind}"></div><div class="boot-grid${lead === 'row' ? ' row' : ''}">${cells}</div></div>`;
}

/**
 * A game page's splash: the header's place and the game's art with its name and the spinner, as a
 * game's loading screen shows them, while the page's code and the game's session come in. The game
 * then draws its table below the header; its largest paint has been this art, at the page's first
 * paint, rather than the table's figures after the scripts (on a slow phone's network a second and
 * more later).
 */
function gameSplash(siteName: string, { src, name }: SplashGame): string {
  return `<div class="boot boot-hero" aria-busy="true">${splashHeader(siteName)}<div class="boot-game"><img src="${escapeHtml(src)}" alt="" fetchpriority="high" /><b>${escapeHtml(name)}</b><i></i></div></div>`;
}

export function splashHtml(siteName: string, splash: Splash): string {
  if (splash.kind === 'hero') return heroSplash(siteName, splash);
  if (splash.kind === 'tiles') return tilesSplash(siteName, splash);
  return gameSplash(siteName, splash);
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
