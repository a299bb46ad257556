import { afterEach, describe, expect, it } from 'vitest';
import { loginPathFrom, PENDING_LAUNCH_MS, rememberLaunch, safeReturnPath, takeLaunch } from './return-to';

describe('where a sign-in returns the player', () => {
  afterEach(() => sessionStorage.clear());

  it('follows same-site paths under /m, with their query', () => {
    expect(safeReturnPath('/m/slot-games')).toBe('/slot-games');
    expect(safeReturnPath('/m/activity?id=7')).toBe('/activity?id=7');
    expect(safeReturnPath('/m')).toBe('/');
    expect(safeReturnPath('/m/member/home')).toBe('/member/home');
  });

  it('never another origin, another prefix or a sign-in page (no open redirect, no loop)', () => {
    for (const bad of [
      null, '', 'https://evil.example/m/home', '//evil.example/m/home', '/m//evil.example', '/\\evil.example', '/m\\..\\evil', 'javascript:alert(1)',
      '/admin', '/mx/home', '/m/../admin', '/m/%2e%2e/admin', '/api/auth/session', '/m/login', '/m/register', '/m/forget/reset?code=x', '/m/agent', `/m/${'a'.repeat(600)}`, '/m/home\n',
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('builds the login route from the router location; home needs none', () => {
    expect(loginPathFrom({ pathname: '/slot-games', search: '?vassalage=JILI' })).toBe(`/login?redirect=${encodeURIComponent('/m/slot-games?vassalage=JILI')}`);
    expect(loginPathFrom({ pathname: '/home', search: '' })).toBe('/login');
    expect(loginPathFrom({ pathname: '/login', search: '' })).toBe('/login');
  });

  it('opens the tapped game once, and only soon after the tap', () => {
    rememberLaunch('JILI-RNG-0002', 1000);
    expect(takeLaunch(2000)).toBe('JILI-RNG-0002');
    expect(takeLaunch(2000)).toBeNull();
    rememberLaunch('JILI-RNG-0002', 1000);
    expect(takeLaunch(1000 + PENDING_LAUNCH_MS)).toBeNull();
  });
});

describe('a tapped game on home', () => {
  it('keeps home as the return path, so the game opens after the sign-in', () => {
    expect(loginPathFrom({ pathname: '/home', search: '' }, true)).toBe(`/login?redirect=${encodeURIComponent('/m/home')}`);
  });
});
