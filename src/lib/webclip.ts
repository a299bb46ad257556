/**
 * §2/§3 the home-screen web clip the iOS profile (MOBILECONFIG) installs opens the site with
 * `?webclip=1` (the address operators give the profile). The first such visit stores the local key
 * WEBCLIP = 1, so the profile is not offered again and registrations say registerMethod WEBCLIP,
 * and the marker leaves the address.
 */
// eslint-disable-next-line no-restricted-imports -- storage.ts is a dependency-free wrapper of the Web Storage API (no store state); it stays beside the stores that use it most
import { STORAGE_KEYS, writeString } from '../state/storage';

const WEBCLIP_PARAM = 'webclip';

/** Stores WEBCLIP = 1 when `href` carries the web clip's marker; answers the address without it, or null when there was none. */
export function markWebClip(href: string, store: (key: string, value: string) => void = writeString): string | null {
  const url = new URL(href);
  if (url.searchParams.get(WEBCLIP_PARAM) !== '1') return null;
  store(STORAGE_KEYS.webclip, '1');
  url.searchParams.delete(WEBCLIP_PARAM);
  return url.pathname + url.search + url.hash;
}

/** At boot: mark a visit from the web clip and tidy the address. */
export function markWebClipVisit(): void {
  if (typeof window === 'undefined') return;
  const clean = markWebClip(location.href);
  if (clean !== null) history.replaceState(history.state, '', clean);
}
