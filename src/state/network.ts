/** Connection state for the §8 notices "No Internet" and "Slow Connection". */
import { proxy } from 'valtio';

export const network = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  slowRequests: 0,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (network.online = true));
  window.addEventListener('offline', () => (network.online = false));
}
