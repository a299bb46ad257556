/**
 * §2: the route fade is skipped on a back-swipe over 100 px (60 px in the other shell: the page
 * shell of inner pages, whose whole screen is one page to leave). We watch horizontal touch drags;
 * a drag far enough in the "back" direction marks the next history pop as a swipe, which the fade
 * then skips.
 */
import { BACK_SWIPE_PX, BACK_SWIPE_PX_ALT_SHELL } from '../../lib/constants';

/** The shells mark their root with `data-shell`: `main` (home, game lists) or `page` (inner pages). */
export type ShellName = 'main' | 'page';

/** The back-swipe distance in a shell (§2: 100 px, 60 px in the other shell). */
export function backSwipeThreshold(shell: ShellName | null | undefined): number {
  return shell === 'page' ? BACK_SWIPE_PX_ALT_SHELL : BACK_SWIPE_PX;
}

/** The shell a touch happened in. */
function shellOf(target: EventTarget | null): ShellName | null {
  const el = target instanceof Element ? target.closest('[data-shell]') : null;
  const name = el?.getAttribute('data-shell');
  return name === 'main' || name === 'page' ? name : null;
}

const SWIPE_POP_WINDOW_MS = 800;
let startX = 0;
let startY = 0;
let startShell: ShellName | null = null;
let swipedAt = 0;

export function isBackSwipe(dx: number, dy: number, rtl: boolean, threshold = BACK_SWIPE_PX): boolean {
  const along = rtl ? -dx : dx;
  return along > threshold && Math.abs(dy) < along;
}

if (typeof window !== 'undefined') {
  window.addEventListener('touchstart', (e) => {
    startX = e.touches[0]?.clientX ?? 0;
    startY = e.touches[0]?.clientY ?? 0;
    startShell = shellOf(e.target);
  }, { passive: true });
  window.addEventListener('touchend', (e) => {
    const t = e.changedTouches[0];
    if (t && isBackSwipe(t.clientX - startX, t.clientY - startY, document.documentElement.dir === 'rtl', backSwipeThreshold(startShell))) swipedAt = Date.now();
  }, { passive: true });
}

/** True once right after a back-swipe. */
export function consumeBackSwipe(now = Date.now()): boolean {
  const hit = now - swipedAt < SWIPE_POP_WINDOW_MS;
  swipedAt = 0;
  return hit;
}
