import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWallet } from '../../api/member/get-wallet';
import { formatBalance } from '../../../widgets/shared/format';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../../../widgets/shared/icon';
import { useSession } from '../../state/session';
import { useSettings } from '../../state/settings';
import { openSideMenu } from '../../state/ui';

/** §2: the avatar letter is the uppercase first letter of the nickname, else the account. */
export function avatarLetter(nickname: string | null | undefined, account: string | null | undefined): string {
  const source = (nickname || account || '').trim();
  return source ? [...source][0]!.toUpperCase() : '?';
}

export function goHomeTop(navigate: (to: string) => void) {
  navigate('/home');
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const s = useSession();
  const { settings } = useSettings();
  return (
    <header className="sticky top-0 z-30 flex items-center gap-2 h-14 px-3 bg-bg/90 backdrop-blur-md border-b border-line/60">
      <button type="button" aria-label={t('shell.openMenu')} onClick={openSideMenu} className="grid place-items-center size-9 -ms-1 rounded-lg text-ink">
        <Icon name="menu" />
      </button>
      <button type="button" onClick={() => goHomeTop(navigate)} className="flex items-center gap-1.5 font-black text-lg tracking-tight" aria-label={t('routes.home')}>
        <span className="grid place-items-center size-7 rounded-lg bg-gradient-to-br from-brand to-accent text-bg text-sm">♠</span>
        <span className="bg-gradient-to-r from-brand to-amber-200 bg-clip-text text-transparent">{settings?.siteName ?? 'Parlor'}</span>
      </button>
      <div className="ms-auto flex items-center gap-2">
        <Link to="/search-games" aria-label={t('routes.search')} className="grid place-items-center size-9 rounded-lg text-muted">
          <Icon name="search" />
        </Link>
        {s.token ? (
          <>
          <Balance />
          <Link to="/member/home" className="grid place-items-center size-9 rounded-full bg-gradient-to-br from-accent to-brand text-bg font-bold" aria-label={t('routes.memberHome')}>
            {avatarLetter(null, s.userName)}
          </Link>
          </>
        ) : (
          <>
            <Link to="/login" className="btn-ghost h-8 px-3 text-sm">{t('auth.login')}</Link>
            <Link to="/register" className="btn-primary h-8 px-3 text-sm">{t('auth.register')}</Link>
          </>
        )}
      </div>
    </header>
  );
}

/** §2 balance: currency symbol and total with 2 decimals; refresh masks it with asterisks while it loads. */
function Balance() {
  const { t } = useTranslation();
  const { settings, language } = useSettings();
  const [balance, setBalance] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(() => {
    setLoading(true);
    getWallet().then((w) => setBalance(w.sumBalance), () => undefined).finally(() => setLoading(false));
  }, []);
  useEffect(refresh, [refresh]);
  const symbol = settings?.currency.symbol ?? '';
  return (
    <button type="button" onClick={refresh} aria-label={t('balance.refresh')} className="flex items-center gap-1 h-8 px-3 rounded-full bg-surface border border-line text-sm font-semibold tabular-nums" data-testid="header-balance">
      {loading || balance === null ? `${symbol}****` : formatBalance(balance, symbol, language)}
      <Icon name="refresh" className={`size-3.5 text-muted ${loading ? 'animate-spin' : ''}`} />
    </button>
  );
}
