/**
 * §2 game list center: one screen for every category route. The path gives
 * the game type; the query gives vassalage, gameClassify and dataType. ALLGAME
 * shows the all-games view, HOT the hot list, other types the paged grid with
 * category filter bar, vendor selector, name search and infinite scroll.
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFrom } from '../../lib/return-to';
import { useSnapshot } from 'valtio';
import type { WidgetAction } from '../../../widgets/define-widget';
import { Icon } from '../../../widgets/shared/icon';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { formatBalance, formatCount } from '../../../widgets/shared/format';
import { fetchGamePage } from '../../api/games/fetch-game-page';
import { getVendors, type VendorInfo } from '../../api/games/get-vendors';
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants';
import { arriving } from '../../lib/arriving';
import { categoryVendors, entryFor, type GameEntry } from '../../lib/game-entry';
import { useActionHandler } from '../../runtime/actions';
import { useRuntimeContext } from '../../runtime/context';
import { createGameList, filtersActive, hasMore, type DataType } from '../../state/game-list';
import { rememberBrowse, rememberedVendor } from '../../state/browse';
import { roleOf, session } from '../../state/session';
import { useSettings } from '../../state/settings';
import type { RouteMeta } from '../routes';
import { AllGamesView } from './all-games-view';
import { chip, FilterIcon, GameFilterPanel } from './game-filter-panel';
import { isClassifyKey, type ClassifyKey } from '../../../schemas/games.schema';
import { HotGamesView } from './hot-games-view';
import { LIST_GRID_PROPS, ListGrid } from './list-grid';
import { VendorView } from './vendor-view';
import { oneCardPerVendor, querySeed } from './game-list-query';
import { VendorPickerSheet } from './vendor-picker-sheet';

const DATA_TYPES: { key: DataType | 'new'; label: string }[] = [
  { key: 'all', label: 'games.filter.all' },
  { key: 'favourite', label: 'games.types.FAV' },
  { key: 'recent', label: 'games.types.RECENT' },
  { key: 'new', label: 'games.types.NEW' },
  { key: 'hot', label: 'games.types.HOT' },
];

export function GameListScreen({ meta }: { meta: RouteMeta }) {
  const key = meta.gameKey ?? 'ALL';
  if (key === 'ALL') return <AllGamesView />;
  if (key === 'HOT') return <HotGamesView />;
  return <CategoryView key={key} gameKey={key} />;
}

/** §2: a list-type category shows its games; any other its vendors first, until one is chosen (or asked for by the query). */
function CategoryView({ gameKey }: { gameKey: string }) {
  const [params] = useSearchParams();
  const { settings } = useSettings();
  // Keyed on the groups' content, not the settings object: settings refreshed in the background
  // (a page the service worker served, a sign-in) are a new object with the same groups, and
  // re-entering the category would fetch page 1 again and redraw the list under the player.
  const vendorGroups = settings?.vendorGroups;
  const groupsKey = JSON.stringify(vendorGroups ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entry: GameEntry = useMemo(() => entryFor(gameKey, vendorGroups ?? {}), [gameKey, groupsKey]);
  const cards = entry.vendorView && !params.get('vassalage') && !params.get('dataType');
  // A vendor asked for by the address (a vendor card, the long-press picker) opens the list anew with it.
  const list = (known?: readonly VendorInfo[]) => <GameListView key={cards ? 'all' : `vendor:${params.get('vassalage') ?? ''}`} gameKey={gameKey} entry={entry} known={known} />;
  return cards ? <VendorView entry={entry} list={list} /> : list();
}

/** The filters a category opens with: the address's, else the vendor the player chose there before. */
function openingSeed(params: URLSearchParams, gameKey: string) {
  const seed = querySeed(params);
  // Back in the category the player was browsing: the vendor they chose there (§2; the logo and home button clear it).
  const vendor = rememberedVendor(gameKey);
  if (!params.toString() && vendor) seed.vassalage = vendor;
  return seed;
}

/** No vendors (yet): one array, so what is derived from them keeps its memo. */
const NO_VENDORS: readonly VendorInfo[] = [];

function GameListView({ gameKey, entry, known }: { gameKey: string; entry: GameEntry; /** The category's vendors, when the vendor view has read them already. */ known?: readonly VendorInfo[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const ctx = useRuntimeContext();
  const perform = useActionHandler();
  // Made with the category it opens on and that first load's seed, so entering it below changes nothing shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const list = useMemo(() => createGameList(fetchGamePage, undefined, { entry, seed: openingSeed(params, gameKey) }), []);
  const s = useSnapshot(list.state);
  // The grid's list, a step behind the store (./list-grid.tsx).
  const drawn = useDeferredValue(s);
  const gridData = useMemo(() => ({ games: drawn.games, hasMore: hasMore(drawn) }), [drawn]);
  // Vendors the vendor view has just read are used as they are: asking again would cost a round trip
  // and a second render of the whole list, on the path of the first screen.
  // null until they are in: meanwhile the selector's place is kept (the search box beside it would jump).
  const [fetchedVendors, setVendors] = useState<VendorInfo[] | null>(() => (known ? oneCardPerVendor(known) : null));
  const vendorsIn = fetchedVendors !== null;
  const vendors = fetchedVendors ?? NO_VENDORS;
  const [sheet, setSheet] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);
  const [pick, setPick] = useState('');
  const [name, setName] = useState('');
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  // §2: favourites and recent need a session: a visitor the address asks them for goes to /m/login.
  const wantsMemberList = ['favourite', 'recent'].includes(params.get('dataType')?.toLowerCase() ?? '') && roleOf(session) === 'visitor';
  useEffect(() => {
    if (wantsMemberList) navigate('/login', { replace: true });
  }, [wantsMemberList, navigate]);

  useEffect(() => {
    void list.enter(entry, openingSeed(params, gameKey));
    // NEW spans every type and offers no vendor selector; /m/provider spans every type and offers every vendor.
    if (!entry.gameType && !entry.vendorSelector) return;
    if (known) return;
    const c = new AbortController();
    getVendors({ gameType: entry.gameType }, c.signal).then(
      arriving((v) => setVendors(oneCardPerVendor(categoryVendors(entry, v.list)))),
      () => setVendors([]),
    );
    return () => c.abort();
    // Entering a category happens once per entry; the query only seeds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, list]);

  useEffect(() => rememberBrowse(gameKey, s.vassalage), [gameKey, s.vassalage]);

  // A filter change empties the list (page 0): start reading it from the top again, rather
  // than deep down where the old list was (which would also ask for page 2 at once). Only then:
  // on the screen's first render there is nothing to undo, and asking where the page is scrolled
  // (window.scrollY) in that commit laid the whole page out inside it (~95 ms on the slow phone).
  const shownPage = useRef(s.page);
  useEffect(() => {
    const was = shownPage.current;
    shownPage.current = s.page;
    if (s.page === 0 && was > 0) window.scrollTo({ top: 0 });
  }, [s.page]);

  const classifications = useMemo(() => [...new Set(vendors.flatMap((v) => v.gameClassify))].filter((c): c is ClassifyKey => isClassifyKey(c) && c !== 'NEW' && c !== entry.gameClassify).sort(), [vendors, entry.gameClassify]);

  const onAction = useCallback(
    (a: WidgetAction) => {
      if (a.type === 'loadMore') void list.loadMore();
      else perform(a);
    },
    [list, perform],
  );

  const chooseDataType = (k: DataType | 'new') => {
    // §2: favourites and recent need a session.
    if ((k === 'favourite' || k === 'recent') && roleOf(session) === 'visitor') return navigate(loginPathFrom(location));
    if (k === 'new') void list.setDataType('all', true);
    else void list.setDataType(k);
  };

  const onName = (value: string, now = false) => {
    setName(value);
    clearTimeout(debounce.current);
    // The same text again is no filter change: no reload.
    if (value.trim() === list.state.gameName) return;
    if (now) void list.setName(value.trim());
    else debounce.current = setTimeout(() => void list.setName(value.trim()), SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(debounce.current), []);
  // The box shows the applied name when the filter popup sets or resets it.
  const [shownName, setShownName] = useState(s.gameName);
  if (shownName !== s.gameName) {
    setShownName(s.gameName);
    if (name.trim() !== s.gameName) setName(s.gameName);
  }

  const activeData = s.isNew && s.dataType === 'all' ? 'new' : s.dataType;
  // §4: no vendor selector for BINGO, JL, INHOUSE, RTG, JACKPOT, NEW, nor in the favourite, hot and recent views.
  const vendorSelectorView = entry.vendorSelector && !s.isNew && s.dataType === 'all';
  const showVendorSelector = vendorSelectorView && vendors.length > 1;
  const active = filtersActive(s);
  const vendorName = vendors.find((v) => v.vassalage === s.vassalage)?.displayName;

  return (
    <section className="pb-4" data-testid="game-list" data-game-key={gameKey}>
      <div className="sticky top-14 z-20 bg-bg/95 backdrop-blur-md pt-2 pb-2 space-y-2">
        <nav aria-label={t('games.filter.label')} className="flex gap-1.5 overflow-x-auto no-scrollbar px-3">
          {DATA_TYPES.map((d) => (
            <button key={d.key} type="button" aria-pressed={activeData === d.key} onClick={() => chooseDataType(d.key)} className={chip(activeData === d.key)}>
              {t(d.label)}
            </button>
          ))}
          {classifications.length > 0 && <span className="w-px shrink-0 self-stretch my-1.5 bg-line" aria-hidden="true" />}
          {classifications.map((c) => (
            <button key={c} type="button" aria-pressed={s.gameClassify === c} onClick={() => void list.setClassify(c)} className={chip(s.gameClassify === c)}>
              {t(`games.classify.${c}`)}
            </button>
          ))}
        </nav>
        <div className="flex gap-2 px-3">
          {vendorSelectorView && (showVendorSelector || !vendorsIn) && (
            <button
              type="button"
              disabled={!vendorsIn}
              aria-busy={!vendorsIn || undefined}
              onClick={() => { setPick(s.vassalage); setSheet(true); }}
              className="btn-ghost h-9 px-3 text-xs shrink-0 gap-1"
              data-testid={vendorsIn ? 'vendor-selector' : 'vendor-selector-loading'}
            >
              <Icon name="grid" className="size-4" />
              {vendorName ?? t('games.provider.all')}
            </button>
          )}
          <label className="flex-1 min-w-0 flex items-center gap-2 h-9 px-3 rounded-full bg-surface border border-line text-sm">
            <Icon name="search" className="size-4 text-muted" />
            <input
              value={name}
              onChange={(e) => onName(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && onName(name, true)}
              placeholder={t('games.search.placeholder')}
              aria-label={t('games.search.placeholder')}
              className="flex-1 min-w-0 bg-transparent outline-none placeholder:text-muted"
              enterKeyHint="search"
            />
          </label>
          <button
            type="button"
            onClick={() => setFilterOpen(true)}
            aria-label={t('games.filter.title')}
            aria-haspopup="dialog"
            className={`relative grid place-items-center size-9 shrink-0 rounded-full border ${active ? 'border-brand text-brand' : 'border-line text-muted'} bg-surface`}
            data-testid="filter-open"
          >
            <FilterIcon />
            {active && <span className="absolute top-1 end-1 size-2 rounded-full bg-brand" aria-hidden="true" />}
          </button>
        </div>
        {(s.minBet !== undefined || s.minLine !== undefined || (s.vassalage && !showVendorSelector)) && (
          <div className="flex gap-1.5 px-3" data-testid="min-filters">
            {s.vassalage && !showVendorSelector && (
              // The vendor chosen on the full list narrows the hot, favourite and recent views too: say so, and let it go.
              <button type="button" onClick={() => void list.setVendor('')} className={`${chip(true)} inline-flex items-center gap-1`} data-testid="vendor-chip">
                {vendorName ?? s.vassalage}
                <Icon name="close" className="size-3" />
                <span className="sr-only">{t('games.provider.all')}</span>
              </button>
            )}
            {s.minBet !== undefined && (
              <span className={`${chip(true)} inline-flex items-center gap-1`}>{t('games.filter.minBet', { value: formatBalance(s.minBet, ctx.widget.currencySymbol, ctx.widget.language) })}</span>
            )}
            {s.minLine !== undefined && <span className={`${chip(true)} inline-flex items-center gap-1`}>{t('games.filter.minLine', { value: s.minLine })}</span>}
          </div>
        )}
      </div>
      <p className="px-3 py-2 text-xs text-muted" aria-live="polite" data-testid="game-count">
        {s.page > 0 ? t('games.count', { formatted: formatCount(s.totalCount, ctx.widget.language) }) : '\u00a0'}
      </p>
      {s.error && !s.loading ? (
        <RetryBox onRetry={() => void list.retry()} />
      ) : (
        <ListGrid
          props={LIST_GRID_PROPS}
          data={gridData}
          loading={drawn.loading}
          onAction={onAction}
          ctx={ctx.widget}
        />
      )}
      <GameFilterPanel
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        current={{ gameName: s.gameName, vassalage: s.vassalage, gameClassify: s.gameClassify }}
        vendors={vendors}
        showVendors={showVendorSelector}
        classifications={classifications}
        onApply={(d) => {
          clearTimeout(debounce.current);
          void list.applyFilters(d);
        }}
        onReset={() => {
          clearTimeout(debounce.current);
          void list.resetFilters();
        }}
      />
      <VendorPickerSheet open={sheet} vendors={vendors} pick={pick} onPick={setPick} onClose={() => setSheet(false)} onConfirm={() => { setSheet(false); void list.setVendor(pick); }} />
    </section>
  );
}
