// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isActive, isHomePath, routePath } from './nav';

describe('navigation rules', () => {
  it('maps /m links to router paths', () => {
    expect(routePath('/m/slot-games')).toBe('/slot-games');
    expect(routePath('/m/activity?id=3')).toBe('/activity');
    expect(routePath('/m')).toBe('/');
  });
  it('§2: home is active on every home path', () => {
    for (const p of ['/', '/index', '/index.html', '/home']) expect(isHomePath(p)).toBe(true);
    expect(isHomePath('/all-games')).toBe(false);
    expect(isActive('/index', '/m/home', [], true)).toBe(true);
    expect(isActive('/index', '/m/home', [], false)).toBe(false);
  });
  it('an item is active on its route or any of its extra routes', () => {
    expect(isActive('/activity', '/m/activity')).toBe(true);
    expect(isActive('/activityDetail', '/m/activity', ['/m/activityDetail'])).toBe(true);
    expect(isActive('/event', '/m/activity')).toBe(false);
  });
});
