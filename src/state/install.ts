/**
 * The browser's own install offer for the web app (`beforeinstallprompt`, Chromium browsers):
 * kept when it comes, so the download page and pop-up can offer "Add to Home Screen"; §8
 * "installation errors": a prompt the browser fails to show (or that fails under it) tells the
 * player so. A player who simply declines is not an error. Every page listens from its start;
 * showing the prompt is install-offer.ts, loaded with the download page and pop-up.
 */
import { proxy, ref } from 'valtio';

/** The part of the (non-standard) BeforeInstallPromptEvent the site uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const install = proxy<{ available: boolean; offer: InstallPromptEvent | null }>({ available: false, offer: null });

/** Starts listening for the browser's install offer; call once, early (the offer may come soon after load). */
export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (e) => {
    // Keep the offer for the download buttons instead of the browser's own mini bar.
    e.preventDefault();
    install.offer = ref(e as InstallPromptEvent);
    install.available = true;
  });
  target.addEventListener('appinstalled', () => {
    install.offer = null;
    install.available = false;
  });
}
