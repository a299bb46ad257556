/**
 * Startup (§2): waits for the language and the site status. A cached status is
 * applied at once and refreshed in the background (§4); settings bring the
 * default language, flags and theme tokens, applied to :root at run time.
 */
import type { Settings, SystemStatus } from '../../schemas/settings.schema';
import { getSettings } from '../api/system/get-settings';
import { getStatus } from '../api/system/get-status';
import { languageByCode } from '../lib/languages';
import { settings } from '../state/settings';
import { loadFavourites, session, signIn } from '../state/session';
import { readRemembered, writeRemembered } from '../state/remember';
import { rememberLogin } from '../api/auth/login';
import { getMemberGames } from '../api/games/get-member-games';
import { PAGE_SIZE_FAVOURITES } from '../lib/constants';
import { readJson, readString, STORAGE_KEYS, writeJson } from '../state/storage';
import { changeLanguage, initI18n } from './i18n';
import { initPreview } from '../runtime/preview';
import { livePlatform } from '../lib/platform';

const SETTINGS_KEY = 'SITE_SETTINGS';

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

export async function boot(): Promise<void> {
  applyPlatformClass();
  const cachedStatus = readJson<SystemStatus>(STORAGE_KEYS.status);
  const cachedSettings = readJson<Settings>(SETTINGS_KEY);
  if (cachedStatus) settings.status = cachedStatus;
  if (cachedSettings) applySettings(cachedSettings);
  const statusDone = refreshStatus();
  const settingsDone = refreshSettings();
  // With nothing cached, wait for the server; otherwise the refresh happens in the background.
  await Promise.all([cachedStatus ? null : statusDone, cachedSettings ? null : settingsDone]);
  await initI18n(settings.language);
  // Inside the console's preview frame, the console may switch the language (never saved).
  initPreview((code) => {
    settings.language = code.toUpperCase();
    void changeLanguage(code);
  });
  await restoreRemembered();
  void loadFavourites(async () => (await getMemberGames('favourites', { pageNo: 1, pageSize: PAGE_SIZE_FAVOURITES })).games.map((g) => g.nodeId));
}
