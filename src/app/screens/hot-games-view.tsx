/**
 * §2 hot-games list: every hot game as cards, 24 a page (§9). The page counter starts at 1,
 * "Load more" adds the next page, and after the last one the counter wraps to 1: the button
 * then starts the list over from the first page.
 */
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Game } from '../../../schemas/games.schema';
import type { WidgetAction } from '../../../widgets/define-widget';
import { formatCount } from '../../../widgets/shared/format';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { getHotGames } from '../../api/games/get-hot-games';
import { PAGE_SIZE_HOT_LIST } from '../../lib/constants';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { createHotList, nextHotPage } from '../../state/game-list';
import { LIST_GRID_PROPS, ListGrid } from './list-grid';

/** The hot list's pages in a language (the API's lower-case code): what the page may answer for page 1 (platform/answer-urls.ts). */
export const hotListPage = (language: string) => (pageNo: number, signal: AbortSignal) => getHotGames({ pageNo, pageSize: PAGE_SIZE_HOT_LIST, language }, signal);

export function HotGamesView() {
  const { t } = useTranslation();
  const ctx = useRuntimeContext();
  const perform = useActionHandler();
  const list = useMemo(() => createHotList(hotListPage(ctx.source.language)), [ctx.source.language]);
  const s = useSnapshot(list.state);
  // The grid's list, a step behind the store (./list-grid.tsx).
  const drawn = useDeferredValue(s);
  useEffect(() => {
    void list.start();
  }, [list]);
  const onAction = useCallback((a: WidgetAction) => a.type !== 'loadMore' && perform(a), [perform]);
  const wraps = s.page > 0 && nextHotPage(s.page, s.totalPages) === 1;

  const more = () => {
    const restart = wraps;
    void list.more().then(() => {
      if (restart) document.getElementById('hot-games-top')?.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <section className="pb-6" data-testid="hot-games" data-page={s.page}>
      <div id="hot-games-top" className="flex items-center justify-between px-3 pt-3 pb-2 scroll-mt-28">
        <h2 className="flex items-center gap-1.5 text-[15px] font-bold">
          <Icon name="flame" className="size-4 text-brand" />
          {t('games.types.HOT')}
        </h2>
        <span className="text-xs text-muted" aria-live="polite" data-testid="game-count">
          {s.page > 0 ? t('games.count', { formatted: formatCount(s.totalCount, ctx.widget.language) }) : '\u00a0'}
        </span>
      </div>
      {s.error && !s.loading && !s.games.length ? (
        <RetryBox onRetry={() => void list.retry()} />
      ) : (
        <ListGrid props={LIST_GRID_PROPS} data={drawn.games as Game[]} loading={drawn.loading && !drawn.games.length} onAction={onAction} ctx={ctx.widget} />
      )}
      {/* With the grid's copy, not the store's: shown with the rows it goes below, never for a
          frame under the grid's placeholder and then pushed down by them (a layout shift of 0.1). */}
      {drawn.page > 0 && drawn.games.length > 0 && (
        <div className="px-3 pt-4 space-y-2">
          {s.error && !s.loading && <RetryBox onRetry={() => void list.retry()} className="w-full" />}
          <button type="button" className="btn-ghost w-full h-11 gap-2" disabled={s.loading} onClick={more} data-testid="hot-more">
            {wraps ? <Icon name="refresh" className="size-4" /> : null}
            {wraps ? t('games.hot.restart') : t('common.loadMore')}
          </button>
          <p className="text-center text-[11px] text-muted" data-testid="hot-page">
            {t('games.pageOf', { page: s.page, total: s.totalPages })}
          </p>
        </div>
      )}
    </section>
  );
}
