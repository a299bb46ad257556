/**
 * Transaction record `/m/transaction/record` (§2): every movement
 * of the member's balance and points from the ledger — deposits,
 * withdrawals, refunds, rebates, mall redemptions, adjustments — filtered by
 * type and period (today, 7 or 30 days), newest first, with status badges
 * and a page at a time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTransactions } from '../../api/wallet/get-transactions';
import type { TransactionPage } from '../../api/wallet/types';
import { LEDGER_TYPES, TRANSACTION_PERIODS, type LedgerType } from '../../lib/wallet';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { MemberIcon, type MemberIconName } from '../member/member-icon';
import { EmptyState, StatusBadge, useMoney } from '../wallet/wallet-ui';

type Period = (typeof TRANSACTION_PERIODS)[number];
const ICONS: Record<LedgerType, MemberIconName> = { deposit: 'deposit', withdraw: 'withdraw', refund: 'receipt', rebate: 'percent', mall: 'shop', adjustment: 'cog', game: 'play' };

export function TransactionRecordScreen() {
  return <Transactions />;
}

function Transactions() {
  const { t } = useTranslation();
  const { signed, when, count } = useMoney();
  const [type, setType] = useState<'all' | LedgerType>('all');
  const [days, setDays] = useState<Period>(TRANSACTION_PERIODS[0]);
  const [data, setData] = useState<TransactionPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const load = useCallback((k: 'all' | LedgerType, d: Period, pageNo: number) => {
    const id = ++request.current;
    setFailed(false);
    setLoading(true);
    getTransactions({ type: k, days: d, pageNo })
      .then(
        (p) => id === request.current && setData((prev) => (pageNo === 1 || !prev ? p : { ...p, list: [...prev.list, ...p.list.filter((r) => !prev.list.some((x) => x.id === r.id))] })),
        () => id === request.current && setFailed(true),
      )
      .finally(() => id === request.current && setLoading(false));
  }, []);

  useEffect(() => {
    setData(null);
    load(type, days, 1);
  }, [type, days, load]);

  return (
    <div className="px-4 py-4 space-y-3" data-testid="transaction-screen">
      <div role="tablist" aria-label={t('wallet.tx.type')} className="flex gap-2 overflow-x-auto no-scrollbar -mx-4 px-4">
        {(['all', ...LEDGER_TYPES] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={type === k} onClick={() => setType(k)} className={`shrink-0 h-8 px-3.5 rounded-full text-xs font-semibold ${type === k ? 'bg-brand text-brand-ink' : 'bg-surface text-muted border border-line'}`}>
            {t(`wallet.tx.types.${k}`)}
          </button>
        ))}
      </div>
      <div role="tablist" aria-label={t('member.period')} className="grid grid-cols-3 gap-2">
        {TRANSACTION_PERIODS.map((p) => (
          <button key={p} type="button" role="tab" aria-selected={days === p} onClick={() => setDays(p)} className={`h-9 rounded-full text-sm font-semibold ${days === p ? 'bg-surface-2 text-ink border border-brand' : 'bg-surface text-muted border border-line'}`}>
            {p === 1 ? t('member.today') : t('member.lastDays', { n: p })}
          </button>
        ))}
      </div>
      {failed && !data ? (
        <RetryBox onRetry={() => load(type, days, 1)} className="w-full" />
      ) : !data ? (
        <div className="skeleton h-72" aria-busy="true" />
      ) : !data.list.length ? (
        <EmptyState icon="receipt" text={t('wallet.tx.empty')} />
      ) : (
        <>
          <p className="text-xs text-muted" data-testid="tx-count">{t('wallet.tx.count', { shown: data.list.length, total: data.totalCount })}</p>
          <ul className="space-y-2" data-testid="tx-list">
            {data.list.map((r) => (
              <li key={r.id} className="card p-3 flex items-center gap-3" data-tx={r.type} data-reference={r.reference}>
                <span className="grid place-items-center size-10 rounded-xl bg-surface-2 text-brand shrink-0"><MemberIcon name={ICONS[r.type]} className="size-5" /></span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold truncate">{t(`wallet.tx.types.${r.type}`)}{r.note && r.type !== 'deposit' && r.type !== 'withdraw' ? ` · ${r.note}` : ''}</p>
                  <p className="text-[11px] text-muted tabular-nums">{when(r.createdAt)}</p>
                  <p className="text-[11px] text-muted font-mono truncate">{r.reference}</p>
                </div>
                <div className="text-end shrink-0 space-y-0.5">
                  {r.amount !== 0 && <p className={`text-sm font-bold tabular-nums ${r.status === 'rejected' ? 'text-muted line-through' : r.status === 'pending' ? 'text-ink' : r.amount > 0 ? 'text-success' : 'text-danger'}`}>{signed(r.amount)}</p>}
                  {r.points !== 0 && <p className={`text-sm font-bold tabular-nums ${r.points > 0 ? 'text-success' : 'text-danger'}`}>{t('wallet.points', { n: `${r.points > 0 ? '+' : '−'}${count(Math.abs(r.points))}` })}</p>}
                  <StatusBadge status={r.status} />
                </div>
              </li>
            ))}
          </ul>
          {data.pageNum < data.totalPages && (
            <button type="button" onClick={() => load(type, days, data.pageNum + 1)} disabled={loading} className="btn-ghost w-full h-10 text-sm disabled:opacity-60">
              {loading ? t('member.loading') : t('common.loadMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
