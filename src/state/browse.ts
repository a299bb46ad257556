/**
 * §2 what the player is browsing: the game category and the vendor chosen in it. A category's game
 * list remembers the vendor a player picked there, so coming back to the category (from a game,
 * a promotion, another category) keeps it. The logo and the footer's home button reset the
 * browsing: the category back to HOT (home's hot games), every type, the vendor cleared.
 */
import { proxy } from 'valtio';

const HOME_CATEGORY = 'HOT';

export const browse = proxy({ category: HOME_CATEGORY, vendor: '' });

/** A game list shows `category`, narrowed to `vendor` ('' for every vendor). */
export function rememberBrowse(category: string, vendor: string): void {
  browse.category = category;
  browse.vendor = vendor;
}

/** The vendor last chosen in `category`, if the player is still browsing it. */
export function rememberedVendor(category: string): string {
  return browse.category === category ? browse.vendor : '';
}

/** §2 logo and footer home: the category back to HOT, the vendor cleared. */
export function resetBrowse(): void {
  rememberBrowse(HOME_CATEGORY, '');
}
