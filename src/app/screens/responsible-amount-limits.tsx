/**
 * The responsible-gaming form for amount limits per day, week and month:
 * deposit limits, or loss limits at the table, under the same rules.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import type { LimitsValue } from '../../api/member/get-limits';
import { setLimits } from '../../api/member/set-limits';
import { DEPOSIT_LIMIT_PERIODS } from '../../lib/constants';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { formatWhen, parseLimit } from '../../lib/responsible';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { formatBalance } from '../../../widgets/shared/format';
import { hint, PendingLine, sectionTitle, type Period } from './responsible-parts';

type AmountLimitKind = 'deposit' | 'loss';
/** Where each kind of amount limit lives in the answer and the request, and what its texts and test ids are. */
const AMOUNT_LIMITS = {
  deposit: { value: (d: LimitsValue) => d.limits, body: (p: Period) => p, label: (p: Period) => `responsible.${p}`, title: 'responsible.limitsTitle', note: 'responsible.limitsNote', save: 'responsible.saveLimits', id: 'limit', form: 'deposit-limits' },
  loss: { value: (d: LimitsValue) => d.lossLimits, body: (p: Period) => `loss${p[0]!.toUpperCase()}${p.slice(1)}` as 'lossDaily' | 'lossWeekly' | 'lossMonthly', label: (p: Period) => `responsible.loss${p[0]!.toUpperCase()}${p.slice(1)}`, title: 'responsible.lossTitle', note: 'responsible.lossNote', save: 'responsible.saveLossLimits', id: 'loss', form: 'loss-limits' },
} as const;

/** Deposit limits, or loss limits at the table: the same rules (a cut at once, a raise after 24 h), each with what is in force and pending. */
export function AmountLimits({ kind, data, onSaved }: { kind: AmountLimitKind; data: LimitsValue; onSaved: (v: LimitsValue) => void }) {
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
