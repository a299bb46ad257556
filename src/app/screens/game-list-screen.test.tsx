/**
 * The game-list screen enters its category once: settings replaced by an equal copy (a background
 * refresh on a page the service worker served, a sign-in) must not fetch page 1 again and redraw
 * the list under the player; settings whose vendor groups change the category's entry must.
 */
import { render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../schemas/settings.schema';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { GameListScreen } from './game-list-screen';

const gameCalls: URL[] = [];
const base = { whitelabel: {}, currency: { code: 'PHP', symbol: '₱' }, vendorGroups: { JL: ['JILI'], INHOUSE: ['PARLOR'] } };

function stubApi() {
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/games') {
      gameCalls.push(url);
      return Response.json({ success: true, value: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 } });
    }
    if (url.pathname === '/api/games/vendors') return Response.json({ success: true, value: { list: [] } });
    return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
  }));
}

function show(gameKey: string) {
  const meta: RouteMeta = { path: 'slot-games', shell: 'main', screen: 'games', title: `games.types.${gameKey}`, gameKey };
  return render(
    <MemoryRouter initialEntries={['/slot-games']}>
      <GameListScreen meta={meta} />
    </MemoryRouter>,
  );
}

describe('game-list screen: entering a category', () => {
  beforeEach(() => {
    gameCalls.length = 0;
    settings.settings = structuredClone(base) as unknown as Settings;
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.settings = null;
  });

  it('does not fetch page 1 again when the settings are replaced by an equal copy', async () => {
    show('JL');
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(gameCalls[0]!.searchParams.get('vassalage')).toBe('JILI');
    act(() => {
      settings.settings = structuredClone(base) as unknown as Settings;
    });
    // Give a re-entry every chance to happen.
    await new Promise((r) => setTimeout(r, 50));
    expect(gameCalls).toHaveLength(1);
  });

  it('enters again when the category its vendor groups make up changes', async () => {
    show('JL');
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    act(() => {
      settings.settings = { ...structuredClone(base), vendorGroups: { JL: ['JILI2'] } } as unknown as Settings;
    });
    await waitFor(() => expect(gameCalls).toHaveLength(2));
    expect(gameCalls[1]!.searchParams.get('vassalage')).toBe('JILI2');
  });
});
