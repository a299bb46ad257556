import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, warmUpDates } from './format-date';
import { DATE_PATTERNS } from './date-patterns';
import { readDatePatterns } from './date-patterns-source';
import { DATE_STYLES, type DateStyle } from './date-styles';
import { LANGUAGES } from './languages';

const at = new Date(Date.UTC(2026, 10, 28, 14, 5));

describe('formatDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes each style as Intl does in the reader's language", () => {
    expect(formatDate(at, 'en', 'day')).toBe(new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at));
    expect(formatDate(at, 'de', 'dayTime')).toBe(new Intl.DateTimeFormat('de', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at));
    expect(formatDate(at, 'ar', 'dayAndTime')).toBe(new Intl.DateTimeFormat('ar', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at));
    expect(formatDate(at, 'ja', 'medium')).toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'medium', timeStyle: 'short' }).format(at));
  });

  it('builds one formatter per language and style, however many rows it writes', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i++) formatDate(new Date(at.getTime() + i * 60_000), 'th', 'dayTime');
    formatDate(at, 'th', 'day');
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('loads the date data only for a screen that asks, once, each step in a task of its own; never for a language of the table', () => {
    vi.useFakeTimers();
    try {
      document.documentElement.lang = 'en';
      const none = vi.spyOn(Intl, 'supportedValuesOf');
      warmUpDates();
      vi.runAllTimers();
      expect(none).not.toHaveBeenCalled();
      none.mockRestore();
      // Thai dates count Buddhist years: Intl writes them.
      document.documentElement.lang = 'th';
      const calendars = vi.spyOn(Intl, 'supportedValuesOf');
      const locales = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
      // Importing the module (a sign-in page that writes a date only on a lock-out) does nothing.
      vi.advanceTimersByTime(1000);
      expect(calendars).not.toHaveBeenCalled();
      warmUpDates();
      warmUpDates();
      expect(calendars).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(calendars).toHaveBeenCalledTimes(1);
      expect(locales).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(locales).toHaveBeenCalledTimes(1);
      vi.runAllTimers();
      expect(calendars).toHaveBeenCalledTimes(1);
      expect(locales).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.lang = '';
      vi.useRealTimers();
    }
  });

  it('the table is what Intl says, for every language it has (run scripts/gen-date-patterns.ts when not)', () => {
    expect(JSON.parse(JSON.stringify(readDatePatterns()))).toEqual(DATE_PATTERNS);
    // Every language with Gregorian dates in Latin digits is in it; the rest are not.
    const plain = LANGUAGES.filter((l) => !['th', 'fa', 'my', 'bn'].includes(l.bcp47)).map((l) => l.bcp47);
    expect(Object.keys(DATE_PATTERNS).sort()).toEqual(plain.sort());
  });

  it('writes every style in every language of the table exactly as Intl does, at every hour, month and day', () => {
    const moments: Date[] = [];
    for (let h = 0; h < 24; h++) moments.push(new Date(2026, h % 12, 1 + ((h * 5) % 28), h, (h * 7) % 60));
    for (let m = 0; m < 12; m++) moments.push(new Date(1999 + m * 3, m, 9 + m, 12, 0), new Date(Date.UTC(2026, m, 1, 0, 0)), new Date(2026, m, 31, 23, 59));
    for (const [bcp47] of Object.entries(DATE_PATTERNS)) {
      for (const style of Object.keys(DATE_STYLES) as DateStyle[]) {
        const intl = new Intl.DateTimeFormat(bcp47, DATE_STYLES[style]);
        for (const when of moments) expect(`${bcp47} ${style} ${formatDate(when, bcp47, style)}`).toBe(`${bcp47} ${style} ${intl.format(when)}`);
      }
    }
  });
});
