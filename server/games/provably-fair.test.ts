import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToFloats, fairFloats, floatSource, FloatsExhausted, newServerSeed, playFair, seedHash } from '../../src/lib/provably-fair';
import { playRound } from './index';

const input = { serverSeed: `${'0'.repeat(62)}ff`, clientSeed: 'parlor', nonce: 7 };

describe('provably fair derivation', () => {
  it('commits to the server seed with SHA-256 of its hex text (known answer)', async () => {
    expect(await seedHash(input.serverSeed)).toBe('9f30b6a3678542cc8f1202ee3f76a3e9abd7dd5758c954084862348995bd297a');
    expect(await seedHash(input.serverSeed)).toBe(createHash('sha256').update(input.serverSeed).digest('hex'));
  });

  it('derives the round floats from HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), 4 bytes each (known answer)', async () => {
    const floats = await fairFloats(input, 10);
    expect(floats).toEqual([
      0.2680585684720427, 0.8329766942188144, 0.005491012474521995, 0.371989909093827, 0.3003124394454062, 0.3413613587617874, 0.37089381855912507, 0.22151793376542628,
      0.48511323519051075, 0.15666198451071978,
    ]);
    // The same numbers from Node's own HMAC: block 0 gives floats 0-7, block 1 the rest.
    const block = (cursor: number) => createHmac('sha256', input.serverSeed).update(`parlor:7:${cursor}`).digest();
    const node = [...block(0), ...block(1)];
    expect(floats).toEqual(bytesToFloats(Uint8Array.from(node)).slice(0, 10));
    expect(floats[0]).toBe(block(0).readUInt32BE(0) / 2 ** 32);
  });

  it('changes with the nonce and the client seed', async () => {
    const [a] = await fairFloats(input, 1);
    expect((await fairFloats({ ...input, nonce: 8 }, 1))[0]).not.toBe(a);
    expect((await fairFloats({ ...input, clientSeed: 'other' }, 1))[0]).not.toBe(a);
  });

  it('gives 32-byte server seeds as 64 hex characters, never the same twice', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('replays a round that needs more floats than the first batch, with the same outcome', async () => {
    let attempts = 0;
    const out = await playFair(input, (next) => {
      attempts++;
      for (let i = 0; i < 100; i++) next();
      return next();
    });
    expect(attempts).toBe(2);
    expect(out).toBe((await fairFloats(input, 101))[100]);
    expect(() => floatSource([0.5])() + floatSource([])()).toThrow(FloatsExhausted);
  });

  it('plays each game from the seeds (known answers)', async () => {
    const dice = await playFair(input, (n) => playRound('dice', 100, { direction: 'under', threshold: 5000 }, n));
    expect(dice).toMatchObject({ win: 198, result: { roll: 2680, won: true } });
    const crash = await playFair(input, (n) => playRound('crash', 100, { target: 200 }, n));
    expect(crash).toMatchObject({ win: 0, result: { crashPoint: 135, cashedOut: false } });
    const slot = await playFair(input, (n) => playRound('slot', 100, {}, n));
    expect(slot.kind === 'slot' && slot.result.base.stops).toEqual([5, 18, 0, 8, 6]);
    expect(slot.win).toBe(345);
  });
});
