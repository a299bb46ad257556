// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectOs, detectPlatform, evaluateWhen, type ConditionContext } from './conditions';

const ctx: ConditionContext = { flags: new Set(['PROMO3', 'REWCEN3']), role: 'member', platform: 'browser', os: 'android', language: 'EN' };

describe('evaluateWhen', () => {
  it('shows a block with no condition', () => {
    expect(evaluateWhen(undefined, ctx)).toBe(true);
    expect(evaluateWhen({}, ctx)).toBe(true);
  });

  it('needs every listed flag on and every notFlag off', () => {
    expect(evaluateWhen({ flags: ['PROMO3'] }, ctx)).toBe(true);
    expect(evaluateWhen({ flags: ['PROMO3', 'CBS3'] }, ctx)).toBe(false);
    expect(evaluateWhen({ notFlags: ['CBS3'] }, ctx)).toBe(true);
    expect(evaluateWhen({ notFlags: ['REWCEN3'] }, ctx)).toBe(false);
  });

  it('matches role, platform, OS and language lists', () => {
    expect(evaluateWhen({ roles: ['visitor', 'member'] }, ctx)).toBe(true);
    expect(evaluateWhen({ roles: ['trial'] }, ctx)).toBe(false);
    expect(evaluateWhen({ platforms: ['app', 'pwa'] }, ctx)).toBe(false);
    expect(evaluateWhen({ os: ['android'] }, ctx)).toBe(true);
    expect(evaluateWhen({ os: ['ios'] }, ctx)).toBe(false);
    expect(evaluateWhen({ languages: ['EN', 'TY'] }, ctx)).toBe(true);
    expect(evaluateWhen({ languages: ['AR'] }, ctx)).toBe(false);
  });

  it('needs all tests to pass together', () => {
    expect(evaluateWhen({ flags: ['PROMO3'], roles: ['member'], os: ['ios'] }, ctx)).toBe(false);
  });
});

describe('platform and OS detection', () => {
  it('§9: an app user agent contains App and Ver', () => {
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14) ParlorApp Ver/2.1', false)).toBe('app');
    expect(detectPlatform('Mozilla/5.0 (iPhone)', true)).toBe('pwa');
    expect(detectPlatform('Mozilla/5.0 (iPhone) AppleWebKit', false)).toBe('browser');
    // Real Safari has both AppleWebKit and Version/: still a browser.
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', false)).toBe('browser');
  });

  it('tells iOS (including iPadOS desktop mode), Android and desktop apart', () => {
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop');
    expect(detectOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
  });
});
