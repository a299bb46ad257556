import { Outlet } from 'react-router-dom';
import { HeaderBar } from './header-bar';
import { NetworkBanner } from './network-banner';
import { RouteFade } from './route-fade';
import { Toasts } from './toasts';

/** The shell of inner pages: the generic header bar with back arrow and title. */
export function PageShell() {
  return (
    <div className="app-frame" data-shell="page">
      <NetworkBanner />
      <HeaderBar />
      <main>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
      <Toasts />
    </div>
  );
}
