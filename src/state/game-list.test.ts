// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio';
import { createGameList, createHotList, filterChange, filtersActive, hasMore, nextHotPage, noData, type GameQuery } from './game-list';
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

  it('keeps the vendor, classification and name on the hot, favourite and recent views, and a classification keeps the view', async () => {
    const api = fakeApi(80);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('LIVE', groups), { vassalage: 'EVO' });
    await list.setName('roulette');
    await list.setClassify('FeatureBuy');
    for (const dataType of ['hot', 'favourite', 'recent'] as const) {
      await list.setDataType(dataType);
      expect(api.calls.at(-1)).toMatchObject({ dataType, vassalage: 'EVO', gameName: 'roulette', gameClassify: 'FeatureBuy', entry: { gameType: 'LIVE' }, pageNo: 1 });
    }
    await list.setClassify('JP');
    expect(api.calls.at(-1)).toMatchObject({ dataType: 'recent', gameClassify: 'JP' });
    // The chosen classification again clears it.
    await list.setClassify('JP');
    expect(api.calls.at(-1)).toMatchObject({ dataType: 'recent', gameClassify: '' });
    const change = filterChange(list.state, { gameName: 'x', vassalage: 'EVO', gameClassify: 'JP' });
    expect(change).not.toHaveProperty('dataType');
  });

  it('made with its opening category, entering it changes nothing until the page arrives, and the seed goes out', async () => {
    const api = fakeApi(80);
    const entry = entryFor('RNG', groups);
    const list = createGameList(api.fetchPage, 36, { entry, seed: { vassalage: 'JILI' } });
    // Loading from the start: the screen's first render shows the skeleton, not "No games found".
    expect(list.state.loading).toBe(true);
    let changes = 0;
    const stop = subscribe(list.state, () => void changes++, true);
    const entered = list.enter(entry, { vassalage: 'JILI' });
    expect(changes).toBe(0);
    await entered;
    stop();
    expect(changes).toBeGreaterThan(0);
    expect(api.calls[0]).toMatchObject({ vassalage: 'JILI', pageNo: 1 });
    expect(list.state.games).toHaveLength(36);
    // Another category afterwards starts afresh.
    await list.enter(entryFor('LIVE', groups));
    expect(list.state.vassalage).toBe('');
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

  it('a query seed (vassalage, classification, min bet, min line) goes out with the first request', async () => {
    const api = fakeApi(80);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('RNG', groups), { gameClassify: 'FeatureBuy', minBet: 5, minLine: 20 });
    expect(api.fetchPage).toHaveBeenCalledTimes(1);
    expect(api.calls[0]).toMatchObject({ pageNo: 1, gameClassify: 'FeatureBuy', minBet: 5, minLine: 20 });
  });

  it('the filter popup applies name, provider and type in one reload from page 1, and a new provider or name drops min bet and min line', async () => {
    const api = fakeApi(80);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('RNG', groups), { minBet: 5, minLine: 20 });
    await list.loadMore();
    expect(list.state.games).toHaveLength(72);
    await list.applyFilters({ gameName: '  Dragon ', vassalage: 'JILI', gameClassify: 'JP' });
    expect(api.calls.at(-1)).toMatchObject({ pageNo: 1, gameName: 'Dragon', vassalage: 'JILI', gameClassify: 'JP', minBet: undefined, minLine: undefined });
    expect(list.state.games).toHaveLength(36);
    expect(api.fetchPage).toHaveBeenCalledTimes(3);
  });

  it('the filter popup keeps min bet and min line when neither provider nor name changes', () => {
    const current = { dataType: 'all' as const, vassalage: 'JILI', gameClassify: '' as const, gameName: 'gem', isNew: false, minBet: 5, minLine: 20 };
    expect(filterChange(current, { gameName: 'gem', vassalage: 'JILI', gameClassify: 'JP' })).toEqual({ gameName: 'gem', vassalage: 'JILI', gameClassify: 'JP' });
    expect(filterChange(current, { gameName: 'gems', vassalage: 'JILI', gameClassify: '' })).toMatchObject({ minBet: undefined, minLine: undefined, gameClassify: '' });
    expect(filterChange(current, { gameName: 'gem', vassalage: 'RTG', gameClassify: '' })).toMatchObject({ minBet: undefined, minLine: undefined });
  });

  it('reset clears every filter and reloads from page 1', async () => {
    const api = fakeApi(80);
    const list = createGameList(api.fetchPage, 36);
    await list.enter(entryFor('RNG', groups), { vassalage: 'JILI', gameClassify: 'JP', minBet: 5 });
    await list.setName('dragon');
    expect(filtersActive(list.state)).toBe(true);
    await list.loadMore();
    await list.resetFilters();
    expect(api.calls.at(-1)).toMatchObject({ pageNo: 1, gameName: '', vassalage: '', gameClassify: '', minBet: undefined, minLine: undefined, dataType: 'all' });
    expect(filtersActive(list.state)).toBe(false);
    expect(list.state.page).toBe(1);
  });
});

describe('hot-games list (§2)', () => {
  it('the page counter starts at 1, goes +1 and wraps to 1 when there is no more', () => {
    expect(nextHotPage(0, 0)).toBe(1);
    expect(nextHotPage(1, 5)).toBe(2);
    expect(nextHotPage(4, 5)).toBe(5);
    expect(nextHotPage(5, 5)).toBe(1);
    expect(nextHotPage(1, 1)).toBe(1);
  });

  it('appends each next page, then starts over from page 1 with page 1 alone', async () => {
    const pages: number[] = [];
    const all = makeGames(50);
    const list = createHotList(async (pageNo) => {
      pages.push(pageNo);
      return { games: all.slice((pageNo - 1) * 24, pageNo * 24), pageNum: pageNo, totalPages: 3, totalCount: 50 };
    });
    await list.start();
    expect(list.state.page).toBe(1);
    await list.more();
    await list.more();
    expect(list.state.games).toHaveLength(50);
    expect(list.state.page).toBe(3);
    await list.more();
    expect(pages).toEqual([1, 2, 3, 1]);
    expect(list.state.page).toBe(1);
    expect(list.state.games).toHaveLength(24);
    expect(list.state.games[0]!.nodeId).toBe(all[0]!.nodeId);
  });

  it('keeps what it has when a page fails, and retry asks for that page again', async () => {
    let fail = false;
    const pages: number[] = [];
    const list = createHotList(async (pageNo) => {
      pages.push(pageNo);
      if (fail) throw Object.assign(new Error('x'), { errorCode: 'network.failed' });
      return { games: makeGames(24), pageNum: pageNo, totalPages: 3, totalCount: 72 };
    });
    await list.start();
    fail = true;
    await list.more();
    expect(list.state.error).toBe('network.failed');
    expect(list.state.page).toBe(1);
    expect(list.state.games).toHaveLength(24);
    fail = false;
    await list.retry();
    expect(pages).toEqual([1, 2, 2]);
    expect(list.state.page).toBe(2);
  });
});
