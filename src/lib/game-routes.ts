/**
 * §2 category routes that share the game-list screen, with the game type each opens. Plain data
 * (no React), so the server reads it too: it answers these paths with their first page of games.
 */
export const GAME_LIST_ROUTES: Record<string, string> = {
  'all-games': 'ALL',
  // §2 lists /m/gameCenter without its contents: it is the game centre, every game by category.
  gameCenter: 'ALL',
  'live-games': 'LIVE',
  'slot-games': 'RNG',
  'sport-games': 'SPORTS',
  'esport-games': 'ESPORTS',
  'fish-games': 'FISH',
  'pvp-games': 'PVP',
  lott: 'LOTT',
  elott: 'ELOTT',
  cockfight: 'COCKFIGHT',
  'new-games': 'NEW',
  'jili-games': 'JL',
  jili: 'JL',
  'rtg-games': 'RTG',
  jackpots: 'JACKPOT',
  bingo: 'BINGO',
  inHouse: 'INHOUSE',
  // §2: the provider game list (vendor selector, filter, search, classify strip) over every game.
  provider: 'PROVIDER',
};

/** The hot-games list's path (under /m). */
export const HOT_GAMES_PATH = 'hot-games';

/** The lottery entries' path (under /m): it opens the lottery of the prize mode (§4), /m/elott or /m/lott. */
export const LOTTERY_PATH = 'lottery';
/** The category route of each prize mode. */
export const PRIZE_MODE_PATHS = { ELOTT: 'elott', LOTT: 'lott' } as const;
