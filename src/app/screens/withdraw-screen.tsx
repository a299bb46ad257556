/**
 * Withdraw `/m/withdraw` (§2): to one of the member's withdrawal
 * accounts (at most BANK_ACCOUNTS_MAX; a bank from the operator's list, the
 * holder name, 6–20 digits), an amount within the limits and the withdrawable
 * balance, confirmed with the login password (checked by the server, never
 * kept). The amount is held at once; an operator finalises it or refunds it.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { addBankAccount } from '../../api/wallet/add-bank-account';
import { getWithdraw } from '../../api/wallet/get-withdraw';
import { placeWithdrawal } from '../../api/wallet/place-withdrawal';
import type { WalletOrder, WithdrawInfo } from '../../api/wallet/types';
import { ACCOUNT_NAME_PATTERN, ACCOUNT_NUMBER_PATTERN, amountProblem } from '../../lib/wallet';
import { attemptKeys } from '../../lib/attempt-key';
import { RetryBox } from '../../../widgets/shared/retry-box';
import { refreshBalance } from '../member/member-data';
import { MemberIcon } from '../member/member-icon';
import { VERIFY_PATH } from '../member/verification-status';
import { BalanceHeader, CopyReference, errorKeyOf, fieldClass, OrderList, StatusBadge, useMoney } from '../wallet/wallet-ui';

const NAME_RE = new RegExp(ACCOUNT_NAME_PATTERN, 'u');
const NUMBER_RE = new RegExp(ACCOUNT_NUMBER_PATTERN);

export function WithdrawScreen() {
  return <Withdraw />;
}

function Withdraw() {
  const { t } = useTranslation();
  const { money, when } = useMoney();
  const [info, setInfo] = useState<WithdrawInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<(WalletOrder & { balance: number }) | null>(null);
  const [attempt] = useState(attemptKeys);

  const load = useCallback(() => {
    setFailed(false);
    getWithdraw().then(
      (v) => {
        setInfo(v);
        setAccountId((id) => (id && v.accounts.some((a) => a.id === id) ? id : v.accounts[0]?.id ?? null));
        if (!v.accounts.length) setAdding(true);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  if (failed && !info) return <div className="p-4"><RetryBox onRetry={load} className="w-full" /></div>;
  if (!info) return <div className="p-4"><div className="skeleton h-96" aria-busy="true" /></div>;

  // The operator asks for a verified identity first: known from the page's data, or learnt from a refusal.
  const identityRequired = info.identityRequired || errors.form === 'errors.wallet.identity.required';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !accountId || identityRequired) return;
    const value = Number(amount.replace(',', '.'));
    const found: typeof errors = {};
    if (!amount.trim()) found.amount = 'validation.required';
    else {
      const problem = amountProblem(value, info.min, info.max);
      if (problem) found.amount = `errors.${problem}`;
      else if (value > info.withdrawable) found.amount = 'errors.wallet.balance.insufficient';
    }
    if (!password) found.password = 'validation.required';
    setErrors(found);
    if (found.amount || found.password) return;
    setBusy(true);
    try {
      // The password is not part of the attempt: retyping a wrong one retries the same withdrawal.
      const details = { bankAccountId: accountId, amount: value };
      const o = await placeWithdrawal({ ...details, password }, attempt.keyFor(details));
      attempt.done();
      setDone(o);
      setAmount('');
      setPassword('');
      void refreshBalance();
      load();
    } catch (err) {
      const field = ((err as { value?: { field?: string } }).value?.field ?? 'form') as 'amount' | 'password' | 'form';
      setErrors({ [field === 'amount' || field === 'password' ? field : 'form']: errorKeyOf(err) });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="px-4 py-5 space-y-4" data-testid="withdraw-result">
        <div className="card p-5 text-center space-y-2">
          <span className="mx-auto grid place-items-center size-14 rounded-full bg-brand/15 text-brand"><MemberIcon name="withdraw" className="size-8" /></span>
          <p className="text-lg font-bold">{t('wallet.withdraw.created')}</p>
          <p className="text-3xl font-extrabold tabular-nums">{money(done.amount)}</p>
          <p className="text-sm text-muted">{done.details.bankName} {done.details.accountNumber} · <StatusBadge status={done.status} /></p>
          <div className="pt-2 text-sm"><span className="text-muted">{t('wallet.reference')} </span><CopyReference reference={done.reference} /></div>
          <p className="text-sm text-muted">{t('wallet.withdraw.heldNote', { balance: money(done.balance) })}</p>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-ghost h-11" onClick={() => setDone(null)}>{t('common.back')}</button>
          <Link to="/transaction/record" className="btn-primary h-11 px-3 text-center text-sm leading-tight">{t('routes.transactions')}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="px-4 py-4 space-y-4" data-testid="withdraw-screen">
      <BalanceHeader label={t('wallet.withdrawable')} value={money(info.withdrawable)} icon="withdraw" />
      {!info.passwordSet && (
        <p role="note" className="card p-3 text-sm">
          {t('errors.wallet.password.unset')} <Link to="/changePsw" className="text-brand font-semibold">{t('routes.changePsw')}</Link>
        </p>
      )}
      {identityRequired && (
        <p role="note" className="card p-3 text-sm" data-testid="withdraw-identity">
          {t('errors.wallet.identity.required')} <Link to={VERIFY_PATH} className="text-brand font-semibold">{t('routes.verify')}</Link>
        </p>
      )}
      <section className="space-y-2">
        <div className="flex items-center">
          <h2 className="text-sm font-semibold">{t('wallet.withdraw.account')}</h2>
          {!adding && info.accounts.length < info.maxAccounts && (
            <button type="button" onClick={() => setAdding(true)} className="ms-auto text-sm font-semibold text-brand">+ {t('wallet.withdraw.addAccount')}</button>
          )}
        </div>
        {info.accounts.length > 0 && (
          <div role="radiogroup" aria-label={t('wallet.withdraw.account')} className="space-y-2">
            {info.accounts.map((a) => (
              <button key={a.id} type="button" role="radio" aria-checked={a.id === accountId} onClick={() => setAccountId(a.id)} className={`card w-full p-3 flex items-center gap-3 text-start border-2 ${a.id === accountId ? 'border-brand' : 'border-transparent'}`}>
                <span className="grid place-items-center size-9 rounded-xl bg-surface-2 text-brand shrink-0"><MemberIcon name="wallet" className="size-5" /></span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold truncate">{a.bankName}</span>
                  <span className="block text-xs text-muted truncate">{a.accountName} · <span className="tabular-nums">{a.accountNumberMasked}</span></span>
                </span>
                {a.id === accountId && <MemberIcon name="check" className="size-5 text-brand" />}
              </button>
            ))}
          </div>
        )}
        {adding && (
          <AddAccount
            info={info}
            canCancel={info.accounts.length > 0}
            onCancel={() => setAdding(false)}
            onAdded={(id) => {
              setAdding(false);
              setAccountId(id);
              load();
            }}
          />
        )}
      </section>
      {info.accounts.length > 0 && !adding && (
        <form onSubmit={submit} noValidate className="space-y-3">
          <div className="space-y-1.5">
            <div className="flex items-center">
              <label htmlFor="withdraw-amount" className="text-sm font-semibold">{t('wallet.amount')}</label>
              <button type="button" className="ms-auto text-xs font-semibold text-brand" onClick={() => setAmount(String(Math.min(info.withdrawable, info.max)))}>{t('wallet.withdraw.all')}</button>
            </div>
            <input id="withdraw-amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => { setAmount(e.target.value.replace(/[^\d.,]/g, '')); setErrors((x) => ({ ...x, amount: undefined })); }} placeholder="0.00" aria-invalid={!!errors.amount} className={fieldClass(!!errors.amount)} />
            <p className="text-xs text-muted">{t('wallet.range', { min: money(info.min), max: money(info.max) })}</p>
            {errors.amount && <p role="alert" className="text-sm text-danger">{t(errors.amount)}</p>}
          </div>
          <div className="space-y-1.5">
            <label htmlFor="withdraw-password" className="text-sm font-semibold block">{t('wallet.withdraw.password')}</label>
            <input id="withdraw-password" type="password" autoComplete="current-password" value={password} onChange={(e) => { setPassword(e.target.value); setErrors((x) => ({ ...x, password: undefined })); }} aria-invalid={!!errors.password} className={fieldClass(!!errors.password)} />
            {errors.password && <p role="alert" className="text-sm text-danger">{t(errors.password)}</p>}
          </div>
          {errors.form && !identityRequired && <p role="alert" className="text-sm text-danger">{t(errors.form)}</p>}
          <button type="submit" disabled={busy || !info.passwordSet || identityRequired} aria-busy={busy || undefined} className="btn-primary w-full h-12 text-base disabled:opacity-60">
            {busy ? t('member.saving') : t('wallet.withdraw.submit')}
          </button>
          <p className="text-xs text-muted text-center">{t('wallet.withdraw.reviewNote')}</p>
        </form>
      )}
      <OrderList title={t('wallet.withdraw.recent')} orders={info.orders} when={when} money={money} />
    </div>
  );
}

function AddAccount({ info, canCancel, onCancel, onAdded }: { info: WithdrawInfo; canCancel: boolean; onCancel: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation();
  const [bankCode, setBankCode] = useState('');
  const [accountName, setAccountName] = useState(info.payeeName);
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ bankCode?: string; accountName?: string; accountNumber?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!bankCode) found.bankCode = 'validation.required';
    if (!NAME_RE.test(accountName.trim())) found.accountName = accountName.trim() ? 'errors.wallet.accountName.invalid' : 'validation.required';
    const digits = accountNumber.replace(/[\s-]/g, '');
    if (!NUMBER_RE.test(digits)) found.accountNumber = digits ? 'errors.wallet.accountNumber.invalid' : 'validation.required';
    if (!password) found.password = 'validation.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const a = await addBankAccount({ bankCode, accountName: accountName.trim(), accountNumber: digits, password });
      onAdded(a.id);
    } catch (err) {
      const field = (err as { value?: { field?: string } }).value?.field;
      setErrors({ [field === 'bankCode' || field === 'accountName' || field === 'accountNumber' || field === 'password' ? field : 'form']: errorKeyOf(err) });
      if (field === 'password') setPassword('');
    } finally {
      setBusy(false);
    }
  };
  const msg = (k?: string) => k && <p role="alert" className="text-sm text-danger">{t(k)}</p>;
  return (
    <form onSubmit={save} noValidate className="card p-4 space-y-3" data-testid="add-account">
      <p className="font-semibold">{t('wallet.withdraw.addAccount')}</p>
      <div className="space-y-1">
        <label htmlFor="acct-bank" className="text-xs text-muted block">{t('wallet.withdraw.bank')}</label>
        <select id="acct-bank" value={bankCode} onChange={(e) => setBankCode(e.target.value)} aria-invalid={!!errors.bankCode} className={fieldClass(!!errors.bankCode)}>
          <option value="">{t('wallet.withdraw.chooseBank')}</option>
          {info.banks.map((b) => <option key={b.code} value={b.code}>{b.name}</option>)}
        </select>
        {msg(errors.bankCode)}
      </div>
      <div className="space-y-1">
        <label htmlFor="acct-name" className="text-xs text-muted block">{t('wallet.withdraw.accountName')}</label>
        <input id="acct-name" autoComplete="name" value={accountName} maxLength={60} onChange={(e) => setAccountName(e.target.value)} aria-invalid={!!errors.accountName} className={fieldClass(!!errors.accountName)} />
        {msg(errors.accountName)}
      </div>
      <div className="space-y-1">
        <label htmlFor="acct-number" className="text-xs text-muted block">{t('wallet.withdraw.accountNumber')}</label>
        <input id="acct-number" inputMode="numeric" autoComplete="off" value={accountNumber} maxLength={24} onChange={(e) => setAccountNumber(e.target.value.replace(/[^\d\s-]/g, ''))} aria-invalid={!!errors.accountNumber} className={fieldClass(!!errors.accountNumber)} />
        {msg(errors.accountNumber)}
      </div>
      <div className="space-y-1">
        <label htmlFor="acct-password" className="text-xs text-muted block">{t('wallet.withdraw.password')}</label>
        <input id="acct-password" type="password" autoComplete="current-password" value={password} maxLength={128} onChange={(e) => { setPassword(e.target.value); setErrors((x) => ({ ...x, password: undefined })); }} aria-invalid={!!errors.password} aria-describedby="acct-password-hint" className={fieldClass(!!errors.password)} />
        <p id="acct-password-hint" className="text-[11px] text-muted">{t('wallet.withdraw.accountPasswordHint')}</p>
        {msg(errors.password)}
      </div>
      {msg(errors.form)}
      <div className={`grid gap-2 ${canCancel ? 'grid-cols-2' : ''}`}>
        {canCancel && <button type="button" className="btn-ghost h-10" onClick={onCancel}>{t('common.cancel')}</button>}
        <button type="submit" className="btn-primary h-10 disabled:opacity-60" disabled={busy} aria-busy={busy || undefined}>{t('wallet.withdraw.saveAccount')}</button>
      </div>
      <p className="text-[11px] text-muted">{t('wallet.withdraw.accountsMax', { n: info.maxAccounts })}</p>
    </form>
  );
}
