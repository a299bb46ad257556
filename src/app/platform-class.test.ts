import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPlatformClass } from './boot';
import { registerMethod } from './screens/register-method';
import { currentPlatform } from '../runtime/context';
import { evaluateWhen } from '../runtime/conditions';

const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 ParlorApp Ver/2.1.0';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function device(ua: string, standalone: boolean) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: standalone && q.includes('standalone'), media: q, addEventListener() {}, removeEventListener() {} }));
}

describe('platform: the app class, layout conditions and registerMethod (§3, §9)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.documentElement.className = '';
  });

  it('the app user agent (App and Ver) adds class app to <html>', () => {
    device(APP_UA, false);
    applyPlatformClass();
    expect(document.documentElement.classList.contains('app')).toBe(true);
    expect(document.documentElement.classList.contains('pwa')).toBe(false);
    expect(currentPlatform()).toBe('app');
    expect(registerMethod()).toBe('APP');
  });

  it('an installed web app (display-mode standalone) adds class pwa', () => {
    device(SAFARI_UA, true);
    applyPlatformClass();
    expect(document.documentElement.classList.contains('pwa')).toBe(true);
    expect(document.documentElement.classList.contains('app')).toBe(false);
    expect(currentPlatform()).toBe('pwa');
    expect(registerMethod()).toBe('PWA');
    localStorage.setItem('WEBCLIP', '1');
    expect(registerMethod()).toBe('WEBCLIP');
  });

  it('a browser tab (Safari says AppleWebKit and Version, not App and Ver) gets neither class', () => {
    document.documentElement.classList.add('app', 'pwa');
    device(SAFARI_UA, false);
    applyPlatformClass();
    expect(document.documentElement.classList.contains('app')).toBe(false);
    expect(document.documentElement.classList.contains('pwa')).toBe(false);
    expect(registerMethod()).toBe('H5');
  });

  it('the platform selects layout blocks', () => {
    device(APP_UA, false);
    const ctx = { flags: new Set<string>(), role: 'visitor' as const, platform: currentPlatform(), os: 'android' as const, language: 'EN' };
    expect(evaluateWhen({ platforms: ['app'] }, ctx)).toBe(true);
    expect(evaluateWhen({ platforms: ['pwa', 'browser'] }, ctx)).toBe(false);
  });
});
