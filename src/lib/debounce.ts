/**
 * A trailing debounce: `fn` runs once, `ms` after the last call, with that call's arguments.
 * `cancel` drops a pending run (a component that unmounts must not act after it has gone).
 */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = ((...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  }) as Debounced<A>;
  run.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return run;
}
