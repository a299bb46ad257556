/**
 * §2 route table, as data. Every path is a route; category routes share the
 * game-list screen, favourites and recent share one, search has its own.
 * Screens load lazily. Paths are relative to the /m basename. (Declarative
 * routing rather than the data router keeps ~17 KB gzip off the first load.)
 */
import { Suspense, type ComponentType } from 'react';
import { preloadable, type Preloadable } from '../runtime/preloadable';
import { withLaterTranslations } from './i18n';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MainShell } from './shell/main-shell';
import { PageShell } from './shell/page-shell';
import { ScreenBoundary, ScreenPlaceholder } from './shell/screen-boundary';

export interface RouteMeta {
  path: string;
  shell: 'main' | 'page';
  screen: ScreenName;
  /** Translation key of the header title. */
  title: string;
  /** §2: the back arrow of these pages goes home instead of back. */
  backHome?: boolean;
  /** §2: the header offers the language selector (the forms a visitor fills before signing in). */
  languagePicker?: boolean;
  /** Game list routes: the §3 game-type key the route opens. */
  gameKey?: string;
}

// Home and the game lists are first screens; every other screen shows strings of the later part
// of the language (src/lib/locale-parts.ts), so it loads with them.
const later = withLaterTranslations;
const SCREENS = {
  home: preloadable(() => import('./screens/home-screen').then((m) => ({ default: m.HomeScreen }))),
  login: preloadable(later(() => import('./screens/login-screen').then((m) => ({ default: m.LoginScreen })))),
  register: preloadable(later(() => import('./screens/register-screen').then((m) => ({ default: m.RegisterScreen })))),
  help: preloadable(later(() => import('./screens/help-screen').then((m) => ({ default: m.HelpScreen })))),
  activity: preloadable(later(() => import('./screens/activity-screen').then((m) => ({ default: m.ActivityScreen })))),
  forget: preloadable(later(() => import('./screens/forget-screen').then((m) => ({ default: m.ForgetScreen })))),
  resetPassword: preloadable(later(() => import('./screens/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })))),
  search: preloadable(later(() => import('./screens/search-screen').then((m) => ({ default: m.SearchScreen })))),
  memberGames: preloadable(later(() => import('./screens/member-games-screen').then((m) => ({ default: m.MemberGamesScreen })))),
  games: preloadable(() => import('./screens/game-list-screen').then((m) => ({ default: m.GameListScreen }))),
  lottery: preloadable(() => import('./screens/lottery-entry').then((m) => ({ default: m.LotteryEntry }))),
  applyReward: preloadable(later(() => import('./screens/apply-reward-screen').then((m) => ({ default: m.ApplyRewardScreen })))),
  event: preloadable(later(() => import('./screens/event-screen').then((m) => ({ default: m.EventScreen })))),
  missions: preloadable(later(() => import('./screens/missions-screen').then((m) => ({ default: m.MissionsScreen })))),
  notice: preloadable(later(() => import('./screens/notice-screen').then((m) => ({ default: m.NoticeScreen })))),
  noticeDetail: preloadable(later(() => import('./screens/notice-detail-screen').then((m) => ({ default: m.NoticeDetailScreen })))),
  download: preloadable(later(() => import('./screens/download-screen').then((m) => ({ default: m.DownloadScreen })))),
  helpDetail: preloadable(later(() => import('./screens/help-detail-screen').then((m) => ({ default: m.HelpDetailScreen })))),
  changePassword: preloadable(later(() => import('./screens/change-password-screen').then((m) => ({ default: m.ChangePasswordScreen })))),
  memberHome: preloadable(later(() => import('./screens/member-home-screen').then((m) => ({ default: m.MemberHomeScreen })))),
  verify: preloadable(later(() => import('./screens/verify-screen').then((m) => ({ default: m.VerifyScreen })))),
  benefits: preloadable(later(() => import('./screens/benefits-screen').then((m) => ({ default: m.BenefitsScreen })))),
  memberMenu: preloadable(later(() => import('./screens/member-menu-screen').then((m) => ({ default: m.MemberMenuScreen })))),
  settings: preloadable(later(() => import('./screens/settings-screen').then((m) => ({ default: m.SettingsScreen })))),
  inbox: preloadable(later(() => import('./screens/inbox-screen').then((m) => ({ default: m.InboxScreen })))),
  rewardCenter: preloadable(later(() => import('./screens/reward-center-screen').then((m) => ({ default: m.RewardCenterScreen })))),
  gameRecord: preloadable(later(() => import('./screens/game-record-screen').then((m) => ({ default: m.GameRecordScreen })))),
  agentHome: preloadable(later(() => import('./screens/agent-home-screen').then((m) => ({ default: m.AgentHomeScreen })))),
  contract: preloadable(later(() => import('./screens/contract-screen').then((m) => ({ default: m.ContractScreen })))),
  responsible: preloadable(later(() => import('./screens/responsible-screen').then((m) => ({ default: m.ResponsibleScreen })))),
  deposit: preloadable(later(() => import('./screens/deposit-screen').then((m) => ({ default: m.DepositScreen })))),
  withdraw: preloadable(later(() => import('./screens/withdraw-screen').then((m) => ({ default: m.WithdrawScreen })))),
  transactions: preloadable(later(() => import('./screens/transaction-record-screen').then((m) => ({ default: m.TransactionRecordScreen })))),
  manualRebate: preloadable(later(() => import('./screens/manual-rebate-screen').then((m) => ({ default: m.ManualRebateScreen })))),
  mall: preloadable(later(() => import('./screens/mall-screen').then((m) => ({ default: m.MallScreen })))),
  play: preloadable(later(() => import('./screens/play-screen').then((m) => ({ default: m.PlayScreen })))),
} satisfies Record<string, Preloadable<ComponentType<{ meta: RouteMeta }>>>;
type ScreenName = keyof typeof SCREENS;

import { HOME_PATHS } from '../lib/constants';

import { GAME_LIST_ROUTES, HOT_GAMES_PATH, LOTTERY_PATH } from '../lib/game-routes';
import { pathUnderM } from '../lib/paths';
export { GAME_LIST_ROUTES };

const main = (path: string, title: string, screen: ScreenName): RouteMeta => ({ path, shell: 'main', screen, title });
const page = (path: string, title: string, extra: Partial<RouteMeta> & { screen: ScreenName }): RouteMeta => ({ path, shell: 'page', title, ...extra });

const ROUTES: readonly RouteMeta[] = [
  ...HOME_PATHS.map((p) => main(p, 'routes.home', 'home')),
  ...Object.entries(GAME_LIST_ROUTES).map(([p, type]) => ({ ...main(p, `games.types.${type}`, 'games'), gameKey: type })),
  { ...main(HOT_GAMES_PATH, 'games.types.HOT', 'games'), gameKey: 'HOT' },
  // §4: the lottery entries open the lottery of the prize mode.
  main(LOTTERY_PATH, 'games.types.LOTT', 'lottery'),
  page('login', 'routes.login', { backHome: true, screen: 'login', languagePicker: true }),
  page('register', 'routes.register', { backHome: true, screen: 'register', languagePicker: true }),
  page('register.html', 'routes.register', { backHome: true, screen: 'register', languagePicker: true }),
  page('forget', 'routes.forget', { backHome: true, screen: 'forget', languagePicker: true }),
  // The page a reset mail links to (`?code=` the one-time token).
  page('forget/reset', 'routes.forget', { backHome: true, screen: 'resetPassword', languagePicker: true }),
  page('changePsw', 'routes.changePsw', { screen: 'changePassword' }),
  page('search-games', 'routes.search', { screen: 'search' }),
  page('recent-games', 'games.types.RECENT', { screen: 'memberGames' }),
  page('favorite', 'games.types.FAV', { screen: 'memberGames' }),
  page('fav-games', 'games.types.FAV', { screen: 'memberGames' }),
  page('activity', 'routes.activity', { backHome: true, screen: 'activity' }),
  page('activityDetail', 'routes.activity', { screen: 'activity' }),
  page('event', 'routes.event', { screen: 'event' }),
  page('missions', 'routes.missions', { screen: 'missions' }),
  page('notice', 'routes.notice', { screen: 'notice' }),
  page('noticeDetail', 'routes.notice', { screen: 'noticeDetail' }),
  page('help', 'routes.help', { screen: 'help' }),
  page('helpDetail', 'routes.help', { screen: 'helpDetail' }),
  page('applyReward', 'routes.applyReward', { screen: 'applyReward' }),
  page('member/home', 'routes.memberHome', { screen: 'memberHome' }),
  page('member/inbox', 'routes.inbox', { screen: 'inbox' }),
  page('member/manualRebate', 'routes.manualRebate', { screen: 'manualRebate' }),
  page('member/benefits', 'routes.benefits', { screen: 'benefits' }),
  page('member/verify', 'routes.verify', { screen: 'verify' }),
  page('member/responsible', 'routes.responsible', { screen: 'responsible' }),
  page('menu', 'routes.menu', { screen: 'memberMenu' }),
  page('set', 'routes.settings', { screen: 'settings' }),
  page('voucherCenter', 'routes.deposit', { screen: 'deposit' }),
  page('withdraw', 'routes.withdraw', { screen: 'withdraw' }),
  page('transaction/record', 'routes.transactions', { screen: 'transactions' }),
  page('mall/mallHome', 'routes.mall', { screen: 'mall' }),
  page('gameRecord', 'routes.gameRecord', { screen: 'gameRecord' }),
  page('rewardCenter', 'routes.rewardCenter', { screen: 'rewardCenter' }),
  page('agent', 'routes.agentLogin', { screen: 'login', languagePicker: true }),
  page('agent/home', 'routes.agentHome', { screen: 'agentHome' }),
  page('member/agent/getSalaryContract', 'routes.salaryContract', { screen: 'contract' }),
  page('member/agent/getDevidendContract', 'routes.dividendContract', { screen: 'contract' }),
  page('member/agent/getHourContract', 'routes.hourContract', { screen: 'contract' }),
  page('download', 'routes.download', { backHome: true, screen: 'download' }),
  // Parlor Studio's games, opened by a launch URL (/m/play/<kind>/<gameId>?t=<launch token>).
  page('play/slot/:id', 'routes.playSlot', { screen: 'play' }),
  page('play/crash/:id', 'routes.playCrash', { screen: 'play' }),
  page('play/dice/:id', 'routes.playDice', { screen: 'play' }),
];

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

const WITH_PARAMS = ROUTES.filter((r) => r.path.includes('/:')).map((r) => ({ meta: r, parts: r.path.split('/') }));

/** The route of a router pathname (relative to /m), or undefined for an unknown path. */
export function routeOf(pathname: string): RouteMeta | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const exact = BY_PATH.get(path);
  if (exact) return exact;
  const parts = path.split('/');
  return WITH_PARAMS.find((r) => r.parts.length === parts.length && r.parts.every((p, i) => p.startsWith(':') ? parts[i] !== '' : p === parts[i]))?.meta;
}

/** The screen a location path (under /m) opens, or undefined for an unknown path. */
export const screenOf = (pathname: string) => routeOf(pathUnderM(pathname))?.screen;

/** Loads the screen of a path under /m (the boot does it for the page a visit lands on, beside the language). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const screen = screenOf(pathname);
  return screen ? SCREENS[screen].preload() : Promise.resolve();
}

function ScreenSlot({ meta }: { meta: RouteMeta }) {
  const Screen = SCREENS[meta.screen];
  return (
    <ScreenBoundary key={meta.screen} screen={meta.screen}>
      <Suspense fallback={<ScreenPlaceholder />}>
        <Screen meta={meta} />
      </Suspense>
    </ScreenBoundary>
  );
}

export function AppRoutes() {
  const byShell = (shell: RouteMeta['shell']) =>
    ROUTES.filter((r) => r.shell === shell).map((r) => <Route key={r.path || 'root'} path={r.path} element={<ScreenSlot meta={r} />} />);
  return (
    <Routes>
      <Route element={<MainShell />}>{byShell('main')}</Route>
      <Route element={<PageShell />}>{byShell('page')}</Route>
      {/* §2: any unknown path redirects to /m/home. */}
      <Route path="*" element={<Navigate to="/home" replace />} />
    </Routes>
  );
}
