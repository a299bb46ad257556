/** Formatting shared by widgets. Pure functions, so stories and tests can pin them. */
import { BALANCE_DECIMALS } from '../../src/lib/constants';
import { languageByCode } from '../../src/lib/languages';

function locale(language: string): string {
  return languageByCode(language)?.bcp47 ?? 'en';
}

/**
 * How a language writes a number when it is plain: Latin digits, a group separator, a decimal
 * mark, groups of three (or, in Indian grouping, three then twos), and whether a four-digit number
 * is grouped at all (CLDR's minimum grouping digits: not in Spanish or European Portuguese).
 * These give exactly what Intl.NumberFormat gives (format.test.ts checks every one against it),
 * without building one: a browser's first Intl.NumberFormat loads its number data, ~40 ms on a
 * fast machine and four times that on a phone — a long task in the middle of the first screen
 * (a winner board's amounts, a balance). Languages not listed (their own digits, bidi marks)
 * go through Intl.
 */
interface PlainNumbers {
  group: string;
  decimal: string;
  indian?: boolean;
  groupFourDigits?: boolean;
}
const COMMA_DOT: PlainNumbers = { group: ',', decimal: '.', groupFourDigits: true };
const DOT_COMMA: PlainNumbers = { group: '.', decimal: ',', groupFourDigits: true };
const SPACE_COMMA: PlainNumbers = { group: '\u00a0', decimal: ',', groupFourDigits: true };
export const PLAIN_NUMBERS: Readonly<Record<string, PlainNumbers>> = {
  EN: COMMA_DOT, TY: COMMA_DOT, CN: COMMA_DOT, TW: COMMA_DOT, JA: COMMA_DOT, TH: COMMA_DOT,
  KM: COMMA_DOT, KO: COMMA_DOT, KR: COMMA_DOT, MS: COMMA_DOT,
  HI: { ...COMMA_DOT, indian: true }, TA: { ...COMMA_DOT, indian: true },
  VI: DOT_COMMA, ID: DOT_COMMA, 'PT-BR': DOT_COMMA, TR: DOT_COMMA, LO: DOT_COMMA,
  ES: { ...DOT_COMMA, groupFourDigits: false },
  PT: { ...SPACE_COMMA, groupFourDigits: false },
  RU: SPACE_COMMA, UZ: SPACE_COMMA,
};

/** Groups the digits of a whole number's text by the language's rule. */
function groupDigits(digits: string, rule: PlainNumbers): string {
  if (digits.length < 4 || (digits.length === 4 && !rule.groupFourDigits)) return digits;
  let head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const size = rule.indian ? 2 : 3;
  const parts: string[] = [];
  while (head.length > size) {
    parts.unshift(head.slice(-size));
    head = head.slice(0, -size);
  }
  parts.unshift(head);
  return [...parts, tail].join(rule.group);
}

/** `n` with `decimals` fraction digits (a whole number with none), as the language writes it; null when it is not plain. */
function plainNumber(n: number, decimals: number, language: string): string | null {
  const rule = PLAIN_NUMBERS[language.toUpperCase()];
  if (!rule || !Number.isFinite(n) || Math.abs(n) >= 1e21) return null;
  const { whole, fraction } = roundHalfExpand(Math.abs(n), decimals);
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''; // as Intl: -0.004 is "-0.00"
  return sign + groupDigits(whole, rule) + (fraction ? rule.decimal + fraction : '');
}

/**
 * `abs` rounded to `decimals` digits half away from zero, as Intl does: on the number's shortest
 * decimal text (1.005 → 1.01), not on its binary value as toFixed does (1.005 → 1.00).
 */
function roundHalfExpand(abs: number, decimals: number): { whole: string; fraction: string } {
  const text = String(abs);
  if (text.includes('e')) return { whole: '0', fraction: '0'.repeat(decimals) }; // below 1e-6 (1e21 and up never come here)
  const [w = '0', f = ''] = text.split('.');
  let digits = w + f.slice(0, decimals).padEnd(decimals, '0');
  if (f.length > decimals && f.charCodeAt(decimals) >= 53 /* '5' */) digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return { whole: digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, ''), fraction: digits.slice(digits.length - decimals) };
}

/** Languages without a plain rule build one Intl formatter per language and style, kept. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, style: 'win' | 'balance' | 'count'): Intl.NumberFormat {
  const key = `${language}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.NumberFormatOptions =
      style === 'win'
        ? { maximumFractionDigits: 0 }
        : style === 'balance'
          ? { minimumFractionDigits: BALANCE_DECIMALS, maximumFractionDigits: BALANCE_DECIMALS }
          : {};
    f = new Intl.NumberFormat(locale(language), options);
    formatters.set(key, f);
  }
  return f;
}

/** §9: a win is a whole number with the currency symbol. */
export function formatWin(amount: number, symbol: string, language: string): string {
  const whole = Math.round(amount);
  return symbol + (plainNumber(whole, 0, language) ?? numberFormat(language, 'win').format(whole));
}

/** §9: a balance shows 2 decimals. */
export function formatBalance(amount: number, symbol: string, language: string): string {
  return symbol + (plainNumber(amount, BALANCE_DECIMALS, language) ?? numberFormat(language, 'balance').format(amount));
}

/** A count (a tile's players online, §9: 35–1,000). */
export function formatCount(n: number, language: string): string {
  return (Number.isInteger(n) ? plainNumber(n, 0, language) : null) ?? numberFormat(language, 'count').format(n);
}
