/**
 * §9 supported languages. `code` is the spec's code (stored under the local
 * key `language`), `file` the locale file under locales/, `bcp47` what
 * Intl and <html lang> get. AR, UR and FA are written right to left.
 */
export interface Language {
  code: string;
  file: string;
  bcp47: string;
  dir: 'ltr' | 'rtl';
}

const l = (code: string, file: string, bcp47: string, dir: 'ltr' | 'rtl' = 'ltr'): Language => ({ code, file, bcp47, dir });

export const LANGUAGES: readonly Language[] = [
  l('EN', 'en', 'en'),
  // Intl (and so i18next) canonicalises tl-PH to fil-PH; using the canonical tag keeps Tagalog loadable.
  l('TY', 'tl-ph', 'fil-PH'),
  l('CN', 'zh-cn', 'zh-CN'),
  l('TW', 'zh-tw', 'zh-TW'),
  l('JA', 'ja', 'ja'),
  l('TH', 'th', 'th'),
  l('VI', 'vi', 'vi'),
  l('MY', 'my', 'my'),
  l('ES', 'es', 'es'),
  l('HI', 'hi', 'hi'),
  l('ID', 'id', 'id'),
  l('KM', 'km', 'km'),
  l('KO', 'ko', 'ko'),
  l('KR', 'kr', 'ko-KR'),
  l('MS', 'ms', 'ms'),
  l('PT', 'pt', 'pt-PT'),
  l('PT-BR', 'pt-br', 'pt-BR'),
  l('TA', 'ta', 'ta'),
  l('UR', 'ur', 'ur', 'rtl'),
  l('TR', 'tr', 'tr'),
  l('AR', 'ar', 'ar', 'rtl'),
  l('BN', 'bn', 'bn'),
  l('UZ', 'uz', 'uz'),
  l('RU', 'ru', 'ru'),
  l('FA', 'fa', 'fa', 'rtl'),
  l('LO', 'lo', 'lo'),
];

export const FALLBACK_LANGUAGE = 'EN';

export function languageByCode(code: string): Language | undefined {
  const up = code.toUpperCase();
  return LANGUAGES.find((x) => x.code === up);
}
