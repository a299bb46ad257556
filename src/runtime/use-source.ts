import { useEffect, useReducer, useState } from 'react';
import type { SourceRef } from '../../schemas/layout.schema';
import type { SourceName } from '../../schemas/sources.schema';
import { acquire } from './source-cache';
import type { SourceContext } from './sources';

export type SourceState = { status: 'idle' | 'loading' | 'ready' | 'error'; data?: unknown; error?: unknown };

/** Resolves a block's source for the runtime; `retry` refetches after an error. */
export function useSource(ref: SourceRef | undefined, ctx: SourceContext): SourceState & { retry: () => void } {
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const key = ref ? JSON.stringify([ref.name, ref.params, ctx.language, ctx.token, attempt]) : '';
  const [state, setState] = useState<SourceState>({ status: ref ? 'loading' : 'idle' });
  useEffect(() => {
    if (!ref) return;
    const { entry, release } = acquire(ref.name as SourceName, (ref.params ?? {}) as object, ctx);
    let live = true;
    if (entry.settled && entry.error === undefined) setState({ status: 'ready', data: entry.data });
    else {
      setState((s) => ({ status: 'loading', data: s.data }));
      entry.promise.then(
        (data) => live && setState({ status: 'ready', data }),
        (error: unknown) => live && (error as Error)?.name !== 'AbortError' && setState({ status: 'error', error }),
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
