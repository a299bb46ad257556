/**
 * The all-games view draws its first rows at once and leaves the rows below the first screen to
 * be asked for, drawn, laid out, painted and animated when the reader nears them
 * (content-visibility: auto).
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../schemas/settings.schema';
import { makeGames } from '../../../tests/fixtures/widgets';
import { EAGER_BLOCKS } from '../../lib/constants';
import { hotRowUrl, vendorsUrl } from '../../../platform/answer-urls';
import { settings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { GameListScreen } from './game-list-screen';

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BINGO'];

/** What the view asked for, in order (path and query). */
const asked: string[] = [];

function stubApi(answer: (url: URL) => Promise<unknown> | unknown) {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/games/vendors') return Response.json({ success: true, value: { list: [], mapping: {}, sorting: CATEGORIES.map((gameCategory) => ({ gameCategory, vendorNames: [] })) } });
      return Response.json({ success: true, value: await answer(url) });
    }),
  );
}

const page = (type: string) => ({ games: makeGames(5, type), pageNum: 1, totalPages: 1, totalCount: 5 });
const meta: RouteMeta = { path: 'all-games', shell: 'main', screen: 'games', title: 'games.types.ALL', gameKey: 'ALL' };
const show = () =>
  render(
    <MemoryRouter initialEntries={['/all-games']}>
      <GameListScreen meta={meta} />
    </MemoryRouter>,
  );
/** An IntersectionObserver the test moves: nothing is near until `near(el)` says so. */
function stubIntersectionObserver() {
  const observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { cb: IntersectionObserverCallback; els: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, els: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.els.push(el);
      }
      disconnect() {
        this.entry.els = [];
      }
    },
  );
  return {
    near(el: Element) {
      const o = observers.find((x) => x.els.includes(el))!;
      act(() => o.cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    },
  };
}
const deferred = (el: HTMLElement) => el.style.getPropertyValue('content-visibility') === 'auto';

describe('all-games view', () => {
  beforeEach(() => {
    settings.settings = { whitelabel: {}, currency: { code: 'PHP', symbol: '₱' }, vendorGroups: {} } as unknown as Settings;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    settings.settings = null;
  });

  it('lays out its first rows at once and the rows below the first screen near the viewport', async () => {
    stubApi((url) => page(url.pathname === '/api/games/hot' ? 'RNG' : url.searchParams.get('gameType')!));
    show();
    await waitFor(() => expect(screen.getAllByTestId('game-row')).toHaveLength(1 + CATEGORIES.length));
    const rows = [...screen.getByTestId('all-games').children] as HTMLElement[];
    expect(rows.map(deferred)).toEqual(rows.map((_, i) => i >= EAGER_BLOCKS));
    // At the height a row of tiles takes, so the page is as long before the rows are drawn.
    expect(rows.at(-1)!.style.getPropertyValue('contain-intrinsic-size')).toMatch(/^auto \d+px$/);
  });

  it('opens with the reads the page brings for it (server/lib/player-page.ts): its hot row and the vendor mapping', async () => {
    stubApi((url) => page(url.pathname === '/api/games/hot' ? 'RNG' : url.searchParams.get('gameType')!));
    show();
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    expect(asked.slice(0, 2)).toEqual([hotRowUrl(), vendorsUrl({})]);
  });

  it('asks for and draws the rows below the first screen only once the reader nears them', async () => {
    const io = stubIntersectionObserver();
    stubApi((url) => page(url.pathname === '/api/games/hot' ? 'RNG' : url.searchParams.get('gameType')!));
    show();
    await waitFor(() => expect(screen.getAllByTestId('game-row')).toHaveLength(EAGER_BLOCKS));
    // The first screen's categories were asked for; none of those below it.
    const categoriesAsked = () => asked.filter((u) => u.startsWith('/api/games?')).map((u) => new URLSearchParams(u.split('?')[1]).get('gameType'));
    expect(categoriesAsked()).toEqual(CATEGORIES.slice(0, EAGER_BLOCKS - 1));
    const later = screen.getAllByTestId('all-games-later');
    expect(later).toHaveLength(1 + CATEGORIES.length - EAGER_BLOCKS);
    // Each keeps a row's height meanwhile, so the page is as long.
    for (const el of later) expect(el.style.height).toMatch(/^\d+px$/);
    // The reader scrolls to the first of them: that row is asked for and drawn, with its games; the others wait.
    io.near(later[0]!);
    await waitFor(() => expect(screen.getAllByTestId('game-row')).toHaveLength(EAGER_BLOCKS + 1));
    expect(screen.getByTestId(`all-games-${CATEGORIES[EAGER_BLOCKS - 1]}`)).toBeInTheDocument();
    expect(categoriesAsked()).toEqual(CATEGORIES.slice(0, EAGER_BLOCKS));
    expect(screen.getAllByTestId('all-games-later')).toHaveLength(later.length - 1);
  });

  it("starts the first screen's row requests one per task, not all in one", async () => {
    stubIntersectionObserver();
    stubApi((url) => page(url.pathname === '/api/games/hot' ? 'RNG' : url.searchParams.get('gameType')!));
    // Each request notes which task it started in; a task ends where a timeout queued in it runs.
    let task = 0;
    let queued = false;
    const tasks: number[] = [];
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((input, init) => {
      if (String(input).startsWith('/api/games?')) {
        tasks.push(task);
        if (!queued) {
          queued = true;
          setTimeout(() => {
            task++;
            queued = false;
          }, 0);
        }
      }
      return answer(input, init);
    });
    show();
    await waitFor(() => expect(tasks).toHaveLength(EAGER_BLOCKS - 1));
    expect(new Set(tasks).size).toBe(tasks.length);
  });

  it('offers a retry on a row whose games could not be had, and draws it once they come', async () => {
    let failLive = true;
    stubApi((url) => {
      if (url.searchParams.get('gameType') === 'LIVE' && failLive) return Promise.reject(new Error('offline'));
      return page(url.pathname === '/api/games/hot' ? 'RNG' : url.searchParams.get('gameType')!);
    });
    show();
    const failed = await screen.findByTestId('all-games-failed');
    // The rows around it are drawn.
    expect(screen.getByTestId('all-games-RNG')).toBeInTheDocument();
    failLive = false;
    act(() => within(failed).getByRole('button').click());
    expect(await screen.findByTestId('all-games-LIVE')).toBeInTheDocument();
    expect(screen.queryByTestId('all-games-failed')).toBeNull();
  });

  it('defers the skeletons of rows below the first screen too, while their games load', async () => {
    stubApi(() => new Promise(() => undefined));
    show();
    await waitFor(() => expect(screen.getAllByTestId('all-games-loading')).toHaveLength(1 + CATEGORIES.length));
    expect(screen.getAllByTestId('all-games-loading').map(deferred)).toEqual([...Array(1 + CATEGORIES.length).keys()].map((i) => i >= EAGER_BLOCKS));
  });
});
