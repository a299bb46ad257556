/** Dates in the reader's language, as the screens write them. */
/** The ways the screens write a date (Intl options, one formatter per language and style kept). */
const DATE_STYLES = {
  /** A record's time: month, day, hour and minute. */
  dayTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** A calendar day: year, month and day. */
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** A calendar day and its time. */
  dayAndTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  /** A moment in words ("28 Nov 2026, 14:05"). */
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  /** A month's name ("November"), of a date at midnight UTC. */
  monthName: { month: 'long', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * A date in a language (its BCP 47 tag). Building an Intl.DateTimeFormat costs a millisecond or
 * more each time (several on a phone): one per row made a long record list one long task.
 */
export function formatDate(when: Date, bcp47: string, style: DateStyle): string {
  const key = `${bcp47}|${style}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(bcp47, DATE_STYLES[style]);
    dateFormatters.set(key, f);
  }
  return f.format(when);
}

/**
 * A page's first date format loads the browser's date data (ICU): 15-20 ms on a desktop, ~110 ms
 * on the slow phone, inside whatever task first formats a date (the render of a record list).
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
