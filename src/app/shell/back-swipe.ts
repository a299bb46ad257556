/**
 * §2: the route fade is skipped on a back-swipe over 100 px. We watch
 * horizontal touch drags; a drag far enough in the "back" direction marks the
 * next history pop as a swipe, which the fade then skips.
 */
import { BACK_SWIPE_PX } from '../../lib/constants';

const SWIPE_POP_WINDOW_MS = 800;
let startX = 0;
let startY = 0;
let swipedAt = 0;

export function isBackSwipe(dx: number, dy: number, rtl: boolean, threshold = BACK_SWIPE_PX): boolean {
  const along = rtl ? -dx : dx;
  return along > threshold && Math.abs(dy) < along;
}

if (typeof window !== 'undefined') {
  window.addEventListener('touchstart', (e) => {
    startX = e.touches[0]?.clientX ?? 0;
    startY = e.touches[0]?.clientY ?? 0;
  }, { passive: true });
  window.addEventListener('touchend', (e) => {
    const t = e.changedTouches[0];
    if (t && isBackSwipe(t.clientX - startX, t.clientY - startY, document.documentElement.dir === 'rtl')) swipedAt = Date.now();
  }, { passive: true });
}

/** True once right after a back-swipe. */
export function consumeBackSwipe(now = Date.now()): boolean {
  const hit = now - swipedAt < SWIPE_POP_WINDOW_MS;
  swipedAt = 0;
  return hit;
}
