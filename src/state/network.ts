/** Connection state for the §8 notices "No Internet" and "Slow Connection". */
import { proxy } from 'valtio';

export const network = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  slowRequests: 0,
  /** How many times the browser has come back online (a failed request compares it with its start's). */
  reconnects: 0,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    network.online = true;
    network.reconnects++;
  });
  window.addEventListener('offline', () => (network.online = false));
}
