import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { createElement } from 'react';
import { Toasts } from '../../src/app/shell/toasts';
import { TOAST_MS } from '../../src/lib/constants';
import { errorMessageKey, KNOWN_ERROR_CODES } from '../../src/lib/errors';
import { LANGUAGES } from '../../src/lib/languages';
import { dismissToast, toast, toasts, type ToastDuration } from '../../src/state/toasts';

const root = join(import.meta.dirname, '..', '..');
const locale = (file: string) => JSON.parse(readFileSync(join(root, 'locales', `${file}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (obj: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
const en = locale('en');
/** §9 TY: Tagalog, the site's second language (locales/tl-ph.json, BCP 47 fil-PH). */
const tl = locale('tl-ph');
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** §8's catalogue, message by message, with the errorCode that carries it. */
const CATALOGUE: [string, string][] = [
  ['affiliate.invalid', 'Invalid invitation code'],
  ['password.mismatch', 'Confirmation password not matched'],
  ['auth.emptyCredentials', 'Please enter the username and password'],
  ['auth.required', 'You are not logged in, please login first'],
  ['auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable'],
  ['auth.userDisabled', 'Sorry, the user does not exist or is disabled'],
  ['member.username.exists', 'Sorry, the username already exists'],
  ['affiliate.referrer', 'Referrer link error'],
  ['auth.captcha.invalid', 'Verification code error'],
  ['sms.code.invalid', 'Verification code error'],
  ['system.unknown', 'Unknown error'],
  ['request.notFound', 'requested url is empty'],
  ['system.maintenance', 'System upgrading, please try again later'],
  ['system.popupBlocked', 'Popup blocked'],
  ['network.failed', 'Loading failed, click to retry'],
  ['network.slow', 'Slow Connection'],
  ['network.offline', 'No Internet'],
  ['auth.trialRefused', 'Please log in to a real account to use this function'],
  ['activity.customerService', 'Please contact customer service'],
  ['download.useSafari', 'Please use Safari for download App.'],
];
/** §8 notices the spec names without a wording. */
const NAMED: string[] = ['system.regionRestricted', 'download.installFailed', 'activity_image_type', 'activity_apply_remark_limit3', 'activity_apply_remark_limit4', 'activity.imageUnreadable'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.ts$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
  });
}

describe('§8 error catalogue', () => {
  it.each(CATALOGUE)('%s says "%s" in English', (code, message) => {
    expect(KNOWN_ERROR_CODES).toContain(code);
    expect(lookup(en, errorMessageKey(code))).toBe(message);
  });

  it.each(NAMED)('%s is a known errorCode with an English message', (code) => {
    expect(KNOWN_ERROR_CODES).toContain(code);
    expect(lookup(en, errorMessageKey(code))).toEqual(expect.any(String));
  });

  it('every known errorCode is translated in every language', () => {
    for (const lang of LANGUAGES) {
      const strings = locale(lang.file);
      for (const code of KNOWN_ERROR_CODES) {
        const v = lookup(strings, errorMessageKey(code));
        expect(typeof v === 'string' && v.trim() !== '', `${lang.file}: ${code}`).toBe(true);
      }
    }
  });

  it('every errorCode the server sends is one the client translates', () => {
    const sent = new Set<string>();
    for (const file of sources(join(root, 'server'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/AppError\(\s*\d{3},\s*'([\w.]+)'/g)) sent.add(m[1]!);
    }
    expect(sent.size).toBeGreaterThan(20);
    const unknown = [...sent].filter((c) => !(KNOWN_ERROR_CODES as readonly string[]).includes(c));
    expect(unknown).toEqual([]);
  });
});

describe('§8 in English and Tagalog, with the §9 toast durations', () => {
  const codes = [...new Set([...CATALOGUE.map(([c]) => c), ...NAMED])];

  it('Tagalog is fil-PH, from locales/tl-ph.json', () => {
    expect(LANGUAGES.find((l) => l.code === 'TY')).toMatchObject({ file: 'tl-ph', bcp47: 'fil-PH' });
  });

  it.each(codes)('%s has its own Tagalog message, with the English placeholders', (code) => {
    const english = lookup(en, errorMessageKey(code)) as string;
    const tagalog = lookup(tl, errorMessageKey(code));
    expect(typeof tagalog === 'string' && tagalog.trim() !== '').toBe(true);
    expect(tagalog).not.toBe(english);
    expect(placeholders(tagalog as string)).toEqual(placeholders(english));
  });

  /** §8's message, the §9 duration it is toasted for (§8 gives 2 s to these two; the rest use the site's other lengths). */
  const SHOWN: [string, ToastDuration][] = [
    ['auth.trialRefused', 'normal'],
    ['activity.customerService', 'normal'],
    ['system.popupBlocked', 'short'],
    ['download.installFailed', 'short'],
    ['download.useSafari', 'normal'],
    ['activity_image_type', 'tiny'],
  ];

  describe.each([
    ['English', 'en', en],
    ['Tagalog', 'fil-PH', tl],
  ] as const)('a toast in %s', (_name, lng, strings) => {
    afterEach(async () => {
      for (const t of [...toasts.list]) dismissToast(t.id);
      vi.useRealTimers();
      await i18next.changeLanguage('en');
    });

    it.each(SHOWN)('%s shows translated for its §9 duration (%s)', async (code, duration) => {
      i18next.addResourceBundle(lng, 'translation', strings, true, true);
      await i18next.changeLanguage(lng);
      vi.useFakeTimers();
      render(createElement(Toasts));
      await act(async () => toast(errorMessageKey(code), duration));
      const message = lookup(strings, errorMessageKey(code)) as string;
      expect(screen.getByTestId('toast')).toHaveTextContent(message);
      await act(async () => vi.advanceTimersByTime(TOAST_MS[duration] - 1));
      expect(screen.getByTestId('toast')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.queryByTestId('toast')).toBeNull();
    });
  });
});
