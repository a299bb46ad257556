/**
 * The screens of the route table (platform/screens.ts) as the accessibility journeys and the
 * slow-phone bench visit them: each screen at one or more addresses, by who sees it. The record is
 * keyed by every declared screen, so a new screen does not compile until it says where it is
 * visited (tests/unit/journey-routes.test.ts checks each address opens the screen it is listed
 * under). Aliases of one screen (/, /m, /m/index…) appear once; the game list appears once per view
 * it has (every game, a category with a filter, the hot list, the providers).
 */
import type { ScreenName } from '../platform/screens';
import { ANNOUNCEMENTS, BANNERS } from '../server/db/seed/content';

/** Who visits, and which journey groups them: a visitor's pages and game lists; a member's account and play; an agent's. */
export type VisitGroup = 'visitorPages' | 'visitorGameLists' | 'memberAccount' | 'memberPlay' | 'agent';

/** A seeded announcement's id: the banners come first, then the announcements in their order (server/db/seed). */
const seededId = (type: (typeof ANNOUNCEMENTS)[number]['type']) => BANNERS.length + 1 + ANNOUNCEMENTS.findIndex((a) => a.type === type);

/** The studio's game pages: each opens with a one-time launch token (GET /api/games/:id/launch). */
export const GAME_PAGES = ['/m/play/slot/PARLOR-RNG-0001', '/m/play/crash/PARLOR-ELOTT-0001', '/m/play/dice/PARLOR-ELOTT-0002'] as const;

/** Where each screen is visited, under /m. */
export const VISITS: { readonly [S in ScreenName]: Partial<Record<VisitGroup, readonly string[]>> } = {
  home: { visitorPages: ['/m/home'] },
  games: { visitorGameLists: ['/m/all-games', '/m/slot-games?gameClassify=FeatureBuy', '/m/hot-games', '/m/provider'] },
  // The menus' lottery entry: it opens the lottery list of the site's prize mode (/m/lott or /m/elott).
  lottery: { visitorGameLists: ['/m/lottery'] },
  login: { visitorPages: ['/m/login'], agent: ['/m/agent'] },
  register: { visitorPages: ['/m/register'] },
  forget: { visitorPages: ['/m/forget'] },
  // A link whose code is not (or no longer) valid: what a reset mail opened late shows.
  resetPassword: { visitorPages: ['/m/forget/reset?code=expired'] },
  changePassword: { memberAccount: ['/m/changePsw'] },
  search: { visitorGameLists: ['/m/search-games'] },
  memberGames: { memberPlay: ['/m/favorite', '/m/recent-games'] },
  activity: { visitorPages: ['/m/activity'] },
  event: { visitorPages: ['/m/event'] },
  missions: { visitorPages: ['/m/missions'] },
  notice: { visitorPages: ['/m/notice'] },
  noticeDetail: { visitorPages: [`/m/noticeDetail?id=${seededId('PL')}`] },
  help: { visitorPages: ['/m/help'] },
  helpDetail: { visitorPages: ['/m/helpDetail?tag=terms'] },
  applyReward: { memberPlay: [`/m/applyReward?id=${seededId('PR')}`] },
  memberHome: { memberAccount: ['/m/member/home'] },
  inbox: { memberAccount: ['/m/member/inbox'] },
  manualRebate: { memberAccount: ['/m/member/manualRebate'] },
  benefits: { memberAccount: ['/m/member/benefits'] },
  verify: { memberAccount: ['/m/member/verify'] },
  responsible: { memberAccount: ['/m/member/responsible'] },
  memberMenu: { visitorPages: ['/m/menu'] },
  settings: { memberAccount: ['/m/set'] },
  deposit: { memberAccount: ['/m/voucherCenter'] },
  withdraw: { memberAccount: ['/m/withdraw'] },
  transactions: { memberAccount: ['/m/transaction/record'] },
  mall: { memberPlay: ['/m/mall/mallHome'] },
  gameRecord: { memberPlay: ['/m/gameRecord'] },
  rewardCenter: { memberPlay: ['/m/rewardCenter'] },
  agentHome: { agent: ['/m/agent/home'] },
  contract: { agent: ['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'] },
  download: { visitorPages: ['/m/download'] },
  play: { memberPlay: GAME_PAGES },
  // A round the demo member never played: the verify view's "not in your records" (the play journey opens a real one).
  playRound: { memberPlay: ['/m/play/round/R0'] },
};

/** The addresses of one group, in the screens' order. */
const visited = (group: VisitGroup): string[] => Object.values(VISITS).flatMap((v) => v[group] ?? []);

export const VISITOR_PAGES = visited('visitorPages');
export const VISITOR_GAME_LISTS = visited('visitorGameLists');
export const MEMBER_ACCOUNT = visited('memberAccount');
export const MEMBER_PLAY = visited('memberPlay');
export const AGENT_ROUTES = visited('agent');
