import { useEffect, type RefObject } from 'react';
import { MARQUEE_FPS } from '../../src/lib/constants';
import { prefersReducedMotion } from '../../src/lib/motion';

/**
 * Scrolls the first child of `viewport` leftwards (rightwards in RTL) at `speed` px/s in §9's
 * 30 fps steps. The child holds the items twice, so one loop of half its width is seamless.
 *
 * The motion is a Web Animation of `transform` with `steps()` timing, so the compositor runs it:
 * no script every frame, nothing for the main thread (it used to be a requestAnimationFrame
 * loop, the home page's largest script cost). Re-timed when the content's width changes; off for
 * reduced motion; browsers pause it on hidden pages themselves.
 */
export function useMarquee(viewport: RefObject<HTMLElement | null>, speed: number, enabled: boolean) {
  useEffect(() => {
    const el = viewport.current?.firstElementChild as HTMLElement | null | undefined;
    if (!enabled || !el || typeof el.animate !== 'function' || speed <= 0) return;
    if (prefersReducedMotion()) return;
    let animation: Animation | null = null;
    let width = -1;
    const start = () => {
      const half = el.scrollWidth / 2;
      if (half === width) return;
      width = half;
      const progress = animation?.effect?.getComputedTiming().progress ?? 0;
      animation?.cancel();
      animation = null;
      if (half <= 0) return;
      const rtl = getComputedStyle(el).direction === 'rtl' ? 1 : -1;
      const duration = (half / speed) * 1000;
      animation = el.animate([{ transform: 'translate3d(0,0,0)' }, { transform: `translate3d(${rtl * half}px,0,0)` }], {
        duration,
        iterations: Infinity,
        easing: `steps(${Math.max(1, Math.round((duration / 1000) * MARQUEE_FPS))}, end)`,
      });
      // Keep the place on a re-time (a font or a language arriving), so the strip doesn't jump back.
      animation.currentTime = (progress ?? 0) * duration;
    };
    // The observer reports the strip's first size right after the browser's own layout; measuring
    // here instead would lay out the page inside the commit that rendered the strip.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(start) : null;
    if (resize) resize.observe(el);
    else start();
    return () => {
      resize?.disconnect();
      animation?.cancel();
    };
  }, [viewport, speed, enabled]);
}
