import { HOME_PATHS } from './constants';

/** A location's path under /m, without its slashes: '/m/slot-games/' → 'slot-games', '/m' → ''. */
export function pathUnderM(pathname: string): string {
  return pathname.replace(/^\/m(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
}

/** Whether a location path (under /m) is home (§2). Plain, so the server's page uses it too. */
export function isHomeLocation(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathUnderM(pathname));
}
