/**
 * §2 what the player is browsing: the game category and the vendor chosen in each category. A
 * category's game list remembers the vendor a player picked there, so coming back to the category
 * (from a game, a promotion, another category and its own vendor) keeps it. The logo and the
 * footer's home button reset the browsing: the category back to HOT (home's hot games), every
 * type, every category's vendor cleared.
 */
import { proxy } from 'valtio';

const HOME_CATEGORY = 'HOT';

export const browse = proxy({ category: HOME_CATEGORY, vendors: {} as Record<string, string> });

/** A game list shows `category`, narrowed to `vendor` ('' for every vendor). */
export function rememberBrowse(category: string, vendor: string): void {
  browse.category = category;
  if (vendor) browse.vendors[category] = vendor;
  else delete browse.vendors[category];
}

/** The vendor last chosen in `category` ('' when none was, or the browsing was reset since). */
export function rememberedVendor(category: string): string {
  return browse.vendors[category] ?? '';
}

/** §2 logo and footer home: the category back to HOT, every vendor cleared. */
export function resetBrowse(): void {
  browse.category = HOME_CATEGORY;
  browse.vendors = {};
}
