import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon, type IconName } from '../../../widgets/shared/icon';
import { openSideMenu } from '../../state/ui';
import { isHomePath } from './game-menu-bar';
import { goHomeTop } from './header';

/** §2 footer bar: home, rewards (promotions), games, events, menu (opens the side menu). */
export function FooterBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items: { key: string; icon: IconName; active: boolean; run: () => void }[] = [
    { key: 'routes.home', icon: 'home', active: isHomePath(pathname), run: () => goHomeTop(navigate) },
    { key: 'shell.rewards', icon: 'gift', active: pathname === '/activity', run: () => navigate('/activity') },
    { key: 'shell.games', icon: 'gamepad', active: pathname === '/all-games', run: () => navigate('/all-games') },
    { key: 'routes.event', icon: 'calendar', active: pathname === '/event', run: () => navigate('/event') },
    { key: 'shell.menu', icon: 'menu', active: false, run: openSideMenu },
  ];
  return (
    <nav aria-label={t('shell.footer')} className="fixed bottom-0 inset-x-0 z-30 mx-auto max-w-[480px] grid grid-cols-5 h-16 pb-[env(safe-area-inset-bottom)] bg-surface/95 backdrop-blur-md border-t border-line">
      {items.map((it) => (
        <button
          key={it.key}
          type="button"
          onClick={it.run}
          aria-current={it.active ? 'page' : undefined}
          className={`flex flex-col items-center justify-center gap-0.5 text-[11px] ${it.active ? 'text-brand' : 'text-muted'}`}
        >
          <Icon name={it.icon} className="size-5" />
          {t(it.key)}
        </button>
      ))}
    </nav>
  );
}
