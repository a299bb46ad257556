import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../widgets/shared/icon';
import { useSession } from '../../state/session';
import { closeSideMenu as close, useUi } from '../../state/ui';
import { currentPlatform } from '../../runtime/context';

const ENTRIES: { to: string; key: string; icon: IconName }[] = [
  { to: '/home', key: 'routes.home', icon: 'home' },
  { to: '/member/home', key: 'routes.memberHome', icon: 'user' },
  { to: '/activity', key: 'routes.activity', icon: 'gift' },
  { to: '/event', key: 'routes.event', icon: 'calendar' },
  { to: '/all-games', key: 'games.types.ALL', icon: 'grid' },
  { to: '/slot-games', key: 'games.types.RNG', icon: 'dice' },
  { to: '/live-games', key: 'games.types.LIVE', icon: 'live' },
  { to: '/sport-games', key: 'games.types.SPORTS', icon: 'ball' },
  { to: '/fish-games', key: 'games.types.FISH', icon: 'fish' },
  { to: '/pvp-games', key: 'games.types.PVP', icon: 'cards' },
  { to: '/lott', key: 'games.types.LOTT', icon: 'ticket' },
];

/** §2 side menu (the console makes it a layout in a later issue). */
export function SideMenu() {
  const { t } = useTranslation();
  const { sideMenuOpen } = useUi();
  const s = useSession();
  useEffect(() => {
    if (!sideMenuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sideMenuOpen]);
  if (!sideMenuOpen) return null;
  return (
    <div className="fixed inset-0 z-40" role="dialog" aria-modal="true" aria-label={t('shell.menu')}>
      <button type="button" aria-label={t('common.close')} className="absolute inset-0 bg-black/60 animate-[fade_.2s]" onClick={close} />
      <aside className="absolute inset-y-0 start-0 w-[78%] max-w-[320px] bg-surface border-e border-line overflow-y-auto animate-[slide-in_.225s_ease-out] rtl:animate-[slide-in-rtl_.225s_ease-out]">
        <div className="flex items-center justify-between p-4 border-b border-line">
          <span className="font-bold">{s.userName ?? t('shell.welcome')}</span>
          <button type="button" onClick={close} aria-label={t('common.close')} className="text-muted"><Icon name="close" /></button>
        </div>
        {!s.token && (
          <div className="grid grid-cols-2 gap-2 p-4">
            <Link to="/login" onClick={close} className="btn-ghost h-10">{t('auth.login')}</Link>
            <Link to="/register" onClick={close} className="btn-primary h-10">{t('auth.register')}</Link>
          </div>
        )}
        <ul className="py-2">
          {ENTRIES.map((e) => (
            <li key={e.to}>
              <Link to={e.to} onClick={close} className="flex items-center gap-3 px-4 h-11 text-sm text-ink hover:bg-surface-2">
                <Icon name={e.icon} className="size-5 text-muted" />
                {t(e.key)}
              </Link>
            </li>
          ))}
          {currentPlatform() === 'browser' && (
            <li>
              <Link to="/download" onClick={close} className="flex items-center gap-3 px-4 h-11 text-sm text-ink hover:bg-surface-2">
                <Icon name="download" className="size-5 text-muted" />
                {t('routes.download')}
              </Link>
            </li>
          )}
        </ul>
      </aside>
    </div>
  );
}
