/**
 * §2 member menu page `/m/menu`: the balance card for a signed-in player, then the
 * operator-editable `member-menu` layout (the m_home banner group, manual rebate,
 * share/referral, Telegram and Facebook links, promotions, betting record, customer service,
 * the language list, sign out when signed in; sign-in, sign-up and free play for visitors).
 */
import { useTranslation } from 'react-i18next';
import { ShellLayout } from '../../runtime/renderer';
import { roleOf, useSession } from '../../state/session';
import { BalanceCard } from '../member/balance-card';
import { MenuHost } from '../member/menu-host';
import { menuGrid } from '../member/menu-layout';

export function MemberMenuScreen() {
  const { t } = useTranslation();
  const role = roleOf(useSession());
  return (
    <div className="py-3 space-y-3" data-testid="member-menu-screen">
      {role !== 'visitor' && (
        <div className="px-3">
          <BalanceCard />
        </div>
      )}
      <nav aria-label={t('routes.menu')} data-testid="menu-page-list">
        <ShellLayout screen="member-menu" className={menuGrid(4, { page: true })} />
      </nav>
      <MenuHost />
    </div>
  );
}
