/**
 * The player app's start, which src/main.tsx imports once the splash has painted: the boot (the
 * language, the site's status), then React's first render, then what can wait for an idle moment.
 */
import { StrictMode, startTransition } from 'react';
import { boot } from './boot';
import { App } from './app';
import { loadLaterTranslations } from './i18n';
import { preloadSheets } from './shell/bottom-sheet';
import { preloadMemberSheet } from './shell/header';
import { preloadSideMenu } from './shell/main-shell';
import { session } from '../state/session';
import { whenFirstScreen } from '../runtime/first-screen';
import { listenForInstallPrompt } from '../state/install';
import { startLaunchExchange } from './play/launch';
import { screenAt } from './routes';

/** Longest wait for an idle moment before the after-load work runs anyway. */
const IDLE_TIMEOUT_MS = 5000;
/** Longest wait for the first screen (a page without a layout never reports one). */
const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/**
 * Work that costs the first screen nothing: after load and the first screen, when the main
 * thread is idle, the rest of the language's strings and the code of the menus and pop-ups (the
 * sheets, the side menu, a signed-in player's member sheet) are fetched so the first tap on a menu
 * opens it at once, and the service worker (src/app/pwa.ts) registers.
 */
function afterLoadWhenIdle() {
  const idle = () => new Promise<void>((run) => ('requestIdleCallback' in window ? window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 1)));
  // One step per idle moment: each import starts with its preload links and requests, ~12 ms of
  // main thread apiece on a slow phone, and together they were one long task.
  const steps: (() => void)[] = [
    // The strings of the screens and sheets past the first (src/lib/locale-parts.ts).
    () => void loadLaterTranslations(),
    () => void preloadSheets(),
    preloadSideMenu,
    // A signed-in player's header opens the member sheet; its chunk and strings come now too.
    () => session.token && preloadMemberSheet(),
    () => import.meta.env.PROD && 'serviceWorker' in navigator && void import('./pwa').then((m) => m.registerServiceWorker()),
  ];
  const start = async () => {
    await whenFirstScreen(FIRST_SCREEN_MAX_WAIT_MS);
    for (const step of steps) {
      await idle();
      step();
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}

// A game page's session is its first screen's data: asked for now, not once its screen has rendered.
if (screenAt(location.pathname) === 'play') startLaunchExchange();
// The browser's install offer can come before the first screen; keep it for the download buttons.
listenForInstallPrompt();

boot().then(async () => {
  // React DOM's client is in the boot chunk (vite.config.ts) but set up only now: its module code
  // was about a quarter of the scripts' first evaluation, one task on a slow phone.
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser (every few ms) instead of one long
  // task: the splash stays up until the first screen commits, and input is never blocked meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  afterLoadWhenIdle();
});
