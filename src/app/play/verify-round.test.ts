// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newServerSeed, playFair, seedHash } from '../../lib/provably-fair';
import { playRound } from '../../../server/games';
import { verifyRound } from './verify-round';

describe('verifying a past round in the browser', () => {
  it('accepts a round recomputed from the committed seed, and refuses another seed or another outcome', async () => {
    const serverSeed = newServerSeed();
    const fairness = { serverSeed, serverSeedHash: await seedHash(serverSeed), clientSeed: 'lucky', nonce: 7 };
    const params = { direction: 'under' as const, threshold: 5000 };
    const played = await playFair(fairness, (next) => playRound('dice', 100, params, next));
    expect(await verifyRound('dice', 100, params, fairness, played.result)).toBe(true);
    // Another seed revealed afterwards, with the outcome it gives: it recomputes, but it is not the
    // seed committed to before the round.
    const other = { ...fairness, serverSeed: newServerSeed() };
    const forged = await playFair(other, (next) => playRound('dice', 100, params, next));
    expect(await verifyRound('dice', 100, params, other, forged.result)).toBe(false);
    // A stored outcome the seeds do not give.
    const roll = (played.result as { roll: number }).roll;
    expect(await verifyRound('dice', 100, params, fairness, { ...(played.result as object), roll: (roll + 1) % 10_000 })).toBe(false);
  });
});
