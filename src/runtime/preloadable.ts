import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound: any props
export type Preloadable<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the module (once); the component renders without suspending once it has. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy, with a preload. A plain lazy component suspends on its first render even when its
 * chunk is already here (a promise resolves a tick later), and React reveals a suspended
 * boundary's content at most every 300 ms: on a first screen that is a blank block for that long.
 * Once preloaded, this one hands React its module synchronously, so it renders at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own bound
export function preloadable<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loaded: { default: T } | null = null;
  let pending: Promise<{ default: T }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (e: unknown) => {
        pending = null; // a failed chunk can be tried again (the screen's retry, a reconnect)
        throw e;
      },
    ));
  // A thenable that calls back at once: React's lazy reads a module that is already here without suspending.
  // The cast stays: React's types ask for a Promise, though React only calls `then`, and a real Promise would suspend.
  const ready = (m: { default: T }) => ({ then: (resolve: (value: { default: T }) => void) => resolve(m) }) as unknown as Promise<{ default: T }>;
  const component = lazy(() => (loaded ? ready(loaded) : preload()));
  return Object.assign(component, { preload });
}
