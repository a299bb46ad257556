/**
 * The game-list screen enters its category once: settings replaced by an equal copy (a background
 * refresh on a page the service worker served, a sign-in) must not fetch page 1 again and redraw
 * the list under the player; settings whose vendor groups change the category's entry must.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../schemas/settings.schema';
import { goHomeTop } from '../../runtime/actions';
import { browse, resetBrowse } from '../../state/browse';
import { session } from '../../state/session';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { GameListScreen } from './game-list-screen';
import { vendorsUrl } from '../../../platform/answer-urls';
import { VENDOR_CARDS_PER_ROW } from '../../lib/constants';

// jsdom has no pointer capture, which the bottom sheet's drag (vaul) asks for on a press.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

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

  it('a filter change reads the new list from the top; entering the screen leaves the scroll alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // Arriving from a page read part-way down: the screen does not ask where the page is, nor move it.
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(600);
    try {
      render(
        <MemoryRouter initialEntries={['/slot-games']}>
          <GameListScreen meta={{ path: 'slot-games', shell: 'main', screen: 'games', title: 'games.types.RNG', gameKey: 'RNG' }} />
        </MemoryRouter>,
      );
      await waitFor(() => expect(gameCalls).toHaveLength(1));
      const featureBuy = await screen.findByRole('button', { name: 'Feature buy' });
      expect(scrollTo).not.toHaveBeenCalled();
      await userEvent.click(featureBuy);
      await waitFor(() => expect(gameCalls).toHaveLength(2));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      scrollTo.mockRestore();
      scrollY.mockRestore();
    }
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

describe('game-list screen: hot, favourites and recent chips', () => {
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
  }, 20_000);
});

describe('game-list screen: vendor view and the provider list', () => {
  const LIVE = [
    { vassalage: 'RLV', displayName: 'Royal Live', gameType: 'LIVE', gameClassify: [], gameCount: 120, iconUrl: '/v/rlv.png', iconMonoUrl: '/v/rlv-mono.png' },
    { vassalage: 'ACE', displayName: 'Ace Live Casino', gameType: 'LIVE', gameClassify: [], gameCount: 110, iconUrl: '/v/ace.png', iconMonoUrl: '/v/ace-mono.png' },
    { vassalage: 'BLV', displayName: 'Blue Live', gameType: 'LIVE', gameClassify: [], gameCount: 90, iconUrl: '/v/blv.png', iconMonoUrl: '/v/blv-mono.png' },
  ];
  const vendorCalls: URL[] = [];
  beforeEach(() => {
    gameCalls.length = 0;
    vendorCalls.length = 0;
    settings.settings = structuredClone({ ...base, vendorGroups: { ...base.vendorGroups, ESPORTS: ['ARENA'] } }) as unknown as Settings;
    vi.stubGlobal('fetch', vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/games') {
        gameCalls.push(url);
        return Response.json({ success: true, value: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 } });
      }
      if (url.pathname === '/api/games/vendors') {
        vendorCalls.push(url);
        const type = url.searchParams.get('gameType');
        const list = type === 'LIVE' ? LIVE : type === 'SPORTS' ? [{ ...LIVE[0]!, vassalage: 'ARENA', displayName: 'Arena', gameType: 'SPORTS' }, { ...LIVE[1]!, vassalage: 'PITCH', displayName: 'Pitch', gameType: 'SPORTS' }] : [...VENDORS, { ...VENDORS[0]!, gameType: 'FISH', gameCount: 5, gameClassify: ['NEW'] }, ...LIVE];
        return Response.json({ success: true, value: { list, mapping: {}, sorting: [] } });
      }
      return Response.json({ success: false, errorCode: 'request.notFound', message: 'x' }, { status: 404 });
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.settings = null;
  });

  const at = (url: string, gameKey: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <GameListScreen meta={{ path: url.slice(1).split('?')[0]!, shell: 'main', screen: 'games', title: `games.types.${gameKey}`, gameKey }} />
      </MemoryRouter>,
    );

  it('a category that is not a list type shows its vendor cards first, then the chosen vendor\'s games', async () => {
    at('/live-games', 'LIVE');
    const cards = await screen.findAllByTestId('vendor-card');
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('Royal Live'), expect.stringContaining('Ace Live Casino'), expect.stringContaining('Blue Live')]);
    expect(cards[0]).toHaveTextContent('120 games');
    // It asks what the page brings for it (server/lib/player-page.ts), and its first row's images,
    // the screen's largest paint, load at once and first; the rest as they near the viewport.
    expect(vendorCalls.map((u) => u.pathname + u.search)).toEqual([vendorsUrl({ gameType: 'LIVE' })]);
    const images = cards.map((c) => c.querySelector('img')!);
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual(
      LIVE.map((_, i) => (i < VENDOR_CARDS_PER_ROW ? ['eager', 'high'] : ['lazy', null])),
    );
    expect(gameCalls).toHaveLength(0);
    await userEvent.click(cards[1]!);
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(gameCalls[0]!.searchParams.get('gameType')).toBe('LIVE');
    expect(gameCalls[0]!.searchParams.get('vassalage')).toBe('ACE');
    expect(screen.queryByTestId('vendor-view')).toBeNull();
    expect(await screen.findByTestId('game-list')).toBeVisible();
  }, 20_000);

  it('a category of one vendor shows its games at once; a list-type category never shows cards', async () => {
    at('/esport-games', 'ESPORTS');
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(gameCalls[0]!.searchParams.get('vassalage')).toBe('ARENA');
    expect(screen.queryByTestId('vendor-card')).toBeNull();
    cleanup();
    gameCalls.length = 0;
    at('/slot-games', 'RNG');
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(screen.queryByTestId('vendor-view')).toBeNull();
  });

  it('a category of one vendor reads its vendors once: the list takes those the vendor view read', async () => {
    at('/esport-games', 'ESPORTS');
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(await screen.findByTestId('game-list')).toBeVisible();
    expect(vendorCalls.map((u) => u.searchParams.get('gameType'))).toEqual(['SPORTS']);
  });

  it('/m/provider is the provider game list over every game: vendor selector (one choice per vendor), search, filter and classify strip', async () => {
    at('/provider', 'PROVIDER');
    await waitFor(() => expect(gameCalls).toHaveLength(1));
    expect(gameCalls[0]!.searchParams.has('gameType')).toBe(false);
    expect(vendorCalls[0]!.searchParams.has('gameType')).toBe(false);
    expect(screen.queryByTestId('all-games')).toBeNull();
    await userEvent.click(await screen.findByTestId('vendor-selector'));
    const sheet = await screen.findByRole('dialog', { name: 'Providers' });
    expect(within(sheet).getAllByRole('button', { name: 'JILI' })).toHaveLength(1);
    expect(within(sheet).getByRole('button', { name: /Ace Live Casino/ })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: /Royal Live/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(gameCalls.at(-1)!.searchParams.get('vassalage')).toBe('RLV'));
    expect(screen.getByRole('textbox', { name: 'game name' })).toBeVisible();
    expect(screen.getByTestId('filter-open')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Feature buy' })).toBeVisible();
  }, 20_000);
});

describe('game-list screen: the browsing the logo and home button reset', () => {
  beforeEach(() => {
    gameCalls.length = 0;
    resetBrowse();
    settings.settings = structuredClone(base) as unknown as Settings;
    stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    settings.settings = null;
  });

  const slots = () =>
    render(
      <MemoryRouter initialEntries={['/slot-games']}>
        <GameListScreen meta={{ path: 'slot-games', shell: 'main', screen: 'games', title: 'games.types.RNG', gameKey: 'RNG' }} />
      </MemoryRouter>,
    );

  it('a category keeps the vendor chosen in it until the logo or the home button resets the browsing to HOT', async () => {
    slots();
    await userEvent.click(await screen.findByTestId('vendor-selector'));
    const sheet = await screen.findByRole('dialog', { name: 'Providers' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'PG Soft' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(gameCalls.at(-1)!.searchParams.get('vassalage')).toBe('PG'));
    expect(browse).toMatchObject({ category: 'RNG', vendors: { RNG: 'PG' } });
    cleanup();

    // Another category in between, browsed with every vendor: it does not take slots' vendor, nor lose it.
    render(
      <MemoryRouter initialEntries={['/fish-games']}>
        <GameListScreen meta={{ path: 'fish-games', shell: 'main', screen: 'games', title: 'games.types.FISH', gameKey: 'FISH' }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(gameCalls.at(-1)!.searchParams.get('gameType')).toBe('FISH'));
    expect(gameCalls.at(-1)!.searchParams.has('vassalage')).toBe(false);
    await waitFor(() => expect(browse.category).toBe('FISH'));
    cleanup();

    // Back in slots later: the provider is still chosen.
    slots();
    await waitFor(() => expect(gameCalls.at(-1)!.searchParams.get('vassalage')).toBe('PG'));
    expect(await screen.findByTestId('vendor-selector')).toHaveTextContent('PG Soft');
    cleanup();

    const navigate = vi.fn();
    goHomeTop(navigate);
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(browse).toEqual({ category: 'HOT', vendors: {} });
    const before = gameCalls.length;
    slots();
    await waitFor(() => expect(gameCalls).toHaveLength(before + 1));
    expect(gameCalls.at(-1)!.searchParams.has('vassalage')).toBe(false);
  }, 20_000);
});

describe('game-list screen: favourites and recent need a session (§2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor the address asks favourites for to /m/login', async () => {
    stubApi();
    settings.settings = structuredClone(base) as unknown as Settings;
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/slot-games?dataType=favourite']}>
        <Routes>
          <Route path="/slot-games" element={<GameListScreen meta={{ path: 'slot-games', shell: 'main', screen: 'games', title: 'games.types.RNG', gameKey: 'RNG' }} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    settings.settings = null;
  });
});
