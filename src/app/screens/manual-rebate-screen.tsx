/**
 * Manual rebate `/m/member/manualRebate` (§2): the rebate the
 * member can claim now — their settled (valid) bets since the last claim,
 * per game type, at the operator's rate for that type — claimed into the
 * balance in one tap once it reaches the minimum; and past claims.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRebate } from '../../api/wallet/claim-rebate';
import { getRebate } from '../../api/wallet/get-rebate';
import type { RebateInfo } from '../../api/wallet/types';
import { toast } from '../../state/toasts';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { refreshBalance } from '../member/member-data';
import { errorKeyOf, useMoney } from '../wallet/wallet-ui';
import { arriving } from '../../lib/arriving';

export function ManualRebateScreen() {
  return <Rebate />;
}

function Rebate() {
  const { t } = useTranslation();
  const { money, when } = useMoney();
  const [info, setInfo] = useState<RebateInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    getRebate().then(arriving(setInfo), () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (failed && !info) return <div className="p-4"><RetryBox onRetry={load} className="w-full" /></div>;
  if (!info) return <div className="p-4"><div className="skeleton h-80" aria-busy="true" /></div>;

  const canClaim = info.total >= info.minClaim && info.total > 0;
  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      await claimRebate();
      toast('wallet.rebate.claimed', 'short');
      void refreshBalance();
      load();
    } catch (err) {
      setError(errorKeyOf(err));
      load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="px-4 py-4 space-y-4" data-testid="rebate-screen">
      <div className="card p-5 text-center space-y-1 bg-gradient-to-br from-brand/20 to-surface">
        <p className="text-xs text-muted">{t('wallet.rebate.claimable')}</p>
        <p className="text-3xl font-extrabold tabular-nums" data-testid="rebate-total">{money(info.total)}</p>
        <p className="text-xs text-muted">{t('wallet.rebate.validBet', { amount: money(info.validBet) })} · {t('wallet.rebate.since', { date: when(info.since) })}</p>
        <button type="button" onClick={() => void claim()} disabled={!canClaim || busy} aria-busy={busy || undefined} className="btn-primary mt-3 w-full h-11 disabled:opacity-60">
          {busy ? t('member.saving') : t('wallet.rebate.claim')}
        </button>
        {!canClaim && <p className="text-xs text-muted pt-1">{t('wallet.rebate.minNote', { amount: money(info.minClaim) })}</p>}
        {error && <p role="alert" className="text-sm text-danger pt-1">{t(error)}</p>}
      </div>
      <section className="card overflow-hidden">
        <table className="w-full text-sm" data-testid="rebate-table">
          <thead className="bg-surface-2 text-[11px] text-muted">
            <tr>
              <th className="text-start font-semibold px-3 py-2">{t('wallet.rebate.gameType')}</th>
              <th className="text-end font-semibold px-3 py-2">{t('wallet.rebate.rate')}</th>
              <th className="text-end font-semibold px-3 py-2">{t('wallet.rebate.validBetShort')}</th>
              <th className="text-end font-semibold px-3 py-2">{t('wallet.rebate.amount')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/70">
            {info.items.map((i) => (
              <tr key={i.gameType} data-game-type={i.gameType}>
                <td className="px-3 py-2.5 font-semibold">{t(`games.types.${i.gameType}`, { defaultValue: i.gameType })}</td>
                <td className="px-3 py-2.5 text-end tabular-nums">{i.rate}%</td>
                <td className="px-3 py-2.5 text-end tabular-nums">{money(i.validBet)}</td>
                <td className={`px-3 py-2.5 text-end tabular-nums font-semibold ${i.amount > 0 ? 'text-success' : 'text-muted'}`}>{money(i.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-muted">{t('wallet.rebate.rule')}</p>
      <section className="space-y-2">
        <h2 className="text-sm font-semibold">{t('wallet.rebate.history')}</h2>
        {!info.history.length ? (
          <p className="text-sm text-muted">{t('wallet.rebate.noHistory')}</p>
        ) : (
          <ul className="space-y-2" data-testid="rebate-history">
            {info.history.map((h) => (
              <li key={h.id} className="card p-3 flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">{t('wallet.rebate.validBet', { amount: money(h.validBet) })}</p>
                  <p className="text-[11px] text-muted tabular-nums">{when(h.createdAt)}</p>
                </div>
                <p className="text-sm font-bold text-success tabular-nums">+{money(h.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
