/** Dates in the reader's language, as the screens write them. */
import { DATE_PATTERNS } from './date-patterns';
import { DATE_STYLES, type DateStyle } from './date-styles';

export type { DateStyle };

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A date as the language writes it, from the table (src/lib/date-patterns.ts) and the Date's own
 * fields: no Intl, so no date data to load. Null for a language the table does not have.
 */
function formatFromTable(when: Date, bcp47: string, style: DateStyle): string | null {
  const p = DATE_PATTERNS[bcp47];
  if (!p) return null;
  const utc = style === 'monthName';
  const month = utc ? when.getUTCMonth() : when.getMonth();
  const hour = when.getHours();
  const h = p.cycle === 12 ? hour % 12 || 12 : hour;
  return p.styles[style].replace(/\{(\w+)\}/g, (_, token: string) => {
    switch (token) {
      case 'y':
        return String(utc ? when.getUTCFullYear() : when.getFullYear());
      case 'MM':
        return pad(month + 1);
      case 'M':
        return String(month + 1);
      case 'MMM':
        return p.months[style]?.[month] ?? '';
      case 'dd':
        return pad(utc ? when.getUTCDate() : when.getDate());
      case 'd':
        return String(utc ? when.getUTCDate() : when.getDate());
      case 'hh':
        return pad(h);
      case 'h':
        return String(h);
      case 'mm':
        return pad(when.getMinutes());
      case 'a':
        return p.periods[style]?.[hour] ?? '';
      default:
        return '';
    }
  });
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * A date in a language (its BCP 47 tag). Building an Intl.DateTimeFormat costs a millisecond or
 * more each time (several on a phone): one per row made a long record list one long task.
 */
export function formatDate(when: Date, bcp47: string, style: DateStyle): string {
  const fromTable = formatFromTable(when, bcp47, style);
  if (fromTable !== null) return fromTable;
  const key = `${bcp47}|${style}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(bcp47, DATE_STYLES[style]);
    dateFormatters.set(key, f);
  }
  return f.format(when);
}

/**
 * Languages outside the table (Thai's Buddhist years, the Persian calendar, Burmese and Bengali
 * digits) write dates with Intl. A page's first date format loads the browser's date data (ICU):
 * 15-40 ms on a desktop, 100-380 ms on the slow phone, in one piece inside whatever task first
 * formats a date (the render of a record list).
 * A screen that writes dates on its first render calls this when its module loads (its chunk comes
 * before it renders): that work is then done while the screen waits for its data, in tasks of its
 * own — the calendars, the languages dates are written in, then a formatter in the page's language
 * (<html lang>, set at boot). Only those screens: a screen that writes a date only now and then
 * (the sign-in's lock-out, a game's break notice) would pay the whole load for nothing.
 */
const WARM_UP: ((bcp47: string) => unknown)[] = [
  () => Intl.supportedValuesOf?.('calendar'),
  (bcp47) => Intl.DateTimeFormat.supportedLocalesOf([bcp47]),
  (bcp47) => formatDate(new Date(0), bcp47, 'day'),
];

let warming = false;

export function warmUpDates(step = 0): void {
  if (step === 0) {
    if (warming || typeof document === 'undefined') return;
    // The languages of the table never load it.
    if (DATE_PATTERNS[document.documentElement.lang || 'en']) return;
    warming = true;
  }
  const run = WARM_UP[step];
  if (!run) return;
  setTimeout(() => {
    try {
      run(document.documentElement.lang || 'en');
    } catch {
      /* a language the browser does not know: the screen's own formatting says so */
    }
    warmUpDates(step + 1);
  }, 0);
}
