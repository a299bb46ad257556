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
  // A promise whose `then` calls back at once: React's lazy reads a module that is already here
  // without suspending. React only calls `then`, and a plain resolved promise calls back a tick
  // later, after React has suspended.
  const ready = (m: { default: T }): Promise<{ default: T }> =>
    Object.assign(Promise.resolve(m), { then: <R>(onFulfilled: (value: { default: T }) => R) => Promise.resolve(onFulfilled(m)) });
  const component = lazy(() => (loaded ? ready(loaded) : preload()));
  return Object.assign(component, { preload });
}
