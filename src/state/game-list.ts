/**
 * §4 game list state: type, vendor, classification, data type, paging. Any
 * filter change resets to page 1, empties the list and reloads; a vendor
 * choice or a name search also resets classification, min bet and min line.
 * Load more appends page+1 while page < totalPages. Responses that arrive after
 * a newer request are ignored. The data type (all, hot, favourites, recent) and
 * the filters (category, vendor, classification, name) combine: the hot,
 * favourite and recent lists are narrowed like the full one.
 */
import { proxy, ref } from 'valtio';
import type { ClassifyKey, Game, GamesPage } from '../../schemas/games.schema';
import type { DataType, GameEntry, GameFilters, GameQuery } from '../lib/game-entry';
import { PAGE_SIZE_GAME_LIST } from '../lib/constants';

export type { DataType, GameFilters, GameQuery };

export type PageFetcher = (q: GameQuery, signal: AbortSignal) => Promise<GamesPage>;

/**
 * A page of games is kept with ref(): valtio neither proxies its hundreds of objects nor copies them
 * into each snapshot, so a snapshot hands out the very array (typed so: not a deep-readonly copy).
 */
type KeptGames = ReturnType<typeof ref<Game[]>>;

export interface GameListState extends GameFilters {
  entry: GameEntry | null;
  page: number;
  totalPages: number;
  totalCount: number;
  games: KeptGames;
  loading: boolean;
  error: string | null;
}

const fresh = (): GameListState => ({
  entry: null, dataType: 'all', vassalage: '', gameClassify: '', gameName: '', isNew: false,
  page: 0, totalPages: 0, totalCount: 0, games: ref([]), loading: false, error: null,
});

export function hasMore(s: Pick<GameListState, 'page' | 'totalPages'>): boolean {
  return s.page < s.totalPages;
}

export function noData(s: Pick<GameListState, 'loading' | 'games' | 'page' | 'error'>): boolean {
  return !s.loading && !s.error && s.page > 0 && s.games.length === 0;
}

/** What the §2 filter popup chooses: a game name, one provider, one type (classification). */
export interface FilterChoice {
  gameName: string;
  vassalage: string;
  gameClassify: ClassifyKey | '';
}

/**
 * The change the filter popup applies. §4: a new provider or a new name resets min bet and min
 * line (and the classification, unless the popup picked one in the same go).
 */
export function filterChange(current: GameFilters, d: FilterChoice): Partial<GameFilters> {
  const gameName = d.gameName.trim();
  const change: Partial<GameFilters> = { gameName, vassalage: d.vassalage, gameClassify: d.gameClassify };
  if (gameName !== current.gameName || d.vassalage !== current.vassalage) Object.assign(change, { minBet: undefined, minLine: undefined });
  return change;
}

/** Whether any filter of the popup or the query narrows the list. */
export function filtersActive(s: Pick<GameFilters, 'gameName' | 'vassalage' | 'gameClassify' | 'minBet' | 'minLine'>): boolean {
  return !!(s.gameName || s.vassalage || s.gameClassify || s.minBet !== undefined || s.minLine !== undefined);
}

/** §2 hot-games list: the page counter starts at 1, goes +1 on load more and wraps to 1 when there is no more. */
export function nextHotPage(page: number, totalPages: number): number {
  return page < totalPages ? page + 1 : 1;
}

export interface HotListState {
  page: number;
  totalPages: number;
  totalCount: number;
  games: KeptGames;
  loading: boolean;
  error: string | null;
}

/**
 * The hot-games list: page 1 first; "more" appends the next page, and after the last page it
 * wraps to page 1, which starts the list over.
 */
export function createHotList(fetchPage: (pageNo: number, signal: AbortSignal) => Promise<GamesPage>) {
  const state = proxy<HotListState>({ page: 0, totalPages: 0, totalCount: 0, games: ref([]), loading: false, error: null });
  let controller: AbortController | null = null;
  async function load(pageNo: number) {
    controller?.abort();
    const c = (controller = new AbortController());
    state.loading = true;
    state.error = null;
    try {
      const page = await fetchPage(pageNo, c.signal);
      if (c.signal.aborted) return;
      state.games = pageNo === 1 ? ref(page.games) : ref([...state.games, ...page.games]);
      state.page = pageNo;
      state.totalPages = page.totalPages;
      state.totalCount = page.totalCount;
    } catch (e) {
      if (c.signal.aborted || (e as Error).name === 'AbortError') return;
      state.error = (e as { errorCode?: string }).errorCode ?? 'system.unknown';
    } finally {
      if (controller === c) state.loading = false;
    }
  }
  return {
    state,
    start: () => load(1),
    more: () => (state.loading ? Promise.resolve() : load(nextHotPage(state.page, state.totalPages))),
    retry: () => load(state.page ? nextHotPage(state.page, state.totalPages) : 1),
  };
}

/**
 * `opening`: the category the list opens with, and its seed. The state starts as that first
 * enter() would make it, loading, so that enter() changes nothing a screen shows: a store change
 * re-renders its screen synchronously (valtio, as any external store), and the screen's mount
 * effect entering it re-rendered the whole list screen in the task of its first commit.
 */
export function createGameList(fetchPage: PageFetcher, pageSize = PAGE_SIZE_GAME_LIST, opening?: { entry: GameEntry; seed?: Partial<GameFilters> }) {
  const state = proxy<GameListState>(opening ? { ...fresh(), entry: opening.entry, isNew: opening.entry.isNew, ...opening.seed, loading: true } : fresh());
  let opened = !opening;
  let seq = 0;
  let controller: AbortController | null = null;

  async function load(pageNo: number) {
    if (!state.entry) return;
    const my = ++seq;
    controller?.abort();
    const c = (controller = new AbortController());
    state.loading = true;
    state.error = null;
    try {
      const page = await fetchPage(
        {
          entry: state.entry, dataType: state.dataType, vassalage: state.vassalage, gameClassify: state.gameClassify,
          gameName: state.gameName, isNew: state.isNew, minBet: state.minBet, minLine: state.minLine, pageNo, pageSize,
        },
        c.signal,
      );
      if (my !== seq) return;
      state.games = pageNo === 1 ? ref(page.games) : ref([...state.games, ...page.games]);
      state.page = pageNo;
      state.totalPages = page.totalPages;
      state.totalCount = page.totalCount;
    } catch (e) {
      if (my !== seq || (e as Error).name === 'AbortError') return;
      state.error = (e as { errorCode?: string }).errorCode ?? 'system.unknown';
    } finally {
      if (my === seq) state.loading = false;
    }
  }

  /** Any filter change: page 1, empty list, reload. */
  function reset(change: Partial<GameListState>) {
    Object.assign(state, change, { page: 0, totalPages: 0, totalCount: 0, games: ref([]) });
    return load(1);
  }

  return {
    state,
    /** Opens a category; `seed` (from the route's query) is applied in the same first load. */
    enter: (entry: GameEntry, seed: Partial<GameFilters> = {}) => {
      // The opening category is already in the state (with its own seed): only its first page is asked for.
      const first = !opened && entry === opening?.entry;
      opened = true;
      if (!first) Object.assign(state, fresh(), { entry, isNew: entry.isNew }, seed);
      return load(1);
    },
    /** The hot, favourite and recent views keep the category, vendor, classification and name: they narrow those lists too. */
    setDataType: (dataType: DataType, isNew = false) => reset({ dataType, isNew }),
    /** A classification narrows whichever list is shown; choosing the current one again clears it. */
    setClassify: (gameClassify: ClassifyKey | '') => reset({ gameClassify: state.gameClassify === gameClassify ? '' : gameClassify }),
    // §4: a vendor choice or a name search also resets classification, min bet and min line.
    setVendor: (vassalage: string) => reset({ vassalage, gameClassify: '', minBet: undefined, minLine: undefined }),
    setName: (gameName: string) => reset({ gameName, gameClassify: '', minBet: undefined, minLine: undefined }),
    /** A search or member list: set the entry and the name, from page 1. */
    search: (entry: GameEntry, gameName: string) => reset({ entry, gameName, gameClassify: '', minBet: undefined, minLine: undefined }),
    /** §2 filter popup "filter": the name, provider and type chosen there, in one reload. */
    applyFilters: (d: FilterChoice) => reset(filterChange(state, d)),
    /** §2 filter popup "reset": clears every filter and applies at once. */
    resetFilters: () => reset({ gameName: '', vassalage: '', gameClassify: '', minBet: undefined, minLine: undefined, dataType: 'all', isNew: false }),
    /** §4: a removed favourite leaves the list at once. */
    removeLocal: (nodeId: string) => {
      const before = state.games.length;
      state.games = ref(state.games.filter((g) => g.nodeId !== nodeId));
      state.totalCount = Math.max(0, state.totalCount - (before - state.games.length));
    },
    loadMore: () => (hasMore(state) && !state.loading ? load(state.page + 1) : Promise.resolve()),
    retry: () => load(state.page + 1 || 1),
  };
}
