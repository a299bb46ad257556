// @vitest-environment node
/** The home layout's favourites are page 1 of 100 (PAGE_SIZE_FAVOURITES_HOME), and never asked for without a session. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeGames } from '../../tests/fixtures/widgets';
import { PAGE_SIZE_FAVOURITES_HOME } from '../lib/constants';
import { session } from '../state/session';
import { sources } from './sources';

const asked: URL[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    asked.push(new URL(String(input), 'http://localhost'));
    return Response.json({ success: true, value: { games: makeGames(2), pageNum: 1, totalPages: 1, totalCount: 2 } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(session, { token: null, type: null });
});

it('games.favourites: page 1 of 100 of the member\'s favourites; nothing asked for a visitor', async () => {
  const signal = new AbortController().signal;
  expect(await sources['games.favourites']({}, { language: 'en', token: null }, signal)).toEqual([]);
  expect(asked).toHaveLength(0);
  Object.assign(session, { token: 'tok', type: 0 });
  const games = (await sources['games.favourites']({}, { language: 'en', token: 'tok' }, signal)) as unknown[];
  expect(games).toHaveLength(2);
  expect(asked[0]!.pathname).toBe('/api/member/favourites');
  expect(asked[0]!.searchParams.get('pageNo')).toBe('1');
  expect(asked[0]!.searchParams.get('pageSize')).toBe(String(PAGE_SIZE_FAVOURITES_HOME));
  expect(PAGE_SIZE_FAVOURITES_HOME).toBe(100);
});
