/**
 * Where a sign-in returns the player (§4 "success closes the login pop-up": the player stays where
 * they were): the page they were on travels to /m/login as `?redirect=/m/…`, and a game a guest
 * tapped is kept for the tab, to open once they are signed in. Only a same-site path under /m is
 * ever followed (never another origin: no open redirect), and never a sign-in page itself.
 */
// eslint-disable-next-line no-restricted-imports -- storage.ts is a dependency-free wrapper of the Web Storage API (no store state); it stays beside the stores that use it most
import { readJson, writeJson } from '../state/storage';
import { isHomeLocation } from './paths';

const ORIGIN = 'https://parlor.invalid';
/** Sign-in pages: returning to one would be a loop. */
const NOT_RETURNED_TO = /^\/m\/(login|register(\.html)?|forget(\/.*)?|agent)\/?$/;

/**
 * The router path (relative to the /m basename, with its query) of a `redirect` value, or null
 * when it is not a same-site path under /m.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500 || !raw.startsWith('/m') || raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 32)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || !/^\/m(\/|$)/.test(url.pathname) || url.pathname.startsWith('/m//') || NOT_RETURNED_TO.test(url.pathname)) return null;
  const path = url.pathname.replace(/^\/m/, '') || '/';
  return `${path}${url.search}`;
}

/**
 * The login route that returns to a router location (pathname relative to /m, with its search).
 * Home is where a sign-in lands anyway, so it needs no redirect unless `always` (a tapped game to open there).
 */
export function loginPathFrom(location: { pathname: string; search: string }, always = false): string {
  const back = `/m${location.pathname === '/' ? '' : location.pathname}${location.search}`;
  if (!always && isHomeLocation(`/m${location.pathname}`) && !location.search) return '/login';
  return safeReturnPath(back) ? `/login?redirect=${encodeURIComponent(back)}` : '/login';
}

const RETURN_KEY = 'LOGIN_RETURN';
const LAUNCH_KEY = 'PENDING_LAUNCH';
/** A tapped game is opened after a sign-in within this time; later, the player has moved on. */
export const PENDING_LAUNCH_MS = 10 * 60_000;

/** Keeps the return path for the tab, so a social sign-in (which leaves the site) comes back to it too. */
export function rememberReturn(path: string | null): void {
  writeJson(RETURN_KEY, path, 'session');
}

export function takeReturn(): string | null {
  const path = readJson<string>(RETURN_KEY, 'session');
  writeJson(RETURN_KEY, null, 'session');
  return safeReturnPath(path ? `/m${path === '/' ? '' : path}` : null);
}

/** A guest tapped a game: open it once they have signed in. */
export function rememberLaunch(nodeId: string, now = Date.now()): void {
  writeJson(LAUNCH_KEY, { nodeId, at: now }, 'session');
}

/** The game to open now, once (null when none, or tapped too long ago). */
export function takeLaunch(now = Date.now()): string | null {
  const pending = readJson<{ nodeId?: unknown; at?: unknown }>(LAUNCH_KEY, 'session');
  writeJson(LAUNCH_KEY, null, 'session');
  return pending && typeof pending.nodeId === 'string' && typeof pending.at === 'number' && now - pending.at < PENDING_LAUNCH_MS ? pending.nodeId : null;
}
