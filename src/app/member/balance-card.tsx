/**
 * §2 balance card: the currency symbol and total balance with 2 decimals
 * (§9), a hide/show toggle, and a refresh that masks the amount with
 * asterisks until the wallet answers (§4: refresh calls the wallet fetch).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../widgets/shared/format';
import { Icon } from '../../../widgets/shared/icon';
import { member, toggleBalanceHidden, useMember } from '../../state/member';
import { useSession } from '../../state/session';
import { useSettings } from '../../state/settings';
import { refreshBalance } from './member-data';
import { MemberIcon } from './member-icon';

export const BALANCE_MASK = '******';

/** What the amount line reads: asterisks while hidden or refreshing, else the §9 two-decimal amount. */
export function balanceText(balance: number | null, symbol: string, language: string, hidden: boolean, refreshing: boolean): string {
  if (hidden || refreshing || balance === null) return `${symbol}${BALANCE_MASK}`;
  return formatBalance(balance, symbol, language);
}

export interface BalanceCardViewProps {
  balance: number | null;
  symbol: string;
  language: string;
  hidden: boolean;
  refreshing: boolean;
  onToggle: () => void;
  onRefresh: () => void;
  compact?: boolean;
}

export function BalanceCardView({ balance, symbol, language, hidden, refreshing, onToggle, onRefresh, compact = false }: BalanceCardViewProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('balance.title')}
      data-testid="balance-card"
      className={`relative overflow-hidden rounded-[var(--radius-card)] border border-brand/30 bg-[linear-gradient(135deg,color-mix(in_oklab,var(--color-brand)_28%,var(--color-surface-2)),var(--color-surface)_70%)] ${compact ? 'p-3' : 'p-4'}`}
    >
      <div className="flex items-center gap-2 text-xs text-muted">
        <MemberIcon name="wallet" className="size-4 text-brand" />
        <span>{t('balance.title')}</span>
        <button type="button" onClick={onToggle} aria-pressed={hidden} aria-label={t(hidden ? 'balance.show' : 'balance.hide')} className="grid place-items-center size-7 -my-1 rounded-full text-muted hover:text-ink">
          <MemberIcon name={hidden ? 'eye-off' : 'eye'} className="size-4" />
        </button>
      </div>
      <div className="mt-1 flex items-center gap-2">
        <output data-testid="balance-amount" aria-live="polite" aria-busy={refreshing || undefined} className={`font-black tabular-nums tracking-tight ${compact ? 'text-xl' : 'text-[28px] leading-9'}`}>
          {balanceText(balance, symbol, language, hidden, refreshing)}
        </output>
        <button type="button" onClick={onRefresh} disabled={refreshing} aria-label={t('balance.refresh')} className="grid place-items-center size-8 rounded-full bg-bg/40 text-brand disabled:opacity-70">
          <Icon name="refresh" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        </button>
      </div>
    </section>
  );
}

/** The balance card of the signed-in member, on the member store (loads the wallet when first shown). */
export function BalanceCard({ compact }: { compact?: boolean }) {
  const m = useMember();
  const { token } = useSession();
  const { settings, language } = useSettings();
  // Loads when first shown, and again for a new session (the store starts afresh then).
  useEffect(() => {
    if (member.balance === null) void refreshBalance();
  }, [token]);
  return (
    <BalanceCardView
      balance={m.balance}
      symbol={settings?.currency.symbol ?? ''}
      language={language}
      hidden={m.balanceHidden}
      refreshing={m.balanceLoading}
      onToggle={toggleBalanceHidden}
      onRefresh={() => void refreshBalance()}
      compact={compact}
    />
  );
}
