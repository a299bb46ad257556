import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { App } from './app/app';

/** Longest wait for an idle moment before the service worker registers anyway. */
const SW_IDLE_TIMEOUT_MS = 5000;

/** The service worker (src/app/pwa.ts) registers after load, when the main thread is idle: it costs the first screen nothing. */
function registerServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const idle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: SW_IDLE_TIMEOUT_MS }) : setTimeout(run, 1));
  const start = () => idle(() => void import('./app/pwa').then((m) => m.registerServiceWorker()));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

boot().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorkerWhenIdle();
});
