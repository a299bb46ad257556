import { memo, startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer, windowScroll, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import type { Game } from '../../schemas/games.schema';
import { guessContentWidth, INFINITE_SCROLL_OFFSET_PX, SCROLL_THROTTLE_MS } from '../../src/lib/constants';
import { afterNextPaint } from '../../src/lib/yield';
import type { WidgetAction, WidgetContext, WidgetProps } from '../define-widget';
import { GameTile, GameTileSkeleton } from '../shared/game-tile';
import { Icon } from '../shared/icon';
import type { IconName } from '../shared/icon-names';
import type { GameGridProps } from './schema';

/** A page of a paged list, or a plain list of games (a layout block bound to a source). */
/** The games, or a page of them; `empty` is what a screen says when there are none (default: "No games found"). */
export type GameGridData = Game[] | { games: Game[]; hasMore: boolean; empty?: { icon: IconName; text: string } };

const TEXT_BELOW_TILE_PX = 36;
const ROW_GAP_PX = 12;
/** Rows mounted beyond each edge of the viewport. */
const OVERSCAN_ROWS = 2;
/** The first rows are the first screen: their images load eagerly, at high priority (the largest paint is one of them). */
const PRIORITY_ROWS = 2;

interface RowProps {
  games: Game[];
  /** Index in `games` of the row's first tile. */
  first: number;
  cols: number;
  top: number;
  height: number;
  highlightEvery: number;
  /** The row is in the viewport (not overscan). */
  inView: boolean;
  ctx: WidgetContext;
  onAction: (a: WidgetAction) => void;
}

/**
 * One row. The scroll frame that brings it in only places it, with still
 * skeletons; its tiles follow in a deferred render, which React does in small
 * slices between frames and drops if the row scrolls away first. So a fast
 * scroll never blocks on tiles it passes over, and a row that stays gets its
 * tiles a frame or two later. Rows in view go first; the overscan's rows get
 * theirs a frame after, so no frame has to lay out and paint every tile at once.
 */
const GridRow = memo(function GridRow({ games, first, cols, top, height, highlightEvery, inView, ctx, onAction }: RowProps) {
  // Latched: a row that has been in view keeps its tiles when it scrolls out again.
  const [seen, setSeen] = useState(inView);
  if (inView && !seen) setSeen(true);
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (seen || later) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLater(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [seen, later]);
  const ready = useDeferredValue(seen || later, false);
  const row = games.slice(first, first + cols);
  return (
    <div
      className="absolute inset-x-0 grid gap-x-2"
      data-testid="game-grid-row"
      aria-busy={!ready || undefined}
      style={{ top, height, gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
    >
      {ready
        ? row.map((g, i) => (
            <GameTile
              key={g.nodeId}
              game={g}
              ctx={ctx}
              onAction={onAction}
              highlight={highlightEvery > 0 && (first + i + 1) % highlightEvery === 0}
              priority={first + i < PRIORITY_ROWS * cols}
            />
          ))
        : row.map((g) => <GameTileSkeleton key={g.nodeId} still />)}
    </div>
  );
});

/** The window's size, read before the grid's rows are in the page. */
const viewportRect = (): Rect => (typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight });

/**
 * The window's size for the virtualizer: its starting size (initialRect, read at the grid's first
 * render), then at every resize. The library's own observer also reads it at once in a layout
 * effect, right after the rows were added, which laid the whole page out inside that task.
 */
function observeViewportResizes(instance: Virtualizer<Window, Element>, cb: (rect: Rect) => void) {
  const win = instance.scrollElement;
  if (!win) return;
  const handler = () => cb(viewportRect());
  win.addEventListener('resize', handler, { passive: true });
  return () => win.removeEventListener('resize', handler);
}

/**
 * The virtualizer writes the page's scroll position once, when it attaches to the window: to its
 * initial offset, the top. That write laid the whole page out inside the task that mounted the
 * grid (120 ms of one 320 ms task on the slow phone), and would move a page the reader had
 * scrolled. That first write is left out; every later one (a scroll to a row, a size correction
 * above the viewport) goes through. One per grid (useState).
 */
const scrollExceptOnAttach = (): VirtualizerOptions<Window, Element>['scrollToFn'] => {
  let attached = false;
  return (...write) => (attached ? windowScroll(...write) : void (attached = true));
};

/**
 * The virtualized infinite grid (§2, §4): only the rows near the viewport are
 * mounted, so 10,000 games stay smooth; within 400 px of the end it asks for the
 * next page, at most once a second; every 7th tile is highlighted.
 */
export default function GameGrid({ props, data, loading, onAction, ctx }: WidgetProps<GameGridProps, GameGridData>) {
  const { t } = useTranslation();
  const games = Array.isArray(data) ? data : (data?.games ?? []);
  const more = !Array.isArray(data) && !!data?.hasMore;
  const empty = Array.isArray(data) ? undefined : data?.empty;
  const cols = props.columns;
  const rows = Math.ceil(games.length / cols);
  const parent = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // The column's width as a first guess, so the measurement below usually confirms it instead of
  // re-rendering every row at a new pitch before the first paint.
  const [width, setWidth] = useState(guessContentWidth);
  // The grid's element exists once there are games (before, a skeleton or the empty state shows).
  const shown = games.length > 0;
  useLayoutEffect(() => {
    const el = parent.current;
    if (!el) return;
    const measure = () => {
      setOffset(el.getBoundingClientRect().top + window.scrollY);
      setWidth(el.clientWidth || 360);
    };
    // Measured once the browser has laid the page out (a ResizeObserver reports right after the next
    // layout, then at every resize) and re-rendered as a transition, in slices: reading the geometry
    // here, right after the rows were added, laid the whole page out inside this one task.
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(() => startTransition(measure)) : null;
    if (!ro) measure();
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [shown]);
  const rowHeight = Math.round((width - 24 - (cols - 1) * 8) / cols) + TEXT_BELOW_TILE_PX + ROW_GAP_PX;
  // useFlushSync false: by default every scroll event re-renders the grid synchronously inside the
  // handler (flushSync), a long task per scroll step on a slow phone; the overscan rows cover the
  // frame React needs to catch up.
  const [viewport] = useState(viewportRect);
  const [scrollToFn] = useState(scrollExceptOnAttach);
  // The virtualizer keeps the sizes it has estimated: when the width (and so a row's height)
  // changes, from the first guess to the measured width or on a rotation, it must size them again,
  // or the rows keep the old pitch and overlap the names below the tiles (or drift apart). It lays
  // its rows out anew whenever its getItemKey is a new function, in this very render. (Its
  // measure(), called from a layout effect, re-rendered the grid a second time, synchronously, in
  // the commit that had just drawn it, and pulled every pending effect of the screen into that same
  // task: ~70 ms of one task on the slow phone on a list's first screen.)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getItemKey = useMemo(() => (index: number) => index, [rowHeight]);
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowHeight, getItemKey, overscan: OVERSCAN_ROWS, scrollMargin: offset, useFlushSync: false, initialRect: viewport, observeElementRect: observeViewportResizes, scrollToFn });
  const items = virtualizer.getVirtualItems();
  // The rows in the viewport, without the overscan (set by getVirtualItems).
  const inView = virtualizer.range;

  // §4: load more at 400 px from the bottom, throttled to once a second.
  const last = useRef(0);
  useEffect(() => {
    if (!more) return;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining >= INFINITE_SCROLL_OFFSET_PX || loading) return;
      const wait = last.current + SCROLL_THROTTLE_MS - Date.now();
      if (wait > 0) {
        // Throttled: look again when the second is up. A page that arrived within the second
        // leaves a player who stopped at the end with no scroll event to come: without this
        // they would wait on the skeleton row for ever.
        clearTimeout(trailing);
        trailing = setTimeout(check, wait);
        return;
      }
      last.current = Date.now();
      onAction({ type: 'loadMore' });
    };
    // The first look once the rows are drawn: the page's height read here, in the commit that added
    // them, would lay the whole page out inside that task.
    const cancelFirst = afterNextPaint(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelFirst();
      clearTimeout(trailing);
      window.removeEventListener('scroll', check);
    };
  }, [more, loading, games.length, onAction]);

  if (!games.length && loading) {
    return (
      <div className="grid grid-cols-3 gap-x-2 gap-y-3 px-3" aria-busy="true" data-testid="game-grid-loading">
        {Array.from({ length: 12 }, (_, i) => <GameTileSkeleton key={i} />)}
      </div>
    );
  }
  if (!games.length) {
    return (
      <div className="flex flex-col items-center gap-2 py-16 text-muted" data-testid="game-grid-empty">
        <Icon name={empty?.icon ?? 'search'} className="size-10 opacity-60" />
        <p className="max-w-64 text-center text-sm">{empty?.text ?? t('games.empty')}</p>
      </div>
    );
  }
  return (
    <div ref={parent} className="px-3" data-testid="game-grid">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((row) => (
          <GridRow
            key={row.key}
            games={games}
            first={row.index * cols}
            cols={cols}
            top={row.start - virtualizer.options.scrollMargin}
            height={row.size}
            highlightEvery={props.highlightEvery}
            inView={!!inView && row.index >= inView.startIndex && row.index <= inView.endIndex}
            ctx={ctx}
            onAction={onAction}
          />
        ))}
      </div>
      {more && (
        // Off screen (most of the time), its shimmer is neither styled nor painted.
        <div className="grid grid-cols-3 gap-x-2 pt-1 [content-visibility:auto] [contain-intrinsic-size:auto_160px]" aria-busy="true" data-testid="grid-more">
          {Array.from({ length: cols }, (_, i) => <GameTileSkeleton key={i} />)}
        </div>
      )}
    </div>
  );
}
