import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import GameGrid from './game-grid';
import { makeContext, makeGames } from '../../tests/fixtures/widgets';
import { SCROLL_THROTTLE_MS } from '../../src/lib/constants';

const props = { columns: 3 as const, highlightEvery: 7 };

describe('GameGrid (§2, §4 virtualized grid)', () => {
  it('renders the rows in view with their tiles, and the overscan rows a frame later, every 7th tile highlighted', async () => {
    // jsdom: a 1024×768 window, so rows 0–4 are in view and 5–6 are the overscan; rows past those are not mounted.
    render(<GameGrid props={props} data={makeGames(36)} loading={false} onAction={vi.fn()} ctx={makeContext()} />);
    const rows = screen.getAllByTestId('game-grid-row');
    expect(rows).toHaveLength(7);
    expect(rows.slice(0, 5).every((r) => !r.hasAttribute('aria-busy'))).toBe(true);
    // The overscan still shows its placeholders: no tiles of its games yet.
    expect(rows.slice(5).every((r) => r.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(15);

    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(21));
    expect(screen.getAllByTestId('game-grid-row').some((r) => r.hasAttribute('aria-busy'))).toBe(false);
    const tiles = screen.getAllByTestId('game-tile');
    expect(tiles.map((t) => t.dataset.nodeId)).toEqual(makeGames(21).map((g) => g.nodeId));
    expect(tiles.filter((t) => t.dataset.highlight === 'true').map((t) => t.dataset.nodeId)).toEqual(['FX-RNG-7', 'FX-RNG-14', 'FX-RNG-21']);
  });

  it('loads the images of the first two rows at once and at high priority, the rest lazily', () => {
    render(<GameGrid props={props} data={makeGames(36)} loading={false} onAction={vi.fn()} ctx={makeContext()} />);
    const images = screen.getAllByTestId('game-tile').map((t) => t.querySelector('img')!);
    expect(images.slice(0, 6).map((i) => [i.getAttribute('loading'), i.getAttribute('fetchpriority')])).toEqual(Array(6).fill(['eager', 'high']));
    expect(images.slice(6).every((i) => i.getAttribute('loading') === 'lazy' && !i.hasAttribute('fetchpriority'))).toBe(true);
  });

  it('mounting does not write the page\'s scroll position: the page is not laid out in that task, and a scrolled page stays put', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      render(<GameGrid props={props} data={makeGames(36)} loading={false} onAction={vi.fn()} ctx={makeContext()} />);
      expect(screen.getAllByTestId('game-grid-row').length).toBeGreaterThan(0);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('asks for the next page when the end of the list is within 400 px, once the rows are drawn', async () => {
    const onAction = vi.fn();
    render(<GameGrid props={props} data={{ games: makeGames(3), hasMore: true }} loading={false} onAction={onAction} ctx={makeContext()} />);
    // Not in the commit that added the rows (reading the page's height there lays the page out in that task).
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ type: 'loadMore' }));
  });

  it('a page that arrives within the throttle second is followed by the next one when the second is up, with no scroll', () => {
    vi.useFakeTimers();
    try {
      const onAction = vi.fn();
      const { rerender } = render(<GameGrid props={props} data={{ games: makeGames(3), hasMore: true }} loading={false} onAction={onAction} ctx={makeContext()} />);
      // The first look comes once the rows are drawn: a frame, then the task after it.
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextTimer();
      expect(onAction).toHaveBeenCalledTimes(1);
      // Page 2 arrives 200 ms later; the list still ends within 400 px and the player does not scroll.
      vi.advanceTimersByTime(200);
      rerender(<GameGrid props={props} data={{ games: makeGames(6), hasMore: true }} loading={false} onAction={onAction} ctx={makeContext()} />);
      expect(onAction).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 200 - 1);
      expect(onAction).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(onAction).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with no games says so: "No games found", or what the screen asks (favourites, recent)', () => {
    const { unmount } = render(<GameGrid props={props} data={{ games: [], hasMore: false }} loading={false} onAction={vi.fn()} ctx={makeContext()} />);
    expect(screen.getByTestId('game-grid-empty').textContent).toBe('No games found');
    unmount();
    render(<GameGrid props={props} data={{ games: [], hasMore: false, empty: { icon: 'star', text: 'No favourites yet.' } }} loading={false} onAction={vi.fn()} ctx={makeContext()} />);
    expect(screen.getByTestId('game-grid-empty').textContent).toBe('No favourites yet.');
  });
});

describe('GameGrid row pitch', () => {
  it('lays its rows out again at the measured width: a row is as tall as a tile at that width, its name and the gap', async () => {
    // jsdom lays nothing out: the grid's first guess is the window's column width, and its measure
    // finds no width and takes 360 px, so the rows must move to that pitch.
    render(<GameGrid props={props} data={makeGames(36)} loading={false} onAction={vi.fn()} ctx={makeContext()} />);
    const pitch = Math.round((360 - 24 - 2 * 8) / 3) + 36 + 12;
    await waitFor(() => expect(screen.getAllByTestId('game-grid-row').map((r) => r.style.top).slice(0, 3)).toEqual(['0px', `${pitch}px`, `${2 * pitch}px`]));
    expect(screen.getAllByTestId('game-grid-row')[0]!.style.height).toBe(`${pitch}px`);
  });
});
