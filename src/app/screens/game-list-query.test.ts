// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { querySeed } from './game-list-query';
import { session } from '../../state/session';

const seed = (q: string) => querySeed(new URLSearchParams(q));

describe('game list center query (§2)', () => {
  it('seeds vassalage, gameClassify, dataType and min bet / min line', () => {
    expect(seed('vassalage=JILI&gameClassify=FeatureBuy&minBet=0.5&minLine=20')).toEqual({ vassalage: 'JILI', gameClassify: 'FeatureBuy', minBet: 0.5, minLine: 20 });
    expect(seed('dataType=HOT')).toEqual({ dataType: 'hot' });
    expect(seed('')).toEqual({});
  });

  it('drops what the API would refuse, and favourites/recent for a visitor', () => {
    expect(seed('gameClassify=Nope&vassalage=a;b&minBet=-1&minLine=2.5')).toEqual({});
    expect(seed('minBet=99999999&minLine=abc')).toEqual({});
    expect(session.token).toBeFalsy();
    expect(seed('dataType=favourite')).toEqual({});
  });
});
