/** The ways the screens write a date (Intl options; src/lib/format-date.ts). */
export const DATE_STYLES = {
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
