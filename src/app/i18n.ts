/**
 * i18next with lazily loaded locale files: only the active language is
 * downloaded, in two parts (src/lib/locale-parts.ts): the strings a first screen
 * can show load with the boot, the rest right after the first screen or before a
 * screen that needs them (loadLaterTranslations). English stands in when a
 * language file cannot be loaded; a test keeps every file complete, so no
 * per-key fallback download is needed.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, languageByCode, LANGUAGES } from '../lib/languages';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '../lib/constants';
import { missingKeyText } from '../lib/errors';
import type { LocalePart } from '../lib/locale-parts';

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const loaders: Record<LocalePart, Record<string, Loader>> = {
  first: import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { query: '?part=first' }),
  later: import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*.json', { query: '?part=later' }),
};

function loaderFor(bcp47: string, part: LocalePart): Loader | undefined {
  const lang = LANGUAGES.find((l) => l.bcp47.toLowerCase() === bcp47.toLowerCase());
  return lang ? loaders[part][`../../locales/${lang.file}.json`] : undefined;
}

/** A part of a language's strings; English's when that language's cannot be loaded. */
function loadPart(bcp47: string, part: LocalePart): Promise<Record<string, unknown>> {
  const english = loaderFor('en', part)!;
  return (loaderFor(bcp47, part) ?? english)().then(
    (m) => m.default,
    () => english().then((m) => m.default),
  );
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _ns, callback) {
    loadPart(language, 'first').then((d) => callback(null, d), (e: Error) => callback(e, false));
  },
};

const later = new Map<string, Promise<void>>();
/**
 * Whether a string was asked for and not found since the last part was added. Only then does a
 * part's arrival need to re-render the screens: the later part holds no first screen's strings, so
 * re-rendering every translated component for it (every tile of a game list) is a long task spent
 * drawing the same thing again, on every route, a few seconds after the first screen.
 */
let missed = false;
/**
 * The shape of the locale files' keys (nested objects, so dotted paths). Text that is not (a row's
 * title already put together from a translated name and a count, passed to a widget that
 * translates its title) cannot come with a later part; counting it as missed would re-render every
 * translated component when that part arrives, for nothing.
 */
const LOCALE_KEY = /^[\w-]+(\.[\w-]+)+$/;
/** Settles when initI18n has; at once where it never runs (tests and stories bring their strings). */
let initialized: Promise<unknown> = Promise.resolve();

/**
 * The strings no first screen shows (forms, wallet, member area), added to the current language
 * once: the boot asks right after the first screen; a screen or sheet that shows them waits for it.
 */
export async function loadLaterTranslations(): Promise<void> {
  await initialized.catch(() => undefined);
  const lng = i18next.language;
  if (!lng) return;
  const known = later.get(lng);
  if (known) return known;
  const p = loadPart(lng, 'later').then(
    (d) => {
      // 'added' is what makes the screens re-render (bindI18nStore below); silent when nothing on them lacked a string.
      i18next.addResourceBundle(lng, 'translation', d, true, true, { silent: !missed, skipCopy: false });
      missed = false;
    },
    () => void later.delete(lng),
  );
  later.set(lng, p);
  return p;
}

/** A lazy module's loader that also waits for the later strings (for screens and sheets that show them). */
export function withLaterTranslations<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadLaterTranslations()]).then(([m]) => m);
}

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
  initialized = i18next
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
      // Screens re-render when the later part of the strings arrives and one of them lacked a string.
      react: { useSuspense: false, bindI18nStore: 'added' },
      parseMissingKeyHandler: (key: string, defaultValue?: string) => {
        if (LOCALE_KEY.test(key)) missed = true;
        return missingKeyText(key, defaultValue, (k) => i18next.t(k));
      },
    })
  await initialized;
}

export async function changeLanguage(code: string): Promise<void> {
  const lang = languageByCode(code) ?? languageByCode(FALLBACK_LANGUAGE)!;
  // A switch happens on a screen past the first: it needs the whole language, both parts fetched at once.
  void loadPart(lang.bcp47, 'later');
  await i18next.changeLanguage(lang.bcp47);
  await loadLaterTranslations();
  applyDocumentLanguage(lang.code);
}
