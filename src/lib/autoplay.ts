/**
 * The slot's autoplay rules, pure so the page and its tests share them: a
 * number of spins, a stop-loss (no spin that could take the loss since
 * autoplay started past it) and a stop on a single win of at least an
 * amount. Amounts in the site's currency, compared in whole cents.
 */
export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const;

export interface AutoplaySettings {
  spins: number;
  /** Stop before a spin that could take the loss since the start past this; null: none. */
  stopLoss: number | null;
  /** Stop after a single win of at least this; null: none. */
  stopOnWin: number | null;
}

export interface AutoplayProgress {
  played: number;
  /** Wins − bets since autoplay started. */
  net: number;
}

export type AutoplayStop = 'done' | 'loss' | 'win' | 'balance';

const cents = (n: number) => Math.round(n * 100);

/** After a round (`last`, or none yet): why autoplay stops before the next spin of `bet`, or null to spin on. */
export function autoplayStop(s: AutoplaySettings, p: AutoplayProgress, bet: number, balance: number, last: { win: number } | null): AutoplayStop | null {
  if (last && s.stopOnWin !== null && cents(last.win) >= cents(s.stopOnWin)) return 'win';
  if (p.played >= s.spins) return 'done';
  if (cents(balance) < cents(bet)) return 'balance';
  if (s.stopLoss !== null && -cents(p.net) + cents(bet) > cents(s.stopLoss)) return 'loss';
  return null;
}

/** An amount typed into a stop field: empty is none; a positive number with at most 2 decimals; anything else is invalid. */
export function parseStopAmount(text: string): number | null | 'invalid' {
  const t = text.trim().replace(/,/g, '');
  if (!t) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'invalid';
  const n = Number(t);
  return n > 0 ? n : 'invalid';
}
