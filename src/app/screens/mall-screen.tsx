/**
 * Point mall `/m/mall/mallHome` (§2): the operator's items with
 * their points cost and stock, the member's points, redeeming after a
 * confirmation (the server refuses too few points or no stock, atomically),
 * and the member's redemptions.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMall } from '../../api/wallet/get-mall';
import { redeemItem } from '../../api/wallet/redeem-item';
import type { MallInfo, MallItem } from '../../api/wallet/types';
import { toast } from '../../state/toasts';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { BalanceHeader, ConfirmDialog, EmptyState, errorKeyOf, useMoney } from '../wallet/wallet-ui';
import { arriving } from '../../lib/arriving';

export function MallScreen() {
  return <Mall />;
}

function Mall() {
  const { t } = useTranslation();
  const { when, count } = useMoney();
  const [info, setInfo] = useState<MallInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<MallItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    getMall().then(arriving(setInfo), () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (failed && !info) return <div className="p-4"><RetryBox onRetry={load} className="w-full" /></div>;
  if (!info) return <div className="p-4"><div className="skeleton h-96" aria-busy="true" /></div>;

  const redeem = async () => {
    if (!picked) return;
    setBusy(true);
    setError(null);
    try {
      await redeemItem(picked.id);
      toast('wallet.mall.redeemed', 'short');
      setPicked(null);
      load();
    } catch (err) {
      setError(errorKeyOf(err));
      load();
    } finally {
      setBusy(false);
    }
  };
  const pts = (n: number) => t('wallet.points', { n: count(n) });

  return (
    <div className="px-4 py-4 space-y-4" data-testid="mall-screen">
      <BalanceHeader label={t('wallet.mall.myPoints')} value={count(info.points)} icon="crown" />
      {error && !picked && <p role="alert" className="text-sm text-danger">{t(error)}</p>}
      {!info.items.length ? (
        <EmptyState icon="shop" text={t('wallet.mall.empty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3" data-testid="mall-items">
          {info.items.map((i) => {
            const soldOut = i.stock <= 0;
            const short = info.points < i.points;
            return (
              <li key={i.id} className="card overflow-hidden flex flex-col" data-item={i.name}>
                <img src={i.imageUrl} alt="" width={240} height={240} loading="lazy" className={`w-full aspect-square object-cover ${soldOut ? 'grayscale opacity-60' : ''}`} />
                <div className="p-2.5 flex-1 flex flex-col gap-1">
                  <p className="text-sm font-semibold leading-tight line-clamp-2">{i.name}</p>
                  <p className="text-sm font-extrabold text-brand tabular-nums">{pts(i.points)}</p>
                  <p className="text-[11px] text-muted">{soldOut ? t('wallet.mall.outOfStock') : t('wallet.mall.stock', { n: i.stock })}</p>
                  <button type="button" disabled={soldOut || short} onClick={() => { setError(null); setPicked(i); }} className="btn-primary mt-auto h-9 text-sm disabled:opacity-50">
                    {soldOut ? t('wallet.mall.outOfStock') : short ? t('wallet.mall.notEnough') : t('wallet.mall.redeem')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <section className="space-y-2">
        <h2 className="text-sm font-semibold">{t('wallet.mall.history')}</h2>
        {!info.history.length ? (
          <p className="text-sm text-muted">{t('wallet.mall.noHistory')}</p>
        ) : (
          <ul className="space-y-2" data-testid="mall-history">
            {info.history.map((h) => (
              <li key={h.id} className="card p-3 flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold truncate">{h.itemName}</p>
                  <p className="text-[11px] text-muted tabular-nums">{when(h.createdAt)} · <span className="font-mono">{h.reference}</span></p>
                </div>
                <p className="text-sm font-bold text-danger tabular-nums">−{count(h.points)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={!!picked}
        title={t('wallet.mall.confirmTitle')}
        confirmLabel={t('wallet.mall.redeem')}
        busy={busy}
        onConfirm={() => void redeem()}
        onClose={() => setPicked(null)}
      >
        {picked && <p>{t('wallet.mall.confirmText', { item: picked.name, points: pts(picked.points), left: pts(info.points - picked.points) })}</p>}
        {error && picked && <p role="alert" className="mt-2 text-danger">{t(error)}</p>}
      </ConfirmDialog>
    </div>
  );
}
