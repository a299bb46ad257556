/**
 * §2 favourites and recent games (one screen): needs a session, else
 * /m/login; reads gameType; removing a favourite takes it off the list at once.
 */
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFrom } from '../../lib/return-to';
import { useSnapshot } from 'valtio';
import { isGameType, type Game } from '../../../schemas/games.schema';
import type { WidgetAction } from '../../../widgets/define-widget';
import { formatCount } from '../../../widgets/shared/format';
import { PAGE_SIZE_FAVOURITES, PAGE_SIZE_GAME_LIST } from '../../lib/constants';
import type { GameEntry } from '../../lib/game-entry';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { createGameList, hasMore } from '../../state/game-list';
import { roleOf, useSession } from '../../state/session';
import type { RouteMeta } from '../routes';
import { LIST_GRID_PROPS, ListGrid } from './list-grid';
import { fetchGamePage } from '../../api/games/fetch-game-page';

export function MemberGamesScreen({ meta }: { meta: RouteMeta }) {
  const s = useSession();
  const location = useLocation();
  if (roleOf(s) === 'visitor') return <Navigate to={loginPathFrom(location)} replace />;
  return <MemberGames kind={meta.path === 'recent-games' ? 'recent' : 'favourite'} />;
}

function MemberGames({ kind }: { kind: 'favourite' | 'recent' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ctx = useRuntimeContext();
  const perform = useActionHandler();
  const asked = params.get('gameType') ?? '';
  // An address's unknown type is no filter (every type), as the category routes read it.
  const gameType = isGameType(asked) ? asked : '';
  const entry: GameEntry = useMemo(() => ({ key: kind === 'favourite' ? 'FAV' : 'RECENT', gameType, gameClassify: '', vendors: [], isNew: false, vendorSelector: false, vendorView: false }), [kind, gameType]);
  const list = useMemo(() => createGameList(fetchGamePage, kind === 'favourite' ? PAGE_SIZE_FAVOURITES : PAGE_SIZE_GAME_LIST), [kind]);
  const st = useSnapshot(list.state);
  // The grid's list, a step behind the store (./list-grid.tsx).
  const drawn = useDeferredValue(st);
  const gridData = useMemo(
    () => ({ games: drawn.games as Game[], hasMore: hasMore(drawn), empty: kind === 'favourite' ? ({ icon: 'star', text: t('games.emptyFavourites') } as const) : ({ icon: 'gamepad', text: t('games.emptyRecent') } as const) }),
    [drawn, kind, t],
  );

  // One request: the member's own list from the start (never the catalogue first).
  useEffect(() => {
    void list.enter(entry, { dataType: kind });
  }, [list, entry, kind]);

  const onAction = useCallback(
    (a: WidgetAction) => {
      if (a.type === 'loadMore') return void list.loadMore();
      // §4: removal updates the local and the paged list at once.
      if (a.type === 'toggleFavourite' && kind === 'favourite' && ctx.widget.favourites.has(a.nodeId)) {
        list.removeLocal(a.nodeId);
      }
      perform(a);
    },
    [list, kind, perform, ctx.widget.favourites],
  );

  return (
    <section className="pb-6" data-testid={`member-games-${kind}`}>
      <div role="tablist" className="grid grid-cols-2 gap-2 p-3">
        {(['favourite', 'recent'] as const).map((k) => (
          <button key={k} role="tab" aria-selected={k === kind} type="button" onClick={() => navigate(k === 'favourite' ? '/favorite' : '/recent-games', { replace: true })} className={`h-10 rounded-full text-sm font-semibold ${k === kind ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`}>
            {t(k === 'favourite' ? 'games.types.FAV' : 'games.types.RECENT')}
          </button>
        ))}
      </div>
      <p className="px-3 pb-2 text-xs text-muted" aria-live="polite">{st.page > 0 ? t('games.count', { formatted: formatCount(st.totalCount, ctx.widget.language) }) : '\u00a0'}</p>
      <ListGrid props={LIST_GRID_PROPS} data={gridData} loading={drawn.loading} onAction={onAction} ctx={ctx.widget} />
    </section>
  );
}
