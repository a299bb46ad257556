import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth/login';
import { signOut } from '../../state/session';
import { readRemembered, writeRemembered } from '../../state/remember';
import { clearSourceCache } from '../../runtime/source-cache';
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
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // §4 logout: confirm, loading, server logout, clear the session, go home.
  const doLogout = async () => {
    setLeaving(true);
    await logout().catch(() => undefined);
    const r = readRemembered();
    if (r) writeRemembered({ ...r, rememberToken: undefined });
    signOut();
    clearSourceCache();
    setLeaving(false);
    setConfirming(false);
    close();
    navigate('/home');
  };
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
        {s.token && (
          <div className="p-4 border-t border-line">
            {confirming ? (
              <div role="alertdialog" aria-label={t('logout.confirm')} className="space-y-3">
                <p className="text-sm">{t('logout.confirm')}</p>
                <div className="grid grid-cols-2 gap-2">
                  <button type="button" className="btn-ghost h-10" onClick={() => setConfirming(false)} disabled={leaving}>{t('common.cancel')}</button>
                  <button type="button" className="btn-primary h-10" onClick={doLogout} disabled={leaving}>{leaving ? t('logout.leaving') : t('logout.signOut')}</button>
                </div>
              </div>
            ) : (
              <button type="button" onClick={() => setConfirming(true)} className="flex items-center gap-3 h-10 text-sm text-danger">
                <Icon name="logout" className="size-5" />
                {t('logout.signOut')}
              </button>
            )}
          </div>
        )}
      </aside>
    </div>
  );
}
