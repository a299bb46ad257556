// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UA } from '../../tests/fixtures/user-agents';
import { runtimePlatform } from './platform';
import { detectDevice, downloadPlan, iosAtMost, type DownloadLink, type DownloadPlanInput } from './download-plan';

const ALL: DownloadLink[] = [
  { resourceType: 'IOS', url: 'https://apps.example/ios' },
  { resourceType: 'Android', url: '/media/app.apk' },
  { resourceType: 'MOBILECONFIG', url: '/media/app.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/example' },
];

const plan = (ua: string, over: Partial<DownloadPlanInput> = {}, touch = 5) =>
  downloadPlan({ device: detectDevice(ua, touch), platform: 'browser', downloads: ALL, hideIos: false, webclip: null, ...over });

describe('detectDevice', () => {
  it('tells iOS, Android and desktop apart, iPadOS in desktop mode by its touch screen', () => {
    expect(detectDevice(UA.iphoneSafari)).toMatchObject({ os: 'ios', mobile: true, iosVersion: { major: 17, minor: 4 }, safari: true });
    expect(detectDevice(UA.androidChrome)).toMatchObject({ os: 'android', mobile: true, iosVersion: null, safari: false });
    expect(detectDevice(UA.desktopChrome)).toMatchObject({ os: 'desktop', mobile: false, safari: false });
    expect(detectDevice(UA.ipadDesktopSafari, 5)).toMatchObject({ os: 'ios', mobile: true, iosVersion: { major: 17, minor: 4 }, safari: true });
    expect(detectDevice(UA.macSafari, 0)).toMatchObject({ os: 'desktop', mobile: false, safari: false });
  });

  it('knows Safari from Chrome, Firefox and in-app browsers on iOS', () => {
    expect(detectDevice(UA.iphoneChrome).safari).toBe(false);
    expect(detectDevice(UA.iphoneFirefox).safari).toBe(false);
    expect(detectDevice(UA.iphoneFacebook).safari).toBe(false);
    expect(detectDevice(UA.iphoneSafari11_4).iosVersion).toEqual({ major: 11, minor: 4 });
  });

  it('compares iOS versions, an unknown version counting as recent', () => {
    expect(iosAtMost({ major: 12, minor: 1 }, 12, 1)).toBe(true);
    expect(iosAtMost({ major: 12, minor: 2 }, 12, 1)).toBe(false);
    expect(iosAtMost({ major: 11, minor: 4 }, 11)).toBe(true);
    expect(iosAtMost({ major: 12, minor: 0 }, 11)).toBe(false);
    expect(iosAtMost(null, 12, 1)).toBe(false);
  });
});

describe('runtimePlatform', () => {
  it('§9 the app is a user agent with the App and Ver tokens; AppleWebKit and Version/ are not them', () => {
    expect(runtimePlatform(UA.androidApp, false)).toBe('app');
    expect(runtimePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 App/3.2 Ver/3.2.0', false)).toBe('app');
    for (const ua of [UA.iphoneSafari, UA.iphoneChrome, UA.androidChrome, UA.desktopChrome, UA.macSafari]) expect(runtimePlatform(ua, false), ua).toBe('browser');
    expect(runtimePlatform(UA.iphoneSafari, true)).toBe('pwa');
  });
});

describe('downloadPlan (§2 download pop-up rules)', () => {
  it('iPhone Safari: iOS, the profile, the add-to-home guide without old-iOS tips, Telegram; no Android', () => {
    expect(plan(UA.iphoneSafari)).toEqual({
      hidden: false,
      ios: 'https://apps.example/ios',
      android: null,
      profile: '/media/app.mobileconfig',
      addToHome: { upTo12_1: false, upTo11: false },
      useSafari: false,
      telegram: 'https://t.me/example',
    });
  });

  it('iPhone Chrome: no add-to-home guide but the "use Safari" notice', () => {
    const p = plan(UA.iphoneChrome);
    expect(p.addToHome).toBeNull();
    expect(p.useSafari).toBe(true);
    expect(p.ios).toBe('https://apps.example/ios');
    expect(p.android).toBeNull();
    expect(plan(UA.iphoneFacebook).useSafari).toBe(true);
  });

  it('Android: only Android (and Telegram); no iOS, profile or guide', () => {
    expect(plan(UA.androidChrome, {}, 0)).toEqual({ hidden: false, ios: null, android: '/media/app.apk', profile: null, addToHome: null, useSafari: false, telegram: 'https://t.me/example' });
  });

  it('desktop: both stores, no profile or guide', () => {
    const p = plan(UA.desktopChrome, {}, 0);
    expect([p.ios, p.android, p.profile, p.addToHome, p.useSafari]).toEqual(['https://apps.example/ios', '/media/app.apk', null, null, false]);
  });

  it('iOS only with an iOS link and not hidden by the setting', () => {
    expect(plan(UA.iphoneSafari, { downloads: ALL.filter((d) => d.resourceType !== 'IOS') }).ios).toBeNull();
    expect(plan(UA.iphoneSafari, { hideIos: true }).ios).toBeNull();
    expect(plan(UA.desktopChrome, { hideIos: true }, 0).ios).toBeNull();
  });

  it('the profile only while WEBCLIP is not 1', () => {
    expect(plan(UA.iphoneSafari, { webclip: '1' }).profile).toBeNull();
    expect(plan(UA.iphoneSafari, { webclip: '0' }).profile).toBe('/media/app.mobileconfig');
  });

  it('the add-to-home guide has the extra tips for iOS 12.1 or older and 11 or older', () => {
    expect(plan(UA.iphoneSafari12_2).addToHome).toEqual({ upTo12_1: false, upTo11: false });
    expect(plan(UA.iphoneSafari12_1).addToHome).toEqual({ upTo12_1: true, upTo11: false });
    expect(plan(UA.iphoneSafari11_4).addToHome).toEqual({ upTo12_1: true, upTo11: true });
  });

  it('inside the app or an installed web app: hidden, and no add-to-home guide', () => {
    expect(plan(UA.androidApp, { platform: 'app' }, 0).hidden).toBe(true);
    const pwa = plan(UA.iphoneSafari, { platform: 'pwa' });
    expect(pwa.hidden).toBe(true);
    expect(pwa.addToHome).toBeNull();
  });

  it('the download page offers both stores whatever the device', () => {
    const p = plan(UA.androidChrome, { everyStore: true }, 0);
    expect([p.ios, p.android]).toEqual(['https://apps.example/ios', '/media/app.apk']);
    expect(plan(UA.iphoneSafari, { everyStore: true }).android).toBe('/media/app.apk');
    expect(plan(UA.androidChrome, { everyStore: true, hideIos: true }, 0).ios).toBeNull();
  });

  it('nothing is offered without links', () => {
    expect(plan(UA.iphoneSafari, { downloads: [] })).toMatchObject({ ios: null, android: null, profile: null, telegram: null });
  });
});
