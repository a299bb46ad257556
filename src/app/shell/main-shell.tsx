import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useUi } from '../../state/ui';
import { FooterBar } from './footer-bar';
import { GameMenuBar } from './game-menu-bar';
import { Header } from './header';
import { NetworkBanner } from './network-banner';
import { RouteFade } from './route-fade';
import { Toasts } from './toasts';
import { withLaterTranslations } from '../i18n';
import { preloadable } from '../../runtime/preloadable';

/** The side menu loads when first opened, or before at an idle moment (preloadSideMenu). */
const SideMenu = preloadable(withLaterTranslations(() => import('./side-menu').then((m) => ({ default: m.SideMenu }))));

/** Fetches the side menu's code and strings ahead of the first tap (src/app/start.tsx, when idle). */
export function preloadSideMenu(): void {
  void SideMenu.preload();
}

/** The providers a long press on a game menu tab offers, loaded on the first long press. */
const VendorPicker = lazy(() => import('./vendor-picker').then((m) => ({ default: m.VendorPicker })));

/** The shell of home and game pages: header, game menu bar, footer bar, side menu. */
export function MainShell() {
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
      <ShellMenus />
      <Toasts />
    </div>
  );
}

/**
 * The side menu and the vendor picker, on their own: opening one re-renders only this, not the
 * shell's header and bars. A valtio update renders synchronously, in the tap's task; the side menu
 * (its code preloaded, so nothing suspends) mounts in a transition instead, in slices.
 */
function ShellMenus() {
  const { sideMenuOpen, vendorPicker } = useUi();
  const [menuShown, setMenuShown] = useState(sideMenuOpen);
  useEffect(() => {
    if (sideMenuOpen) startTransition(() => setMenuShown(true));
    else setMenuShown(false);
  }, [sideMenuOpen]);
  const [pickerUsed, setPickerUsed] = useState(false);
  if (vendorPicker && !pickerUsed) setPickerUsed(true);
  return (
    <>
      {sideMenuOpen && menuShown && (
        <Suspense fallback={null}>
          <SideMenu />
        </Suspense>
      )}
      {pickerUsed && (
        <Suspense fallback={null}>
          <VendorPicker />
        </Suspense>
      )}
    </>
  );
}
