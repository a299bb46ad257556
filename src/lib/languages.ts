/**
 * §9 supported languages. `code` is the spec's code (stored under the local
 * key `language`), `file` the locale file under locales/, `bcp47` what
 * Intl and <html lang> get. AR, UR and FA are written right to left.
 */
export interface Language {
  code: string;
  file: string;
  bcp47: string;
  name: string;
  flag: string;
  dir: 'ltr' | 'rtl';
}

const l = (code: string, file: string, bcp47: string, name: string, flag: string, dir: 'ltr' | 'rtl' = 'ltr'): Language => ({
  code, file, bcp47, name, flag, dir,
});

export const LANGUAGES: readonly Language[] = [
  l('EN', 'en', 'en', 'English', '🇬🇧'),
  // Intl (and so i18next) canonicalises tl-PH to fil-PH; using the canonical tag keeps Tagalog loadable.
  l('TY', 'tl-ph', 'fil-PH', 'Tagalog', '🇵🇭'),
  l('CN', 'zh-cn', 'zh-CN', '简体中文', '🇨🇳'),
  l('TW', 'zh-tw', 'zh-TW', '繁體中文', '🇹🇼'),
  l('JA', 'ja', 'ja', '日本語', '🇯🇵'),
  l('TH', 'th', 'th', 'ไทย', '🇹🇭'),
  l('VI', 'vi', 'vi', 'Tiếng Việt', '🇻🇳'),
  l('MY', 'my', 'my', 'မြန်မာ', '🇲🇲'),
  l('ES', 'es', 'es', 'Español', '🇪🇸'),
  l('HI', 'hi', 'hi', 'हिन्दी', '🇮🇳'),
  l('ID', 'id', 'id', 'Bahasa Indonesia', '🇮🇩'),
  l('KM', 'km', 'km', 'ខ្មែរ', '🇰🇭'),
  l('KO', 'ko', 'ko', '한국어', '🇰🇷'),
  l('KR', 'kr', 'ko-KR', '한국어 (대한민국)', '🇰🇷'),
  l('MS', 'ms', 'ms', 'Bahasa Melayu', '🇲🇾'),
  l('PT', 'pt', 'pt-PT', 'Português', '🇵🇹'),
  l('PT-BR', 'pt-br', 'pt-BR', 'Português (Brasil)', '🇧🇷'),
  l('TA', 'ta', 'ta', 'தமிழ்', '🇮🇳'),
  l('UR', 'ur', 'ur', 'اردو', '🇵🇰', 'rtl'),
  l('TR', 'tr', 'tr', 'Türkçe', '🇹🇷'),
  l('AR', 'ar', 'ar', 'العربية', '🇸🇦', 'rtl'),
  l('BN', 'bn', 'bn', 'বাংলা', '🇧🇩'),
  l('UZ', 'uz', 'uz', 'Oʻzbekcha', '🇺🇿'),
  l('RU', 'ru', 'ru', 'Русский', '🇷🇺'),
  l('FA', 'fa', 'fa', 'فارسی', '🇮🇷', 'rtl'),
  l('LO', 'lo', 'lo', 'ລາວ', '🇱🇦'),
];

export const FALLBACK_LANGUAGE = 'EN';

export function languageByCode(code: string): Language | undefined {
  const up = code.toUpperCase();
  return LANGUAGES.find((x) => x.code === up);
}
