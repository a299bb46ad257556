/**
 * The player's screens, each declared once: its component, the paths that open it (each with its
 * header title), its shell, the layout it renders, who may open it and what the player page brings
 * for it when a visit lands there. The router (src/app/routes.tsx), the header and the route
 * announcer, the server's player page (server/lib/player-page.ts), the build's check of the
 * screens' chunks (vite.config.ts) and the console's preview frame read this, through what
 * platform/route-table.ts derives from it; none keeps a list of its own. Adding a screen: its
 * component, one entry here, its title in the locales and, for a composed screen, its layout under
 * layouts/.
 */
import { HOME_PATHS } from '../src/lib/constants.ts';
import { GAME_LIST_ROUTES, HOT_GAMES_PATH, LOTTERY_PATH } from '../src/lib/game-routes.ts';
import type { FirstRead } from './answer-urls.ts';

/** One path (under /m, without slashes; `:name` is a parameter) that opens a screen. */
export interface ScreenRoute {
  path: string;
  /** Translation key of the header title (and of the document's title). */
  title: string;
  /** §2: the back arrow of these pages goes home instead of back. */
  backHome?: boolean;
  /** §2: the header offers the language selector (the forms a visitor fills before signing in). */
  languagePicker?: boolean;
  /** Game list routes: the §3 game-type key the route opens. */
  gameKey?: string;
}

/**
 * §6 who may open a screen: anyone when absent; `signedIn` sends a visitor to sign in, `real` also
 * refuses a trial player, `agent` sends a visitor to the agent login and refuses anyone but an agent.
 */
export type ScreenAccess = 'signedIn' | 'real' | 'agent';

export interface ScreenDeclaration {
  /**
   * Its component's module, `src/app/screens/<module>.tsx`, which exports it under the module's
   * name in PascalCase (`game-list-screen` → `GameListScreen`); it loads lazily, as a chunk of its own.
   */
  module: string;
  /** The main shell (header, game menu bar, footer bar); absent, a page's (a header bar with a back arrow and the title). */
  shell?: 'main';
  routes: readonly ScreenRoute[];
  /**
   * Its strings are all in the first part of the language (src/lib/locale-parts.ts), so it renders
   * without the later part; absent, the screen loads with the later part.
   */
  firstStrings?: boolean;
  /** The layout it renders (the `screen` of layouts/<key>.json and of GET /api/layouts/:screen); the console previews it on the screen's first path. */
  layout?: string;
  access?: ScreenAccess;
  /** In the console's preview (a preview token) it shows whatever the frame's session, so an operator sees the layout it carries. */
  previewable?: boolean;
  /**
   * What the player page answers in itself for a visitor landing here: `layout`, its layout and the
   * data of its first screen of blocks (and their widgets' code, and the first banner in the
   * splash); `gameList`, the first page of games of a category route without filters; `game`, the
   * game's art as its loading screen (a game page: /m/play/<kind>/<gameId>).
   */
  pageAnswers?: 'layout' | 'gameList' | 'game';
  /**
   * With `pageAnswers: 'layout'`: the screen draws nothing of its own above its layout, whoever is
   * signed in, so the splash may show the layout's first banner where the screen will show it.
   */
  layoutOnTop?: boolean;
  /**
   * The reads a screen without a layout opens with (platform/answer-urls.ts FIRST_READS), which the
   * player page answers in itself as a visitor's: its largest paint is their text, otherwise a
   * round trip after the scripts have run. A signed-in player's screen asks for its own.
   */
  firstReads?: readonly FirstRead[];
}

const games = (path: string, gameKey: string): ScreenRoute => ({ path, title: `games.types.${gameKey}`, gameKey });
const signIn = { backHome: true, languagePicker: true } as const;

export const SCREENS = {
  home: { module: 'home-screen', shell: 'main', routes: HOME_PATHS.map((path) => ({ path, title: 'routes.home' })), firstStrings: true, layout: 'home', pageAnswers: 'layout', layoutOnTop: true },
  games: {
    module: 'game-list-screen',
    shell: 'main',
    routes: [...Object.entries(GAME_LIST_ROUTES).map(([path, key]) => games(path, key)), games(HOT_GAMES_PATH, 'HOT')],
    firstStrings: true,
    pageAnswers: 'gameList',
  },
  // §4: the lottery entries open the lottery of the prize mode (a page asked for at this address is
  // sent there by the server: server/lib/player-page.ts pageRedirect).
  lottery: { module: 'lottery-entry', shell: 'main', routes: [{ path: LOTTERY_PATH, title: 'games.types.LOTT' }], firstStrings: true },
  login: {
    module: 'login-screen',
    routes: [{ path: 'login', title: 'routes.login', ...signIn }, { path: 'agent', title: 'routes.agentLogin', languagePicker: true }],
  },
  register: { module: 'register-screen', routes: ['register', 'register.html'].map((path) => ({ path, title: 'routes.register', ...signIn })), firstReads: ['registerBanners'] },
  forget: { module: 'forget-screen', routes: [{ path: 'forget', title: 'routes.forget', ...signIn }] },
  // The page a reset mail links to (`?code=` the one-time token).
  resetPassword: { module: 'reset-password-screen', routes: [{ path: 'forget/reset', title: 'routes.forget', ...signIn }] },
  changePassword: { module: 'change-password-screen', routes: [{ path: 'changePsw', title: 'routes.changePsw' }] },
  search: { module: 'search-screen', routes: [{ path: 'search-games', title: 'routes.search' }], firstReads: ['searchHot'] },
  memberGames: {
    module: 'member-games-screen',
    routes: [
      { path: 'recent-games', title: 'games.types.RECENT' },
      { path: 'favorite', title: 'games.types.FAV' },
      { path: 'fav-games', title: 'games.types.FAV' },
    ],
  },
  activity: {
    module: 'activity-screen',
    routes: [{ path: 'activity', title: 'routes.activity', backHome: true }, { path: 'activityDetail', title: 'routes.activity' }],
    layout: 'promotions',
    pageAnswers: 'layout',
    layoutOnTop: true,
  },
  event: { module: 'event-screen', routes: [{ path: 'event', title: 'routes.event' }], layout: 'event', pageAnswers: 'layout', layoutOnTop: true },
  missions: { module: 'missions-screen', routes: [{ path: 'missions', title: 'routes.missions' }], layout: 'missions', pageAnswers: 'layout' },
  notice: { module: 'notice-screen', routes: [{ path: 'notice', title: 'routes.notice' }], firstReads: ['notices'] },
  noticeDetail: { module: 'notice-detail-screen', routes: [{ path: 'noticeDetail', title: 'routes.notice' }], firstReads: ['notices'] },
  help: { module: 'help-screen', routes: [{ path: 'help', title: 'routes.help' }], firstReads: ['help'] },
  helpDetail: { module: 'help-detail-screen', routes: [{ path: 'helpDetail', title: 'routes.help' }], firstReads: ['help'] },
  applyReward: { module: 'apply-reward-screen', routes: [{ path: 'applyReward', title: 'routes.applyReward' }] },
  memberHome: { module: 'member-home-screen', routes: [{ path: 'member/home', title: 'routes.memberHome' }], layout: 'member-home', access: 'signedIn', previewable: true },
  inbox: { module: 'inbox-screen', routes: [{ path: 'member/inbox', title: 'routes.inbox' }], access: 'real' },
  manualRebate: { module: 'manual-rebate-screen', routes: [{ path: 'member/manualRebate', title: 'routes.manualRebate' }], access: 'real' },
  benefits: { module: 'benefits-screen', routes: [{ path: 'member/benefits', title: 'routes.benefits' }], access: 'real' },
  verify: { module: 'verify-screen', routes: [{ path: 'member/verify', title: 'routes.verify' }], access: 'real' },
  responsible: { module: 'responsible-screen', routes: [{ path: 'member/responsible', title: 'routes.responsible' }], access: 'real' },
  // A signed-in player's balance card comes above its layout: its banner stays out of the splash.
  memberMenu: { module: 'member-menu-screen', routes: [{ path: 'menu', title: 'routes.menu' }], layout: 'member-menu', pageAnswers: 'layout' },
  settings: { module: 'settings-screen', routes: [{ path: 'set', title: 'routes.settings' }] },
  deposit: { module: 'deposit-screen', routes: [{ path: 'voucherCenter', title: 'routes.deposit' }], access: 'real' },
  withdraw: { module: 'withdraw-screen', routes: [{ path: 'withdraw', title: 'routes.withdraw' }], access: 'real' },
  transactions: { module: 'transaction-record-screen', routes: [{ path: 'transaction/record', title: 'routes.transactions' }], access: 'real' },
  mall: { module: 'mall-screen', routes: [{ path: 'mall/mallHome', title: 'routes.mall' }], access: 'real' },
  gameRecord: { module: 'game-record-screen', routes: [{ path: 'gameRecord', title: 'routes.gameRecord' }], access: 'real' },
  rewardCenter: { module: 'reward-center-screen', routes: [{ path: 'rewardCenter', title: 'routes.rewardCenter' }], access: 'real' },
  agentHome: { module: 'agent-home-screen', routes: [{ path: 'agent/home', title: 'routes.agentHome' }], access: 'agent' },
  contract: {
    module: 'contract-screen',
    routes: [
      { path: 'member/agent/getSalaryContract', title: 'routes.salaryContract' },
      { path: 'member/agent/getDevidendContract', title: 'routes.dividendContract' },
      { path: 'member/agent/getHourContract', title: 'routes.hourContract' },
    ],
    access: 'agent',
  },
  download: { module: 'download-screen', routes: [{ path: 'download', title: 'routes.download', backHome: true }], firstReads: ['downloads'] },
  // Parlor Studio's games, opened by a launch URL (/m/play/<kind>/<gameId>?t=<launch token>), often
  // in a window of its own with nothing cached: the page brings its code and its strings.
  play: {
    module: 'play-screen',
    routes: [
      { path: 'play/slot/:id', title: 'routes.playSlot' },
      { path: 'play/crash/:id', title: 'routes.playCrash' },
      { path: 'play/dice/:id', title: 'routes.playDice' },
    ],
    pageAnswers: 'game',
  },
  // A past round of the studio's, opened from the betting record: its amounts, seeds and the verify view.
  playRound: { module: 'play-round-screen', routes: [{ path: 'play/round/:roundId', title: 'routes.playRound' }], access: 'real' },
} as const satisfies Record<string, ScreenDeclaration>;

export type ScreenName = keyof typeof SCREENS;

/**
 * The layouts of the shell, which no route renders as its screen: the game menu bar and the footer
 * bar, on every page (the player page answers them on every /m path), and the menus a page opens
 * (`preview`: where the console's preview opens them, under /m).
 */
export const SHELL_LAYOUTS = {
  'game-menu': { everyPage: true },
  'footer-bar': { everyPage: true },
  // The player site opens these menus itself in preview mode only.
  'side-menu': { preview: 'home?menu=side' },
  'member-sheet': { preview: 'home?menu=member' },
} as const satisfies Record<string, { everyPage?: true; preview?: string }>;

/** A composed screen: the layout of a screen (its `layout`) or of the shell. */
export type LayoutScreen = { [K in ScreenName]: (typeof SCREENS)[K] extends { layout: infer L extends string } ? L : never }[ScreenName] | keyof typeof SHELL_LAYOUTS;

/** Every composed screen, which the console lists and edits (others appear once they have a draft). */
export const LAYOUT_SCREENS: readonly LayoutScreen[] = [
  ...Object.values(SCREENS).flatMap((s: ScreenDeclaration) => (s.layout ? [s.layout as LayoutScreen] : [])),
  ...(Object.keys(SHELL_LAYOUTS) as (keyof typeof SHELL_LAYOUTS)[]),
];
