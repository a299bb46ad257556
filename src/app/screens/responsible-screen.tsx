/**
 * Responsible gaming `/m/member/responsible` (beyond the
 * spec): deposit limits per day, week and month (a lower or new one applies at
 * once, a higher one or a removal 24 h later — the screen shows both and
 * when), loss limits and a session-time limit at the table by the same rule
 *, the session-time reminder interval, and a time-out or
 * self-exclusion confirmed by a tick box. Members only (§6: trial players get
 * "Please log in to a real account to use this function").
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../api/client';
import { getLimits, type LimitsValue } from '../../api/member/get-limits';
import { setExclusion } from '../../api/member/set-exclusion';
import { setLimits } from '../../api/member/set-limits';
import { REMINDER_INTERVALS_MIN, SESSION_LIMITS_MIN } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { exclusionEnd, formatWhen, periodsOf, type ExclusionKind, type ExclusionPeriod } from '../../lib/responsible';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { MemberIcon } from '../member/member-icon';
import { signOutEverywhere } from '../member/session-actions';
import { setReminderMinutes } from '../responsible/reminder-state';
import { AmountLimits } from './responsible-amount-limits';
import { hint, PendingLine, sectionTitle } from './responsible-parts';
import { warmUpDates } from '../../lib/format-date';
import { arriving } from '../../lib/arriving';

// The exclusion periods write their end dates on the first render.
warmUpDates();

export function ResponsibleScreen() {
  return <Responsible />;
}

function Responsible() {
  const [data, setData] = useState<LimitsValue | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    getLimits().then(arriving(setData), (e: ApiError) => setFailed(e.errorCode));
  };
  useEffect(load, []);

  if (failed) return failed.startsWith('network.') || failed === 'system.unknown' ? <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" /> : <Failure code={failed} onRetry={load} />;
  if (!data) return <ResponsibleSkeleton />;
  return (
    <div className="px-4 py-4 space-y-4" data-testid="responsible-screen">
      <p className="flex items-start gap-3 rounded-xl bg-brand/10 px-4 py-3 text-sm text-muted">
        <MemberIcon name="shield" className="size-5 shrink-0 text-brand mt-0.5" />
        <ResponsibleIntro />
      </p>
      <AmountLimits kind="deposit" data={data} onSaved={setData} />
      <AmountLimits kind="loss" data={data} onSaved={setData} />
      <SessionLimit data={data} onSaved={setData} />
      <ReminderInterval value={data.reminderMinutes} onSaved={setData} />
      <TakeABreak />
    </div>
  );
}

function ResponsibleIntro() {
  const { t } = useTranslation();
  return <span>{t('responsible.intro')}</span>;
}

function Failure({ code, onRetry }: { code: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="m-4 card p-5 text-center space-y-3" role="alert">
      <p className="text-sm">{t(errorMessageKey(code))}</p>
      <button type="button" className="btn-ghost h-10 px-5 text-sm" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}

/** Holds the shape of the screen while the limits load. */
function ResponsibleSkeleton() {
  return (
    <div className="px-4 py-4 space-y-4" aria-busy="true" data-testid="responsible-loading">
      <div className="skeleton h-16 rounded-xl" />
      <div className="skeleton h-[318px] rounded-2xl" />
      <div className="skeleton h-[318px] rounded-2xl" />
      <div className="skeleton h-[124px] rounded-2xl" />
      <div className="skeleton h-[124px] rounded-2xl" />
      <div className="skeleton h-[260px] rounded-2xl" />
    </div>
  );
}


const durationLabel = (t: TFunction, m: number) => (m < 60 ? t('responsible.minutesShort', { minutes: m }) : t('responsible.hoursShort', { hours: m / 60 }));

/** The session-time limit: none or one of SESSION_LIMITS_MIN; a longer one or none waits 24 h like the amounts. */
function SessionLimit({ data, onSaved }: { data: LimitsValue; onSaved: (v: LimitsValue) => void }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const bcp47 = languageByCode(language)?.bcp47 ?? 'en';
  const [saving, setSaving] = useState<number | null | undefined>(undefined);
  const current = data.sessionLimit.amount;
  const pending = data.sessionLimit.pending;
  const choose = async (minutes: number | null) => {
    if (minutes === current || saving !== undefined) return;
    setSaving(minutes);
    try {
      const v = await setLimits({ sessionMinutes: minutes as (typeof SESSION_LIMITS_MIN)[number] | null });
      onSaved(v);
      toast(v.sessionLimit.pending ? 'responsible.savedPending' : 'responsible.saved', 'normal');
    } catch (e) {
      toast(errorMessageKey((e as ApiError).errorCode), 'normal');
    } finally {
      setSaving(undefined);
    }
  };
  const options: (number | null)[] = [null, ...SESSION_LIMITS_MIN];
  return (
    <section className="card p-4 space-y-3" aria-labelledby="rg-session" data-testid="session-limit">
      <div>
        <h2 id="rg-session" className={sectionTitle}>{t('responsible.sessionTitle')}</h2>
        <p className={`${hint} mt-1`}>{t('responsible.sessionHint')}</p>
      </div>
      <div role="radiogroup" aria-labelledby="rg-session" className="flex flex-wrap gap-1.5">
        {options.map((m) => (
          <button
            key={m ?? 'none'}
            type="button"
            role="radio"
            aria-checked={current === m}
            onClick={() => void choose(m)}
            disabled={saving !== undefined}
            className={`grow shrink-0 basis-auto h-10 px-2.5 whitespace-nowrap rounded-full text-xs font-semibold ${current === m ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'} ${saving === m ? 'opacity-60' : ''}`}
          >
            {m === null ? t('responsible.noLimit') : durationLabel(t, m)}
          </button>
        ))}
      </div>
      {pending && (
        <PendingLine
          testId="session-limit-pending"
          text={pending.amount === null ? t('responsible.pendingRemoval', { date: formatWhen(pending.from, bcp47) }) : t('responsible.pendingRaise', { amount: durationLabel(t, pending.amount), date: formatWhen(pending.from, bcp47) })}
        />
      )}
    </section>
  );
}

function ReminderInterval({ value, onSaved }: { value: number; onSaved: (v: LimitsValue) => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState<number | null>(null);
  const choose = async (minutes: number) => {
    if (minutes === value || saving !== null) return;
    setSaving(minutes);
    try {
      const v = await setLimits({ reminderMinutes: minutes as (typeof REMINDER_INTERVALS_MIN)[number] });
      onSaved(v);
      setReminderMinutes(v.reminderMinutes);
      toast('responsible.saved', 'tiny');
    } catch (e) {
      toast(errorMessageKey((e as ApiError).errorCode), 'normal');
    } finally {
      setSaving(null);
    }
  };
  const label = (m: number) => (m === 0 ? t('responsible.reminderOff') : m < 60 ? t('responsible.minutesShort', { minutes: m }) : t('responsible.hoursShort', { hours: m / 60 }));
  return (
    <section className="card p-4 space-y-3" aria-labelledby="rg-reminder">
      <div>
        <h2 id="rg-reminder" className={sectionTitle}>{t('responsible.reminderTitle')}</h2>
        <p className={`${hint} mt-1`}>{t('responsible.reminderHint')}</p>
      </div>
      <div role="radiogroup" aria-labelledby="rg-reminder" className="flex flex-wrap gap-1.5">
        {REMINDER_INTERVALS_MIN.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={value === m}
            onClick={() => void choose(m)}
            disabled={saving !== null}
            className={`grow shrink-0 basis-auto h-10 px-2.5 whitespace-nowrap rounded-full text-xs font-semibold ${value === m ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'} ${saving === m ? 'opacity-60' : ''}`}
          >
            {label(m)}
          </button>
        ))}
      </div>
    </section>
  );
}

function TakeABreak() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language } = useSettings();
  const bcp47 = languageByCode(language)?.bcp47 ?? 'en';
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [period, setPeriod] = useState<ExclusionPeriod>(periodsOf('timeout')[0]!);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = formatWhen(exclusionEnd(period, new Date()), bcp47);

  const pickKind = (k: ExclusionKind) => {
    setKind(k);
    setPeriod(periodsOf(k)[0]!);
    setUnderstood(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!understood || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      // The login password: a stolen session alone must not lock the member out.
      const v = await setExclusion({ kind, period, confirm: true, password });
      // The server has ended every session: say until when on the login screen, and end this one here too.
      navigate('/login', { replace: true, state: { excludedUntil: v.until } });
      await signOutEverywhere();
    } catch (err) {
      setError(errorMessageKey((err as ApiError).errorCode));
      setPassword('');
      setBusy(false);
    }
  };

  const tab = (active: boolean) => `min-h-10 px-3 py-1.5 leading-tight rounded-full text-sm font-semibold ${active ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`;
  return (
    <form className="card p-4 space-y-3" onSubmit={submit} aria-labelledby="rg-break" data-testid="take-a-break">
      <div>
        <h2 id="rg-break" className={sectionTitle}>{t('responsible.breakTitle')}</h2>
        <p className={`${hint} mt-1`}>{t('responsible.breakHint')}</p>
      </div>
      <div role="tablist" className="grid grid-cols-2 gap-2">
        {(['timeout', 'selfExclusion'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={kind === k} className={tab(kind === k)} onClick={() => pickKind(k)}>
            {t(`responsible.${k}`)}
          </button>
        ))}
      </div>
      <div role="radiogroup" aria-label={t(`responsible.${kind}`)} className="grid grid-cols-3 gap-2">
        {periodsOf(kind).map((p) => (
          <button key={p} type="button" role="radio" aria-checked={period === p} onClick={() => { setPeriod(p); setUnderstood(false); }} className={`min-h-10 px-2 py-1.5 leading-tight rounded-xl text-sm ${period === p ? 'border-2 border-brand text-ink font-semibold' : 'border border-line text-muted'}`}>
            {t(`responsible.periods.${p}`)}
          </button>
        ))}
      </div>
      <label className="flex items-start gap-2 rounded-xl bg-danger/10 p-3 text-sm">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} className="accent-[var(--color-danger)] size-4 mt-0.5 shrink-0" />
        <span>{t('responsible.confirm', { date: until })}</span>
      </label>
      <div className="space-y-1">
        <label htmlFor="rg-password" className="text-sm font-semibold block">{t('responsible.password')}</label>
        <input id="rg-password" type="password" autoComplete="current-password" maxLength={128} value={password} onChange={(e) => { setPassword(e.target.value); setError(null); }} className="w-full h-11 rounded-xl border border-line bg-surface px-3 text-sm" />
      </div>
      {error && <p role="alert" className="text-sm text-danger">{t(error)}</p>}
      <button type="submit" disabled={!understood || !password || busy} aria-busy={busy || undefined} className="w-full h-11 rounded-full bg-danger text-white font-semibold disabled:opacity-50">
        {busy ? t('responsible.saving') : t(kind === 'timeout' ? 'responsible.startTimeout' : 'responsible.startSelfExclusion')}
      </button>
    </form>
  );
}
