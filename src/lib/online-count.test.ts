// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulatedOnline, ONLINE_STEP } from './online-count';

const MIN = 60_000;
const t0 = Date.UTC(2026, 10, 21, 0, 0, 0);

describe('simulated online count (§4)', () => {
  it('stays within RNG 100–1000 and 35–250 for other types', () => {
    for (let i = 0; i < 200; i++) {
      const rng = simulatedOnline(`g${i}`, 'RNG', t0 + i * 37 * MIN);
      expect(rng).toBeGreaterThanOrEqual(100);
      expect(rng).toBeLessThanOrEqual(1000);
      const live = simulatedOnline(`g${i}`, 'LIVE', t0 + i * 37 * MIN);
      expect(live).toBeGreaterThanOrEqual(35);
      expect(live).toBeLessThanOrEqual(250);
    }
  });

  it('holds for at least 5 minutes and moves by at most 5 at each change, changing within 10 minutes', () => {
    const start = t0 + 3 * 60 * MIN;
    let changes = 0;
    let last = simulatedOnline('node-1', 'RNG', start);
    let lastChange = start;
    for (let t = start + MIN; t < start + 12 * 60 * MIN; t += MIN) {
      const v = simulatedOnline('node-1', 'RNG', t);
      if (v !== last) {
        expect(Math.abs(v - last)).toBeLessThanOrEqual(ONLINE_STEP);
        changes++;
        lastChange = t;
      }
      last = v;
    }
    expect(changes).toBeGreaterThan(12 * 60 / 10 / 2);
    expect(lastChange).toBeGreaterThan(start);
  });

  it('keeps the values the walk gave before its prefix hash was shared (a tile shows the same count as before)', () => {
    const t = Date.UTC(2026, 10, 21, 12, 34);
    expect(simulatedOnline('FX-RNG-1', 'RNG', t)).toBe(847);
    expect(simulatedOnline('FX-RNG-1', 'RNG', t + 9 * 60 * MIN)).toBe(869);
    expect(simulatedOnline('node-7', 'LIVE', t)).toBe(109);
    expect(simulatedOnline('FX-FISH-42', 'FISH', Date.UTC(2026, 0, 1, 23, 59))).toBe(191);
  });

  it('is the same for the same game and time', () => {
    expect(simulatedOnline('x', 'FISH', t0 + 99 * MIN)).toBe(simulatedOnline('x', 'FISH', t0 + 99 * MIN));
  });
});
