/** Offering the browser's install prompt kept by install.ts (§8 installation errors), for the download page and pop-up. */
import { useSnapshot } from 'valtio';
import { errorMessageKey } from '../lib/errors';
import { install } from './install';
import { toast } from './toasts';

/** Shows the browser's install prompt. Answers how it ended; a failure shows §8's installation error. */
export async function installApp(): Promise<'accepted' | 'dismissed' | 'failed'> {
  const shown = install.offer;
  if (!shown) {
    toast(errorMessageKey('download.installFailed'), 'short');
    return 'failed';
  }
  // A prompt can be shown once: the next one needs a new offer from the browser.
  install.offer = null;
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
