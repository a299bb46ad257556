/**
 * §2 route table. Every path is a route; category routes share the game-list
 * screen, favourites and recent share one, search has its own. Screens load
 * lazily. Paths are relative to the /m basename.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { MainShell } from './shell/main-shell';
import { PageShell } from './shell/page-shell';

export interface RouteMeta {
  /** Translation key of the header title. */
  title: string;
  /** §2: the back arrow of these pages goes home instead of back. */
  backHome?: boolean;
}

const frame = () => import('./screens/frame-screen').then((m) => ({ Component: m.FrameScreen }));
const page = (path: string, title: string, extra: Partial<RouteMeta> = {}): RouteObject => ({
  path,
  lazy: frame,
  handle: { title, ...extra } satisfies RouteMeta,
});

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

export const routes: RouteObject[] = [
  {
    element: <MainShell />,
    children: [
      ...HOME_PATHS.map((path) => ({
        path,
        lazy: () => import('./screens/home-screen').then((m) => ({ Component: m.HomeScreen })),
        handle: { title: 'routes.home' } satisfies RouteMeta,
      })),
      ...Object.entries(GAME_LIST_ROUTES).map(([path, type]) => page(path, `games.types.${type}`)),
      page('hot-games', 'games.types.HOT'),
      page('gameCenter', 'routes.gameCenter'),
    ],
  },
  {
    element: <PageShell />,
    children: [
      page('login', 'routes.login', { backHome: true }),
      page('register', 'routes.register', { backHome: true }),
      page('register.html', 'routes.register', { backHome: true }),
      page('forget', 'routes.forget', { backHome: true }),
      page('changePsw', 'routes.changePsw'),
      page('search-games', 'routes.search'),
      page('recent-games', 'games.types.RECENT'),
      page('favorite', 'games.types.FAV'),
      page('fav-games', 'games.types.FAV'),
      page('activity', 'routes.activity', { backHome: true }),
      page('activityDetail', 'routes.activity'),
      page('event', 'routes.event'),
      page('notice', 'routes.notice'),
      page('noticeDetail', 'routes.notice'),
      page('help', 'routes.help'),
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
      page('agent', 'routes.agentLogin'),
      page('agent/home', 'routes.agentHome'),
      page('member/agent/getSalaryContract', 'routes.salaryContract'),
      page('member/agent/getDevidendContract', 'routes.dividendContract'),
      page('member/agent/getHourContract', 'routes.hourContract'),
      page('download', 'routes.download', { backHome: true }),
    ],
  },
  // §2: any unknown path redirects to /m/home.
  { path: '*', element: <Navigate to="/home" replace /> },
];
