/**
 * The game-list screen enters its category once: settings replaced by an equal copy (a background
 * refresh on a page the service worker served, a sign-in) must not fetch page 1 again and redraw
 * the list under the player; settings whose vendor groups change the category's entry must.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../schemas/settings.schema';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { GameListScreen } from './game-list-screen';

const gameCalls: URL[] = [];
const listCalls: URL[] = [];
const base = { whitelabel: {}, currency: { code: 'PHP', symbol: '₱' }, vendorGroups: { JL: ['JILI'], INHOUSE: ['PARLOR'] } };

const VENDORS = [
  { vassalage: 'JILI', displayName: 'JILI', gameType: 'RNG', gameClassify: ['FeatureBuy', 'JP'], gameCount: 10, iconUrl: '/v/jili.png', iconMonoUrl: '/v/jili-mono.png' },
  { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', gameClassify: ['FeatureBuy'], gameCount: 10, iconUrl: '/v/pg.png', iconMonoUrl: '/v/pg-mono.png' },
];

function stubApi() {
  vi.stubGlobal('fetch', vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    if (['/api/games/hot', '/api/member/favourites', '/api/member/recent'].includes(url.pathname)) {
      listCalls.push(url);
      return Response.json({ success: true, value: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 } });
    }
    if (url.pathname === '/api/games') {
      gameCalls.push(url);
      return Response.json({ success: true, value: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 } });
    }
    if (url.pathname === '/api/games/vendors') return Response.json({ success: true, value: { list: VENDORS, mapping: {}, sorting: [] } });
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

describe('game-list screen: hot, favourites and recent chips (#20.6)', () => {
  beforeEach(() => {
    gameCalls.length = 0;
    listCalls.length = 0;
    settings.settings = structuredClone(base) as unknown as Settings;
    session.token = 'tok';
    session.type = 0;
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.settings = null;
    session.token = null;
  });

  it('narrow to the category and the chosen vendor, with the name and the classification', async () => {
    render(
      <MemoryRouter initialEntries={['/slot-games?vassalage=JILI&gameClassify=FeatureBuy']}>
        <GameListScreen meta={{ path: 'slot-games', shell: 'main', screen: 'games', title: 'games.types.RNG', gameKey: 'RNG' }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'game name' }), 'gem{Enter}');
    await waitFor(() => expect(gameCalls.at(-1)!.searchParams.get('gameName')).toBe('gem'));
    // §4: a name search resets the classification; choose one again.
    await userEvent.click(screen.getByRole('button', { name: 'Feature buy' }));
    await waitFor(() => expect(gameCalls.at(-1)!.searchParams.get('gameClassify')).toBe('FeatureBuy'));
    for (const [chip, path] of [['Hot games', '/api/games/hot'], ['Favorites', '/api/member/favourites'], ['Recent games', '/api/member/recent']] as const) {
      await userEvent.click(screen.getByRole('button', { name: chip }));
      await waitFor(() => expect(listCalls.at(-1)?.pathname).toBe(path));
      const q = listCalls.at(-1)!.searchParams;
      expect(q.get('gameType')).toBe('RNG');
      expect(q.get(path === '/api/games/hot' ? 'vassalage' : 'vendor')).toBe('JILI');
      expect(q.get('gameClassify')).toBe('FeatureBuy');
      expect(q.get('gameName')).toBe('gem');
      // The vendor selector is not offered on these views (§4), but the vendor that narrows them shows.
      expect(screen.queryByTestId('vendor-selector')).toBeNull();
      expect(screen.getByTestId('vendor-chip')).toHaveTextContent('JILI');
    }
    // A classification chip narrows the recent view without leaving it; tapping it again clears it.
    await userEvent.click(screen.getByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(listCalls.at(-1)!.searchParams.get('gameClassify')).toBe('JP'));
    expect(listCalls.at(-1)!.pathname).toBe('/api/member/recent');
    expect(screen.getByRole('button', { name: 'Recent games' })).toHaveAttribute('aria-pressed', 'true');
  });
});
