/**
 * RTP simulations of any length and seed, beside the test suite's (SIMULATED_ROUNDS
 * of each game, fixed seeds): `npx tsx server/games/simulate.ts slot|crash|dice [rounds] [seed]`.
 * Prints the mean return, its standard error and the distance from the
 * exact RTP in standard errors.
 */
import { CRASH_RTP, playCrash } from './crash';
import { DICE_RTP, playDice } from './dice';
import { simulationRandom } from './prng';
import { playSlot } from './slot';
import { SLOT_RTP } from './slot-rtp';
import { simulate } from './stats';

const [kind = 'slot', roundsArg = '10000000', seedArg = '20261126'] = process.argv.slice(2);
const next = simulationRandom(Number(seedArg));
const games: Record<string, [number, () => number]> = {
  slot: [SLOT_RTP, () => playSlot(20, next, false).win / 20],
  crash: [CRASH_RTP, () => playCrash(100, 200, next).win / 100],
  dice: [DICE_RTP, () => playDice(100, 'under', 2500, next).win / 100],
};
const game = games[kind];
if (!game) throw new Error(`unknown game ${kind}`);
const started = Date.now();
const sim = simulate(Number(roundsArg), game[1]);
console.log(JSON.stringify({ kind, seed: Number(seedArg), ...sim, exact: game[0], zScore: (sim.mean - game[0]) / sim.se, seconds: (Date.now() - started) / 1000 }));
