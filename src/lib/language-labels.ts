/**
 * §9 each language's name in itself and its flag, as the language list shows them: apart from
 * languages.ts, which every page's boot reads, because only the list (a sheet loaded when opened)
 * and the console show them.
 */
const LANGUAGE_LABELS: Readonly<Record<string, { name: string; flag: string }>> = {
  EN: { name: 'English', flag: '🇬🇧' },
  TY: { name: 'Tagalog', flag: '🇵🇭' },
  CN: { name: '简体中文', flag: '🇨🇳' },
  TW: { name: '繁體中文', flag: '🇹🇼' },
  JA: { name: '日本語', flag: '🇯🇵' },
  TH: { name: 'ไทย', flag: '🇹🇭' },
  VI: { name: 'Tiếng Việt', flag: '🇻🇳' },
  MY: { name: 'မြန်မာ', flag: '🇲🇲' },
  ES: { name: 'Español', flag: '🇪🇸' },
  HI: { name: 'हिन्दी', flag: '🇮🇳' },
  ID: { name: 'Bahasa Indonesia', flag: '🇮🇩' },
  KM: { name: 'ខ្មែរ', flag: '🇰🇭' },
  KO: { name: '한국어', flag: '🇰🇷' },
  KR: { name: '한국어 (대한민국)', flag: '🇰🇷' },
  MS: { name: 'Bahasa Melayu', flag: '🇲🇾' },
  PT: { name: 'Português', flag: '🇵🇹' },
  'PT-BR': { name: 'Português (Brasil)', flag: '🇧🇷' },
  TA: { name: 'தமிழ்', flag: '🇮🇳' },
  UR: { name: 'اردو', flag: '🇵🇰' },
  TR: { name: 'Türkçe', flag: '🇹🇷' },
  AR: { name: 'العربية', flag: '🇸🇦' },
  BN: { name: 'বাংলা', flag: '🇧🇩' },
  UZ: { name: 'Oʻzbekcha', flag: '🇺🇿' },
  RU: { name: 'Русский', flag: '🇷🇺' },
  FA: { name: 'فارسی', flag: '🇮🇷' },
  LO: { name: 'ລາວ', flag: '🇱🇦' },
};

/** A language's name and flag by its code (the code itself, without a flag, for one not listed). */
export function languageLabel(code: string): { name: string; flag: string } {
  return Object.hasOwn(LANGUAGE_LABELS, code) ? LANGUAGE_LABELS[code]! : { name: code, flag: '' };
}
