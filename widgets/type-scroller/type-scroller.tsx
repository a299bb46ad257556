import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../schemas/games.schema';
import { SCROLLER_STEP_CARDS } from '../../src/lib/constants';
import type { WidgetProps } from '../define-widget';
import { GameTile, GameTileSkeleton } from '../shared/game-tile';
import { Icon } from '../shared/icon';
import type { TypeScrollerProps } from './schema';
import { TYPE_ICONS, TYPE_ROUTES } from './type-routes';

/** A horizontal swipe longer than this turns the page; a shorter one is a tap. */
const SWIPE_PX = 40;
const TAP_SLOP_PX = 10;

/**
 * §2 type scroller: one category, titled by its type, as a horizontal scroller that moves
 * 3 cards per step (§9) with previous/next and a swipe; the section title's "more" opens the
 * category's page.
 */
export default function TypeScroller({ props, data, loading, onAction, ctx }: WidgetProps<TypeScrollerProps, Game[]>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const start = useRef<number | null>(null);
  const dragged = useRef(false);
  const title = props.title ? t(props.title) : t(`games.types.${props.gameType}`);
  const moreTo = props.moreTo ?? TYPE_ROUTES[props.gameType];
  const step = SCROLLER_STEP_CARDS;
  const games = data ?? [];
  const pages = Math.max(1, Math.ceil(games.length / step));
  const at = Math.min(page, pages - 1);

  const head = (nav: boolean) => (
    <div className="flex items-center gap-1 px-3 mb-2 min-h-7">
      <h2 className="flex-1 min-w-0 flex items-center gap-1.5 text-[15px] font-bold tracking-wide text-ink">
        <Icon name={TYPE_ICONS[props.gameType] ?? 'dice'} className="size-4 shrink-0 text-brand" />
        <span className="truncate">{title}</span>
      </h2>
      {nav && (
        <>
          <button type="button" aria-label={t('common.previous')} disabled={at === 0} onClick={() => setPage(at - 1)} className="grid place-items-center size-7 rounded-full border border-line text-ink disabled:opacity-35" data-testid="type-scroller-prev">
            <Icon name="chevron-left" className="size-3.5 rtl:rotate-180" />
          </button>
          <button type="button" aria-label={t('common.next')} disabled={at === pages - 1} onClick={() => setPage(at + 1)} className="grid place-items-center size-7 rounded-full border border-line text-ink disabled:opacity-35" data-testid="type-scroller-next">
            <Icon name="chevron-right" className="size-3.5 rtl:rotate-180" />
          </button>
        </>
      )}
      {moreTo && (
        <button type="button" onClick={() => onAction({ type: 'navigate', to: moreTo })} className="text-xs text-muted flex items-center gap-0.5 ps-2 py-1">
          {t('common.more')}
          <Icon name="chevron-right" className="size-3.5 rtl:rotate-180" />
        </button>
      )}
    </div>
  );

  if (loading && !data) {
    return (
      <section aria-busy="true">
        {head(false)}
        <div className="grid grid-cols-3 gap-2 px-3">{Array.from({ length: step }, (_, i) => <GameTileSkeleton key={i} />)}</div>
      </section>
    );
  }
  if (!games.length) return null;

  const turn = (dx: number, rtl: boolean) => {
    const forward = rtl ? dx > 0 : dx < 0;
    setPage(Math.max(0, Math.min(pages - 1, at + (forward ? 1 : -1))));
  };

  return (
    <section aria-label={title} aria-roledescription="carousel" data-testid="type-scroller" data-game-type={props.gameType} data-page={at}>
      {head(pages > 1)}
      <div className="px-3">
        <div
          className="overflow-hidden touch-pan-y"
          onPointerDown={(e) => {
            start.current = e.clientX;
            dragged.current = false;
          }}
          onPointerMove={(e) => {
            if (start.current !== null && Math.abs(e.clientX - start.current) > TAP_SLOP_PX) dragged.current = true;
          }}
          onPointerUp={(e) => {
            if (start.current === null) return;
            const dx = e.clientX - start.current;
            start.current = null;
            if (Math.abs(dx) >= SWIPE_PX) turn(dx, getComputedStyle(e.currentTarget).direction === 'rtl');
          }}
          onPointerCancel={() => {
            start.current = null;
          }}
          onClickCapture={(e) => {
            // A swipe is not a tap: it must not launch the card under the finger.
            if (dragged.current) {
              e.preventDefault();
              e.stopPropagation();
              dragged.current = false;
            }
          }}
        >
          <div
            className="flex gap-2 transition-transform duration-300 ease-out motion-reduce:transition-none [transform:translateX(calc(var(--page)*-1*(100%+0.5rem)))] rtl:[transform:translateX(calc(var(--page)*(100%+0.5rem)))]"
            style={{ '--page': at } as CSSProperties}
          >
            {games.map((g, i) => {
              const shown = Math.floor(i / step) === at;
              return (
                <div key={g.nodeId} className="shrink-0 w-[calc((100%-1rem)/3)]" aria-hidden={!shown || undefined} inert={!shown || undefined} data-shown={shown || undefined}>
                  <GameTile game={g} ctx={ctx} onAction={onAction} />
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {pages > 1 && (
        <div className="flex justify-center gap-1.5 pt-2" aria-hidden="true">
          {Array.from({ length: pages }, (_, i) => (
            <span key={i} className={`h-1 rounded-full transition-all ${i === at ? 'w-4 bg-brand' : 'w-1 bg-line'}`} />
          ))}
        </div>
      )}
      <p className="sr-only" aria-live="polite">{t('games.pageOf', { page: at + 1, total: pages })}</p>
    </section>
  );
}
