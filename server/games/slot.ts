/**
 * "Lucky Parlor", the studio's 5-reel, 3-row video slot. Pure: a spin is a
 * function of the bet and the floats it reads, so the provably-fair path and
 * the simulation run the same code.
 *
 * Rules: 20 fixed paylines paying left to right from the first reel, 3 or
 * more of a kind; the wild substitutes for every symbol but the scatter and
 * pays on its own; a line pays its best reading (the wilds alone, or the
 * wilds with the symbol after them). The scatter pays anywhere on the screen
 * times the total bet, and 3 or more start 10 free spins, played on the same
 * reels with every win doubled; free spins retrigger. The bet is a multiple of
 * 20 minor units so a line bet is a whole number of minor units and every
 * payout is exact.
 *
 * RTP maths (see slotRtp): one spin pays L (lines) + C (scatter) per unit of
 * total bet on average and starts free spins with probability p. A trigger
 * gives F = 10 spins, each of which starts F more with probability p, so a
 * trigger yields N = F / (1 - F·p) free spins in expectation (a branching
 * process; F·p < 1). Each free spin pays M·(L + C) with M = 2, so
 *   RTP = (L + C) · (1 + p · M · F / (1 - F·p)).
 * L, C and p are exact fractions from enumerating every reel-stop combination.
 */
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARD,
  FREE_SPINS_MAX,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  S,
  SCATTER_PAYS,
  SCATTERS_TO_TRIGGER,
  SLOT_BETS,
  SLOT_LINES,
  SLOT_REELS,
  SLOT_ROWS,
  SYMBOLS,
  W,
  type SymbolName,
} from './slot-paytable';

interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: SymbolName;
  count: number;
  win: number;
}

export interface SlotSpin {
  /** Stop per reel. */
  stops: number[];
  /** Symbols shown, per reel top to bottom. */
  reels: SymbolName[][];
  lines: LineWin[];
  scatters: number;
  scatterWin: number;
  /** Free spins this spin awarded. */
  freeSpinsAwarded: number;
  /** 1 for the base spin, FREE_SPIN_MULTIPLIER for free spins. */
  multiplier: number;
  win: number;
}

export interface SlotOutcome {
  bet: number;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  win: number;
}

export const validSlotBet = (bet: number) => SLOT_BETS.includes(bet);

/** The pay of one line in line bets: the better of the leading wilds alone and the wilds with the symbol after them. */
export function linePay(a: number, b: number, c: number, d: number, e: number): { symbol: number; count: number; pay: number } {
  const s = [a, b, c, d, e];
  let wilds = 0;
  while (wilds < SLOT_REELS && s[wilds] === W) wilds++;
  const wildPay = LINE_PAYS[W]![wilds] ?? 0;
  const first = s[wilds];
  if (wilds === SLOT_REELS || first === S || first === undefined) return { symbol: W, count: wilds, pay: wildPay };
  let n = wilds + 1;
  while (n < SLOT_REELS && (s[n] === W || s[n] === first)) n++;
  const symPay = LINE_PAYS[first]![n] ?? 0;
  return symPay >= wildPay ? { symbol: first, count: n, pay: symPay } : { symbol: W, count: wilds, pay: wildPay };
}

function column(reel: number, stop: number): number[] {
  const strip = REEL_STRIPS[reel]!;
  return Array.from({ length: SLOT_ROWS }, (_, r) => strip[(stop + r) % strip.length]!);
}

// Lookup tables built once: each reel stop's three symbols, and every symbol
// tuple's line pay (9^5 entries), so a spin is table lookups and additions.
const N_SYMBOLS = SYMBOLS.length;
const tupleKey = (a: number, b: number, c: number, d: number, e: number) => (((a * N_SYMBOLS + b) * N_SYMBOLS + c) * N_SYMBOLS + d) * N_SYMBOLS + e;
const COLUMNS = REEL_STRIPS.map((strip, i) => Array.from({ length: strip.length }, (_, s) => Int8Array.from(column(i, s))));
const SCATTERS_SHOWN = COLUMNS.map((reel) => Int8Array.from(reel, (c) => c.filter((x) => x === S).length));
const LINE_PAY = new Int32Array(N_SYMBOLS ** SLOT_REELS);
const LINE_SYMBOL = new Int8Array(N_SYMBOLS ** SLOT_REELS);
const LINE_COUNT = new Int8Array(N_SYMBOLS ** SLOT_REELS);
for (let key = 0; key < LINE_PAY.length; key++) {
  let k = key;
  const t = [0, 0, 0, 0, 0];
  for (let i = SLOT_REELS - 1; i >= 0; i--) {
    t[i] = k % N_SYMBOLS;
    k = Math.floor(k / N_SYMBOLS);
  }
  const p = linePay(t[0]!, t[1]!, t[2]!, t[3]!, t[4]!);
  LINE_PAY[key] = p.pay;
  LINE_SYMBOL[key] = p.symbol;
  LINE_COUNT[key] = p.count;
}

/**
 * One spin from its stops. `detail` adds what the player sees (symbols, the
 * winning lines); the win is the same sum either way.
 */
export function evaluateSpin(bet: number, stops: number[], multiplier: number, detail = true): SlotSpin {
  const c0 = COLUMNS[0]![stops[0]!]!;
  const c1 = COLUMNS[1]![stops[1]!]!;
  const c2 = COLUMNS[2]![stops[2]!]!;
  const c3 = COLUMNS[3]![stops[3]!]!;
  const c4 = COLUMNS[4]![stops[4]!]!;
  const lineBet = bet / SLOT_LINES;
  const lines: LineWin[] = [];
  let linePays = 0;
  for (let line = 0; line < SLOT_LINES; line++) {
    const r = PAYLINES[line]!;
    const key = tupleKey(c0[r[0]!]!, c1[r[1]!]!, c2[r[2]!]!, c3[r[3]!]!, c4[r[4]!]!);
    const pay = LINE_PAY[key]!;
    if (pay === 0) continue;
    linePays += pay;
    if (detail) lines.push({ line, symbol: SYMBOLS[LINE_SYMBOL[key]!]!, count: LINE_COUNT[key]!, win: pay * lineBet * multiplier });
  }
  let scatters = 0;
  for (let i = 0; i < SLOT_REELS; i++) scatters += SCATTERS_SHOWN[i]![stops[i]!]!;
  const scatterWin = (SCATTER_PAYS[Math.min(scatters, SCATTER_PAYS.length - 1)] ?? 0) * bet * multiplier;
  return {
    stops,
    reels: detail ? [c0, c1, c2, c3, c4].map((c) => Array.from(c, (x) => SYMBOLS[x]!)) : [],
    lines,
    scatters,
    scatterWin,
    freeSpinsAwarded: scatters >= SCATTERS_TO_TRIGGER ? FREE_SPINS_AWARD : 0,
    multiplier,
    win: linePays * lineBet * multiplier + scatterWin,
  };
}

const stopsFrom = (next: () => number) => REEL_STRIPS.map((strip) => Math.floor(next() * strip.length));

/**
 * A paid spin and the free spins it starts; 5 floats per spin, in play order.
 * Simulations pass detail = false to skip building what the player sees.
 */
export function playSlot(bet: number, next: () => number, detail = true): SlotOutcome {
  if (!validSlotBet(bet)) throw new RangeError(`bet ${bet} is not one of ${SLOT_BETS.join(', ')}`);
  const base = evaluateSpin(bet, stopsFrom(next), 1, detail);
  const freeSpins: SlotSpin[] = [];
  let left = base.freeSpinsAwarded;
  while (left > 0 && freeSpins.length < FREE_SPINS_MAX) {
    const spin = evaluateSpin(bet, stopsFrom(next), FREE_SPIN_MULTIPLIER, detail);
    freeSpins.push(spin);
    left += spin.freeSpinsAwarded - 1;
  }
  return { bet, base, freeSpins, win: base.win + freeSpins.reduce((t, s) => t + s.win, 0) };
}

export interface SlotRtp {
  /** Reel-stop combinations enumerated. */
  combinations: number;
  /** Sum over all combinations of line pays, in line bets. */
  linePaySum: number;
  /** Sum over all combinations of scatter pays, in total bets. */
  scatterPaySum: number;
  /** Combinations that start free spins. */
  triggers: number;
  /** Base-game return per unit bet (lines + scatter). */
  base: number;
  triggerProbability: number;
  /** Expected free spins per trigger, F / (1 - F·p). */
  freeSpinsPerTrigger: number;
  rtp: number;
}

function rtpFrom(combinations: number, linePaySum: number, scatterPaySum: number, triggers: number): SlotRtp {
  const base = linePaySum / SLOT_LINES / combinations + scatterPaySum / combinations;
  const p = triggers / combinations;
  const freeSpinsPerTrigger = FREE_SPINS_AWARD / (1 - FREE_SPINS_AWARD * p);
  return { combinations, linePaySum, scatterPaySum, triggers, base, triggerProbability: p, freeSpinsPerTrigger, rtp: base * (1 + p * FREE_SPIN_MULTIPLIER * freeSpinsPerTrigger) };
}

/**
 * The exact RTP by visiting every reel-stop combination (the product of the
 * strip lengths, about 5 million): the line and scatter pays summed as whole
 * numbers, then the free-spin formula in this file's header.
 */
export function slotRtp(): SlotRtp {
  const lens = REEL_STRIPS.map((s) => s.length);
  const [c0, c1, c2, c3, c4] = COLUMNS as [Int8Array[], Int8Array[], Int8Array[], Int8Array[], Int8Array[]];
  const [n0, n1, n2, n3, n4] = SCATTERS_SHOWN as [Int8Array, Int8Array, Int8Array, Int8Array, Int8Array];
  const rows = PAYLINES.flat();
  const lastRow = PAYLINES.map((r) => r[SLOT_REELS - 1]!);
  const prefix = new Int32Array(SLOT_LINES);
  let linePaySum = 0;
  let scatterPaySum = 0;
  let triggers = 0;
  for (let s0 = 0; s0 < lens[0]!; s0++) {
    const k0 = c0[s0]!;
    for (let s1 = 0; s1 < lens[1]!; s1++) {
      const k1 = c1[s1]!;
      for (let s2 = 0; s2 < lens[2]!; s2++) {
        const k2 = c2[s2]!;
        for (let s3 = 0; s3 < lens[3]!; s3++) {
          const k3 = c3[s3]!;
          const sc = n0[s0]! + n1[s1]! + n2[s2]! + n3[s3]!;
          // The first four symbols of each line are fixed here: keep their part of the key.
          for (let l = 0; l < SLOT_LINES; l++) prefix[l] = tupleKey(k0[rows[l * SLOT_REELS]!]!, k1[rows[l * SLOT_REELS + 1]!]!, k2[rows[l * SLOT_REELS + 2]!]!, k3[rows[l * SLOT_REELS + 3]!]!, 0);
          for (let s4 = 0; s4 < lens[4]!; s4++) {
            const k4 = c4[s4]!;
            for (let l = 0; l < SLOT_LINES; l++) linePaySum += LINE_PAY[prefix[l]! + k4[lastRow[l]!]!]!;
            const n = sc + n4[s4]!;
            scatterPaySum += SCATTER_PAYS[Math.min(n, SCATTER_PAYS.length - 1)] ?? 0;
            if (n >= SCATTERS_TO_TRIGGER) triggers++;
          }
        }
      }
    }
  }
  return rtpFrom(lens.reduce((a, b) => a * b, 1), linePaySum, scatterPaySum, triggers);
}

/**
 * The same RTP from symbol frequencies (a payline sees each reel's strip
 * uniformly and reels are independent, and the scatter count is a
 * convolution of per-reel chances): a fast cross-check of slotRtp.
 */
export function slotRtpFromFrequencies(): SlotRtp {
  const lens = REEL_STRIPS.map((s) => s.length);
  const combinations = lens.reduce((a, b) => a * b, 1);
  const freq = REEL_STRIPS.map((strip) => SYMBOLS.map((_, id) => strip.filter((x) => x === id).length));
  let perLine = 0;
  const n = SYMBOLS.length;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      for (let c = 0; c < n; c++)
        for (let d = 0; d < n; d++)
          for (let e = 0; e < n; e++) {
            const w = freq[0]![a]! * freq[1]![b]! * freq[2]![c]! * freq[3]![d]! * freq[4]![e]!;
            if (w) perLine += w * linePay(a, b, c, d, e).pay;
          }
  // dist[k] = number of stop combinations with k scatters on screen.
  let dist = [1];
  SCATTERS_SHOWN.forEach((shown) => {
    const next = new Array<number>(dist.length + SLOT_ROWS).fill(0);
    dist.forEach((ways, k) => shown.forEach((m) => (next[k + m]! += ways)));
    dist = next;
  });
  const scatterPaySum = dist.reduce((t, ways, k) => t + ways * (SCATTER_PAYS[Math.min(k, SCATTER_PAYS.length - 1)] ?? 0), 0);
  const triggers = dist.reduce((t, ways, k) => t + (k >= SCATTERS_TO_TRIGGER ? ways : 0), 0);
  return rtpFrom(combinations, perLine * SLOT_LINES, scatterPaySum, triggers);
}
