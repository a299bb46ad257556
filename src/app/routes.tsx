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

export interface RouteMeta {
  path: string;
  shell: 'main' | 'page';
  screen: ScreenName;
  /** Translation key of the header title. */
  title: string;
  /** §2: the back arrow of these pages goes home instead of back. */
  backHome?: boolean;
  /** Game list routes: the §3 game-type key the route opens. */
  gameKey?: string;
}

const SCREENS = {
  home: lazy(() => import('./screens/home-screen').then((m) => ({ default: m.HomeScreen }))),
  frame: lazy(() => import('./screens/frame-screen').then((m) => ({ default: m.FrameScreen }))),
  login: lazy(() => import('./screens/login-screen').then((m) => ({ default: m.LoginScreen }))),
  register: lazy(() => import('./screens/register-screen').then((m) => ({ default: m.RegisterScreen }))),
  help: lazy(() => import('./screens/help-screen').then((m) => ({ default: m.HelpScreen }))),
  activity: lazy(() => import('./screens/activity-screen').then((m) => ({ default: m.ActivityScreen }))),
  forget: lazy(() => import('./screens/forget-screen').then((m) => ({ default: m.ForgetScreen }))),
  search: lazy(() => import('./screens/search-screen').then((m) => ({ default: m.SearchScreen }))),
  memberGames: lazy(() => import('./screens/member-games-screen').then((m) => ({ default: m.MemberGamesScreen }))),
  games: lazy(() => import('./screens/game-list-screen').then((m) => ({ default: m.GameListScreen }))),
} satisfies Record<string, LazyExoticComponent<ComponentType<{ meta: RouteMeta }>>>;
type ScreenName = keyof typeof SCREENS;

export const HOME_PATHS = ['', 'index', 'index.html', 'home'] as const;

/** §2 category routes that share the game-list screen, with the game type each opens. */
export const GAME_LIST_ROUTES: Record<string, string> = {
  'all-games': 'ALL',
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

const main = (path: string, title: string, screen: ScreenName = 'frame'): RouteMeta => ({ path, shell: 'main', screen, title });
const page = (path: string, title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ path, shell: 'page', screen: 'frame', title, ...extra });

export const ROUTES: readonly RouteMeta[] = [
  ...HOME_PATHS.map((p) => main(p, 'routes.home', 'home')),
  ...Object.entries(GAME_LIST_ROUTES).map(([p, type]) => ({ ...main(p, `games.types.${type}`, 'games'), gameKey: type })),
  { ...main('hot-games', 'games.types.HOT', 'games'), gameKey: 'HOT' },
  main('gameCenter', 'routes.gameCenter'),
  page('login', 'routes.login', { backHome: true, screen: 'login' }),
  page('register', 'routes.register', { backHome: true, screen: 'register' }),
  page('register.html', 'routes.register', { backHome: true, screen: 'register' }),
  page('forget', 'routes.forget', { backHome: true, screen: 'forget' }),
  page('changePsw', 'routes.changePsw'),
  page('search-games', 'routes.search', { screen: 'search' }),
  page('recent-games', 'games.types.RECENT', { screen: 'memberGames' }),
  page('favorite', 'games.types.FAV', { screen: 'memberGames' }),
  page('fav-games', 'games.types.FAV', { screen: 'memberGames' }),
  page('activity', 'routes.activity', { backHome: true, screen: 'activity' }),
  page('activityDetail', 'routes.activity'),
  page('event', 'routes.event'),
  page('notice', 'routes.notice'),
  page('noticeDetail', 'routes.notice'),
  page('help', 'routes.help', { screen: 'help' }),
  page('helpDetail', 'routes.help'),
  page('applyReward', 'routes.applyReward'),
  page('member/home', 'routes.memberHome'),
  page('member/manualRebate', 'routes.manualRebate'),
  page('member/benefits', 'routes.benefits'),
  page('menu', 'routes.menu'),
  page('set', 'routes.settings'),
  page('voucherCenter', 'routes.deposit'),
  page('withdraw', 'routes.withdraw'),
  page('transaction/record', 'routes.transactions'),
  page('mall/mallHome', 'routes.mall'),
  page('gameRecord', 'routes.gameRecord'),
  page('rewardCenter', 'routes.rewardCenter'),
  page('agent', 'routes.agentLogin', { screen: 'login' }),
  page('agent/home', 'routes.agentHome'),
  page('member/agent/getSalaryContract', 'routes.salaryContract'),
  page('member/agent/getDevidendContract', 'routes.dividendContract'),
  page('member/agent/getHourContract', 'routes.hourContract'),
  page('download', 'routes.download', { backHome: true }),
];

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route of a router pathname (relative to /m), or undefined for an unknown path. */
export function routeOf(pathname: string): RouteMeta | undefined {
  return BY_PATH.get(pathname.replace(/^\/+|\/+$/g, ''));
}

function ScreenSlot({ meta }: { meta: RouteMeta }) {
  const Screen = SCREENS[meta.screen];
  return (
    <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
      <Screen meta={meta} />
    </Suspense>
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
