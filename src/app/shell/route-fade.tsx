import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ROUTE_FADE_MS } from '../../lib/constants';
import { consumeBackSwipe } from './back-swipe';

/**
 * Whether a route has shown in this page yet. The route a visit lands on has nothing to fade from:
 * the splash hands over to it as it is (a fade from transparent would hide what the splash already
 * drew, and hold back the first screen's largest paint by the fade's length).
 */
let landed = false;

/** §2/§9: a 300 ms fade between routes, skipped when the change came from a back-swipe. */
export function RouteFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // Decided once per path change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const skip = useMemo(() => !landed || (type === 'POP' && consumeBackSwipe()), [pathname]);
  // Set after the first route commits (strict mode renders it twice, both as the landing).
  useEffect(() => {
    landed = true;
  }, []);
  // flow-root: a screen's first margin (a loading skeleton's m-4) stays inside this box instead of
  // collapsing through it, which moved the box, and all below, when the screen replaced the
  // skeleton (a layout shift of 0.01-0.02 on the inner pages).
  return (
    <div key={pathname} className={skip ? 'flow-root' : 'route-fade flow-root'} style={skip ? undefined : { animationDuration: `${ROUTE_FADE_MS}ms` }} data-testid="route-view">
      {children}
    </div>
  );
}
