import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '../../schemas/games.schema';
import { INFINITE_SCROLL_OFFSET_PX, SCROLL_THROTTLE_MS } from '../../src/lib/constants';
import type { WidgetProps } from '../define-widget';
import { GameTile, GameTileSkeleton } from '../shared/game-tile';
import { Icon } from '../shared/icon';
import type { GameGridProps } from './schema';

/** A page of a paged list, or a plain list of games (a layout block bound to a source). */
export type GameGridData = Game[] | { games: Game[]; hasMore: boolean };

const TEXT_BELOW_TILE_PX = 36;
const ROW_GAP_PX = 12;

/**
 * The virtualized infinite grid (§2, §4): only the rows near the viewport are
 * mounted, so 10,000 games stay smooth; within 400 px of the end it asks for the
 * next page, at most once a second; every 7th tile is highlighted.
 */
export default function GameGrid({ props, data, loading, onAction, ctx }: WidgetProps<GameGridProps, GameGridData>) {
  const { t } = useTranslation();
  const games = Array.isArray(data) ? data : (data?.games ?? []);
  const more = !Array.isArray(data) && !!data?.hasMore;
  const cols = props.columns;
  const rows = Math.ceil(games.length / cols);
  const parent = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(360);
  useLayoutEffect(() => {
    const el = parent.current;
    if (!el) return;
    const measure = () => {
      setOffset(el.getBoundingClientRect().top + window.scrollY);
      setWidth(el.clientWidth || 360);
    };
    measure();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);
  const rowHeight = Math.round((width - 24 - (cols - 1) * 8) / cols) + TEXT_BELOW_TILE_PX + ROW_GAP_PX;
  const virtualizer = useWindowVirtualizer({ count: rows, estimateSize: () => rowHeight, overscan: 3, scrollMargin: offset });

  // §4: load more at 400 px from the bottom, throttled to once a second.
  const last = useRef(0);
  useEffect(() => {
    if (!more) return;
    const check = () => {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      const now = Date.now();
      if (remaining < INFINITE_SCROLL_OFFSET_PX && now - last.current >= SCROLL_THROTTLE_MS && !loading) {
        last.current = now;
        onAction({ type: 'loadMore' });
      }
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
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
        <Icon name="search" className="size-10 opacity-60" />
        <p className="text-sm">{t('games.empty')}</p>
      </div>
    );
  }
  return (
    <div ref={parent} className="px-3" data-testid="game-grid">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute inset-x-0 grid gap-x-2"
            style={{ top: row.start - virtualizer.options.scrollMargin, height: row.size, gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
          >
            {games.slice(row.index * cols, row.index * cols + cols).map((g, i) => {
              const index = row.index * cols + i;
              return (
                <GameTile
                  key={g.nodeId}
                  game={g}
                  ctx={ctx}
                  onAction={onAction}
                  highlight={props.highlightEvery > 0 && (index + 1) % props.highlightEvery === 0}
                />
              );
            })}
          </div>
        ))}
      </div>
      {more && (
        <div className="grid grid-cols-3 gap-x-2 pt-1" aria-busy="true">
          {Array.from({ length: cols }, (_, i) => <GameTileSkeleton key={i} />)}
        </div>
      )}
    </div>
  );
}
