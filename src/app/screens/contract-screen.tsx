/**
 * §2 agent contract screens: daily salary `/m/member/agent/getSalaryContract`,
 * dividend `…/getDevidendContract`, hourly salary `…/getHourContract`. Shows
 * the agent's latest contract of the kind with its terms, and lets a pending
 * one be signed (the §6 contract prompt leads here).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { getContracts, type Contract } from '../../api/member/get-contracts';
import { signContract } from '../../api/member/sign-contract';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { formatBalance } from '../../../widgets/shared/format';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { contractOfPath, termValue, type ContractDef } from '../member/contracts';
import { contractPromptDone } from '../member/contract-prompt-state';
import { MemberIcon } from '../member/member-icon';
import type { RouteMeta } from '../routes';
import { formatDate, warmUpDates } from '../../lib/format-date';
import { arriving } from '../../lib/arriving';
import { ScreenSkeleton } from '../shell/screen-boundary';

// A contract writes its dates on the first render.
warmUpDates();

export function ContractScreen({ meta }: { meta: RouteMeta }) {
  const def = contractOfPath(meta.path);
  return def ? <ContractView def={def} /> : null;
}

function ContractView({ def }: { def: ContractDef }) {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const [contract, setContract] = useState<Contract | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [signing, setSigning] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    getContracts(def.kind).then(arriving((v) => setContract(v.list[0] ?? null)), () => setFailed(true));
  }, [def.kind]);
  useEffect(load, [load]);

  if (failed) return <RetryBox onRetry={load} className="m-4 w-[calc(100%-2rem)]" />;
  if (contract === undefined) return <ScreenSkeleton className="m-4 h-64" />;
  if (contract === null) {
    return (
      <div className="py-16 px-6 text-center space-y-3" data-testid="contract-screen" data-state="none">
        <span className="mx-auto grid place-items-center size-16 rounded-2xl bg-surface-2 text-muted">
          <MemberIcon name="contract" className="size-8" />
        </span>
        <p className="text-sm text-muted">{t('agent.noContract')}</p>
      </div>
    );
  }

  const symbol = settings?.currency.symbol ?? '';
  const money = (n: number) => formatBalance(n, symbol, language);
  const sign = async () => {
    setSigning(true);
    try {
      await signContract(contract.id);
      setContract({ ...contract, status: 'signed' });
      contractPromptDone();
      toast('agent.signed', 'tiny');
    } catch (e) {
      toast(errorMessageKey((e as ApiError).errorCode), 'normal');
      load();
    } finally {
      setSigning(false);
    }
  };
  const pending = contract.status === 'pending';
  return (
    <div className="px-4 py-4 space-y-4" data-testid="contract-screen" data-state={contract.status}>
      <section className="card p-4">
        <div className="flex items-center gap-3">
          <span className="grid place-items-center size-12 rounded-xl bg-brand/15 text-brand">
            <MemberIcon name="contract" className="size-6" />
          </span>
          <div className="flex-1 min-w-0">
            <h2 className="font-bold">{t(def.titleKey)}</h2>
            <div className="text-xs text-muted">
              {formatDate(new Date(contract.createdAt), languageByCode(language)?.bcp47 ?? 'en', 'day')}
            </div>
          </div>
          <span className={`rounded-full px-2.5 py-1 text-[11px] font-bold ${pending ? 'bg-brand/15 text-brand' : 'bg-success/15 text-success'}`} data-testid="contract-status">
            {t(pending ? 'agent.pending' : 'agent.signedState')}
          </span>
        </div>
        <dl className="mt-4 divide-y divide-line/70">
          {Object.entries(contract.terms).map(([key, value]) => (
            <div key={key} className="flex items-center justify-between py-2.5 text-sm">
              <dt className="text-muted">{t(`agent.terms.${key}`, { defaultValue: key })}</dt>
              <dd className="font-semibold tabular-nums">{termValue(key, value, money)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {pending && (
        <section className="space-y-3">
          <label className="flex items-start gap-2 text-sm text-muted">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} className="accent-[var(--color-brand)] size-4 mt-0.5" />
            {t('agent.agree')}
          </label>
          <button type="button" onClick={() => void sign()} disabled={!agreed || signing} className="btn-primary w-full h-12 text-base disabled:opacity-50">
            {signing ? t('member.saving') : t('agent.sign')}
          </button>
        </section>
      )}
    </div>
  );
}
