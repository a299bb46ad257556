/**
 * The typed API client: every call goes through `request`, which adds the
 * session token and language, unwraps the envelope and turns a failure into an
 * ApiError whose `errorCode` the UI translates. It also reports slow and
 * offline requests to the network store, for the §8 notices.
 */
import type { Envelope } from '../../schemas/envelope';
import { SLOW_REQUEST_MS } from '../lib/constants';
import { network } from '../state/network';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { takeBootAnswer } from '../state/boot-answers';
import { toSearch, type Query } from '../lib/search';

export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send `body` as given (a string already encoded, e.g. form-encoded) instead of as JSON. */
  raw?: boolean;
  /** A call the server holds on purpose (a long poll): never counted as a slow request. */
  longPoll?: boolean;
  /**
   * A write the player sees as done before it is answered (an optimistic change): the browser
   * finishes sending it even if the page is left or reloaded meanwhile, which would otherwise cancel it.
   */
  keepalive?: boolean;
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  // A visitor's GET the server already answered in the page (server/lib/player-page.ts): no round trip.
  if ((opts.method ?? 'GET') === 'GET' && !session.token && !opts.headers) {
    const early = takeBootAnswer(path + toSearch(opts.query), settings.language);
    if (early !== undefined) return early as T;
  }
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': settings.language, ...opts.headers };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (opts.body !== undefined && !opts.raw) headers['Content-Type'] = 'application/json';
  const slow = opts.longPoll ? undefined : setTimeout(() => network.slowRequests++, SLOW_REQUEST_MS);
  let res: Response;
  try {
    res = await fetch(path + toSearch(opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : opts.raw ? String(opts.body) : JSON.stringify(opts.body),
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(navigator.onLine === false ? 'network.offline' : 'network.failed', String(e), 0);
  } finally {
    clearTimeout(slow);
  }
  let body: Envelope<T>;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError('network.badResponse', `HTTP ${res.status}`, res.status);
  }
  if (!body.success) {
    if (body.errorCode === 'system.maintenance' || body.errorCode === 'system.regionRestricted') siteClosed();
    throw new ApiError(body.errorCode, body.message, res.status, body.value);
  }
  return body.value;
}

/**
 * The server refused a call because the site is in maintenance or closed to this client's region
 * (it enforces both, not only this client): read the status again, so the app shows its status
 * screen instead of a screen whose calls all fail.
 */
function siteClosed() {
  fetch('/api/system/status', { headers: { Accept: 'application/json' } })
    .then((r) => r.json() as Promise<Envelope<NonNullable<typeof settings.status>>>)
    .then((b) => {
      if (b.success) settings.status = b.value;
    })
    .catch(() => undefined);
}
