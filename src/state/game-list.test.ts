import { describe, expect, it, vi } from 'vitest';
import { createGameList, hasMore, noData, type GameQuery } from './game-list';
import { entryFor } from '../lib/game-entry';
import { makeGames } from '../../tests/fixtures/widgets';

const groups = { JL: ['JILI'] };

function fakeApi(total: number) {
  const calls: GameQuery[] = [];
  const fetchPage = vi.fn(async (q: GameQuery) => {
    calls.push(q);
    const all = makeGames(total);
    return { games: all.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), totalCount: total };
  });
  return { calls, fetchPage };
}

describe('game list state (§4)', () => {
  it('loads page 1, appends on load more while page < totalPages, then stops', async () => {
    const api = fakeApi(80);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('RNG', groups));
    expect(list.state.games).toHaveLength(36);
    expect(hasMore(list.state)).toBe(true);
    await list.loadMore();
    await list.loadMore();
    expect(list.state.games).toHaveLength(80);
    expect(list.state.page).toBe(3);
    expect(hasMore(list.state)).toBe(false);
    await list.loadMore();
    expect(api.fetchPage).toHaveBeenCalledTimes(3);
  });

  it('a filter change resets to page 1, empties and reloads; vendor and name reset classification and bets', async () => {
    const api = fakeApi(80);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('RNG', groups));
    await list.loadMore();
    await list.setClassify('FeatureBuy');
    expect(api.calls.at(-1)).toMatchObject({ pageNo: 1, gameClassify: 'FeatureBuy' });
    expect(list.state.games).toHaveLength(36);
    list.state.minBet = 5;
    await list.setVendor('JILI');
    expect(api.calls.at(-1)).toMatchObject({ pageNo: 1, vassalage: 'JILI', gameClassify: '', minBet: undefined });
    await list.setClassify('JP');
    await list.setName('dragon');
    expect(api.calls.at(-1)).toMatchObject({ gameName: 'dragon', gameClassify: '', vassalage: 'JILI' });
  });

  it('NEW is asked as isNew with no classification; HOT, FAV and RECENT set the data type', async () => {
    const api = fakeApi(5);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('NEW', groups));
    expect(api.calls.at(-1)).toMatchObject({ isNew: true, gameClassify: '', entry: { gameType: '' } });
    await list.setDataType('hot');
    expect(api.calls.at(-1)).toMatchObject({ dataType: 'hot', pageNo: 1 });
    await list.setDataType('favourite');
    expect(api.calls.at(-1)!.dataType).toBe('favourite');
  });

  it('ignores a slow answer to an older request', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const fetchPage = vi.fn(async (q: GameQuery) => {
      if (q.gameClassify === 'JP') await slow;
      return { games: makeGames(q.gameClassify === 'JP' ? 2 : 7), pageNum: 1, totalPages: 1, totalCount: 0 };
    });
    const list = createGameList(fetchPage, 36);
    await list.enter(entryFor('RNG', groups));
    const first = list.setClassify('JP');
    await list.setClassify('FeatureBuy');
    release();
    await first;
    expect(list.state.games).toHaveLength(7);
  });

  it('reports no data only after an empty answer, and keeps the error for a retry', async () => {
    const list = createGameList(vi.fn(async () => ({ games: [], pageNum: 1, totalPages: 1, totalCount: 0 })));
    expect(noData(list.state)).toBe(false);
    await list.enter(entryFor('PVP', groups));
    expect(noData(list.state)).toBe(true);
    const failing = createGameList(vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { errorCode: 'network.failed' }))));
    await failing.enter(entryFor('PVP', groups));
    expect(failing.state.error).toBe('network.failed');
    expect(noData(failing.state)).toBe(false);
  });
});
