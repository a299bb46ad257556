/**
 * §2 side menu: a drawer from the reading start. Its entries are the operator-editable
 * `side-menu` layout (home, member centre, promotions, events, the "soon" GCash club, game
 * categories, community, download outside the app/PWA, customer service, the agent entry, sign
 * out with confirmation; deposit, withdraw and invite for a signed-in player). The drawer keeps
 * who is reading: the name (nickname, else account) or, for visitors, sign-in and sign-up.
 * Choosing an entry closes it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFrom } from '../../lib/return-to';
import { Icon } from '../../../widgets/shared/icon';
import { widgetRuntimes } from '../../../widgets/runtime-registry';
import { ShellLayout } from '../../runtime/renderer';
import { useMember } from '../../state/member';
import { roleOf, useSession } from '../../state/session';
import { closeSideMenu as close, useUi } from '../../state/ui';
import { loadMemberInfo } from '../member/member-data';
import { closeOnChoice, menuGrid } from '../member/menu-layout';
import { useFocusTrap } from '../../lib/focus-trap';
import { ScrollLock } from './scroll-lock';
import { avatarLetter } from './header';

// The entries' widget chunk starts loading with the drawer, not after it.
void widgetRuntimes.MenuEntry.load();

export function SideMenu() {
  const { t } = useTranslation();
  const { sideMenuOpen } = useUi();
  const location = useLocation();
  const s = useSession();
  const m = useMember();
  const role = roleOf(s);
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, sideMenuOpen);
  useEffect(() => {
    if (!sideMenuOpen) return;
    // In a task of its own: starting a request is not cheap, and the menu's effects run in the tap's task.
    const info = setTimeout(() => void loadMemberInfo());
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(info);
      window.removeEventListener('keydown', onKey);
    };
  }, [sideMenuOpen]);
  if (!sideMenuOpen) return null;
  const name = m.info?.nickname || m.info?.account || s.userName || '';
  return (
    <ScrollLock ref={dialog}>
      <div tabIndex={-1} className="fixed inset-0 z-40 outline-none" role="dialog" aria-modal="true" aria-label={t('shell.menu')}>
        <button type="button" aria-label={t('common.close')} className="absolute inset-0 bg-black/60 animate-[fade_.2s]" onClick={close} />
        <aside className="absolute inset-y-0 start-0 flex w-[80%] max-w-[320px] flex-col bg-surface border-e border-line animate-[slide-in_.225s_ease-out] rtl:animate-[slide-in-rtl_.225s_ease-out]">
          <div className="flex items-center gap-3 px-4 h-16 shrink-0 border-b border-line">
            {role !== 'visitor' && (
              <span className="grid place-items-center size-10 shrink-0 rounded-full bg-gradient-to-br from-accent to-brand text-bg font-black overflow-hidden" aria-hidden="true">
                {m.info?.avatarUrl ? <img src={m.info.avatarUrl} alt="" className="size-full object-cover" /> : avatarLetter(m.info?.nickname, m.info?.account ?? s.userName)}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <div className="font-bold truncate" data-testid="side-menu-name">{role === 'visitor' ? t('shell.welcome') : name}</div>
              {role === 'trial' && <div className="text-xs text-muted truncate">{t('member.trialAccount')}</div>}
              {m.info?.vipLabel && (role === 'member' || role === 'agent') && <div className="text-xs font-semibold text-brand truncate">{m.info.vipLabel}</div>}
            </div>
            <button type="button" onClick={close} aria-label={t('common.close')} className="grid place-items-center size-9 -me-2 rounded-lg text-muted">
              <Icon name="close" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain pb-[max(1rem,env(safe-area-inset-bottom))]">
            {role === 'visitor' && (
              <div className="grid grid-cols-2 gap-2 px-3 pt-3">
                <Link to={loginPathFrom(location)} onClick={close} className="btn-ghost h-10">{t('auth.login')}</Link>
                <Link to="/register" onClick={close} className="btn-primary h-10">{t('auth.register')}</Link>
              </div>
            )}
            <nav aria-label={t('shell.menu')} onClick={closeOnChoice(close)}>
              <ShellLayout screen="side-menu" className={menuGrid(3, { plain: true, extra: 'p-3 gap-y-0.5' })} />
            </nav>
          </div>
        </aside>
      </div>
    </ScrollLock>
  );
}
