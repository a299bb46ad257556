/**
 * Where the site runs: the native app's web view, an installed web app or a browser tab (§2, §9).
 * The boot reads it on every page; the download rules that also read the device are in
 * download-plan.ts, loaded with the download page and pop-up.
 */

/** Where the site runs: the native app's web view, an installed web app, or a browser tab. */
export type RuntimePlatform = 'app' | 'pwa' | 'browser';

/**
 * §9: the native app's user agent contains the tokens App and Ver (e.g. "ParlorApp Ver/2.1").
 * Every WebKit browser says "AppleWebKit" and Safari says "Version/", which are not those tokens.
 */
function isAppUserAgent(ua: string): boolean {
  return /App(?!le)/.test(ua) && /Ver(?!sion)/.test(ua);
}

/** The app's web view, an installed web app (display-mode standalone), or a browser tab. */
export function runtimePlatform(ua: string, standalone: boolean): RuntimePlatform {
  if (isAppUserAgent(ua)) return 'app';
  return standalone ? 'pwa' : 'browser';
}

/** The platform of this page right now (browser only). */
export function livePlatform(): RuntimePlatform {
  if (typeof window === 'undefined') return 'browser';
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  return runtimePlatform(navigator.userAgent, !!standalone);
}
