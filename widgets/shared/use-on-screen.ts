import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element can be seen: some of it inside the viewport and the page not hidden (another
 * tab, the phone locked). Timers that only move things on screen (autoplay, tickers) stop while it
 * is false, so a page scrolled past them or left in the background does no work for nobody.
 * Without IntersectionObserver the element counts as on screen: the timer runs as before.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  // The element may come later (a skeleton first) or be replaced: after each render, observe
  // whatever the ref holds now if it is not the one already observed.
  const observed = useRef<{ el: Element; io: IntersectionObserver } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (observed.current?.el === el || typeof IntersectionObserver !== 'function') return;
    observed.current?.io.disconnect();
    observed.current = null;
    if (!el) return;
    const io = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    io.observe(el);
    observed.current = { el, io };
  });
  useEffect(
    () => () => {
      observed.current?.io.disconnect();
      observed.current = null;
    },
    [],
  );
  return inView && visible;
}
