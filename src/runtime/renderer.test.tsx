import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { runtimeErrors } from './block-boundary';
import { Blocks, LayoutScreen, ShellLayout } from './renderer';
import { clearSourceCache } from './source-cache';
import { makeWinners } from '../../tests/fixtures/widgets';

const layout = {
  screen: 'test',
  version: 1,
  blocks: [
    { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top' } },
    { id: 'ghost', widget: 'NoSuchWidget' },
    { id: 'notices', widget: 'NoticeMarquee', source: { name: 'notices.marquee' } },
    { id: 'members-only', widget: 'GameRow', props: { title: 'Members' }, source: { name: 'games.hot' }, when: { roles: ['member'] } },
    { id: 'hidden', widget: 'GameRow', props: { title: 'Hidden' }, source: { name: 'games.hot' }, hidden: true },
  ],
};

function serve(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).split('?')[0]!;
      if (!(path in routes)) return new Response(JSON.stringify({ success: false, errorCode: 'request.notFound', message: '' }), { status: 404 });
      return new Response(JSON.stringify({ success: true, value: routes[path] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

const renderScreen = () =>
  render(
    <MemoryRouter>
      <LayoutScreen screen="test" />
    </MemoryRouter>,
  );

describe('LayoutScreen', () => {
  beforeEach(() => {
    runtimeErrors.length = 0;
    clearSourceCache();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('isolates an unknown widget and a widget that throws; every other block renders', async () => {
    // A malformed notices answer makes NoticeMarquee throw while rendering.
    serve({ '/api/layouts/test': { layout }, '/api/games/winners': { list: makeWinners(4) }, '/api/announcements': { player: [null], banners: [] } });
    renderScreen();
    expect(await screen.findByTestId('winner-board')).toBeInTheDocument();
    await waitFor(() => expect(runtimeErrors.map((e) => e.blockId).sort()).toEqual(['ghost', 'notices']));
    // In development the broken blocks show as error boxes.
    expect(screen.getAllByTestId('block-error')).toHaveLength(2);
  });

  it('lays out and paints a block below the first screen only near the viewport, at its estimated height until drawn', async () => {
    const long = { ...layout, blocks: [1, 2, 3, 4, 5].map((n) => ({ id: `row${n}`, widget: 'GameRow', props: { title: `Row ${n}` }, source: { name: 'games.hot' } })) };
    serve({ '/api/layouts/test': { layout: long }, '/api/games/hot': { games: [] } });
    const { container } = renderScreen();
    await screen.findByTestId('layout-test');
    const style = (id: string) => (container.querySelector(`[data-block-id="${id}"]`) as HTMLElement).style;
    // The first screen's blocks are drawn as usual; the fifth is skipped while far away.
    expect(style('row4').getPropertyValue('content-visibility')).toBe('');
    expect(style('row5').getPropertyValue('content-visibility')).toBe('auto');
    expect(style('row5').getPropertyValue('contain-intrinsic-size')).toMatch(/^auto \d+px$/);
  });

  it('skips broken blocks silently for players', async () => {
    vi.stubEnv('DEV', false);
    serve({ '/api/layouts/test': { layout }, '/api/games/winners': { list: makeWinners(4) }, '/api/announcements': { player: [null], banners: [] } });
    renderScreen();
    expect(await screen.findByTestId('winner-board')).toBeInTheDocument();
    await waitFor(() => expect(runtimeErrors).toHaveLength(2));
    expect(screen.queryAllByTestId('block-error')).toHaveLength(0);
  });

  it('evaluates `when` and `hidden`: a visitor sees neither the members-only nor the hidden block', async () => {
    serve({ '/api/layouts/test': { layout }, '/api/games/winners': { list: makeWinners(4) }, '/api/announcements': { player: [], banners: [] }, '/api/games/hot': { games: [] } });
    const { container } = renderScreen();
    await screen.findByTestId('winner-board');
    expect(container.querySelector('[data-block-id="members-only"]')).toBeNull();
    expect(container.querySelector('[data-block-id="hidden"]')).toBeNull();
    expect(container.querySelector('[data-block-id="notices"]')).not.toBeNull();
  });

  it('marks each block slot with how far it has come: ready with its data, failed when it threw', async () => {
    serve({ '/api/layouts/test': { layout }, '/api/games/winners': { list: makeWinners(4) }, '/api/announcements': { player: [null], banners: [] } });
    const { container } = renderScreen();
    const slot = (id: string) => container.querySelector(`[data-block-id="${id}"]`);
    await waitFor(() => expect(slot('winners')).toHaveAttribute('data-status', 'ready'));
    expect(slot('winners')!.querySelector('[data-testid=winner-board]')).not.toBeNull();
    await waitFor(() => expect(slot('notices')).toHaveAttribute('data-status', 'failed'));
  });

  /** The layout of the winner board alone; its source fails while `failing()` answers true (`failure` says how). */
  function serveWinnersFailing(failing: () => boolean, failure: () => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).split('?')[0]!;
        if (path === '/api/layouts/test') return new Response(JSON.stringify({ success: true, value: { layout: { ...layout, blocks: [layout.blocks[0]] } } }), { status: 200 });
        if (failing()) return failure();
        return new Response(JSON.stringify({ success: true, value: { list: makeWinners(2) } }), { status: 200 });
      }),
    );
  }

  it('offers a retry when a source fails, and the retry refetches', async () => {
    let fail = true;
    serveWinnersFailing(() => fail, () => new Response(JSON.stringify({ success: false, errorCode: 'system.unknown', message: '' }), { status: 500 }));
    renderScreen();
    const retry = await screen.findByTestId('block-retry');
    expect(retry).toHaveTextContent('Loading failed, click to retry');
    fail = false;
    retry.click();
    expect(await screen.findByTestId('winner-board')).toBeInTheDocument();
  });

  it('a source that failed as the browser came back online, before its retry box could listen, retries at once', async () => {
    let fail = true;
    serveWinnersFailing(
      () => fail,
      () => {
        // Offline: the request fails, and the connection is back before the failure is drawn.
        fail = false;
        window.dispatchEvent(new Event('online'));
        throw new TypeError('Failed to fetch');
      },
    );
    renderScreen();
    // No click: the box retries on mount, since the reconnection came after its attempt began.
    expect(await screen.findByTestId('winner-board')).toBeInTheDocument();
    expect(screen.queryByTestId('block-retry')).toBeNull();
  });
});

describe('Blocks outside a deferring screen (the shell menus)', () => {
  afterEach(() => vi.useRealTimers());

  it('do not re-render when the first-screen wait ends: only a deferring screen waits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tabs = ['home', 'games', 'me'].map((id) => ({ id, widget: 'NavTab', props: { label: 'routes.home', icon: 'home', to: `/m/${id}` } }));
    let commits = 0;
    render(
      <MemoryRouter>
        <Profiler id="menu" onRender={() => void commits++}>
          <Blocks screen="footer-bar" blocks={tabs} issues={new Map()} />
        </Profiler>
      </MemoryRouter>,
    );
    // The widget's chunk loads (real promises) while the fake clock stands before the wait's end.
    for (let i = 0; i < 20_000 && screen.queryAllByRole('button').length < 3; i++) {
      await act(async () => {
        await new Promise((r) => setImmediate(r));
      });
    }
    expect(screen.getAllByRole('button')).toHaveLength(3);
    const settled = commits;
    // The first-screen wait (3 s) passes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(commits).toBe(settled);
  });

  it('a shell menu asks the network for its layout in a task after its own commit, then shows it', async () => {
    // A sheet's effects can run inside its opening task; a request started there lengthened it.
    const tabs = ['home', 'games'].map((id) => ({ id, widget: 'NavTab', props: { label: 'routes.home', icon: 'home', to: `/m/${id}` } }));
    serve({ '/api/layouts/menu-test': { layout: { screen: 'menu-test', version: 1, blocks: tabs } } });
    render(
      <MemoryRouter>
        <ShellLayout screen="menu-test" className="" />
      </MemoryRouter>,
    );
    // render() has run the mount's effects; the request waits for a task of its own.
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/layouts/menu-test');
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(2));
    vi.unstubAllGlobals();
  });

  it('share one runtime context: one clock for the whole layout, and every block acts through it', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const tabs = ['home', 'games', 'me', 'promos', 'help', 'news'].map((id) => ({ id, widget: 'NavTab', props: { label: 'routes.home', icon: 'home', to: `/m/${id}` } }));
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Blocks screen="footer-bar" blocks={tabs} issues={new Map()} />
        <Where />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(6));
    // The minute's clock of the online counts: the layout's, not one per block.
    expect(intervals.mock.calls.filter(([, ms]) => ms === 60_000)).toHaveLength(1);
    act(() => screen.getAllByRole('button')[4]!.click());
    expect(screen.getByTestId('where').textContent).toBe('/help');
  });
});
