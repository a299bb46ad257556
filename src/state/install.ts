/**
 * The browser's own install offer for the web app (`beforeinstallprompt`, Chromium browsers):
 * kept when it comes, so the download page and pop-up can offer "Add to Home Screen"; §8
 * "installation errors": a prompt the browser fails to show (or that fails under it) tells the
 * player so. A player who simply declines is not an error.
 */
import { proxy, useSnapshot } from 'valtio';
import { errorMessageKey } from '../lib/errors';
import { toast } from './toasts';

/** The part of the (non-standard) BeforeInstallPromptEvent the site uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const install = proxy({ available: false });
let offer: InstallPromptEvent | null = null;

/** Starts listening for the browser's install offer; call once, early (the offer may come soon after load). */
export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (e) => {
    // Keep the offer for the download buttons instead of the browser's own mini bar.
    e.preventDefault();
    offer = e as InstallPromptEvent;
    install.available = true;
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    install.available = false;
  });
}

/** Shows the browser's install prompt. Answers how it ended; a failure shows §8's installation error. */
export async function installApp(): Promise<'accepted' | 'dismissed' | 'failed'> {
  const shown = offer;
  if (!shown) {
    toast(errorMessageKey('download.installFailed'), 'short');
    return 'failed';
  }
  // A prompt can be shown once: the next one needs a new offer from the browser.
  offer = null;
  install.available = false;
  try {
    await shown.prompt();
    return (await shown.userChoice).outcome;
  } catch (e) {
    console.warn(`[install] the install prompt failed: ${e instanceof Error ? e.message : String(e)}`);
    toast(errorMessageKey('download.installFailed'), 'short');
    return 'failed';
  }
}

export function useInstallOffer(): boolean {
  return useSnapshot(install).available;
}
