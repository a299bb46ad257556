/** Something sets the WEBCLIP key: a visit from the profile's web clip (?webclip=1). */
import { afterEach, describe, expect, it } from 'vitest';
import { downloadPlan, detectDevice } from './download-plan';
import { markWebClip, markWebClipVisit } from './webclip';
import { readString } from '../state/storage';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1';

describe('web clip marker (§2, §3 WEBCLIP)', () => {
  afterEach(() => localStorage.clear());

  it('stores WEBCLIP = 1 for a visit with ?webclip=1 and answers the address without the marker', () => {
    const stored: [string, string][] = [];
    const store = (k: string, v: string) => void stored.push([k, v]);
    expect(markWebClip('https://parlor.example/m/home?webclip=1&x=2#top', store)).toBe('/m/home?x=2#top');
    expect(stored).toEqual([['WEBCLIP', '1']]);
    expect(markWebClip('https://parlor.example/m/home?webclip=0', store)).toBeNull();
    expect(markWebClip('https://parlor.example/m/home', store)).toBeNull();
    expect(stored).toHaveLength(1);
  });

  it('at boot the key is set, the address tidied, and the profile no longer offered on iOS', () => {
    history.replaceState(null, '', '/m/?webclip=1');
    markWebClipVisit();
    expect(readString('WEBCLIP')).toBe('1');
    expect(location.pathname + location.search).toBe('/m/');
    const plan = (webclip: string | null) =>
      downloadPlan({ device: detectDevice(IPHONE), platform: 'browser', downloads: [{ resourceType: 'MOBILECONFIG', url: '/p.mobileconfig' }], hideIos: false, webclip, everyStore: false });
    expect(plan(null).profile).toBe('/p.mobileconfig');
    expect(plan(readString('WEBCLIP')).profile).toBeNull();
  });
});
