import { describe, expect, it } from 'vitest';
import { CRASH_RTP, CRASH_TARGET_MAX, CRASH_TARGET_MIN, crashPoint, crashWinProbability, playCrash } from './crash';
import { simulationRandom } from './prng';
import { simulate } from './stats';
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

  it('agrees with 1,000,000 simulated rounds at 2.00x and at 10.00x within 4 standard errors', () => {
    for (const [seed, target] of [[1, 200], [2, 1000]] as const) {
      const next = simulationRandom(seed);
      const sim = simulate(1_000_000, () => playCrash(100, target, next).win / 100);
      expect(Math.abs(sim.mean - CRASH_RTP)).toBeLessThan(4 * sim.se);
    }
  });
});
