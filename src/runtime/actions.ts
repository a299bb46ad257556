/** Performs what widgets ask for, applying the §6 rules (guests go to /m/login). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WidgetAction } from '../../widgets/define-widget';
import { request } from '../api/client';
import { roleOf, session } from '../state/session';
import { toast } from '../state/toasts';
import { errorMessageKey } from '../lib/errors';

export const BASE_PATH = '/m';

/** Router paths are relative to the /m basename. */
export function routerPath(to: string): string {
  return to === BASE_PATH ? '/' : to.startsWith(`${BASE_PATH}/`) ? to.slice(BASE_PATH.length) : to;
}

export function useActionHandler(): (a: WidgetAction) => void {
  const navigate = useNavigate();
  return useCallback(
    (a: WidgetAction) => {
      switch (a.type) {
        case 'navigate':
          navigate(routerPath(a.to));
          return;
        case 'loadMore':
          return;
        case 'openUrl':
          window.open(a.url, '_blank', 'noopener,noreferrer');
          return;
        case 'launchGame':
        case 'toggleFavourite': {
          if (roleOf(session) === 'visitor') {
            navigate('/login');
            return;
          }
          if (a.type === 'launchGame') {
            request<{ url: string }>(`/api/games/${encodeURIComponent(a.nodeId)}/launch`).then(
              ({ url }) => window.location.assign(url),
              (e: { errorCode?: string }) => toast(errorMessageKey(e.errorCode), 'short'),
            );
          } else {
            const had = session.favourites.includes(a.nodeId);
            request(`/api/member/favourites`, { method: had ? 'DELETE' : 'POST', body: { nodeId: a.nodeId } }).then(
              () => {
                session.favourites = had ? session.favourites.filter((id) => id !== a.nodeId) : [...session.favourites, a.nodeId];
              },
              (e: { errorCode?: string }) => toast(errorMessageKey(e.errorCode), 'short'),
            );
          }
        }
      }
    },
    [navigate],
  );
}
