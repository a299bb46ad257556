/**
 * "Parlor Crash": a multiplier climbs from 1.00× and crashes at a point fixed
 * by the round's first float. The player names a cash-out multiplier before
 * the round (an auto cash-out); the round pays bet × target when the crash
 * point reaches the target, nothing otherwise. One request, no live state to
 * lose, and the maths is closed-form.
 *
 * Crash point, in hundredths: max(100, floor(99 / (1 − r))) for r in [0, 1),
 * i.e. floor((1 − edge) / (1 − r) × 100) / 100 with a 1% house edge. For a
 * target T hundredths (T ≥ 101), P(crash ≥ T) = P(r ≥ 1 − 99/T) = 99/T, so the
 * return is (T/100)·(99/T) = 0.99 for every target. (With r a multiple of
 * 2⁻³², the probability is off by less than 2⁻³²; the payout is floored to
 * the minor unit.) About 1.98% of rounds crash at 1.00×.
 */

const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_RTP = 1 - CRASH_HOUSE_EDGE;
/** Targets in hundredths: 1.01× to 1,000.00×. */
export const CRASH_TARGET_MIN = 101;
export const CRASH_TARGET_MAX = 100_000;
export const CRASH_BET_MIN = 10;
export const CRASH_BET_MAX = 10_000;

const EDGE_HUNDREDTHS = Math.round(CRASH_RTP * 100);
const FLOAT_STEPS = 2 ** 32;

/**
 * The crash point in hundredths from one float. The float is k / 2^32 for a
 * whole k, so the division is done on whole numbers (exact: floating-point
 * 99 / (1 − r) can land a hair below a whole hundredth and floor one too low,
 * and the browser's verifier must get the same answer).
 */
export function crashPoint(r: number): number {
  const k = Math.floor(r * FLOAT_STEPS);
  const num = EDGE_HUNDREDTHS * FLOAT_STEPS;
  const den = FLOAT_STEPS - k;
  let q = Math.floor(num / den);
  if (q * den > num) q--;
  else if ((q + 1) * den <= num) q++;
  return Math.max(100, q);
}

export interface CrashOutcome {
  bet: number;
  /** Cash-out target in hundredths (250 = 2.50×). */
  target: number;
  /** Where the round crashed, in hundredths. */
  crashPoint: number;
  cashedOut: boolean;
  win: number;
}

export const validCrashBet = (bet: number) => Number.isInteger(bet) && bet >= CRASH_BET_MIN && bet <= CRASH_BET_MAX;
export const validCrashTarget = (target: number) => Number.isInteger(target) && target >= CRASH_TARGET_MIN && target <= CRASH_TARGET_MAX;

export function playCrash(bet: number, target: number, next: () => number): CrashOutcome {
  if (!validCrashBet(bet)) throw new RangeError(`bet ${bet} is outside ${CRASH_BET_MIN}..${CRASH_BET_MAX}`);
  if (!validCrashTarget(target)) throw new RangeError(`target ${target} is outside ${CRASH_TARGET_MIN}..${CRASH_TARGET_MAX}`);
  const point = crashPoint(next());
  const cashedOut = point >= target;
  return { bet, target, crashPoint: point, cashedOut, win: cashedOut ? Math.floor((bet * target) / 100) : 0 };
}

/** The exact probability that a round reaches `target` hundredths, over the continuum of r. */
export const crashWinProbability = (target: number) => Math.min(1, EDGE_HUNDREDTHS / target);

/*
 * Live rounds (the game page): the round starts when the bet is taken and the
 * multiplier climbs by the clock, m(t) = e^(CRASH_GROWTH_PER_MS · t), until the
 * crash point drawn at the start (the same first float, so a live round
 * verifies like any other). The player cashes out whenever they like; an
 * auto cash-out (a target, at most CRASH_TARGET_MAX, which is also where every
 * live round ends) settles it without them. Cashing out at m pays
 * floor(bet · m) when m ≤ the crash point: since P(crash ≥ m) = 0.99 / m for
 * every m ≥ 1.01, every way of playing returns 99%. A cash-out asked before
 * 1.01× is taken at 1.01× (a round that crashes at 1.00× pays nothing).
 */
export const CRASH_GROWTH_PER_MS = 0.0001;

/** The live multiplier `ms` after the start, in hundredths. */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms)) + 1e-9);
}

/** Milliseconds from the start until the multiplier reaches `hundredths` (the first whole millisecond at which it has). */
export function msToReach(hundredths: number): number {
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS));
  while (ms > 0 && multiplierAt(ms - 1) >= hundredths) ms--;
  while (multiplierAt(ms) < hundredths) ms++;
  return ms;
}

export interface LiveCrashOutcome extends CrashOutcome {
  live: true;
  /** Where the player cashed out (hundredths), or null when they did not. */
  cashOutAt: number | null;
}

/** The auto cash-out of a live round: the player's target, never above CRASH_TARGET_MAX. */
export const liveTarget = (target: number | undefined) => Math.min(target ?? CRASH_TARGET_MAX, CRASH_TARGET_MAX);

/** When a live round ends by itself, in ms after its start: at the crash, or at the auto cash-out if that comes first. */
export function liveEndMs(point: number, target: number): number {
  return msToReach(Math.min(point === 100 ? 100 : point + 1, target));
}

/**
 * A live round's outcome when the player asks to cash out `askedMs` after the
 * start (null: they never did, and the round ended by itself): the cash-out
 * is at max(1.01×, m(askedMs)), or at the target if the clock passed it first.
 */
export function settleLiveCrash(bet: number, point: number, target: number, askedMs: number | null): LiveCrashOutcome {
  const at = askedMs === null ? target : Math.min(Math.max(CRASH_TARGET_MIN, multiplierAt(askedMs)), target);
  const cashedOut = at <= point;
  return { live: true, bet, target, crashPoint: point, cashedOut, cashOutAt: cashedOut ? at : null, win: cashedOut ? Math.floor((bet * at) / 100) : 0 };
}
