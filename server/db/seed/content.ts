import { REGISTER_BANNER_GROUP } from '../../../src/lib/constants';

/** Demo banners, notices, pop-ups and promotions of the seeded operator. */
export interface SeedBanner {
  group: string;
  title: string;
  subtitle: string;
  linkage: { type: 'none' | 'route' | 'url' | 'promotion' | 'game'; target?: string };
}

export const BANNERS: SeedBanner[] = [
  { group: 'm_home', title: '100% WELCOME BONUS', subtitle: 'Double your first deposit up to ₱20,000', linkage: { type: 'promotion', target: '1' } },
  { group: 'm_home', title: 'DAILY CASHBACK 1.2%', subtitle: 'Unlimited rebate on every slot spin', linkage: { type: 'route', target: '/m/slot-games' } },
  { group: 'm_home', title: 'LIVE BACCARAT WEEK', subtitle: 'Win a share of ₱1,000,000', linkage: { type: 'route', target: '/m/live-games' } },
  { group: 'm_home', title: 'REFER & EARN', subtitle: 'Invite friends, earn 5% of their bets', linkage: { type: 'promotion', target: '3' } },
  { group: 'm_home', title: 'MEGA JACKPOT NIGHT', subtitle: 'Progressive jackpots over ₱5 million', linkage: { type: 'route', target: '/m/jackpots' } },
  { group: 'm_promotion', title: 'PROMOTIONS', subtitle: 'New rewards every week', linkage: { type: 'none' } },
  { group: 'm_promotion', title: 'VIP CLUB', subtitle: 'Level up for bigger bonuses', linkage: { type: 'route', target: '/m/member/benefits' } },
  { group: 'm_event1', title: 'SUMMER FESTIVAL', subtitle: 'Daily missions, daily prizes', linkage: { type: 'none' } },
  { group: 'm_event', title: 'MISSION 1: SPIN 100', subtitle: 'Free spins for every 100 spins', linkage: { type: 'route', target: '/m/slot-games' } },
  { group: 'm_event', title: 'MISSION 2: FISH HUNT', subtitle: 'Catch the golden toad', linkage: { type: 'route', target: '/m/fish-games' } },
  { group: 'm_event', title: 'MISSION 3: LUCKY DRAW', subtitle: 'Tickets for every deposit', linkage: { type: 'none' } },
];

/**
 * §7 the register page's banners (type B, its own group). Inserted after the announcements, so the
 * ids the banners and announcements above had before they came stay the same.
 */
export const REGISTER_BANNERS: SeedBanner[] = [
  { group: REGISTER_BANNER_GROUP, title: 'JOIN PARLOR TODAY', subtitle: '100% welcome bonus on your first deposit', linkage: { type: 'none' } },
];

/** Reward-application rules of the promotions, in the order of the PR announcements: every §4 flag combination. */
export const PROMOTION_RULES: { image: 'Y' | 'N'; remark: 'Y' | 'N' }[] = [
  { image: 'N', remark: 'N' },
  { image: 'N', remark: 'Y' },
  { image: 'Y', remark: 'N' },
  { image: 'Y', remark: 'Y' },
];

export interface SeedAnnouncement {
  type: 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  popupKind?: 'A' | 'B';
  noExpiry?: boolean;
  categories?: number[];
}

export const ANNOUNCEMENTS: SeedAnnouncement[] = [
  { type: 'PL', title: 'New JILI titles every Friday — try Fortune Gems Deluxe now!', content: '<p>Fresh JILI slots land every Friday. This week: <b>Fortune Gems Deluxe</b>.</p>' },
  { type: 'PL', title: 'Scheduled maintenance for Royal Live on Tuesday 03:00–05:00.', content: '<p>Royal Live tables pause for upgrades on Tuesday between 03:00 and 05:00.</p>' },
  { type: 'PL', title: 'Deposits by e-wallet now credit in under one minute.', content: '<p>E-wallet deposits are now credited within a minute, around the clock.</p>' },
  { type: 'PL', title: 'Play responsibly: set deposit limits from your account page.', content: '<p>You can set daily, weekly and monthly deposit limits at any time.</p>' },
  { type: 'PL', title: 'Lotto 6/42 results are published every Tuesday, Thursday and Saturday.', content: '<p>Results appear at 21:00 on draw days.</p>' },
  { type: 'PU', title: 'Welcome back!', content: '<p>Your daily cashback is waiting in the reward center.</p>', popupKind: 'A' },
  { type: 'PU', title: 'Join today — 100% welcome bonus', content: '<p>Sign up and double your first deposit.</p>', popupKind: 'B' },
  { type: 'PR', title: '100% Welcome Bonus', content: '<p>Double your first deposit up to ₱20,000. Turnover 15×.</p>', noExpiry: true, categories: [1] },
  { type: 'PR', title: 'Daily Slot Cashback 1.2%', content: '<p>Unlimited cashback on every slot bet, paid daily.</p>', noExpiry: true, categories: [2] },
  { type: 'PR', title: 'Refer a Friend', content: '<p>Earn 5% of your friends’ bets for 30 days.</p>', categories: [3] },
  { type: 'PR', title: 'Weekend Fishing Tournament', content: '<p>Top 50 hunters share ₱300,000 every weekend. Post your best catch to claim.</p>', categories: [2] },
  { type: 'H', title: 'Hot this week: Lightning Roulette', content: '<p>Multipliers up to 500× on every round.</p>' },
  // Missions (category 4, of the mission kind): after the others, so no seeded id before them moves.
  { type: 'PR', title: 'Mission: Spin 100 Times', content: '<p>Spin any slot 100 times this week to earn 20 free spins.</p>', categories: [4] },
  { type: 'PR', title: 'Mission: Golden Toad Hunt', content: '<p>Catch the golden toad in any fishing game to win a ₱500 bonus.</p>', categories: [4] },
];
