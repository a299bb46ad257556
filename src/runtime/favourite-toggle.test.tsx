/** §4: the favourite star changes at once, and goes back when the server refuses. */
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { session, signIn, signOut } from '../state/session';
import { useActionHandler } from './actions';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

it('adds and removes the star before the server answers, and puts it back on a refusal', async () => {
  signIn({ token: 't', userName: 'demo', type: 0, firstTimeLogin: false });
  let answer!: (ok: boolean) => void;
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => {
    answer = (ok) => resolve(ok ? Response.json({ success: true, value: {} }) : Response.json({ success: false, errorCode: 'game.notFound', message: 'x' }, { status: 404 }));
  })));
  const { result } = renderHook(() => useActionHandler(), { wrapper });
  result.current({ type: 'toggleFavourite', nodeId: 'G1', gameType: 'RNG' });
  expect(session.favourites).toEqual(['G1']);
  answer(true);
  await new Promise((r) => setTimeout(r, 0));
  expect(session.favourites).toEqual(['G1']);

  result.current({ type: 'toggleFavourite', nodeId: 'G1', gameType: 'RNG' });
  expect(session.favourites).toEqual([]);
  answer(false);
  await waitFor(() => expect(session.favourites).toEqual(['G1']));
});

it('sends the write so that it outlives the page: the star shows at once, and a reload right after must not cancel it', () => {
  signIn({ token: 't', userName: 'demo', type: 0, firstTimeLogin: false });
  const fetch = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
  const { result } = renderHook(() => useActionHandler(), { wrapper });
  result.current({ type: 'toggleFavourite', nodeId: 'G1', gameType: 'RNG' });
  result.current({ type: 'toggleFavourite', nodeId: 'G1', gameType: 'RNG' });
  expect(fetch.mock.calls.map(([url, init]) => [url, init.method, init.keepalive])).toEqual([
    ['/api/member/favourites', 'POST', true],
    ['/api/member/favourites', 'DELETE', true],
  ]);
});
