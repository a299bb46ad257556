/**
 * §2 download rules: which install options a device is offered. Pure functions of the user
 * agent, the runtime platform (app, installed web app, browser), the operator's download
 * links (§3 resourceType IOS, Android, MOBILECONFIG, TELEGRAM) and local storage, so every
 * rule is unit-tested (platform.test.ts) and the download page and pop-up share them.
 */
import type { RuntimePlatform } from './platform';

type DeviceOs = 'ios' | 'android' | 'desktop';
export interface Device {
  os: DeviceOs;
  /** A phone or tablet (any OS). */
  mobile: boolean;
  /** iOS / iPadOS version, when the user agent tells it. */
  iosVersion: { major: number; minor: number } | null;
  /** Safari itself on iOS: not Chrome, Firefox, Edge or an app's in-app browser. */
  safari: boolean;
}

/** iOS browsers and in-app web views that are not Safari (they cannot install profiles or web clips). */
const IOS_NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|FBAN|FBAV|FBIOS|Instagram|Line\/|MicroMessenger|Snapchat|Twitter|TikTok|musical_ly|Telegram/;

export function detectDevice(ua: string, maxTouchPoints = 0): Device {
  // iPadOS asks for the desktop site and says "Macintosh"; only its touch screen gives it away.
  const ipadDesktop = /Macintosh/.test(ua) && maxTouchPoints > 1;
  const ios = /iPhone|iPad|iPod/.test(ua) || ipadDesktop;
  const android = !ios && /Android/.test(ua);
  const mobile = ios || android || /Mobi|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|Kindle|Silk/.test(ua);
  let iosVersion: Device['iosVersion'] = null;
  if (ios) {
    const os = /OS (\d+)_(\d+)/.exec(ua) ?? /Version\/(\d+)\.(\d+)/.exec(ua);
    if (os) iosVersion = { major: Number(os[1]), minor: Number(os[2]) };
  }
  const safari = ios && /Safari\//.test(ua) && /Version\//.test(ua) && !IOS_NOT_SAFARI.test(ua);
  return { os: ios ? 'ios' : android ? 'android' : 'desktop', mobile, iosVersion, safari };
}

export interface DownloadLink {
  resourceType: string;
  url: string;
}

export interface DownloadPlan {
  /** Inside the app or an installed web app there is nothing to download (§2). */
  hidden: boolean;
  /** App Store (IOS link). */
  ios: string | null;
  /** Android package. */
  android: string | null;
  /** iOS configuration profile (MOBILECONFIG) that adds the site to the home screen. */
  profile: string | null;
  /** Add-to-home-screen guide, with the extra tips for old iOS versions. */
  addToHome: { upTo12_1: boolean; upTo11: boolean } | null;
  /** On iOS outside Safari: "Please use Safari for download App." */
  useSafari: boolean;
  telegram: string | null;
}

export interface DownloadPlanInput {
  device: Device;
  platform: RuntimePlatform;
  downloads: readonly DownloadLink[];
  /** The operator's setting that hides the iOS download. */
  hideIos: boolean;
  /** Local storage key WEBCLIP: '1' once the profile's web clip is installed. */
  webclip: string | null;
  /** The /m/download page offers both stores whatever the device; the pop-up follows the device. */
  everyStore?: boolean;
}

const linkOf = (downloads: readonly DownloadLink[], type: string) => downloads.find((d) => d.resourceType.toUpperCase() === type.toUpperCase() && d.url)?.url ?? null;

/** iOS version at or below major.minor; an unknown version counts as recent. */
export function iosAtMost(v: Device['iosVersion'], major: number, minor = Number.MAX_SAFE_INTEGER): boolean {
  return !!v && (v.major < major || (v.major === major && v.minor <= minor));
}

/**
 * §2 download pop-up rules: iOS only on iOS with an iOS link and not hidden by setting;
 * Android on non-iOS mobile; desktop both; the profile (MOBILECONFIG) on iOS only while
 * WEBCLIP is not '1'; the add-to-home-screen guide only in iOS Safari outside an installed
 * web app, with extra tips for iOS 12.1 or older and 11 or older; other iOS browsers are told
 * to use Safari. Telegram is offered wherever a link exists.
 */
export function downloadPlan({ device, platform, downloads, hideIos, webclip, everyStore = false }: DownloadPlanInput): DownloadPlan {
  const iosDevice = device.os === 'ios';
  const desktop = !device.mobile;
  const iosLink = linkOf(downloads, 'IOS');
  const androidLink = linkOf(downloads, 'Android');
  const profileLink = linkOf(downloads, 'MOBILECONFIG');
  return {
    hidden: platform !== 'browser',
    ios: !hideIos && (iosDevice || desktop || everyStore) ? iosLink : null,
    android: !iosDevice || everyStore ? androidLink : null,
    profile: iosDevice && webclip !== '1' ? profileLink : null,
    addToHome: iosDevice && device.safari && platform === 'browser' ? { upTo12_1: iosAtMost(device.iosVersion, 12, 1), upTo11: iosAtMost(device.iosVersion, 11) } : null,
    useSafari: iosDevice && !device.safari,
    telegram: linkOf(downloads, 'TELEGRAM'),
  };
}

/** The whitelabel flag with which an operator hides the iOS download (§2 "not hidden by setting"). */
export const HIDE_IOS_DOWNLOAD_FLAG = 'HIDE_IOS_DOWNLOAD';
