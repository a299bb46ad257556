/**
 * Deposit `/m/voucherCenter` (§2): the member picks a channel of
 * the site currency and an amount (typed or a quick-amount chip) within the
 * channel's bounds and their deposit limit; the server answers a pending
 * order with a reference, which an operator credits once the money arrives.
 * With §3 mobileTemplate.dep_func '1' the order shows the new detail: where
 * to send the money and the steps.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getDeposit } from '../../api/wallet/get-deposit';
import { placeDeposit } from '../../api/wallet/place-deposit';
import type { DepositInfo, WalletOrder } from '../../api/wallet/types';
import { amountProblem } from '../../lib/wallet';
import { attemptKeys } from '../../lib/attempt-key';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { MemberIcon } from '../member/member-icon';
import { BalanceHeader, CopyReference, EmptyState, errorKeyOf, fieldClass, OrderList, StatusBadge, useMoney } from '../wallet/wallet-ui';

export function DepositScreen() {
  return <Deposit />;
}

function Deposit() {
  const { t } = useTranslation();
  const { money, when } = useMoney();
  const [info, setInfo] = useState<DepositInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [channel, setChannel] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<WalletOrder | null>(null);
  const [attempt] = useState(attemptKeys);

  const load = useCallback(() => {
    setFailed(false);
    getDeposit().then(
      (v) => {
        setInfo(v);
        setChannel((c) => c ?? v.channels[0]?.code ?? null);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  if (failed && !info) return <div className="p-4"><RetryBox onRetry={load} className="w-full" /></div>;
  if (!info) return <div className="p-4"><div className="skeleton h-96" aria-busy="true" /></div>;

  const picked = info.channels.find((c) => c.code === channel) ?? null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!picked || busy) return;
    const value = Number(amount.replace(',', '.'));
    const problem = amount.trim() === '' ? 'wallet.amount.required' : amountProblem(value, picked.min, picked.max);
    if (problem) return setError(problem === 'wallet.amount.required' ? 'validation.required' : `errors.${problem}`);
    if (info.remainingLimit !== null && value > info.remainingLimit) return setError('errors.wallet.deposit.overLimit');
    setError(null);
    setBusy(true);
    try {
      const details = { channel: picked.code, amount: value };
      const o = await placeDeposit(details, attempt.keyFor(details));
      attempt.done();
      setOrder(o);
      setAmount('');
      load();
    } catch (err) {
      setError(errorKeyOf(err));
    } finally {
      setBusy(false);
    }
  };

  if (order) {
    const payee = order.details.payee;
    return (
      <div className="px-4 py-5 space-y-4" data-testid="deposit-result">
        <div className="card p-5 text-center space-y-2">
          <span className="mx-auto grid place-items-center size-14 rounded-full bg-success/15 text-success"><MemberIcon name="check" className="size-8" /></span>
          <p className="text-lg font-bold">{t('wallet.deposit.created')}</p>
          <p className="text-3xl font-extrabold tabular-nums">{money(order.amount)}</p>
          <p className="text-sm text-muted">{order.details.name} · <StatusBadge status={order.status} /></p>
          <div className="pt-2 text-sm"><span className="text-muted">{t('wallet.reference')} </span><CopyReference reference={order.reference} /></div>
        </div>
        {info.depTemplate === 'detail' && payee ? (
          <div className="card p-4 space-y-3" data-testid="deposit-detail">
            <p className="font-semibold">{t('wallet.deposit.sendTo', { amount: money(order.amount), channel: order.details.name })}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('wallet.deposit.payeeName')}</dt><dd className="font-semibold">{payee.name}</dd>
              <dt className="text-muted">{t('wallet.deposit.payeeNumber')}</dt><dd className="font-mono font-semibold">{payee.number}</dd>
            </dl>
            <ol className="list-decimal ps-5 text-sm text-muted space-y-1">
              <li>{t('wallet.deposit.step1', { channel: order.details.name })}</li>
              <li>{t('wallet.deposit.step2')}</li>
              <li>{t('wallet.deposit.step3')}</li>
            </ol>
          </div>
        ) : (
          <p className="text-sm text-muted text-center px-4">{t('wallet.deposit.pendingNote')}</p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-ghost h-11" onClick={() => setOrder(null)}>{t('wallet.deposit.again')}</button>
          <Link to="/transaction/record" className="btn-primary h-11 px-3 text-center text-sm leading-tight">{t('routes.transactions')}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="px-4 py-4 space-y-4" data-testid="deposit-screen">
      <BalanceHeader label={t('wallet.balance')} value={money(info.balance)} icon="wallet" />
      {!info.channels.length ? (
        <EmptyState icon="deposit" text={t('wallet.deposit.noChannels')} />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset>
            <legend className="text-sm font-semibold mb-2">{t('wallet.deposit.channel')}</legend>
            <div role="radiogroup" aria-label={t('wallet.deposit.channel')} className="grid grid-cols-3 gap-2">
              {info.channels.map((c) => (
                <button
                  key={c.code}
                  type="button"
                  role="radio"
                  aria-checked={c.code === channel}
                  onClick={() => { setChannel(c.code); setError(null); }}
                  className={`card p-2.5 text-center border-2 ${c.code === channel ? 'border-brand' : 'border-transparent'}`}
                >
                  <span className="block font-bold text-sm truncate">{c.name}</span>
                  <span className="block text-[10px] text-muted">{t(`wallet.channelKind.${c.kind}`)}</span>
                </button>
              ))}
            </div>
          </fieldset>
          {picked && (
            <div className="space-y-2">
              <label htmlFor="deposit-amount" className="text-sm font-semibold block">{t('wallet.amount')}</label>
              <input
                id="deposit-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => { setAmount(e.target.value.replace(/[^\d.,]/g, '')); setError(null); }}
                placeholder="0.00"
                aria-invalid={!!error}
                aria-describedby="deposit-amount-help"
                className={fieldClass(!!error)}
              />
              <div className="grid grid-cols-3 gap-2" aria-label={t('wallet.quickAmounts')}>
                {picked.quickAmounts.map((q) => (
                  <button key={q} type="button" onClick={() => { setAmount(String(q)); setError(null); }} className={`h-9 rounded-full text-sm font-semibold tabular-nums ${Number(amount) === q ? 'bg-brand text-brand-ink' : 'bg-surface border border-line'}`}>
                    {money(q)}
                  </button>
                ))}
              </div>
              <p id="deposit-amount-help" className="text-xs text-muted">
                {t('wallet.range', { min: money(picked.min), max: money(picked.max) })}
                {info.remainingLimit !== null && <> · {t('wallet.deposit.limitLeft', { amount: money(info.remainingLimit) })}</>}
              </p>
              {error && <p role="alert" className="text-sm text-danger">{t(error)}</p>}
            </div>
          )}
          <button type="submit" disabled={!picked || busy} aria-busy={busy || undefined} className="btn-primary w-full h-12 text-base disabled:opacity-60">
            {busy ? t('member.saving') : t('wallet.deposit.submit')}
          </button>
        </form>
      )}
      <OrderList title={t('wallet.deposit.recent')} orders={info.orders} when={when} money={money} />
    </div>
  );
}
