// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { routeOf } from './routes';
import { SCREEN_MODULES } from './screen-modules';
import { previewPath, ROUTES, SCREEN_LIST, screenExport, screenModule } from '../../platform/route-table';
import { LAYOUT_SCREENS } from '../../platform/screens';
import { avatarLetter } from './shell/header';
import { isHomePath } from './shell/game-menu-bar';
import { isBackSwipe } from './shell/back-swipe';

/** §2 route table, every path as written in the spec. */
const SPEC_PATHS = [
  '/m', '/m/', '/m/index', '/m/index.html', '/m/home',
  '/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/changePsw',
  '/m/all-games', '/m/live-games', '/m/slot-games', '/m/sport-games', '/m/esport-games', '/m/fish-games', '/m/pvp-games', '/m/lott', '/m/elott',
  '/m/hot-games', '/m/search-games', '/m/recent-games', '/m/inHouse', '/m/favorite', '/m/fav-games', '/m/cockfight', '/m/new-games', '/m/jili-games',
  '/m/jili', '/m/rtg-games', '/m/jackpots', '/m/bingo', '/m/gameCenter', '/m/provider',
  '/m/activity', '/m/activityDetail', '/m/event', '/m/notice', '/m/noticeDetail', '/m/help', '/m/helpDetail', '/m/applyReward',
  '/m/member/home', '/m/member/manualRebate', '/m/member/benefits', '/m/menu', '/m/set', '/m/voucherCenter', '/m/withdraw', '/m/transaction/record',
  '/m/mall/mallHome', '/m/gameRecord', '/m/rewardCenter',
  '/m/agent', '/m/agent/home', '/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract',
  '/m/download',
];


describe('route table (§2)', () => {
  it('routes every spec path to a screen', () => {
    for (const path of SPEC_PATHS) expect(routeOf(path.replace(/^\/m/, '')), path).toBeDefined();
  });

  it('opens /m/gameCenter as the all-games view, not a placeholder', () => {
    expect(routeOf('/gameCenter')).toMatchObject({ screen: 'games', gameKey: 'ALL' });
  });

  it('opens the studio game pages with their game id', () => {
    expect(routeOf('/play/slot/PARLOR-RNG-0001')).toMatchObject({ screen: 'play', title: 'routes.playSlot' });
    expect(routeOf('/play/dice/PARLOR-ELOTT-0002/')).toMatchObject({ screen: 'play', title: 'routes.playDice' });
    expect(routeOf('/play/slot')).toBeUndefined();
    expect(routeOf('/play/poker/X')).toBeUndefined();
  });

  it('leaves any unknown path to the catch-all redirect', () => {
    expect(routeOf('/no/such/page')).toBeUndefined();
    expect(routeOf('/home/extra')).toBeUndefined();
  });

  it('treats every home path as home for the menu', () => {
    for (const p of ['/', '/index', '/index.html', '/home']) expect(isHomePath(p), p).toBe(true);
    expect(isHomePath('/slot-games')).toBe(false);
  });
});

describe('screen declarations (platform/screens.ts)', () => {
  const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>;
  const translated = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);

  it('names a module that exports its component, a title English has and a shipped layout', () => {
    for (const [name, d] of SCREEN_LIST) {
      expect(readFileSync(screenModule(d), 'utf8'), name).toMatch(new RegExp(`export (function|const) ${screenExport(d)}\\b`));
      expect(SCREEN_MODULES[`./screens/${d.module}.tsx`], name).toBeTypeOf('function');
      for (const r of d.routes) expect(translated(r.title), `${name} ${r.path}`).toBeTypeOf('string');
      if (d.layout) expect(existsSync(`layouts/${d.layout}.json`), name).toBe(true);
    }
  });

  it('gives each path one screen', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('opens the console’s preview of a layout where its screen shows it', () => {
    expect(previewPath('home')).toBe('/m/home');
    expect(previewPath('promotions')).toBe('/m/activity');
    expect(previewPath('member-home')).toBe('/m/member/home');
    expect(previewPath('member-menu')).toBe('/m/menu');
    expect(previewPath('missions')).toBe('/m/missions');
    expect(previewPath('side-menu')).toBe('/m/home?menu=side');
    expect(previewPath('member-sheet')).toBe('/m/home?menu=member');
    expect(previewPath('game-menu')).toBe('/m/home');
  });
});

describe('shell rules', () => {
  it('§2 avatar letter: uppercase first letter of nickname, else account', () => {
    expect(avatarLetter('maria', 'acc1')).toBe('M');
    expect(avatarLetter('', 'juan88')).toBe('J');
    expect(avatarLetter(null, null)).toBe('?');
    expect(avatarLetter('ñino', null)).toBe('Ñ');
  });

  it('§2 a back-swipe is a horizontal drag over 100 px in the back direction', () => {
    expect(isBackSwipe(101, 10, false)).toBe(true);
    expect(isBackSwipe(100, 0, false)).toBe(false);
    expect(isBackSwipe(150, 200, false)).toBe(false);
    expect(isBackSwipe(-150, 0, false)).toBe(false);
    expect(isBackSwipe(-150, 0, true)).toBe(true);
  });
});

describe('composed screens', () => {
  it('the console lists exactly the screens whose layout ships in layouts/, each declared once (a screen or the shell)', () => {
    const shipped = readdirSync(new URL('../../layouts/', import.meta.url)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect([...LAYOUT_SCREENS].sort()).toEqual(shipped.sort());
    expect(new Set(LAYOUT_SCREENS).size).toBe(LAYOUT_SCREENS.length);
  });
});
