/**
 * The player's data sources: each source's declaration (platform/sources.ts: its calls, how their
 * answers become the block's data) fetched over HTTP through the API client, typed by its params
 * (schemas/sources.schema.ts, validated before a layout is published and again on load). What only
 * the browser knows joins here: the session's role, the chat provider's unread count on a chat
 * link and which pop-ups this browser showed.
 */
import { SOURCE_READS, pickResource, sourceReads, type SourceName, type SourceParams, type SourceRequest } from '../../platform/sources';
import { request } from '../api/client';
import { CHAT_RESOURCE_TYPE } from '../../schemas/content-values';
import { getUnread } from '../api/member/get-unread';
import { roleOf, session } from '../state/session';
import type { MenuResource } from '../../widgets/menu-entry/menu-entry';

export { pickResource };

export interface SourceContext {
  /** API language parameter (lower-case spec code). */
  language: string;
  /** Part of the cache key, so a sign-in refetches member-bound data. */
  token: string | null;
}

/** How long a shared answer (the operator's downloads) serves every block that reads it (the footer, each link entry of a menu). */
const SHARED_MS = 30_000;
const shared = new Map<string, { at: number; promise: Promise<unknown> }>();

/** A shared request's answer: one request for all the blocks that need it at once. */
function sharedRequest(r: SourceRequest, now = Date.now()): Promise<unknown> {
  const key = r.path;
  const hit = shared.get(key);
  if (hit && now - hit.at <= SHARED_MS) return hit.promise;
  // No abort signal: several blocks share this answer, and one unmounting must not cancel it for the others.
  const promise = request<unknown>(r.path, { query: r.query });
  shared.set(key, { at: now, promise });
  promise.catch(() => {
    if (shared.get(key)?.promise === promise) shared.delete(key);
  });
  return promise;
}

/** A source's extras (a link, a badge) are not worth a retry box: a failure answers null, so the entry hides or shows no count. */
async function orNull<T>(work: Promise<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return await work;
  } catch (e) {
    // An abort must stay an error, so the cache drops the entry instead of keeping a null.
    if (signal.aborted || (e as Error)?.name === 'AbortError') throw e;
    return null;
  }
}

/** §7: the winner board reloads on a language change debounced (§9 language-change 250 ms); other sources at once. */
export const LANGUAGE_DEBOUNCED_SOURCES: ReadonlySet<SourceName> = new Set(
  (Object.keys(SOURCE_READS) as SourceName[]).filter((name) => SOURCE_READS[name].languageDebounced),
);

const viewerRole = (ctx: SourceContext) => (ctx.token ? roleOf(session) : 'visitor');

/** Resolves a source as its declaration says: its calls over HTTP (a shared one once for all), then its selection. */
async function resolve(name: SourceName, params: Record<string, unknown>, ctx: SourceContext, signal: AbortSignal): Promise<unknown> {
  const decl = sourceReads(name);
  const calls = decl.requests(params, { language: ctx.language, role: viewerRole(ctx) });
  const work = Promise.all(calls.map((r) => (r.shared ? sharedRequest(r) : request<unknown>(r.path, { query: r.query, signal })))).then((answers) =>
    decl.select(answers, params),
  );
  return decl.optional ? orNull(work, signal) : work;
}

type Fetcher<N extends SourceName> = (params: SourceParams<N>, ctx: SourceContext, signal: AbortSignal) => Promise<unknown>;
const declared = (name: SourceName): AnyFetcher => (params, ctx, signal) => resolve(name, { ...params }, ctx, signal);

/**
 * What only the browser adds to a source's declaration: the chat provider's unread count on a chat
 * link, the pop-ups this browser has shown. Every other source is fetched as declared, so adding a
 * source needs nothing here.
 */
const BROWSER_FETCHERS: { [N in SourceName]?: Fetcher<N> } = {
  'site.resource': async (params, ctx, signal) => {
    const link = (await resolve('site.resource', { ...params }, ctx, signal)) as MenuResource | null;
    // §3/§6 the chat link carries the member's unread chat count when the chat provider gave one (never for visitors or trial players).
    const role = viewerRole(ctx);
    if (!link || link.resourceType.toUpperCase() !== CHAT_RESOURCE_TYPE || role === 'visitor' || role === 'trial') return link;
    const count = await getUnread(signal, ctx.language).then((u) => u.chat?.unReadCount, () => undefined);
    return typeof count === 'number' ? { ...link, unread: count } : link;
  },
  // A chunk of its own: the pop-up rules (what this browser has shown) are not part of the first load.
  'popups.home': async ({ download = true }, ctx, signal) => (await import('./home-popups-source')).homePopups(download, ctx, signal),
};

type AnyFetcher = (params: object, ctx: SourceContext, signal: AbortSignal) => Promise<unknown>;
const browserFetcher = (name: SourceName) => (BROWSER_FETCHERS as Partial<Record<SourceName, AnyFetcher>>)[name];

/** Every declared source's fetcher (platform/sources.ts), with the browser's additions. */
export const sources = Object.fromEntries(
  (Object.keys(SOURCE_READS) as SourceName[]).map((name): [SourceName, AnyFetcher] => [name, browserFetcher(name) ?? declared(name)]),
) as { [N in SourceName]: Fetcher<N> };
