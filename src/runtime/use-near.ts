import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How close to the viewport something below the first screen comes before it is drawn. */
const NEAR_VIEWPORT_PX = 300;

/**
 * Whether an element has come within NEAR_VIEWPORT_PX of the viewport; once true, it stays true.
 * `watch`: whether to watch yet (a layout's blocks wait for the first screen to settle: measured
 * earlier, skeletons would make every block look near). Without IntersectionObserver everything is near.
 */
export function useNear(ref: RefObject<Element | null>, watch = true): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !watch || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)), { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near, watch, ref]);
  return near;
}
