/** Performs what widgets ask for, applying the §6 rules (guests go to /m/login). */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { WidgetAction } from '../../widgets/define-widget';
import { request } from '../api/client';
import { roleOf, session } from '../state/session';
import { toast } from '../state/toasts';
import { errorMessageKey } from '../lib/errors';
import { resetBrowse } from '../state/browse';
import { openSideMenu, openVendorPicker } from '../state/ui';
import { flagsOn, settings } from '../state/settings';
import { resolveMenuTap, runMenuAction } from './menu-actions';
import { openNewWindow } from './open-window';
import { scrollBehavior } from '../lib/motion';
import { loginPathFrom, rememberLaunch } from '../lib/return-to';

/** §2 logo and footer home: home, category back to HOT (every type), vendor cleared, scrolled to top. */
export function goHomeTop(navigate: (to: string) => void) {
  resetBrowse();
  navigate('/home');
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

export const BASE_PATH = '/m';

/** Router paths are relative to the /m basename. */
function routerPath(to: string): string {
  return to === BASE_PATH ? '/' : to.startsWith(`${BASE_PATH}/`) ? to.slice(BASE_PATH.length) : to;
}

/** Opens a game: the server answers its launch URL (a refusal is told in a toast). */
export function launchGame(nodeId: string) {
  request<{ url: string }>(`/api/games/${encodeURIComponent(nodeId)}/launch`).then(
    ({ url }) => window.location.assign(url),
    (e: { errorCode?: string }) => toast(errorMessageKey(e.errorCode), 'short'),
  );
}

export function useActionHandler(): (a: WidgetAction) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (a: WidgetAction) => {
      switch (a.type) {
        case 'navigate': {
          // A sign-in a widget asks for returns here afterwards (a promotion's detail, say).
          const to = routerPath(a.to) === '/login' ? loginPathFrom(location) : routerPath(a.to);
          if (a.replace) navigate(to, { replace: true });
          else navigate(to);
          return;
        }
        case 'loadMore':
          return;
        case 'goHome':
          goHomeTop(navigate);
          return;
        case 'openMenu':
          openSideMenu();
          return;
        case 'pickVendor':
          openVendorPicker(routerPath(a.to));
          return;
        case 'openUrl':
          openNewWindow(a.url);
          return;
        case 'menu': {
          const o = resolveMenuTap(a, { role: roleOf(session), flags: flagsOn(settings.settings) });
          if (o.kind === 'message') toast(o.key, 'normal');
          else if (o.kind === 'navigate') navigate(routerPath(o.to) === '/login' ? loginPathFrom(location) : routerPath(o.to));
          else if (o.kind === 'openUrl') openNewWindow(o.url);
          else if (o.kind === 'action' && !runMenuAction(o.action, { navigate })) console.warn(`[menu] no handler for the action ${o.action}`);
          return;
        }
        case 'launchGame':
        case 'toggleFavourite': {
          if (roleOf(session) === 'visitor') {
            // §6 guests sign in first; then they come back here, and the game they tapped opens.
            if (a.type === 'launchGame') rememberLaunch(a.nodeId);
            navigate(loginPathFrom(location, a.type === 'launchGame'));
            return;
          }
          if (a.type === 'launchGame') {
            launchGame(a.nodeId);
          } else {
            // §4: the star (the local set) changes at once; a refused call puts it back.
            const had = session.favourites.includes(a.nodeId);
            const set = (on: boolean) => {
              const without = session.favourites.filter((id) => id !== a.nodeId);
              session.favourites = on ? [...without, a.nodeId] : without;
            };
            set(!had);
            // keepalive: the star already shows, so a reload right after the tap must not cancel the write.
            request(`/api/member/favourites`, { method: had ? 'DELETE' : 'POST', body: { nodeId: a.nodeId }, keepalive: true }).then(
              () => undefined,
              (e: { errorCode?: string }) => {
                set(had);
                toast(errorMessageKey(e.errorCode), 'short');
              },
            );
          }
        }
      }
    },
    [navigate, location],
  );
}
