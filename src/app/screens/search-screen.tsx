/**
 * §2 game search: a box (placeholder "game name") that searches 500 ms after
 * typing stops or on Enter, at least 3 characters; results with their count
 * and a load-more button; hot games while the box is empty. Reads gameType.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '../../../schemas/games.schema';
import type { WidgetAction } from '../../../widgets/define-widget';
import GameGrid from '../../../widgets/game-grid/game-grid';
import GameRow from '../../../widgets/game-row/game-row';
import { formatCount } from '../../../widgets/shared/format';
import { Icon } from '../../../widgets/shared/icon';
import { getHotGames } from '../../api/games/get-hot-games';
import { PAGE_SIZE_SEARCH, PAGE_SIZE_VENDORS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../lib/constants';
import type { GameEntry } from '../../lib/game-entry';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { createGameList, hasMore } from '../../state/game-list';
import { fetchGamePage } from './game-list-screen';

/** §5: a search runs only with at least 3 characters. */
export function searchable(text: string): boolean {
  return [...text.trim()].length >= SEARCH_MIN_CHARS;
}

export function SearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ctx = useRuntimeContext();
  const perform = useActionHandler();
  const gameType = params.get('gameType') ?? '';
  const entry: GameEntry = useMemo(() => ({ key: 'SEARCH', gameType, gameClassify: '', vendors: [], isNew: false, vendorSelector: false }), [gameType]);
  const list = useMemo(() => createGameList(fetchGamePage, PAGE_SIZE_SEARCH), []);
  const s = useSnapshot(list.state);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [hot, setHot] = useState<Game[] | undefined>();

  useEffect(() => {
    const c = new AbortController();
    getHotGames({ pageNo: 1, pageSize: PAGE_SIZE_VENDORS }, c.signal).then((p) => setHot(p.games), () => setHot([]));
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
  const onAction = useCallback((a: WidgetAction) => a.type !== 'loadMore' && perform(a), [perform]);
  const tooShort = text.trim().length > 0 && !searchable(text);

  return (
    <section className="px-0 pb-6" data-testid="search-screen">
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
            aria-describedby="search-hint"
            enterKeyHint="search"
            autoFocus
            className="flex-1 min-w-0 bg-transparent outline-none placeholder:text-muted"
          />
        </label>
        <p id="search-hint" role="status" className={`px-4 pt-1 text-xs ${tooShort ? 'text-danger' : 'text-transparent'}`}>
          {tooShort ? t('games.search.minimum') : '\u00a0'}
        </p>
      </form>
      {searched ? (
        <>
          <p className="px-3 pb-2 text-xs text-muted" aria-live="polite" data-testid="search-count">
            {s.page > 0 ? t('games.count', { formatted: formatCount(s.totalCount, ctx.widget.language) }) : '\u00a0'}
          </p>
          <GameGrid props={{ columns: 3, highlightEvery: 7 }} data={s.games as Game[]} loading={s.loading} onAction={onAction} ctx={ctx.widget} />
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
