/**
 * Responsible gaming `/m/member/responsible` (beyond the
 * spec): deposit limits per day, week and month (a lower or new one applies at
 * once, a higher one or a removal 24 h later — the screen shows both and
 * when), loss limits and a session-time limit at the table by the same rule
 *, the session-time reminder interval, and a time-out or
 * self-exclusion confirmed by a tick box. Members only (§6: trial players get
 * "Please log in to a real account to use this function").
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../api/client';
import { getLimits, type LimitsValue } from '../../api/member/get-limits';
import { setExclusion } from '../../api/member/set-exclusion';
import { setLimits } from '../../api/member/set-limits';
import { DEPOSIT_LIMIT_PERIODS, REMINDER_INTERVALS_MIN, SESSION_LIMITS_MIN } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { exclusionEnd, formatWhen, parseLimit, periodsOf, type ExclusionKind, type ExclusionPeriod } from '../../lib/responsible';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { formatBalance } from '../../../widgets/shared/format';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { MemberIcon } from '../member/member-icon';
import { signOutEverywhere } from '../member/session-actions';
import { setReminderMinutes } from '../responsible/reminder-state';

type Period = (typeof DEPOSIT_LIMIT_PERIODS)[number];

export function ResponsibleScreen() {
  return <Responsible />;
}

function Responsible() {
  const [data, setData] = useState<LimitsValue | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    getLimits().then(setData, (e: ApiError) => setFailed(e.errorCode));
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

const sectionTitle = 'text-sm font-bold';
const hint = 'text-xs text-muted';

type AmountLimitKind = 'deposit' | 'loss';
/** Where each kind of amount limit lives in the answer and the request, and what its texts and test ids are. */
const AMOUNT_LIMITS = {
  deposit: { value: (d: LimitsValue) => d.limits, body: (p: Period) => p, label: (p: Period) => `responsible.${p}`, title: 'responsible.limitsTitle', note: 'responsible.limitsNote', save: 'responsible.saveLimits', id: 'limit', form: 'deposit-limits' },
  loss: { value: (d: LimitsValue) => d.lossLimits, body: (p: Period) => `loss${p[0]!.toUpperCase()}${p.slice(1)}` as 'lossDaily' | 'lossWeekly' | 'lossMonthly', label: (p: Period) => `responsible.loss${p[0]!.toUpperCase()}${p.slice(1)}`, title: 'responsible.lossTitle', note: 'responsible.lossNote', save: 'responsible.saveLossLimits', id: 'loss', form: 'loss-limits' },
} as const;

/** Deposit limits, or loss limits at the table: the same rules (a cut at once, a raise after 24 h), each with what is in force and pending. */
function AmountLimits({ kind, data, onSaved }: { kind: AmountLimitKind; data: LimitsValue; onSaved: (v: LimitsValue) => void }) {
  const { t } = useTranslation();
  const { language } = useSettings();
  const bcp47 = languageByCode(language)?.bcp47 ?? 'en';
  const k = AMOUNT_LIMITS[kind];
  const limits = k.value(data);
  const symbol = data.currency.symbol;
  const asText = (n: number | null) => (n === null ? '' : String(n));
  const [values, setValues] = useState<Record<Period, string>>(() => ({ daily: asText(limits.daily.amount), weekly: asText(limits.weekly.amount), monthly: asText(limits.monthly.amount) }));
  const [invalid, setInvalid] = useState<Period | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const changes = useMemo(() => {
    const out: Partial<Record<Period, number | null>> = {};
    for (const p of DEPOSIT_LIMIT_PERIODS) {
      const v = parseLimit(values[p]);
      if (v !== 'invalid' && v !== limits[p].amount) out[p] = v;
    }
    return out;
  }, [values, limits]);

  const dirty = DEPOSIT_LIMIT_PERIODS.some((p) => values[p].trim() !== asText(limits[p].amount));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = DEPOSIT_LIMIT_PERIODS.find((p) => parseLimit(values[p]) === 'invalid');
    if (bad) {
      setInvalid(bad);
      setError('errors.responsible.amount.invalid');
      document.getElementById(`${k.id}-${bad}`)?.focus();
      return;
    }
    if (!Object.keys(changes).length) return;
    setSaving(true);
    setError(null);
    setInvalid(null);
    try {
      const body = Object.fromEntries(Object.entries(changes).map(([p, v]) => [k.body(p as Period), v]));
      const v = await setLimits(body);
      onSaved(v);
      const saved = k.value(v);
      setValues({ daily: asText(saved.daily.amount), weekly: asText(saved.weekly.amount), monthly: asText(saved.monthly.amount) });
      toast(DEPOSIT_LIMIT_PERIODS.some((p) => saved[p].pending && changes[p] !== undefined) ? 'responsible.savedPending' : 'responsible.saved', 'normal');
    } catch (err) {
      const apiError = err as ApiError;
      setError(errorMessageKey(apiError.errorCode));
      const field = (apiError.value as { field?: string } | undefined)?.field;
      const period = DEPOSIT_LIMIT_PERIODS.find((p) => k.body(p) === field);
      if (period) setInvalid(period);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card p-4 space-y-4" onSubmit={submit} noValidate aria-labelledby={`rg-${k.form}`} data-testid={k.form}>
      <div>
        <h2 id={`rg-${k.form}`} className={sectionTitle}>{t(k.title)}</h2>
        <p className={`${hint} mt-1`}>{t(k.note)}</p>
      </div>
      {DEPOSIT_LIMIT_PERIODS.map((p) => {
        const limit = limits[p];
        const pending = limit.pending;
        return (
          <div key={p} className="space-y-1.5" data-testid={`${k.id}-${p}`}>
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${k.id}-${p}`} className="text-sm font-semibold">{t(k.label(p))}</label>
              <span className="text-xs text-muted" data-testid={`${k.id}-${p}-current`}>
                {t('responsible.inForce', { amount: limit.amount === null ? t('responsible.noLimit') : formatBalance(limit.amount, symbol, language) })}
              </span>
            </div>
            <div className={`flex items-center h-11 rounded-xl bg-surface border ${invalid === p ? 'border-danger' : 'border-line'} focus-within:border-brand`}>
              <span className="ps-4 pe-1 text-muted" aria-hidden="true">{symbol}</span>
              <input
                id={`${k.id}-${p}`}
                className="flex-1 min-w-0 h-full bg-transparent pe-4 outline-none placeholder:text-muted"
                inputMode="decimal"
                autoComplete="off"
                value={values[p]}
                placeholder={t('responsible.noLimit')}
                aria-invalid={invalid === p || undefined}
                maxLength={14}
                onChange={(e) => setValues((v) => ({ ...v, [p]: e.target.value.replace(/[^\d.,]/g, '') }))}
              />
            </div>
            {pending && <PendingLine testId={`${k.id}-${p}-pending`} text={pending.amount === null ? t('responsible.pendingRemoval', { date: formatWhen(pending.from, bcp47) }) : t('responsible.pendingRaise', { amount: formatBalance(pending.amount, symbol, language), date: formatWhen(pending.from, bcp47) })} />}
          </div>
        );
      })}
      {error && <p role="alert" className="text-sm text-danger">{t(error)}</p>}
      <button type="submit" className="btn-primary w-full h-11 disabled:opacity-50" disabled={saving || !dirty} aria-busy={saving || undefined}>
        {saving ? t('responsible.saving') : t(k.save)}
      </button>
    </form>
  );
}

function PendingLine({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-brand" data-testid={testId}>
      <svg viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2" />
      </svg>
      {text}
    </p>
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
