import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useUi } from '../../state/ui';
import { FooterBar } from './footer-bar';
import { GameMenuBar } from './game-menu-bar';
import { Header } from './header';
import { NetworkBanner } from './network-banner';
import { RouteFade } from './route-fade';

/** The side menu loads when first opened. */
const SideMenu = lazy(withLaterTranslations(() => import('./side-menu').then((m) => ({ default: m.SideMenu }))));
/** The providers a long press on a game menu tab offers, loaded on the first long press. */
const VendorPicker = lazy(() => import('./vendor-picker').then((m) => ({ default: m.VendorPicker })));
import { Toasts } from './toasts';
import { withLaterTranslations } from '../i18n';

/** The shell of home and game pages: header, game menu bar, footer bar, side menu. */
export function MainShell() {
  const { sideMenuOpen, vendorPicker } = useUi();
  const [pickerUsed, setPickerUsed] = useState(false);
  if (vendorPicker && !pickerUsed) setPickerUsed(true);
  return (
    <div className="app-frame pb-20" data-shell="main">
      <NetworkBanner />
      <Header />
      <GameMenuBar />
      <main>
        <RouteFade>
          <Outlet />
        </RouteFade>
      </main>
      <FooterBar />
      {sideMenuOpen && (
        <Suspense fallback={null}>
          <SideMenu />
        </Suspense>
      )}
      {pickerUsed && (
        <Suspense fallback={null}>
          <VendorPicker />
        </Suspense>
      )}
      <Toasts />
    </div>
  );
}
