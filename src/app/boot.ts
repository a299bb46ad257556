/**
 * Startup (§2): waits for the language and the site status. A cached status is
 * applied at once and refreshed in the background (§4); settings bring the
 * default language, flags and theme tokens, applied to :root at run time.
 */
import type { Settings, SystemStatus } from '../../schemas/settings.schema';
import { getSettings } from '../api/system/get-settings';
import { getStatus } from '../api/system/get-status';
import { languageByCode } from '../lib/languages';
import { restoreLanguage, settings } from '../state/settings';
import { loadFavourites, restoreSession, session, signIn } from '../state/session';
import { readRemembered, writeRemembered } from '../state/remember';
import { rememberLogin } from '../api/auth/login';
import { getMemberGames } from '../api/games/get-member-games';
import { BOOT_DATA_ID, PAGE_SIZE_FAVOURITES } from '../lib/constants';
import { readJson, readString, STORAGE_KEYS, writeJson } from '../state/storage';
import { changeLanguage, initI18n } from './i18n';
import { initPreview, previewToken } from '../runtime/preview';
import { prefetchLayout } from '../runtime/layout-store';
import { isHomeLocation } from '../lib/paths';
import { bootWidgets, keepBootAnswers, type BootAnswers } from '../runtime/boot-answers';
import { preloadWidgets } from '../runtime/renderer';
import { preloadScreen } from './routes';
import { livePlatform } from '../lib/platform';
import { markWebClipVisit } from '../lib/webclip';
import { warmFonts } from '../lib/warm-fonts';
import { yieldToMain } from '../lib/yield';

const SETTINGS_KEY = 'SITE_SETTINGS';
export { BOOT_DATA_ID };

/** The status and settings the server wrote into this page, if it did: as fresh as a fetch; with them, any answers it wrote (boot-answers.ts). */
function readBootData(doc: Document = document): { status: SystemStatus; settings: Settings; answers?: BootAnswers; consoleOrigin?: string } | null {
  const el = doc.getElementById(BOOT_DATA_ID);
  if (!el?.textContent) return null;
  try {
    const data = JSON.parse(el.textContent) as { status?: SystemStatus; settings?: Settings; answers?: BootAnswers; consoleOrigin?: unknown };
    const consoleOrigin = typeof data.consoleOrigin === 'string' ? data.consoleOrigin : undefined;
    return data.status && data.settings ? { status: data.status, settings: data.settings, answers: data.answers, consoleOrigin } : null;
  } catch {
    return null;
  }
}

export function applyTheme(theme: Settings['theme']): void {
  const root = document.documentElement.style;
  for (const [token, value] of Object.entries(theme ?? {})) if (value) root.setProperty(`--${token}`, value);
}

function applySettings(s: Settings) {
  settings.settings = s;
  applyTheme(s.theme);
  if (!readString(STORAGE_KEYS.language) && languageByCode(s.defaultLanguage)) settings.language = s.defaultLanguage;
}

async function refreshStatus(): Promise<void> {
  try {
    const status = await getStatus();
    settings.status = status;
    writeJson(STORAGE_KEYS.status, status);
  } catch {
    /* keep the cached status; the site stays usable */
  }
}

async function refreshSettings(): Promise<void> {
  try {
    const s = await getSettings();
    applySettings(s);
    writeJson(SETTINGS_KEY, s);
  } catch {
    /* the cached settings, if any, stand */
  }
}

/** Remember me: with no session but a remember token, sign back in (the token rotates; a refused one is forgotten). */
async function restoreRemembered(): Promise<void> {
  const r = readRemembered();
  if (session.token || !r?.rememberToken) return;
  try {
    const v = await rememberLogin(r.rememberToken);
    signIn({ token: v.token, userName: v.userName, type: v.type, firstTimeLogin: v.firstTimeLogin });
    writeRemembered({ ...r, rememberToken: v.rememberToken });
  } catch {
    writeRemembered({ ...r, rememberToken: undefined });
  }
}

/** §9: the app's user agent (App and Ver) adds class `app` to <html>, an installed web app `pwa`, so CSS can adapt. */
export function applyPlatformClass(root: HTMLElement = document.documentElement): void {
  const platform = livePlatform();
  root.classList.toggle('app', platform === 'app');
  root.classList.toggle('pwa', platform === 'pwa');
}

/**
 * Runs in a few tasks, not one: the task that evaluated the app's code ends first, then the
 * settings, then the language; on a slow phone each of these is tens of milliseconds, and
 * together they made one long task of several hundred on every route.
 */
export async function boot(): Promise<void> {
  await yieldToMain();
  restoreSession();
  restoreLanguage();
  applyPlatformClass();
  markWebClipVisit();
  const inline = readBootData();
  if (inline) {
    // The server answered both with the page: nothing to wait for, nothing to refresh.
    settings.status = inline.status;
    writeJson(STORAGE_KEYS.status, inline.status);
    applySettings(inline.settings);
    writeJson(SETTINGS_KEY, inline.settings);
    if (!previewToken()) {
      keepBootAnswers(inline.answers);
    }
  } else {
    const cachedStatus = readJson<SystemStatus>(STORAGE_KEYS.status);
    const cachedSettings = readJson<Settings>(SETTINGS_KEY);
    if (cachedStatus) settings.status = cachedStatus;
    if (cachedSettings) applySettings(cachedSettings);
    const statusDone = refreshStatus();
    const settingsDone = refreshSettings();
    // With nothing cached, wait for the server; otherwise the refresh happens in the background.
    await Promise.all([cachedStatus ? null : statusDone, cachedSettings ? null : settingsDone]);
  }
  await yieldToMain();
  const languageReady = initI18n(settings.language);
  // A visit landing on home asks for its layout now, beside the language, not after the first render.
  if (isHomeLocation(location.pathname) && !previewToken()) prefetchLayout('home');
  // The landing screen's code and its first blocks' widgets load beside the language (the page
  // preloads their chunks), so the first render has them and nothing suspends.
  const firstScreen = Promise.all([preloadScreen(location.pathname), preloadWidgets(bootWidgets())]).catch(() => undefined);
  // Meanwhile the main thread is idle: the fonts the first screen draws in are set up now.
  void warmFonts();
  await Promise.all([languageReady, firstScreen]);
  // The language's arrival (i18next applying it) was a task of its own; the render starts in the next.
  await yieldToMain();
  // Inside the console's preview frame, the console may switch the language (never saved).
  void initPreview((code) => {
    settings.language = code.toUpperCase();
    void changeLanguage(code);
  }, inline?.consoleOrigin);
  await restoreRemembered();
  void loadFavourites(async () => (await getMemberGames('favourites', { pageNo: 1, pageSize: PAGE_SIZE_FAVOURITES })).games.map((g) => g.nodeId));
}
