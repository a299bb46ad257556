/**
 * Cache for source results: identical requests (same source, params, language
 * and token) share one fetch; results stay fresh for a short while; a fetch is
 * aborted when its last subscriber unmounts before it settles.
 */
import { sources, type SourceContext } from './sources';
import type { SourceName } from '../../schemas/sources.schema';

const SOURCE_FRESH_MS = 30_000;

type Entry = {
  promise: Promise<unknown>;
  controller: AbortController;
  settled: boolean;
  data?: unknown;
  error?: unknown;
  at: number;
  refs: number;
};

const entries = new Map<string, Entry>();

function sourceKey(name: string, params: unknown, ctx: SourceContext): string {
  return JSON.stringify([name, params ?? {}, ctx.language, ctx.token]);
}

/** Starts or joins the fetch for a key; call `release` when the subscriber goes away. */
export function acquire(name: SourceName, params: object, ctx: SourceContext, now = Date.now()): { entry: Entry; release: () => void } {
  const key = sourceKey(name, params, ctx);
  let entry = entries.get(key);
  const stale = entry && entry.settled && (entry.error !== undefined || now - entry.at > SOURCE_FRESH_MS);
  if (!entry || stale) {
    const controller = new AbortController();
    const fetcher = sources[name] as (p: object, c: SourceContext, s: AbortSignal) => Promise<unknown>;
    const created: Entry = { controller, settled: false, at: now, refs: 0, promise: Promise.resolve() };
    created.promise = fetcher(params, ctx, controller.signal).then(
      (data) => {
        Object.assign(created, { settled: true, data, at: Date.now() });
        return data;
      },
      (error: unknown) => {
        Object.assign(created, { settled: true, error });
        if (entries.get(key) === created && controller.signal.aborted) entries.delete(key);
        throw error;
      },
    );
    created.promise.catch(() => undefined);
    entries.set(key, created);
    entry = created;
  }
  const held = entry;
  held.refs++;
  let released = false;
  return {
    entry: held,
    release: () => {
      if (released) return;
      released = true;
      held.refs--;
      if (held.refs === 0 && !held.settled) {
        held.controller.abort();
        if (entries.get(key) === held) entries.delete(key);
      }
    },
  };
}

/**
 * Forget one source's results, for every params, language and token: after an action that changes
 * what it answers (a reward application changes the promotions' state), its next subscriber fetches.
 * A fetch in flight is left to finish for its subscribers but is no longer shared.
 */
export function forgetSource(name: SourceName): void {
  for (const key of [...entries.keys()]) if ((JSON.parse(key) as unknown[])[0] === name) entries.delete(key);
}

/** Forget everything (sign-in/out, tests). */
export function clearSourceCache(): void {
  for (const e of entries.values()) if (!e.settled) e.controller.abort();
  entries.clear();
}
