import { describe, expect, it } from 'vitest';
import { CRASH_RTP, CRASH_TARGET_MAX, CRASH_TARGET_MIN, crashPoint, crashWinProbability, liveEndMs, liveTarget, msToReach, multiplierAt, playCrash, settleLiveCrash } from './crash';
import { simulationRandom } from './prng';
import { simulate, SIMULATED_ROUNDS } from './stats';
import { floatSource } from '../../src/lib/provably-fair';

const TWO32 = 2 ** 32;

/** Exactly how many of the 2^32 possible floats reach `target`: crashPoint is monotone in r, so binary-search the first. */
function winningFloats(target: number): number {
  let lo = 0;
  let hi = TWO32;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (crashPoint(mid / TWO32) >= target) hi = mid;
    else lo = mid + 1;
  }
  return TWO32 - lo;
}

describe('crash', () => {
  it('derives the crash point as floor(99 / (1 - r)) hundredths, never below 1.00x', () => {
    expect(crashPoint(0)).toBe(100);
    expect(crashPoint(0.5)).toBe(198);
    // r = 1 - 1/100 exactly on the 2^-32 grid would be 9900; the nearest grid float below gives 9899.
    expect(crashPoint(1 - 2 ** 25 / TWO32)).toBe(Math.floor((99 * TWO32) / 2 ** 25));
    expect(crashPoint(1 - 2 ** -7)).toBe(99 * 128);
    expect(crashPoint(1 - 2 ** -32)).toBe(Math.floor(99 * TWO32));
  });

  it('returns 99% for every cash-out target, counted exactly over all 2^32 floats', () => {
    for (const target of [CRASH_TARGET_MIN, 150, 200, 333, 1000, 10_000, CRASH_TARGET_MAX]) {
      const p = winningFloats(target) / TWO32;
      expect(Math.abs(p - crashWinProbability(target))).toBeLessThanOrEqual(1 / TWO32);
      expect(Math.abs((target / 100) * p - CRASH_RTP)).toBeLessThan(1e-6);
    }
  });

  it('crashes at 1.00x about 1.98% of the time', () => {
    expect(1 - winningFloats(101) / TWO32).toBeCloseTo(1 - 99 / 101, 9);
  });

  it('pays bet × target when the crash point reaches the target, nothing below it', () => {
    const at = (r: number) => playCrash(100, 200, floatSource([r]));
    expect(at(0.5051)).toMatchObject({ crashPoint: 200, cashedOut: true, win: 200 });
    expect(at(0.5)).toMatchObject({ crashPoint: 198, cashedOut: false, win: 0 });
    expect(playCrash(333, 150, floatSource([0.9])).win).toBe(499);
    expect(() => playCrash(100, 100, floatSource([0.9]))).toThrow(RangeError);
    expect(() => playCrash(5, 200, floatSource([0.9]))).toThrow(RangeError);
  });

  it('agrees with 10,000,000 simulated rounds at 2.00x and at 10.00x within 4 standard errors', () => {
    for (const [seed, target] of [[1, 200], [2, 1000]] as const) {
      const next = simulationRandom(seed);
      const sim = simulate(SIMULATED_ROUNDS, () => playCrash(100, target, next).win / 100);
      expect(Math.abs(sim.mean - CRASH_RTP)).toBeLessThan(4 * sim.se);
    }
  });

  describe('live rounds', () => {
    it('climbs from 1.00x by the clock; msToReach is the first millisecond at a multiplier', () => {
      expect(multiplierAt(0)).toBe(100);
      expect(multiplierAt(-5)).toBe(100);
      for (const m of [101, 150, 200, 1000, CRASH_TARGET_MAX]) {
        const ms = msToReach(m);
        expect(multiplierAt(ms)).toBeGreaterThanOrEqual(m);
        expect(multiplierAt(ms - 1)).toBeLessThan(m);
      }
      // 2.00x a little under 7 s in; every live round is over by 1,000x.
      expect(msToReach(200)).toBeGreaterThan(6_900);
      expect(msToReach(200)).toBeLessThan(7_000);
      expect(liveTarget(undefined)).toBe(CRASH_TARGET_MAX);
      expect(liveTarget(250)).toBe(250);
    });

    it('pays the multiplier of the moment asked, at least 1.01x, up to the auto cash-out, when the crash has not come', () => {
      expect(settleLiveCrash(100, 300, 1000, msToReach(200))).toEqual({ live: true, bet: 100, target: 1000, crashPoint: 300, cashedOut: true, cashOutAt: 200, win: 200 });
      expect(settleLiveCrash(100, 300, 1000, msToReach(301))).toMatchObject({ cashedOut: false, cashOutAt: null, win: 0 });
      expect(settleLiveCrash(100, 300, 1000, 0)).toMatchObject({ cashOutAt: 101, win: 101 });
      expect(settleLiveCrash(100, 100, 1000, 0)).toMatchObject({ cashedOut: false, win: 0 });
      // The auto cash-out came first.
      expect(settleLiveCrash(100, 300, 150, msToReach(250))).toMatchObject({ cashOutAt: 150, win: 150 });
      // Ended by itself: the target when the crash point reached it, else nothing.
      expect(settleLiveCrash(333, 300, 150, null)).toMatchObject({ cashedOut: true, cashOutAt: 150, win: 499 });
      expect(settleLiveCrash(100, 149, 150, null)).toMatchObject({ cashedOut: false, win: 0 });
      expect(liveEndMs(300, 1000)).toBe(msToReach(301));
      expect(liveEndMs(300, 150)).toBe(msToReach(150));
      expect(liveEndMs(100, 1000)).toBe(0);
    });

    it('returns 99% whenever the player cashes out: 10,000,000 simulated rounds with random cash-out times agree within 4 standard errors', () => {
      const next = simulationRandom(7);
      const sim = simulate(SIMULATED_ROUNDS, () => {
        const point = crashPoint(next());
        // A player who cashes out at a random moment of the first 30 s (past the crash: lost).
        const askedMs = Math.floor(next() * 30_000);
        return settleLiveCrash(10_000, point, CRASH_TARGET_MAX, askedMs).win / 10_000;
      });
      // Cash-outs floor to the minor unit; at a 100.00 bet that costs under 0.0001 of return.
      expect(Math.abs(sim.mean - CRASH_RTP)).toBeLessThan(4 * sim.se + 1e-4);
    });
  });
});
