/**
 * "Parlor Dice": a roll from 0.00 to 99.99 (10,000 equally likely outcomes,
 * the round's first float × 10,000, floored). The player bets the roll lands
 * under or over a threshold; with w winning outcomes the payout is
 * bet × 9,900 / w (floored to the minor unit), so the return is
 * (w / 10,000) × (9,900 / w) = 99% before that flooring, for every threshold.
 */

export const DICE_OUTCOMES = 10_000;
const DICE_HOUSE_EDGE = 0.01;
export const DICE_RTP = 1 - DICE_HOUSE_EDGE;
const PAY_NUMERATOR = Math.round(DICE_OUTCOMES * DICE_RTP);
/** Win chance bounds in outcomes out of 10,000: 1% to 98%. */
export const DICE_WIN_MIN = 100;
export const DICE_WIN_MAX = 9_800;
export const DICE_BET_MIN = 10;
export const DICE_BET_MAX = 10_000;

export type DiceDirection = 'under' | 'over';

/** Winning outcomes for a threshold in hundredths: under wins below it, over wins above it. */
export function diceWinCount(direction: DiceDirection, threshold: number): number {
  return direction === 'under' ? threshold : DICE_OUTCOMES - 1 - threshold;
}

export const validDiceBet = (bet: number) => Number.isInteger(bet) && bet >= DICE_BET_MIN && bet <= DICE_BET_MAX;
export function validDiceThreshold(direction: DiceDirection, threshold: number) {
  if (!Number.isInteger(threshold) || threshold < 0 || threshold >= DICE_OUTCOMES) return false;
  const w = diceWinCount(direction, threshold);
  return w >= DICE_WIN_MIN && w <= DICE_WIN_MAX;
}

/** The payout multiplier for w winning outcomes, as shown (4 decimals). */
export const diceMultiplier = (winCount: number) => Math.floor((PAY_NUMERATOR / winCount) * 10_000) / 10_000;

export interface DiceOutcome {
  bet: number;
  direction: DiceDirection;
  /** Threshold in hundredths (4950 = 49.50). */
  threshold: number;
  /** The roll in hundredths, 0..9999. */
  roll: number;
  winCount: number;
  won: boolean;
  win: number;
}

export function playDice(bet: number, direction: DiceDirection, threshold: number, next: () => number): DiceOutcome {
  if (!validDiceBet(bet)) throw new RangeError(`bet ${bet} is outside ${DICE_BET_MIN}..${DICE_BET_MAX}`);
  if (!validDiceThreshold(direction, threshold)) throw new RangeError(`threshold ${threshold} leaves a win chance outside ${DICE_WIN_MIN}..${DICE_WIN_MAX} in ${DICE_OUTCOMES}`);
  const roll = Math.floor(next() * DICE_OUTCOMES);
  const winCount = diceWinCount(direction, threshold);
  const won = direction === 'under' ? roll < threshold : roll > threshold;
  return { bet, direction, threshold, roll, winCount, won, win: won ? Math.floor((bet * PAY_NUMERATOR) / winCount) : 0 };
}
