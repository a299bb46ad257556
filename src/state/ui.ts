/** UI state shared by the shell: side menu and scroll lock (§4: a side menu or modal locks scrolling). */
import { proxy, subscribe, useSnapshot } from 'valtio';

export const ui = proxy({ sideMenuOpen: false, modals: 0 });

export function useUi() {
  return useSnapshot(ui);
}

if (typeof document !== 'undefined') {
  subscribe(ui, () => {
    document.documentElement.classList.toggle('scroll-lock', ui.sideMenuOpen || ui.modals > 0);
  });
}

export function openSideMenu(): void {
  ui.sideMenuOpen = true;
}

export function closeSideMenu(): void {
  ui.sideMenuOpen = false;
}
