/** Formatting shared by widgets. Pure functions, so stories and tests can pin them. */
import { BALANCE_DECIMALS } from '../../src/lib/constants';
import { languageByCode } from '../../src/lib/languages';

function locale(language: string): string {
  return languageByCode(language)?.bcp47 ?? 'en';
}

/** §9: a win amount is a whole number with the currency symbol. */
export function formatWin(amount: number, symbol: string, language: string): string {
  return symbol + new Intl.NumberFormat(locale(language), { maximumFractionDigits: 0 }).format(Math.round(amount));
}

/** §9: a balance shows 2 decimals. */
export function formatBalance(amount: number, symbol: string, language: string): string {
  return (
    symbol +
    new Intl.NumberFormat(locale(language), {
      minimumFractionDigits: BALANCE_DECIMALS,
      maximumFractionDigits: BALANCE_DECIMALS,
    }).format(amount)
  );
}

export function formatCount(n: number, language: string): string {
  return new Intl.NumberFormat(locale(language)).format(n);
}
