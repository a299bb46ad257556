/**
 * How each language writes each date style, read from Intl: the source of src/lib/date-patterns.ts
 * (written by scripts/gen-date-patterns.ts, checked against Intl by format-date.test.ts). Only the
 * languages whose dates are Gregorian in Latin digits: the others (Thai's Buddhist years, Persian's
 * calendar, Burmese and Bengali digits) keep Intl in the browser.
 */
import { LANGUAGES } from './languages';
import { DATE_STYLES, type DateStyle } from './date-styles';

export interface DatePattern {
  /** Per style, the parts in order: `{y}`, `{MM}`/`{M}`, `{dd}`/`{d}`, `{hh}`/`{h}` (the hour as the language counts it), `{mm}`, `{a}` (the day period), `{MMM}` (the style's month name), or literal text. */
  styles: Record<DateStyle, string>;
  /** How the hour is counted: 12 (1-12) or 24 (0-23). */
  cycle: 12 | 24;
  /** Per style with a day period, the period of each hour 0-23 (AM/PM, or the language's own: a style may name them differently). */
  periods: Partial<Record<DateStyle, string[]>>;
  /** Per style with a month written as a word, its twelve months as that style writes them. */
  months: Partial<Record<DateStyle, string[]>>;
}

const TOKEN: Partial<Record<Intl.DateTimeFormatPartTypes, (value: string) => string>> = {
  year: () => '{y}',
  month: (v) => (/^\d+$/.test(v) ? (v.length === 2 ? '{MM}' : '{M}') : '{MMM}'),
  day: (v) => (v.length === 2 ? '{dd}' : '{d}'),
  hour: (v) => (v.length === 2 ? '{hh}' : '{h}'),
  minute: () => '{mm}',
  dayPeriod: () => '{a}',
};

/** A moment whose fields are all single digits where they can be (2026-01-02 03:04), so padding shows. */
const SAMPLE = (utc: boolean) => (utc ? new Date(Date.UTC(2026, 0, 2, 3, 4)) : new Date(2026, 0, 2, 3, 4));

export function readDatePatterns(): Record<string, DatePattern> {
  const out: Record<string, DatePattern> = {};
  for (const { bcp47 } of LANGUAGES) {
    const resolved = new Intl.DateTimeFormat(bcp47).resolvedOptions();
    if (resolved.calendar !== 'gregory' || resolved.numberingSystem !== 'latn') continue;
    const styles = {} as Record<DateStyle, string>;
    const months: DatePattern['months'] = {};
    let cycle: 12 | 24 = 24;
    const periods: DatePattern['periods'] = {};
    for (const style of Object.keys(DATE_STYLES) as DateStyle[]) {
      const f = new Intl.DateTimeFormat(bcp47, DATE_STYLES[style]);
      const utc = (DATE_STYLES[style] as Intl.DateTimeFormatOptions).timeZone === 'UTC';
      const parts = f.formatToParts(SAMPLE(utc));
      // V8's format() writes CLDR's narrow no-break space before a day period as a plain space (for
      // pages that parse its output); formatToParts keeps it. The table writes what format() does.
      styles[style] = parts.map((p) => (p.type === 'literal' ? p.value.replaceAll('\u202f', ' ') : TOKEN[p.type]?.(p.value) ?? `{?${p.type}}`)).join('');
      if (parts.some((p) => p.type === 'month' && !/^\d+$/.test(p.value))) {
        months[style] = Array.from({ length: 12 }, (_, m) => f.formatToParts(utc ? new Date(Date.UTC(2026, m, 2, 3, 4)) : new Date(2026, m, 2, 3, 4)).find((p) => p.type === 'month')!.value);
      }
      if (parts.some((p) => p.type === 'hour')) {
        const hc = f.resolvedOptions().hourCycle;
        cycle = hc === 'h11' || hc === 'h12' ? 12 : 24;
        if (parts.some((p) => p.type === 'dayPeriod')) periods[style] = Array.from({ length: 24 }, (_, h) => f.formatToParts(new Date(2026, 0, 2, h, 4)).find((p) => p.type === 'dayPeriod')?.value ?? '');
      }
    }
    out[bcp47] = { styles, cycle, periods, months };
  }
  return out;
}
