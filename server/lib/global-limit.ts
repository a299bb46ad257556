/**
 * The global per-client limit (@fastify/rate-limit) on every route, in front of the per-route
 * limits (server/lib/rate-limit.ts): a ceiling on what one client address can ask of the server,
 * whatever it asks. The client is `req.ip` as TRUST_PROXY defines it (never a client-written
 * X-Forwarded-For unless a trusted proxy appended it), with IPv6 addresses counted per /64.
 *
 * Two tiers, each a fixed window per address and scaled by PER_IP_LIMIT_FACTOR like every
 * per-address limit:
 * - `api`: every /api route (LIMITS.globalApiPerIp);
 * - `pages`: the player page, its static assets, media and the console's page
 *   (LIMITS.globalPagesPerIp, generous: one page load is dozens of files).
 * Both are counted in the shared state, so they hold across instances: in Redis (REDIS_URL) at
 * every request, or in the database written behind (BatchedCounter below).
 * Not limited here: the signed vendor wallet calls (/api/seamless, server to server, one vendor
 * address for all its players; the signature check refuses strangers cheaply). The player page
 * reads its first screen's answers in process (server/services/source-reads.ts): it is counted once.
 *
 * A refusal is the usual 429 envelope (`request.tooMany`, value.retryAfterMs) with Retry-After.
 * If the shared state fails, the request goes on (skipOnError): a Redis outage must not turn
 * every answer into an error.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { AppError } from './errors';
import { LIMITS, type Limit } from './rate-limit';
import { RedisSharedState, type SharedState } from './shared-state';

type Tier = 'api' | 'pages';

/** Which tier a request is counted in, or null when the global limit does not apply. */
function tierOf(url: string): Tier | null {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/seamless/')) return null;
  return path.startsWith('/api/') || path === '/api' ? 'api' : 'pages';
}

const TIER_LIMITS: Record<Tier, Limit> = { api: LIMITS.globalApiPerIp, pages: LIMITS.globalPagesPerIp };

/**
 * The counts of the global limit over the database's shared state, written behind: each hit counts
 * in this process at once, and what a key gathered goes to the shared counter in one `hit(…, n)`
 * every FLUSH_MS, or as soon as BATCH hits are pending; the shared total it answers becomes the
 * key's base. A client is then limited across instances within about a second's requests, and
 * the database takes one write per active client per second instead of one per request (one per
 * request made cheap refusals such as a malformed request cost a database write more than the
 * refusal itself). Redis needs none of this: there every request is counted there directly.
 */
export class BatchedCounter {
  static readonly FLUSH_MS = 1_000;
  static readonly BATCH = 20;
  private readonly keys = new LRUCache<string, { base: number; pending: number; until: number; windowMs: number }>({ max: 100_000 });
  private readonly timer: NodeJS.Timeout;
  /** Writes started by a full batch, so that flushAll returns only once everything counted is written. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly state: SharedState) {
    this.timer = setInterval(() => void this.flushAll(), BatchedCounter.FLUSH_MS);
    this.timer.unref();
  }

  hit(key: string, windowMs: number, now = Date.now()): { count: number; resetInMs: number } {
    let e = this.keys.get(key);
    if (!e || e.until <= now) {
      e = { base: 0, pending: 0, until: now + windowMs, windowMs };
      this.keys.set(key, e);
    }
    e.pending++;
    if (e.pending >= BatchedCounter.BATCH) {
      const write = this.flush(key, e).finally(() => this.inFlight.delete(write));
      this.inFlight.add(write);
    }
    return { count: e.base + e.pending, resetInMs: e.until - now };
  }

  private async flush(key: string, e: { base: number; pending: number; until: number; windowMs: number }) {
    const n = e.pending;
    if (!n) return;
    e.pending = 0;
    e.base += n;
    try {
      const shared = await this.state.hit(`grl:${key}`, e.windowMs, n);
      // Hits that arrived while writing stay pending; the shared total already holds this batch.
      e.base = Math.max(e.base, shared.count);
      e.until = Date.now() + shared.resetInMs;
    } catch {
      /* the shared state is down: this process's count stands */
    }
  }

  async flushAll() {
    const now = Date.now();
    for (const [key, e] of [...this.keys.entries()]) {
      if (e.until <= now) this.keys.delete(key);
      else if (e.pending) await this.flush(key, e);
    }
    await Promise.all([...this.inFlight]);
  }

  close() {
    clearInterval(this.timer);
  }
}

export async function registerGlobalLimit(app: FastifyInstance, state: SharedState): Promise<void> {
  const batched = state instanceof RedisSharedState ? null : new BatchedCounter(state);
  if (batched) app.addHook('onClose', async () => batched.close());
  const factor = app.perIpLimitFactor;

  /** The plugin's store interface over the shared state, keyed `<tier>:<address>`. */
  class Store {
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      if (batched) {
        const r = batched.hit(key, timeWindow);
        return cb(null, { current: r.count, ttl: r.resetInMs });
      }
      state.hit(`grl:${key}`, timeWindow).then((r) => cb(null, { current: r.count, ttl: r.resetInMs }), (e: Error) => cb(e));
    }
    child() {
      return this;
    }
  }

  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    store: Store,
    skipOnError: true,
    keyGenerator: (req) => `${tierOf(req.url) ?? 'api'}:${normalizeIP(req.ip)}`,
    allowList: (req) => tierOf(req.url) === null,
    max: (req) => Math.floor(TIER_LIMITS[tierOf(req.url) ?? 'api'].limit * factor),
    timeWindow: (req) => TIER_LIMITS[tierOf(req.url) ?? 'api'].windowMs,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, 'request.tooMany', 'Too many requests, please wait a moment and try again', { retryAfterMs: ctx.ttl }),
  });
}
