/**
 * §2 route table, as data. Every path is a route; category routes share the
 * game-list screen, favourites and recent share one, search has its own.
 * Screens load lazily. Paths are relative to the /m basename. (Declarative
 * routing rather than the data router keeps ~17 KB gzip off the first load.)
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
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

const SCREENS = {
  home: lazy(() => import('./screens/home-screen').then((m) => ({ default: m.HomeScreen }))),
  login: lazy(() => import('./screens/login-screen').then((m) => ({ default: m.LoginScreen }))),
  register: lazy(() => import('./screens/register-screen').then((m) => ({ default: m.RegisterScreen }))),
  help: lazy(() => import('./screens/help-screen').then((m) => ({ default: m.HelpScreen }))),
  activity: lazy(() => import('./screens/activity-screen').then((m) => ({ default: m.ActivityScreen }))),
  forget: lazy(() => import('./screens/forget-screen').then((m) => ({ default: m.ForgetScreen }))),
  search: lazy(() => import('./screens/search-screen').then((m) => ({ default: m.SearchScreen }))),
  memberGames: lazy(() => import('./screens/member-games-screen').then((m) => ({ default: m.MemberGamesScreen }))),
  games: lazy(() => import('./screens/game-list-screen').then((m) => ({ default: m.GameListScreen }))),
  applyReward: lazy(() => import('./screens/apply-reward-screen').then((m) => ({ default: m.ApplyRewardScreen }))),
  event: lazy(() => import('./screens/event-screen').then((m) => ({ default: m.EventScreen }))),
  notice: lazy(() => import('./screens/notice-screen').then((m) => ({ default: m.NoticeScreen }))),
  noticeDetail: lazy(() => import('./screens/notice-detail-screen').then((m) => ({ default: m.NoticeDetailScreen }))),
  download: lazy(() => import('./screens/download-screen').then((m) => ({ default: m.DownloadScreen }))),
  helpDetail: lazy(() => import('./screens/help-detail-screen').then((m) => ({ default: m.HelpDetailScreen }))),
  changePassword: lazy(() => import('./screens/change-password-screen').then((m) => ({ default: m.ChangePasswordScreen }))),
  memberHome: lazy(() => import('./screens/member-home-screen').then((m) => ({ default: m.MemberHomeScreen }))),
  benefits: lazy(() => import('./screens/benefits-screen').then((m) => ({ default: m.BenefitsScreen }))),
  memberMenu: lazy(() => import('./screens/member-menu-screen').then((m) => ({ default: m.MemberMenuScreen }))),
  settings: lazy(() => import('./screens/settings-screen').then((m) => ({ default: m.SettingsScreen }))),
  inbox: lazy(() => import('./screens/inbox-screen').then((m) => ({ default: m.InboxScreen }))),
  rewardCenter: lazy(() => import('./screens/reward-center-screen').then((m) => ({ default: m.RewardCenterScreen }))),
  gameRecord: lazy(() => import('./screens/game-record-screen').then((m) => ({ default: m.GameRecordScreen }))),
  agentHome: lazy(() => import('./screens/agent-home-screen').then((m) => ({ default: m.AgentHomeScreen }))),
  contract: lazy(() => import('./screens/contract-screen').then((m) => ({ default: m.ContractScreen }))),
  responsible: lazy(() => import('./screens/responsible-screen').then((m) => ({ default: m.ResponsibleScreen }))),
  deposit: lazy(() => import('./screens/deposit-screen').then((m) => ({ default: m.DepositScreen }))),
  withdraw: lazy(() => import('./screens/withdraw-screen').then((m) => ({ default: m.WithdrawScreen }))),
  transactions: lazy(() => import('./screens/transaction-record-screen').then((m) => ({ default: m.TransactionRecordScreen }))),
  manualRebate: lazy(() => import('./screens/manual-rebate-screen').then((m) => ({ default: m.ManualRebateScreen }))),
  mall: lazy(() => import('./screens/mall-screen').then((m) => ({ default: m.MallScreen }))),
} satisfies Record<string, LazyExoticComponent<ComponentType<{ meta: RouteMeta }>>>;
type ScreenName = keyof typeof SCREENS;

import { HOME_PATHS } from '../lib/constants';
export { HOME_PATHS };

/** §2 category routes that share the game-list screen, with the game type each opens. */
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
  provider: 'ALL',
};

const main = (path: string, title: string, screen: ScreenName): RouteMeta => ({ path, shell: 'main', screen, title });
const page = (path: string, title: string, extra: Partial<RouteMeta> & { screen: ScreenName }): RouteMeta => ({ path, shell: 'page', title, ...extra });

export const ROUTES: readonly RouteMeta[] = [
  ...HOME_PATHS.map((p) => main(p, 'routes.home', 'home')),
  ...Object.entries(GAME_LIST_ROUTES).map(([p, type]) => ({ ...main(p, `games.types.${type}`, 'games'), gameKey: type })),
  { ...main('hot-games', 'games.types.HOT', 'games'), gameKey: 'HOT' },
  page('login', 'routes.login', { backHome: true, screen: 'login', languagePicker: true }),
  page('register', 'routes.register', { backHome: true, screen: 'register', languagePicker: true }),
  page('register.html', 'routes.register', { backHome: true, screen: 'register', languagePicker: true }),
  page('forget', 'routes.forget', { backHome: true, screen: 'forget', languagePicker: true }),
  page('changePsw', 'routes.changePsw', { screen: 'changePassword' }),
  page('search-games', 'routes.search', { screen: 'search' }),
  page('recent-games', 'games.types.RECENT', { screen: 'memberGames' }),
  page('favorite', 'games.types.FAV', { screen: 'memberGames' }),
  page('fav-games', 'games.types.FAV', { screen: 'memberGames' }),
  page('activity', 'routes.activity', { backHome: true, screen: 'activity' }),
  page('activityDetail', 'routes.activity', { screen: 'activity' }),
  page('event', 'routes.event', { screen: 'event' }),
  page('notice', 'routes.notice', { screen: 'notice' }),
  page('noticeDetail', 'routes.notice', { screen: 'noticeDetail' }),
  page('help', 'routes.help', { screen: 'help' }),
  page('helpDetail', 'routes.help', { screen: 'helpDetail' }),
  page('applyReward', 'routes.applyReward', { screen: 'applyReward' }),
  page('member/home', 'routes.memberHome', { screen: 'memberHome' }),
  page('member/inbox', 'routes.inbox', { screen: 'inbox' }),
  page('member/manualRebate', 'routes.manualRebate', { screen: 'manualRebate' }),
  page('member/benefits', 'routes.benefits', { screen: 'benefits' }),
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
];

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route of a router pathname (relative to /m), or undefined for an unknown path. */
export function routeOf(pathname: string): RouteMeta | undefined {
  return BY_PATH.get(pathname.replace(/^\/+|\/+$/g, ''));
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
