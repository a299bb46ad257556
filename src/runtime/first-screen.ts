/**
 * The moment a page's first screen is complete (the renderer's first blocks have their widgets
 * and data), as a User Timing mark (read by the bundle benchmark) and a promise, so work that can
 * wait — fetching the menus' code, registering the service worker — never competes with it.
 */
import { FIRST_SCREEN_MARK } from '../lib/constants';

let done: () => void = () => undefined;
const reached = new Promise<void>((resolve) => {
  done = resolve;
});

export function markFirstScreen(): void {
  if (typeof performance !== 'undefined' && performance.getEntriesByName?.(FIRST_SCREEN_MARK).length === 0) performance.mark?.(FIRST_SCREEN_MARK);
  done();
}

/** Resolves when the first screen is complete, or after `maxWaitMs` on a page with no layout. */
export function whenFirstScreen(maxWaitMs: number): Promise<void> {
  return Promise.race([reached, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}
