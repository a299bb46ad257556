import { startTransition } from 'react';

/**
 * A state setter for what arrives from the network: the update renders in a transition, which React
 * renders in slices between frames. Set from a promise, an update renders at once, and the first
 * data of a screen (a form, a list, a table replacing its skeleton) is most of that screen's render:
 * one task of 50-130 ms on the slow phone. The skeleton stays until the slices are done.
 */
export function arriving<A extends unknown[]>(set: (...args: A) => void): (...args: A) => void {
  return (...args) => startTransition(() => set(...args));
}
