/**
 * §6 who may open a member screen: visitors go to /m/login; trial players get
 * "Please log in to a real account to use this function" where a real account
 * is needed; non-agents get the no-permission message on agent screens. The
 * router puts each screen behind the gate its declaration names (`access` in
 * platform/screens.ts).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { loginPathFrom } from '../../lib/return-to';
import { previewToken } from '../../runtime/preview';
import { roleOf, useSession } from '../../state/session';
import { MemberIcon } from './member-icon';
import type { ScreenAccess } from '../../../platform/screens';

export type MemberNeed = ScreenAccess;

/**
 * `previewable`: in the console's preview (a preview token, never a player's) the screen shows
 * whatever the frame's session, so an operator can see the layout it carries.
 */
export function MemberGate({ need, children, loginPath = '/login', previewable = false }: { need: MemberNeed; children: ReactNode; loginPath?: string; previewable?: boolean }) {
  const role = roleOf(useSession());
  const location = useLocation();
  if (previewable && previewToken()) return <>{children}</>;
  // Back to this screen once signed in (the agent portal has its own landing).
  if (role === 'visitor') return <Navigate to={loginPath === '/login' ? loginPathFrom(location) : loginPath} replace />;
  if (need !== 'signedIn' && role === 'trial') return <Refusal messageKey="errors.auth.trialRefused" login />;
  if (need === 'agent' && role !== 'agent') return <Refusal messageKey="errors.auth.forbidden" />;
  return <>{children}</>;
}

/** A screen-sized refusal with the translated reason and a way on. */
export function Refusal({ messageKey, login = false }: { messageKey: string; login?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="member-refusal">
      <span className="grid place-items-center size-16 rounded-2xl bg-surface-2 text-brand">
        <MemberIcon name="shield" className="size-8" />
      </span>
      <p role="alert" className="text-base font-semibold max-w-[30ch]">{t(messageKey)}</p>
      <div className="mt-2 flex gap-2">
        {login && <Link to="/login" className="btn-primary h-10 px-6">{t('auth.login')}</Link>}
        <Link to="/home" className={`${login ? 'btn-ghost' : 'btn-primary'} h-10 px-6`}>{t('common.backHome')}</Link>
      </div>
    </section>
  );
}
