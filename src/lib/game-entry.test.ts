// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryFor, splitSports } from './game-entry';

const groups = { INHOUSE: ['INHOUSE'], JL: ['JILI'], RTG: ['RTG'], ESPORTS: ['ARENA'], COCKFIGHT: ['DERBY'] };

describe('§4 entry rules', () => {
  it.each([
    ['BINGO', { gameType: 'RNG', gameClassify: 'BG', vendors: [], isNew: false, vendorSelector: false }],
    ['INHOUSE', { gameType: 'RNG', gameClassify: '', vendors: ['INHOUSE'], vendorSelector: false }],
    ['NEW', { gameType: '', gameClassify: '', isNew: true, vendorSelector: false }],
    ['JL', { gameType: 'RNG', vendors: ['JILI'], vendorSelector: false }],
    ['RTG', { gameType: 'RNG', vendors: ['RTG'], vendorSelector: false }],
    ['JACKPOT', { gameType: 'RNG', gameClassify: 'JP', vendorSelector: false }],
    ['ESPORTS', { gameType: 'SPORTS', vendors: ['ARENA'], vendorSelector: true }],
    ['COCKFIGHT', { gameType: 'SPORTS', vendors: ['DERBY'], vendorSelector: true }],
    ['RNG', { gameType: 'RNG', gameClassify: '', vendors: [], vendorSelector: true }],
    ['LIVE', { gameType: 'LIVE', vendorSelector: true }],
  ])('%s', (key, expected) => {
    expect(entryFor(key, groups)).toMatchObject(expected);
  });

  it('§2: list-type categories open on their games, the others on their vendors; /m/provider is every game with the vendor selector', () => {
    for (const key of ['RNG', 'FISH', 'PVP', 'BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT', 'NEW']) expect(entryFor(key, groups).vendorView, key).toBe(false);
    for (const key of ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']) expect(entryFor(key, groups).vendorView, key).toBe(true);
    expect(entryFor('PROVIDER', groups)).toMatchObject({ gameType: '', vendors: [], vendorSelector: true, vendorView: false, isNew: false });
  });

  it('a key that is no game type (all games, hot) asks for every type, never for a type the API refuses', () => {
    for (const key of ['ALL', 'HOT', 'SEARCH', 'x<y']) expect(entryFor(key, groups).gameType, key).toBe('');
  });

  it('splits sports into sports, e-sports, cockfight and drops empty ones', () => {
    const v = (vassalage: string) => ({ vassalage });
    expect(splitSports([v('PITCH'), v('ARENA'), v('DERBY')], groups).map((x) => x.key)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect(splitSports([v('ARENA')], groups).map((x) => x.key)).toEqual(['ESPORTS']);
    expect(splitSports([], groups)).toEqual([]);
  });
});
