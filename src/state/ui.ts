/**
 * UI state shared by the shell: the side menu, and how many modals are open (a game's autoplay
 * pauses while one is). Each dialog locks the page's scroll itself (ScrollLock, §4).
 */
import { proxy, useSnapshot } from 'valtio';

export const ui = proxy<{ sideMenuOpen: boolean; modals: number; /** §2 the category route (under /m) whose providers the vendor picker shows; null when closed. */ vendorPicker: string | null }>({
  sideMenuOpen: false,
  modals: 0,
  vendorPicker: null,
});

export function useUi() {
  return useSnapshot(ui);
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
