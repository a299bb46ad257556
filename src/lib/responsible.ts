/**
 * Responsible-gaming rules shared by the screen and the server:
 * when a time-out or self-exclusion ends, and what a limit field
 * accepts.
 */
import { DEPOSIT_LIMIT_MAX, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from './constants';
import { formatDate } from './format-date';

export type ExclusionKind = 'timeout' | 'selfExclusion';
export type ExclusionPeriod = (typeof TIMEOUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

export function periodsOf(kind: ExclusionKind): readonly ExclusionPeriod[] {
  return kind === 'timeout' ? TIMEOUT_PERIODS : SELF_EXCLUSION_PERIODS;
}

export function periodFits(kind: ExclusionKind, period: string): period is ExclusionPeriod {
  return (periodsOf(kind) as readonly string[]).includes(period);
}

/** When a time-out or self-exclusion taken at `from` ends: hours and days by the clock, months and years by the (UTC) calendar. */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date {
  const m = /^(\d+)([hdmy])$/.exec(period);
  const d = new Date(from.getTime());
  if (!m) return d;
  const k = Number(m[1]);
  if (m[2] === 'h') d.setTime(d.getTime() + k * 3_600_000);
  else if (m[2] === 'd') d.setTime(d.getTime() + k * 24 * 3_600_000);
  else if (m[2] === 'm') d.setUTCMonth(d.getUTCMonth() + k);
  else d.setUTCFullYear(d.getUTCFullYear() + k);
  return d;
}

/**
 * A limit as typed: empty is "no limit" (null); otherwise a positive amount
 * with at most 2 decimals, up to DEPOSIT_LIMIT_MAX. Answers the amount, or
 * 'invalid'.
 */
export function parseLimit(text: string): number | null | 'invalid' {
  const s = text.trim().replace(/,/g, '');
  if (!s) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return 'invalid';
  const n = Number(s);
  return n > 0 && n <= DEPOSIT_LIMIT_MAX ? n : 'invalid';
}

/** A date and time in the reader's language, e.g. for "I understand I cannot sign in until …". */
export function formatWhen(when: string | Date, bcp47: string): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(d.getTime())) return String(when);
  return formatDate(d, bcp47, 'medium');
}
