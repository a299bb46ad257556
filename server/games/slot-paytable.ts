/**
 * Lucky Parlor's numbers (server/games/slot.ts has its rules): the reels and rows, the symbols, the
 * paytable, the 20 paylines, the reel strips and the allowed bets. slotRtp computes the RTP from
 * exactly these, so a change here shows in its test.
 */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINES = 20;
export const FREE_SPINS_AWARD = 10;
export const FREE_SPIN_MULTIPLIER = 2;
export const SCATTERS_TO_TRIGGER = 3;
/**
 * A safety stop for a free-spin chain; reaching it needs about 100 retriggers
 * in a row (probability below 1e-90), so it moves the RTP by nothing measurable.
 */
export const FREE_SPINS_MAX = 1_000;

/** Symbols by id; the strips and the paytable use these ids. */
export const SYMBOLS = ['wild', 'scatter', 'seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
export const W = 0;
export const S = 1;
const [SEVEN, BAR, BELL, PLUM, ORANGE, LEMON, CHERRY] = [2, 3, 4, 5, 6, 7, 8];

/** Line pays in line bets for 3, 4 and 5 of a kind (index = count). */
export const LINE_PAYS: Readonly<Record<number, readonly [number, number, number, number, number, number]>> = {
  [W]: [0, 0, 0, 50, 250, 1000],
  [SEVEN]: [0, 0, 0, 25, 100, 500],
  [BAR]: [0, 0, 0, 15, 60, 250],
  [BELL]: [0, 0, 0, 8, 35, 150],
  [PLUM]: [0, 0, 0, 5, 20, 80],
  [ORANGE]: [0, 0, 0, 4, 15, 60],
  [LEMON]: [0, 0, 0, 3, 10, 40],
  [CHERRY]: [0, 0, 0, 2, 8, 30],
};
/** Scatter pays in total bets by the number on screen. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];

/** Row on each reel, top row 0, for the 20 fixed lines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

/**
 * Reel strips (symbol ids); a stop shows strip[s], strip[s+1], strip[s+2]
 * (wrapping). Scatters sit at least 3 apart, so a reel shows at most one.
 */
export const REEL_STRIPS: readonly (readonly number[])[] = [
  [CHERRY, LEMON, SEVEN, ORANGE, PLUM, W, CHERRY, BELL, LEMON, S, ORANGE, BAR, CHERRY, PLUM, LEMON, BELL, ORANGE, CHERRY, BAR, LEMON, PLUM, CHERRY],
  [LEMON, CHERRY, BAR, PLUM, W, ORANGE, LEMON, BELL, CHERRY, S, PLUM, ORANGE, SEVEN, LEMON, CHERRY, BELL, ORANGE, PLUM, W, CHERRY, LEMON, BAR],
  [ORANGE, CHERRY, W, LEMON, PLUM, BELL, S, CHERRY, ORANGE, BAR, LEMON, PLUM, CHERRY, SEVEN, ORANGE, LEMON, W, BELL, CHERRY, PLUM, ORANGE, LEMON],
  [PLUM, LEMON, CHERRY, BELL, ORANGE, W, LEMON, BAR, CHERRY, S, PLUM, ORANGE, LEMON, SEVEN, CHERRY, BELL, PLUM, ORANGE, LEMON, CHERRY, ORANGE, BAR],
  [CHERRY, ORANGE, LEMON, BAR, PLUM, CHERRY, S, BELL, LEMON, ORANGE, SEVEN, CHERRY, PLUM, W, LEMON, ORANGE, BELL, CHERRY, LEMON, PLUM, LEMON, BAR],
];

/** Allowed total bets in minor units (multiples of the 20 lines). */
export const SLOT_BETS: readonly number[] = [20, 40, 100, 200, 400, 1_000, 2_000, 5_000, 10_000];
