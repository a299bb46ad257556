// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isHomeLocation, pathUnderM } from './paths';

describe('paths under /m', () => {
  it('knows the home paths of §2, under /m or as the router sees them', () => {
    for (const p of ['/m', '/m/', '/m/home', '/m/index', '/m/index.html', '/', '/home', '/index', '/index.html']) expect(isHomeLocation(p), p).toBe(true);
    for (const p of ['/m/slot-games', '/m/homes', '/admin', '/m/member/home', '/slot-games']) expect(isHomeLocation(p), p).toBe(false);
  });

  it('names a path under /m without its slashes', () => {
    expect(pathUnderM('/m/slot-games/')).toBe('slot-games');
    expect(pathUnderM('/m')).toBe('');
    expect(pathUnderM('/member/home')).toBe('member/home');
  });
});
