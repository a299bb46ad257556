import { describe, expect, it } from 'vitest';
import { DICE_OUTCOMES, DICE_RTP, DICE_WIN_MAX, DICE_WIN_MIN, diceMultiplier, diceWinCount, playDice, validDiceThreshold } from './dice';
import { simulationRandom } from './prng';
import { simulate, SIMULATED_ROUNDS } from './stats';
import { floatSource } from '../../src/lib/provably-fair';

/** What 10,000 bets of `bet`, one on each roll, pay back in total. */
function paidOverAllRolls(bet: number, direction: 'under' | 'over', threshold: number) {
  let paid = 0;
  for (let roll = 0; roll < DICE_OUTCOMES; roll++) paid += playDice(bet, direction, threshold, floatSource([(roll + 0.5) / DICE_OUTCOMES])).win;
  return paid;
}
/** 99% of the stakes, in minor units. */
const rtpOf = (bet: number) => Math.round(DICE_RTP * DICE_OUTCOMES) * bet;

describe('dice', () => {
  it('rolls 0.00 to 99.99 from the float', () => {
    expect(playDice(100, 'under', 5000, floatSource([0])).roll).toBe(0);
    expect(playDice(100, 'under', 5000, floatSource([1 - 2 ** -32])).roll).toBe(9999);
  });

  it('returns exactly 99% over every roll when the payout divides evenly, and never more', () => {
    expect(paidOverAllRolls(100, 'under', 5000)).toBe(rtpOf(100));
    expect(paidOverAllRolls(100, 'over', 4999)).toBe(rtpOf(100));
    expect(paidOverAllRolls(1000, 'under', 1100)).toBe(rtpOf(1000));
    for (const [bet, dir, t] of [[137, 'under', 3333], [10, 'over', 200], [9999, 'under', 9800], [55, 'over', 9899]] as const) {
      const paid = paidOverAllRolls(bet, dir, t);
      expect(paid).toBeLessThanOrEqual(rtpOf(bet));
      // Flooring to the minor unit costs less than one unit per winning roll.
      expect(paid).toBeGreaterThan(rtpOf(bet) - diceWinCount(dir, t));
    }
  });

  it('pays bet × 99 / chance: 1.98x at 50%', () => {
    expect(diceMultiplier(diceWinCount('under', 5000))).toBe(1.98);
    expect(playDice(100, 'under', 5000, floatSource([0.4999])).win).toBe(198);
    expect(playDice(100, 'under', 5000, floatSource([0.5])).win).toBe(0);
    expect(playDice(100, 'over', 5000, floatSource([0.5])).win).toBe(0);
    expect(playDice(100, 'over', 5000, floatSource([0.5001])).win).toBe(198);
  });

  it('keeps the win chance between 1% and 98%', () => {
    expect(validDiceThreshold('under', DICE_WIN_MIN)).toBe(true);
    expect(validDiceThreshold('under', DICE_WIN_MIN - 1)).toBe(false);
    expect(validDiceThreshold('under', DICE_WIN_MAX + 1)).toBe(false);
    expect(validDiceThreshold('over', DICE_OUTCOMES - 1 - DICE_WIN_MAX)).toBe(true);
    expect(validDiceThreshold('over', 9999)).toBe(false);
    expect(validDiceThreshold('under', 49.5)).toBe(false);
  });

  it('agrees with 10,000,000 simulated rounds within 4 standard errors', () => {
    const next = simulationRandom(7);
    const sim = simulate(SIMULATED_ROUNDS, () => playDice(100, 'under', 2500, next).win / 100);
    expect(Math.abs(sim.mean - DICE_RTP)).toBeLessThan(4 * sim.se);
  });
});
