/**
 * §4 entry rules: what a category route really asks the game list for, and
 * whether it offers the vendor selector. Pure, so every rule has a unit test.
 */
import { isGameType, type ClassifyKey, type GameType } from '../../schemas/games.schema';

export type VendorGroups = Partial<Record<'INHOUSE' | 'JL' | 'RTG' | 'ESPORTS' | 'COCKFIGHT', readonly string[]>>;

export type DataType = 'all' | 'hot' | 'favourite' | 'recent';

/** The §4 filters: what a list is asked for, apart from its page. */
export interface GameFilters {
  dataType: DataType;
  vassalage: string;
  gameClassify: ClassifyKey | '';
  gameName: string;
  isNew: boolean;
  minBet?: number;
  minLine?: number;
}

/** One page of a list with its filters: what a game list asks GET /api/games for (platform/answer-urls.ts). */
export interface GameQuery extends GameFilters {
  entry: GameEntry;
  pageNo: number;
  pageSize: number;
}

export interface GameEntry {
  /** The §3 key the route stands for (BINGO, JL…), for titles and tabs. */
  key: string;
  /** What GET /api/games is asked for ('' = every type). */
  gameType: GameType | '';
  gameClassify: ClassifyKey | '';
  /** Vendors the category is made of; empty = any. */
  vendors: readonly string[];
  isNew: boolean;
  /** §4: the vendor selector is not offered for BINGO, JL, INHOUSE, RTG, JACKPOT, NEW. */
  vendorSelector: boolean;
  /** §2: a category that is not a list type opens on its vendors (vendor cards, then a vendor's games). */
  vendorView: boolean;
}

const NO_VENDOR_SELECTOR = new Set(['BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT', 'NEW']);

/**
 * §2 list-type categories: their page is the game list itself. Slots, fishing and poker (and the
 * slot categories of §4's entry rules) are many single games; the others (live casino, sports,
 * e-sports, cockfight, lottery) are each vendor's lobby, so their page lists the vendors first.
 * PROVIDER is /m/provider, the provider game list.
 */
const LIST_TYPE_KEYS: readonly string[] = ['RNG', 'FISH', 'PVP', 'BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT', 'NEW', 'PROVIDER'];

export function entryFor(key: string, groups: VendorGroups): GameEntry {
  const base: GameEntry = {
    // A key that is no game type (ALL, HOT…) asks for every type.
    key, gameType: isGameType(key) ? key : '', gameClassify: '', vendors: [], isNew: false, vendorSelector: !NO_VENDOR_SELECTOR.has(key), vendorView: !LIST_TYPE_KEYS.includes(key) && key !== 'ALL' && key !== 'HOT',
  };
  switch (key) {
    case 'PROVIDER':
      // §2 /m/provider: every game, with the vendor selector over every vendor.
      return { ...base, gameType: '' };
    case 'BINGO':
      return { ...base, gameType: 'RNG', gameClassify: 'BG' };
    case 'INHOUSE':
    case 'JL':
    case 'RTG':
      return { ...base, gameType: 'RNG', vendors: groups[key] ?? [] };
    case 'NEW':
      return { ...base, gameType: '', isNew: true };
    case 'JACKPOT':
      return { ...base, gameType: 'RNG', gameClassify: 'JP' };
    case 'ESPORTS':
    case 'COCKFIGHT':
      return { ...base, gameType: 'SPORTS', vendors: groups[key] ?? [] };
    default:
      return base;
  }
}

/**
 * §4: the sports category splits into sports, e-sports and cockfight (in that
 * order, right after sports); an empty one is dropped.
 */
export function splitSports<V extends { vassalage: string }>(vendors: readonly V[], groups: VendorGroups): { key: string; vendors: V[] }[] {
  const e = new Set(groups.ESPORTS ?? []);
  const c = new Set(groups.COCKFIGHT ?? []);
  return [
    { key: 'SPORTS', vendors: vendors.filter((v) => !e.has(v.vassalage) && !c.has(v.vassalage)) },
    { key: 'ESPORTS', vendors: vendors.filter((v) => e.has(v.vassalage)) },
    { key: 'COCKFIGHT', vendors: vendors.filter((v) => c.has(v.vassalage)) },
  ].filter((x) => x.vendors.length > 0);
}

/** The vendors a category is made of: those of its type, narrowed to its vendor group when it has one. */
export function categoryVendors<V extends { vassalage: string }>(entry: GameEntry, list: readonly V[]): V[] {
  return entry.vendors.length ? list.filter((v) => entry.vendors.includes(v.vassalage)) : [...list];
}

/** §3 prize modes of the lottery: electronic lottery (Elott) or the standard one (Lott). */
export type PrizeMode = 'ELOTT' | 'LOTT';

/**
 * §4: the prize mode is electronic lottery when the vendor mapping (by category) has an entry for
 * TCG_LOTTO_VN or LOTT, else standard. It decides where the lottery entries of the menus open.
 */
export function prizeMode(mapping: Readonly<Record<string, readonly unknown[] | undefined>>): PrizeMode {
  return ['TCG_LOTTO_VN', 'LOTT'].some((k) => (mapping[k]?.length ?? 0) > 0) ? 'ELOTT' : 'LOTT';
}
