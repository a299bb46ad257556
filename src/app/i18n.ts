/**
 * i18next with lazily loaded locale files: only the active language is
 * downloaded (each locales/*.json is its own chunk). English stands in when a
 * language file cannot be loaded; a test keeps every file complete, so no
 * per-key fallback download is needed.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, languageByCode, LANGUAGES } from '../lib/languages';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../lib/constants';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json');

function loaderFor(bcp47: string) {
  const lang = LANGUAGES.find((l) => l.bcp47.toLowerCase() === bcp47.toLowerCase());
  return lang ? loaders[`../../locales/${lang.file}.json`] : undefined;
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _ns, callback) {
    const load = loaderFor(language) ?? loaderFor('en')!;
    load().then(
      (m) => callback(null, m.default),
      () => loaderFor('en')!().then((m) => callback(null, m.default), (e: Error) => callback(e, false)),
    );
  },
};

/** Applies lang and dir to <html>. */
function applyDocumentLanguage(code: string) {
  const lang = languageByCode(code) ?? languageByCode(FALLBACK_LANGUAGE)!;
  document.documentElement.lang = lang.bcp47;
  document.documentElement.dir = lang.dir;
}

/** Tells the server which language this browser speaks (LANGUAGE_COOKIE). */
export function rememberLanguageForServer(code: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/m; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

export async function initI18n(code: string): Promise<void> {
  const lang = languageByCode(code) ?? languageByCode(FALLBACK_LANGUAGE)!;
  applyDocumentLanguage(lang.code);
  rememberLanguageForServer(lang.code);
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: lang.bcp47,
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((l) => l.bcp47),
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}

export async function changeLanguage(code: string): Promise<void> {
  const lang = languageByCode(code) ?? languageByCode(FALLBACK_LANGUAGE)!;
  await i18next.changeLanguage(lang.bcp47);
  applyDocumentLanguage(lang.code);
}
