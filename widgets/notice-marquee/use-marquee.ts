import { useEffect, type RefObject } from 'react';
import { MARQUEE_FPS } from '../../src/lib/constants';

/**
 * Scrolls the first child of `viewport` leftwards at `speed` px/s, redrawn at
 * §9's 30 fps. The child holds the items twice, so wrapping at half its width
 * is seamless. Stops for reduced motion and while the page is hidden.
 */
export function useMarquee(viewport: RefObject<HTMLElement | null>, speed: number, enabled: boolean) {
  useEffect(() => {
    const el = viewport.current?.firstElementChild as HTMLElement | null | undefined;
    if (!enabled || !el || typeof requestAnimationFrame !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const frameMs = 1000 / MARQUEE_FPS;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    let offset = 0;
    let last = 0;
    let raf = 0;
    const tick = (t: number) => {
      raf = requestAnimationFrame(tick);
      if (document.hidden) return;
      if (!last) last = t;
      const dt = t - last;
      if (dt < frameMs) return;
      last = t;
      const half = el.scrollWidth / 2;
      offset = half > 0 ? (offset + (speed * dt) / 1000) % half : 0;
      el.style.transform = `translate3d(${-offset * rtl}px,0,0)`;
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [viewport, speed, enabled]);
}
