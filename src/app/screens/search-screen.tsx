/**
 * §2 game search: a box (placeholder "game name") that searches 500 ms after
 * typing stops or on Enter, at least 3 characters; results with their count
 * and a load-more button; hot games while the box is empty. Reads gameType.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isGameType, type Game } from '../../../schemas/games.schema';
import type { WidgetAction } from '../../../widgets/define-widget';
import GameGrid from '../../../widgets/game-grid/game-grid';
import GameRow from '../../../widgets/game-row/game-row';
import { formatCount } from '../../../widgets/shared/format';
import { GameTile, GameTileSkeleton } from '../../../widgets/shared/game-tile';
import { Icon } from '../../../widgets/shared/icon';
import { getHotGames } from '../../api/games/get-hot-games';
import { PAGE_SIZE_SEARCH, PAGE_SIZE_VENDORS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../lib/constants';
import type { GameEntry } from '../../lib/game-entry';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { createGameList, hasMore } from '../../state/game-list';
import { fetchGamePage } from '../../api/games/fetch-game-page';
import { arriving } from '../../lib/arriving';
import { afterNextPaint } from '../../lib/yield';
import { LIST_GRID_PROPS } from './list-grid';

/** §5: a search runs only with at least 3 characters. */
function searchable(text: string): boolean {
  return [...text.trim()].length >= SEARCH_MIN_CHARS;
}

/** The /m/search-games page; it reads query gameType (§2). */
export function SearchScreen() {
  const [params] = useSearchParams();
  return <SearchPanel gameType={params.get('gameType') ?? ''} />;
}

/**
 * The search itself, for the page and the header's search popup. In the popup the results are a
 * plain grid (the popup scrolls, not the window, so the window-virtualized grid would not see its
 * scrolling); a page of 9 with load more keeps it short. `onLeave` closes the popup when a tile
 * leaves the page (a launch, or a guest sent to sign in).
 */
export function SearchPanel({ gameType, inPopup = false, onLeave }: { gameType: string; inPopup?: boolean; onLeave?: () => void }) {
  const { t } = useTranslation();
  const ctx = useRuntimeContext();
  const perform = useActionHandler();
  const hintId = useId();
  const entry: GameEntry = useMemo(() => ({ key: 'SEARCH', gameType: isGameType(gameType) ? gameType : '', gameClassify: '', vendors: [], isNew: false, vendorSelector: false, vendorView: false }), [gameType]);
  const list = useMemo(() => createGameList(fetchGamePage, PAGE_SIZE_SEARCH), []);
  const s = useSnapshot(list.state);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [hot, setHot] = useState<Game[] | undefined>();

  useEffect(() => {
    const c = new AbortController();
    getHotGames({ pageNo: 1, pageSize: PAGE_SIZE_VENDORS }, c.signal).then(arriving((p) => setHot(p.games)), () => setHot([]));
    return () => c.abort();
  }, []);

  const last = useRef('');
  const run = useCallback(
    (value: string) => {
      const q = value.trim();
      // Enter and the debounce may both fire for the same text: search it once.
      if (!searchable(q) || q === last.current) return;
      last.current = q;
      setSearched(q);
      void list.search(entry, q);
    },
    [list, entry],
  );
  // §2: search 500 ms after typing stops (Enter searches at once).
  useEffect(() => {
    if (!text.trim()) return;
    const id = setTimeout(() => run(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, run]);
  const onChange = (value: string) => {
    setText(value);
    if (!value.trim()) {
      setSearched('');
      last.current = '';
    }
  };
  const onAction = useCallback(
    (a: WidgetAction) => {
      if (a.type === 'loadMore') return;
      perform(a);
      if (a.type !== 'toggleFavourite' || ctx.widget.role === 'visitor') onLeave?.();
    },
    [perform, onLeave, ctx.widget.role],
  );
  const tooShort = text.trim().length > 0 && !searchable(text);
  // The page's box takes focus once the page is drawn, not in the commit that adds it (autoFocus):
  // focusing lays the page out, which there made the commit one task of ~130 ms on the slow phone.
  // (The popup's box is focused by the popup, data-autofocus.)
  const box = useRef<HTMLInputElement>(null);
  useEffect(
    () =>
      inPopup
        ? undefined
        : afterNextPaint(() => {
            // Not from under a player who has already put focus somewhere.
            if (document.activeElement === document.body || !document.activeElement) box.current?.focus({ preventScroll: true });
          }),
    [inPopup],
  );

  return (
    <section className={inPopup ? '-mx-4 -mt-4 pb-6' : 'px-0 pb-6'} data-testid={inPopup ? 'search-popup' : 'search-screen'}>
      <form
        role="search"
        className="px-3 pt-3"
        onSubmit={(e) => {
          e.preventDefault();
          run(text);
        }}
      >
        <label className="flex items-center gap-2 h-11 px-4 rounded-full bg-surface border border-line">
          <Icon name="search" className="size-5 text-muted" />
          <input
            type="search"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t('games.search.placeholder')}
            aria-label={t('games.search.placeholder')}
            aria-invalid={tooShort || undefined}
            aria-describedby={hintId}
            enterKeyHint="search"
            ref={box}
            data-autofocus={inPopup || undefined}
            className="flex-1 min-w-0 bg-transparent outline-none placeholder:text-muted"
          />
        </label>
        <p id={hintId} role="status" className={`px-4 pt-1 text-xs ${tooShort ? 'text-danger' : 'text-transparent'}`}>
          {tooShort ? t('games.search.minimum') : '\u00a0'}
        </p>
      </form>
      {searched ? (
        <>
          <p className="px-3 pb-2 text-xs text-muted" aria-live="polite" data-testid="search-count">
            {s.page > 0 ? t('games.count', { formatted: formatCount(s.totalCount, ctx.widget.language) }) : '\u00a0'}
          </p>
          {inPopup ? (
            <div className="grid grid-cols-3 gap-x-2 gap-y-3 px-3" aria-busy={s.loading || undefined}>
              {s.games.map((g, i) => (
                <GameTile key={g.nodeId} game={g as Game} ctx={ctx.widget} onAction={onAction} highlight={(i + 1) % LIST_GRID_PROPS.highlightEvery === 0} />
              ))}
              {s.loading && Array.from({ length: 3 }, (_, i) => <GameTileSkeleton key={`s${i}`} />)}
              {!s.loading && s.page > 0 && !s.games.length && <p className="col-span-3 py-10 text-center text-sm text-muted">{t('games.empty')}</p>}
            </div>
          ) : (
            <GameGrid props={LIST_GRID_PROPS} data={s.games as Game[]} loading={s.loading} onAction={onAction} ctx={ctx.widget} />
          )}
          {hasMore(s) && (
            <div className="px-3 pt-4">
              <button type="button" className="btn-ghost w-full h-11" disabled={s.loading} onClick={() => void list.loadMore()}>
                {t('common.loadMore')}
              </button>
            </div>
          )}
        </>
      ) : (
        <div className="pt-2">
          <GameRow props={{ title: 'games.types.HOT', icon: 'flame', rows: 2 }} data={hot} loading={!hot} onAction={onAction} ctx={ctx.widget} />
        </div>
      )}
    </section>
  );
}
