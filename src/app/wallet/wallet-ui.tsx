/**
 * Pieces the wallet screens share: money in the site currency,
 * dates in the player's language, status badges, the copy-able reference,
 * a confirm dialog, and the translated message of an API refusal.
 */
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import type { WalletOrder } from '../../api/wallet/types';
import { errorMessageKey } from '../../lib/errors';
import { languageByCode } from '../../lib/languages';
import { useSettings } from '../../state/settings';
import { toast } from '../../state/toasts';
import { formatBalance, formatCount } from '../../../widgets/shared/format';
import { MemberIcon, type MemberIconName } from '../member/member-icon';
import { formatDate, warmUpDates } from '../../lib/format-date';
import { ModalFrame } from '../shell/modal-frame';

// Record rows write their times on the first render.
warmUpDates();

export function useMoney() {
  const { settings, language } = useSettings();
  const symbol = settings?.currency.symbol ?? '';
  const money = (n: number) => formatBalance(n, symbol, language);
  const signed = (n: number) => (n < 0 ? '−' : n > 0 ? '+' : '') + money(Math.abs(n));
  const locale = languageByCode(language)?.bcp47 ?? 'en';
  const when = (iso: string) => formatDate(new Date(iso), locale, 'dayTime');
  const count = (n: number) => formatCount(n, language);
  return { money, signed, when, count, symbol };
}

/** The errorCode of a failed call as a translated message (unknown codes: §8 "Unknown error"). */
export const errorKeyOf = (e: unknown) => errorMessageKey((e as ApiError | undefined)?.errorCode);

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = status === 'pending' ? 'bg-brand/15 text-brand' : status === 'rejected' ? 'bg-danger/15 text-danger' : 'bg-success/15 text-success';
  return <span className={`shrink-0 rounded-full px-2 py-0.5 text-[10px] font-bold ${tone}`} data-status={status}>{t(`wallet.status.${status === 'approved' ? 'completed' : status}`)}</span>;
}

export function CopyReference({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const copy = () => navigator.clipboard?.writeText(reference).then(() => toast('member.copied', 'tiny'), () => toast('member.copyFailed'));
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono font-semibold tracking-wide" data-testid="order-reference">{reference}</span>
      <button type="button" onClick={() => void copy()} aria-label={t('member.copy')} className="grid place-items-center size-7 rounded-lg text-muted hover:text-brand">
        <MemberIcon name="copy" className="size-4" />
      </button>
    </span>
  );
}

export function EmptyState({ icon, text }: { icon: MemberIconName; text: string }) {
  return (
    <div className="py-10 text-center space-y-3" data-testid="wallet-empty">
      <span className="mx-auto grid place-items-center size-14 rounded-2xl bg-surface-2 text-muted">
        <MemberIcon name={icon} className="size-7" />
      </span>
      <p className="text-sm text-muted">{text}</p>
    </div>
  );
}

export function BalanceHeader({ label, value, icon, children }: { label: string; value: string; icon: MemberIconName; children?: ReactNode }) {
  return (
    <div className="card p-4 flex items-center gap-3 bg-gradient-to-br from-brand/20 to-surface" data-testid="wallet-balance">
      <span className="grid place-items-center size-11 rounded-2xl bg-brand text-brand-ink shrink-0">
        <MemberIcon name={icon} className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted">{label}</p>
        <p className="text-xl font-extrabold tabular-nums truncate">{value}</p>
      </div>
      {children && <div className="ms-auto">{children}</div>}
    </div>
  );
}

/** A modal confirmation; counts toward ui.modals like the logout dialog. */
export function ConfirmDialog({ open, title, children, confirmLabel, busy, onConfirm, onClose }: { open: boolean; title: string; children?: ReactNode; confirmLabel: string; busy?: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <ModalFrame onBackdrop={busy ? null : onClose} closeLabel={t('common.close')}>
      <div role="alertdialog" aria-modal="true" aria-label={title} className="relative w-full max-w-[320px] card p-5 text-center animate-[fade_.2s]">
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-2 text-sm text-muted">{children}</div>}
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button type="button" className="btn-ghost h-10" onClick={onClose} disabled={busy}>{t('common.cancel')}</button>
          <button type="button" className="btn-primary h-10" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>{confirmLabel}</button>
        </div>
      </div>
    </ModalFrame>
  );
}

export const fieldClass = (invalid: boolean) => `w-full h-11 px-4 rounded-xl bg-surface border outline-none placeholder:text-muted ${invalid ? 'border-danger' : 'border-line focus:border-brand'}`;

/** Recent deposit or withdrawal orders with their status. */
export function OrderList({ title, orders, when, money }: { title: string; orders: WalletOrder[]; when: (s: string) => string; money: (n: number) => string }) {
  if (!orders.length) return null;
  return (
    <section className="space-y-2" data-testid="order-list">
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="space-y-2">
        {orders.map((o) => (
          <li key={o.id} className="card p-3 flex items-center gap-3" data-order={o.reference}>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold truncate">{o.details.name ?? o.details.bankName} <span className="font-mono text-[11px] text-muted">{o.reference}</span></p>
              <p className="text-[11px] text-muted tabular-nums">{when(o.createdAt)}{o.note ? ` · ${o.note}` : ''}</p>
            </div>
            <div className="text-end shrink-0">
              <p className="text-sm font-bold tabular-nums">{money(o.amount)}</p>
              <StatusBadge status={o.status} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
