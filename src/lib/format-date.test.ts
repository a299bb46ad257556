import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, warmUpDates } from './format-date';

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
    for (let i = 0; i < 50; i++) formatDate(new Date(at.getTime() + i * 60_000), 'vi', 'dayTime');
    formatDate(at, 'vi', 'day');
    expect(built).toHaveBeenCalledTimes(2);
  });

  it('loads the date data only for a screen that asks, once, each step in a task of its own', () => {
    vi.useFakeTimers();
    try {
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
      vi.useRealTimers();
    }
  });
});
