/** UI state shared by the shell: side menu and scroll lock (§4: a side menu or modal locks scrolling). */
import { proxy, subscribe, useSnapshot } from 'valtio';

export const ui = proxy<{ sideMenuOpen: boolean; modals: number; /** §2 the category route (under /m) whose providers the vendor picker shows; null when closed. */ vendorPicker: string | null }>({
  sideMenuOpen: false,
  modals: 0,
  vendorPicker: null,
});

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

/** §2 long press on a game menu tab: the providers of the category at `path` (a router path). */
export function openVendorPicker(path: string): void {
  ui.vendorPicker = path;
}

export function closeVendorPicker(): void {
  ui.vendorPicker = null;
}
