/**
 * What follows from the screens' declarations (platform/screens.ts), for everyone who reads them:
 * the route table and its lookup (the router, the header, the route announcer, the player page),
 * the modules that hold the screens (the router, the build, the page's preloads) and where the
 * console previews a layout. Nothing here is declared: a new screen changes platform/screens.ts only.
 */
import { SCREENS, SHELL_LAYOUTS, type ScreenDeclaration, type ScreenName, type ScreenRoute } from './screens.ts';

/** A path of the route table with its screen: what the header, the announcer and the screen itself read. */
export interface RouteMeta extends ScreenRoute {
  screen: ScreenName;
  shell: 'main' | 'page';
}

/** Every screen's declaration, by name, as the general shape (the optional fields readable on each). */
export const SCREEN_LIST = Object.entries(SCREENS) as [ScreenName, ScreenDeclaration][];

/** The route table: every path of every screen. */
export const ROUTES: readonly RouteMeta[] = SCREEN_LIST.flatMap(([screen, d]) => d.routes.map((r) => ({ ...r, screen, shell: d.shell ?? 'page' })));

/** A screen's component module from the repository's root (the build's manifest names its chunk by it). */
export const screenModule = (d: ScreenDeclaration): string => `src/app/screens/${d.module}.tsx`;

/** The name its module exports the component under: the module's name in PascalCase. */
export const screenExport = (d: ScreenDeclaration): string => d.module.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));
const WITH_PARAMS = ROUTES.filter((r) => r.path.includes('/:')).map((r) => ({ meta: r, parts: r.path.split('/') }));

/** The route of a router pathname (relative to /m), or undefined for an unknown path. */
export function routeOf(pathname: string): RouteMeta | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const exact = BY_PATH.get(path);
  if (exact) return exact;
  const parts = path.split('/');
  return WITH_PARAMS.find((r) => r.parts.length === parts.length && r.parts.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i])))?.meta;
}

/** The screen a router pathname (relative to /m) opens, or undefined for an unknown path. */
export function screenOf(pathname: string): ScreenDeclaration | undefined {
  const meta = routeOf(pathname);
  return meta && SCREENS[meta.screen];
}

/** The shell's layouts, looked up by any layout name. */
const shellLayouts: Readonly<Record<string, { everyPage?: true; preview?: string } | undefined>> = SHELL_LAYOUTS;

/** The shell's layouts every /m page shows at once. */
export const EVERY_PAGE_LAYOUTS: readonly string[] = Object.keys(shellLayouts).filter((k) => shellLayouts[k]!.everyPage);

/** Where the console's preview shows a layout on the player site: its screen's first path, or home. */
export function previewPath(layout: string): string {
  const shell = shellLayouts[layout]?.preview;
  if (shell) return `/m/${shell}`;
  const screen = SCREEN_LIST.find(([, d]) => d.layout === layout)?.[1];
  return `/m/${screen?.routes[0]?.path ?? 'home'}`;
}
