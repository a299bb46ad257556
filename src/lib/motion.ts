import { useSyncExternalStore } from 'react';

/**
 * The player's "less motion" system setting (prefers-reduced-motion). Everything that moves on
 * its own or glides (carousel autoplay, smooth scrolls, sheets, the marquee, the winner loop)
 * reads it here, so a player who asked for stillness gets it everywhere — and so do the browser
 * journeys, which ask for it to make the app settle at once on a slow machine.
 */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
}

/** 'smooth', or 'auto' (a jump) when the player asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

function subscribe(onChange: () => void) {
  const mq = typeof window !== 'undefined' ? window.matchMedia?.(REDUCED_MOTION_QUERY) : undefined;
  mq?.addEventListener?.('change', onChange);
  return () => mq?.removeEventListener?.('change', onChange);
}

/** Whether the player asked the system for less motion, following changes to the setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
