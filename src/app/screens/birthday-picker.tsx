/**
 * §4/§5 birthday picker: year, month and day as three native selects. On a phone each opens the
 * system's own wheel, which is easier to hit than a calendar grid or a typed date, and needs no
 * picker library. Years run from this year back to BIRTHDAY_MIN_YEAR (§5); the days follow the
 * chosen month and year, so an impossible date (31 February) cannot be picked.
 *
 * The value is the form's YYYY-MM-DD string. A date picked only in part keeps its empty parts
 * ("1990--"), so the form's date rule calls it incomplete instead of silently dropping it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTHDAY_MIN_YEAR } from '../../../schemas/register.schema';
import { formatDate, warmUpDates } from '../../lib/format-date';

// The month names are written on the first render of a form with a birthday.
warmUpDates();

export interface BirthdayPickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** The first select (the year), for the form to focus when the birthday is the first invalid field. */
  firstRef?: (el: HTMLSelectElement | null) => void;
  className: string;
  /** Today, for the years offered (tests pin it). */
  today?: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in `month` (1–12) of `year`; without a year, a leap year's (29 February stays choosable). */
function daysIn(year: number | null, month: number | null): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

/** The parts of a full or partial YYYY-MM-DD value (null for a part not chosen). */
function birthdayParts(value: string): { year: number | null; month: number | null; day: number | null } {
  const [y = '', m = '', d = ''] = value.split('-');
  const n = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);
  return { year: n(y), month: n(m), day: n(d) };
}

/** The form's value for the parts: '' when none is chosen, else YYYY-MM-DD with empty parts left empty. */
function birthdayValue(year: number | null, month: number | null, day: number | null): string {
  if (year === null && month === null && day === null) return '';
  return [year === null ? '' : String(year), month === null ? '' : pad(month), day === null ? '' : pad(day)].join('-');
}

export function BirthdayPicker({ id, value, onChange, onBlur, invalid, describedBy, firstRef, className, today }: BirthdayPickerProps) {
  const { t, i18n } = useTranslation();
  const { year, month, day } = birthdayParts(value);
  const thisYear = (today ?? new Date()).getFullYear();
  const years = useMemo(() => Array.from({ length: thisYear - BIRTHDAY_MIN_YEAR + 1 }, (_, i) => thisYear - i), [thisYear]);
  const monthNames = useMemo(() => Array.from({ length: 12 }, (_, i) => formatDate(new Date(Date.UTC(2000, i, 1)), i18n.language, 'monthName')), [i18n.language]);
  const days = daysIn(year, month);

  // A new month or year that has fewer days moves the day to its last one, rather than an impossible date.
  const change = (y: number | null, m: number | null, d: number | null) => onChange(birthdayValue(y, m, d === null ? null : Math.min(d, daysIn(y, m))));
  const num = (raw: string) => (raw ? Number(raw) : null);
  return (
    <div
      role="group"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      // Checked when the player leaves the whole picker, not between its three parts.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
      }}
      className="grid grid-cols-[1.1fr_1.6fr_1fr] gap-2 w-full"
      data-testid="birthday-picker"
    >
      <select ref={firstRef} aria-label={t('register.birthday.year')} value={year ?? ''} onChange={(e) => change(num(e.target.value), month, day)} aria-invalid={invalid || undefined} className={className}>
        <option value="">{t('register.birthday.year')}</option>
        {years.map((y) => (
          <option key={y} value={y}>{y}</option>
        ))}
      </select>
      <select aria-label={t('register.birthday.month')} value={month ?? ''} onChange={(e) => change(year, num(e.target.value), day)} aria-invalid={invalid || undefined} className={className}>
        <option value="">{t('register.birthday.month')}</option>
        {monthNames.map((name, i) => (
          <option key={name} value={i + 1}>{name}</option>
        ))}
      </select>
      <select aria-label={t('register.birthday.day')} value={day ?? ''} onChange={(e) => change(year, month, num(e.target.value))} aria-invalid={invalid || undefined} className={className}>
        <option value="">{t('register.birthday.day')}</option>
        {Array.from({ length: days }, (_, i) => i + 1).map((d) => (
          <option key={d} value={d}>{d}</option>
        ))}
      </select>
    </div>
  );
}
