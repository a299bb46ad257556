import { Outlet } from 'react-router-dom';
import { FooterBar } from './footer-bar';
import { GameMenuBar } from './game-menu-bar';
import { Header } from './header';
import { NetworkBanner } from './network-banner';
import { RouteFade } from './route-fade';
import { SideMenu } from './side-menu';
import { Toasts } from './toasts';

/** The shell of home and game pages: header, game menu bar, footer bar, side menu. */
export function MainShell() {
  return (
    <div className="app-frame pb-20">
      <NetworkBanner />
      <Header />
      <GameMenuBar />
      <main>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
      <FooterBar />
      <SideMenu />
      <Toasts />
    </div>
  );
}
