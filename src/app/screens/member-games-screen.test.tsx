/** The favourites and recent screen asks for its own list once, never the catalogue first. */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeGames } from '../../../tests/fixtures/widgets';
import { PAGE_SIZE_FAVOURITES, PAGE_SIZE_GAME_LIST } from '../../lib/constants';
import { session } from '../../state/session';
import type { RouteMeta } from '../routes';
import { MemberGamesScreen } from './member-games-screen';

const calls: URL[] = [];

beforeEach(() => {
  calls.length = 0;
  Object.assign(session, { token: 'tok', type: 0, userName: 'demo' });
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname.startsWith('/api/member/') || url.pathname.startsWith('/api/games')) return Response.json({ success: true, value: { games: makeGames(3), pageNum: 1, totalPages: 1, totalCount: 3 } });
    return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(session, { token: null, type: null, userName: null });
});

const meta = (path: string): RouteMeta => ({ path, shell: 'page', screen: 'memberGames', title: 'games.types.FAV' });

it.each([
  ['favorite', '/api/member/favourites', PAGE_SIZE_FAVOURITES],
  ['recent-games', '/api/member/recent', PAGE_SIZE_GAME_LIST],
] as const)('/m/%s loads %s once, page 1 of %i', async (path, api, pageSize) => {
  render(
    <MemoryRouter initialEntries={[`/${path}?gameType=RNG`]}>
      <MemberGamesScreen meta={meta(path)} />
    </MemoryRouter>,
  );
  expect(await screen.findAllByTestId('game-tile')).toHaveLength(3);
  await new Promise((r) => setTimeout(r, 50));
  expect(calls.map((u) => u.pathname)).toEqual([api]);
  expect(calls[0]!.searchParams.get('pageSize')).toBe(String(pageSize));
  expect(calls[0]!.searchParams.get('gameType')).toBe('RNG');
  await waitFor(() => expect(calls).toHaveLength(1));
});
