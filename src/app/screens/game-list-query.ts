/**
 * The game list's inputs, apart from the screen: what a category route's
 * query asks for (checked against the API's bounds), and the vendor list
 * folded to one choice per vendor.
 */
import { isClassifyKey } from '../../../schemas/games.schema';
import type { VendorInfo } from '../../api/games/get-vendors';
import type { GameFilters } from '../../state/game-list';
import { roleOf, session } from '../../state/session';

/** A vendor of several types (every vendor, on /m/provider) is one choice, with every game and classification it has. */
export function oneCardPerVendor(list: readonly VendorInfo[]): VendorInfo[] {
  const by = new Map<string, VendorInfo>();
  for (const v of list) {
    const seen = by.get(v.vassalage);
    by.set(v.vassalage, seen ? { ...seen, gameCount: seen.gameCount + v.gameCount, gameClassify: [...new Set([...seen.gameClassify, ...v.gameClassify])] } : v);
  }
  return [...by.values()];
}

/** The API's bounds of min bet and min line (GET /api/games). */
const MIN_BET_MAX = 1_000_000;
const MIN_LINE_MAX = 10_000;

/** §2 query of a category route: vassalage, gameClassify, dataType (default all), and min bet / min line. */
export function querySeed(params: URLSearchParams): Partial<GameFilters> {
  const seed: Partial<GameFilters> = {};
  const vassalage = params.get('vassalage');
  const classify = params.get('gameClassify');
  const dataType = params.get('dataType')?.toLowerCase();
  if (vassalage && /^[A-Za-z0-9_-]{1,40}$/.test(vassalage)) seed.vassalage = vassalage;
  if (classify && isClassifyKey(classify)) seed.gameClassify = classify;
  // §2: favourites and recent need a session.
  if (dataType === 'hot' || ((dataType === 'favourite' || dataType === 'recent') && roleOf(session) !== 'visitor')) seed.dataType = dataType;
  const minBet = Number(params.get('minBet'));
  const minLine = Number(params.get('minLine'));
  if (params.get('minBet') && Number.isFinite(minBet) && minBet > 0 && minBet <= MIN_BET_MAX) seed.minBet = minBet;
  if (params.get('minLine') && Number.isInteger(minLine) && minLine > 0 && minLine <= MIN_LINE_MAX) seed.minLine = minLine;
  return seed;
}
