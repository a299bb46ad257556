/**
 * The screens of the spec's route table (§2), and identity verification's, that the accessibility journeys and the slow-phone
 * bench visit, by who sees them. Aliases of one screen (/, /m, /m/index…; category routes that
 * share the game list) appear once: they render the same components.
 */
export const VISITOR_PAGES = ['/m/home', '/m/login', '/m/register', '/m/forget', '/m/activity', '/m/event', '/m/notice', '/m/help', '/m/download', '/m/menu', '/m/missions'];
export const VISITOR_GAME_LISTS = ['/m/all-games', '/m/slot-games?gameClassify=FeatureBuy', '/m/hot-games', '/m/search-games', '/m/lott', '/m/provider'];
export const MEMBER_ACCOUNT = [
  '/m/member/home', '/m/member/verify', '/m/member/manualRebate', '/m/member/benefits', '/m/set', '/m/changePsw',
  '/m/voucherCenter', '/m/withdraw', '/m/transaction/record',
];
/** The studio's game pages: each opens with a one-time launch token (GET /api/games/:id/launch). */
export const GAME_PAGES = ['/m/play/slot/PARLOR-RNG-0001', '/m/play/crash/PARLOR-ELOTT-0001', '/m/play/dice/PARLOR-ELOTT-0002'] as const;
export const MEMBER_PLAY = [
  '/m/mall/mallHome', '/m/gameRecord', '/m/rewardCenter', '/m/favorite', '/m/recent-games',
  ...GAME_PAGES,
];
export const AGENT_ROUTES = ['/m/agent', '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'];
