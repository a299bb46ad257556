/** Formatting shared by widgets. Pure functions, so stories and tests can pin them. */
import { BALANCE_DECIMALS } from '../../src/lib/constants';
import { languageByCode } from '../../src/lib/languages';

function locale(language: string): string {
  return languageByCode(language)?.bcp47 ?? 'en';
}

/**
 * Building an Intl.NumberFormat costs far more than using one (it loads locale data), and a game
 * grid formats a count per tile: one formatter per language and style, kept.
 */
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

/** §9: a win amount is a whole number with the currency symbol. */
export function formatWin(amount: number, symbol: string, language: string): string {
  return symbol + numberFormat(language, 'win').format(Math.round(amount));
}

/** §9: a balance shows 2 decimals. */
export function formatBalance(amount: number, symbol: string, language: string): string {
  return symbol + numberFormat(language, 'balance').format(amount);
}

/**
 * Languages whose numbers may be written in their own digits (Bengali, Persian; Arabic, Urdu and
 * Burmese in some browsers): Intl always formats theirs.
 */
const OWN_DIGITS = new Set(['BN', 'FA', 'AR', 'UR', 'MY']);

/**
 * A count (a tile's players online, §9: 35–1,000). Below 1,000 no locale groups digits, so in a
 * language written with Latin digits it is the number itself — and the grid's first tiles don't
 * pay for the browser's first Intl.NumberFormat (its number data loads then: ~30 ms on a phone).
 */
export function formatCount(n: number, language: string): string {
  if (Number.isInteger(n) && Math.abs(n) < 1000 && !OWN_DIGITS.has(language.toUpperCase())) return String(n);
  return numberFormat(language, 'count').format(n);
}
