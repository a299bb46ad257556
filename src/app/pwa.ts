/**
 * Registers the service worker (built by vite-plugin-pwa from src/lib/pwa.ts). src/app/start.tsx loads
 * this module only once the page has loaded and the main thread is idle, so the worker and its
 * precache never compete with the first screen.
 */
import { PWA_SCOPE } from '../lib/pwa';

export async function registerServiceWorker(sw: Pick<ServiceWorkerContainer, 'register'> = navigator.serviceWorker): Promise<ServiceWorkerRegistration | null> {
  try {
    return await sw.register(`${PWA_SCOPE}sw.js`, { scope: PWA_SCOPE });
  } catch (e) {
    // The site works without it (the last good layouts and settings live in local storage too).
    console.warn(`[pwa] service worker not registered: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}
