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
