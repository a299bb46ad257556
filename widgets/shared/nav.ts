/** Shared rules of the navigation widgets (footer tabs, game menu pills, menu entries). */
import { isHomeLocation } from '../../src/lib/paths';
import { LOTTERY_PATH, PRIZE_MODE_PATHS } from '../../src/lib/game-routes';

export const ROUTE_PATTERN = '^/m(/[A-Za-z0-9/_.?=&-]*)?$';

/** Router path (relative to /m) of a /m/… link, without its query. */
export function routePath(to: string): string {
  const p = to.replace(/^\/m(?=\/|$)/, '').split('?')[0] ?? '';
  return p === '' ? '/' : p;
}

/** §2: home is active for any of the home paths (a router path, or one under /m). */
export const isHomePath = isHomeLocation;

/** Whether a navigation item pointing at `to` (or also matching `activeOn`) is the current page. */
export function isActive(path: string, to: string | undefined, activeOn: readonly string[] = [], home = false): boolean {
  if (home && isHomePath(path)) return true;
  // The lottery entry opens the lottery of the prize mode: it is current on either.
  const also = to !== undefined && routePath(to) === `/${LOTTERY_PATH}` ? Object.values(PRIZE_MODE_PATHS).map((p) => `/m/${p}`) : [];
  return [to, ...activeOn, ...also].some((p) => p !== undefined && routePath(p) === path);
}
