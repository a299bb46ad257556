import { startTransition, useEffect, useReducer, useState } from 'react';
import type { SourceRef } from '../../schemas/layout.schema';
import type { SourceName } from '../../schemas/sources.schema';
import { LANGUAGE_CHANGE_DEBOUNCE_MS } from '../lib/constants';
import { network } from '../state/network';
import { acquire } from './source-cache';
import { LANGUAGE_DEBOUNCED_SOURCES, type SourceContext } from './sources';

/** `reconnects`: the browser's reconnections (src/state/network.ts) when the attempt began, on an error. */
export type SourceState = { status: 'idle' | 'loading' | 'ready' | 'error'; data?: unknown; error?: unknown; reconnects?: number };

/** `value`, changing only once it has held still for `ms`. */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, settled, ms]);
  return settled;
}

/** Resolves a block's source for the runtime; `retry` refetches after an error. */
export function useSource(ref: SourceRef | undefined, given: SourceContext): SourceState & { retry: () => void } {
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  // §7/§9: some sources follow a language change only once it has settled (the winner board, 250 ms).
  const settledLanguage = useDebouncedValue(given.language, LANGUAGE_CHANGE_DEBOUNCE_MS);
  const ctx = ref && LANGUAGE_DEBOUNCED_SOURCES.has(ref.name as SourceName) ? { ...given, language: settledLanguage } : given;
  const key = ref ? JSON.stringify([ref.name, ref.params, ctx.language, ctx.token, attempt]) : '';
  const [state, setState] = useState<SourceState>({ status: ref ? 'loading' : 'idle' });
  useEffect(() => {
    if (!ref) return;
    const reconnects = network.reconnects;
    const { entry, release } = acquire(ref.name as SourceName, (ref.params ?? {}) as object, ctx);
    let live = true;
    // Data arriving renders as a transition: in slices that yield to the browser, so a block
    // filling in (a row of 16 tiles) is never one long task. A failure renders at once: its retry
    // box must be listening before the browser can come back online (it retries then, §8).
    if (entry.settled && entry.error === undefined) startTransition(() => setState({ status: 'ready', data: entry.data }));
    else {
      startTransition(() => setState((s) => ({ status: 'loading', data: s.data })));
      entry.promise.then(
        (data) => live && startTransition(() => setState({ status: 'ready', data })),
        (error: unknown) => live && (error as Error)?.name !== 'AbortError' && setState({ status: 'error', error, reconnects }),
      );
    }
    return () => {
      live = false;
      release();
    };
    // The key captures ref, ctx and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { ...state, retry };
}
