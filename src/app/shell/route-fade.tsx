import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ROUTE_FADE_MS } from '../../lib/constants';
import { consumeBackSwipe } from './back-swipe';

/** §2/§9: a 300 ms fade between routes, skipped when the change came from a back-swipe. */
export function RouteFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // Decided once per path change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const skip = useMemo(() => type === 'POP' && consumeBackSwipe(), [pathname]);
  return (
    <div key={pathname} className={skip ? undefined : 'route-fade'} style={skip ? undefined : { animationDuration: `${ROUTE_FADE_MS}ms` }} data-testid="route-view">
      {children}
    </div>
  );
}
