/**
 * §2 type scroller: "more games" opens the category's own page. The spec does not show the
 * mapping; these are the §2 route table's category routes (a unit test keeps them in step with
 * src/app/routes.tsx).
 */
import type { IconName } from '../shared/icon-names';

export const TYPE_ROUTES: Readonly<Record<string, string>> = {
  RNG: '/m/slot-games',
  LIVE: '/m/live-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  COCKFIGHT: '/m/cockfight',
  FISH: '/m/fish-games',
  PVP: '/m/pvp-games',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  BINGO: '/m/bingo',
  JACKPOT: '/m/jackpots',
  JL: '/m/jili-games',
  RTG: '/m/rtg-games',
  INHOUSE: '/m/inHouse',
};

/** The section icon of each category, as the home rows show theirs. */
export const TYPE_ICONS: Readonly<Record<string, IconName>> = {
  RNG: 'dice', LIVE: 'live', SPORTS: 'ball', ESPORTS: 'ball', COCKFIGHT: 'ball', FISH: 'fish', PVP: 'cards',
  LOTT: 'ticket', ELOTT: 'ticket', BINGO: 'ticket', JACKPOT: 'trophy', JL: 'dice', RTG: 'dice', INHOUSE: 'dice',
};
