/**
 * What a load balancer and an operator's monitoring need from each instance:
 * - GET /healthz: the process is alive (no dependency is asked: a database outage must not make
 *   an orchestrator restart every instance at once).
 * - GET /readyz: this instance should get traffic: the database and Redis answer, the database's
 *   migrations are the ones this build knows, the client build is present, and it is not draining.
 * - GET /metrics: Prometheus text (prom-client), only with `Authorization: Bearer <METRICS_TOKEN>`;
 *   without a token configured the route answers 404, so nothing is exposed by default.
 * - A drain: on SIGTERM /readyz turns unready first, answers ask clients to close their
 *   connections, and after a delay (the balancer's next health check) the listener closes while
 *   requests in flight finish (bounded); then the pools close and the process exits.
 */
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    ops: Ops;
  }
}

interface Ops {
  /** True from the first shutdown signal: /readyz answers 503 and answers carry `Connection: close`. */
  draining: boolean;
  /** Counts a cache lookup for /metrics (`cache`: which cache; `hit`: answered from it). */
  cacheLookup(cache: string, hit: boolean): void;
  registry: Registry;
}

interface OpsOptions {
  /** METRICS_TOKEN: the bearer token /metrics wants; unset, /metrics is not served. */
  metricsToken?: string;
  /** The client build's folder; when given, /readyz needs its index.html. */
  distDir?: string;
  /** Checks beside the database's (Redis, the cache bus): name → a promise that rejects when unhealthy. */
  checks?: () => Record<string, () => Promise<unknown>>;
}

/** Routes whose writes move money: counted as wallet operations, their 4xx as refusals. */
const WALLET_PREFIXES = ['/api/wallet/', '/api/admin/wallet/', '/api/seamless/', '/api/play/'];
/** Console actions that change what players get of a layout. */
const LAYOUT_ACTIONS: Record<string, string> = {
  'POST /api/admin/layouts/:screen/publish': 'publish',
  'POST /api/admin/layouts/:screen/rollback': 'rollback',
  'DELETE /api/admin/layouts/:screen/versions/:version': 'cancel',
};
/** Health checks are polled every few seconds by every balancer: they would drown the log. */
const QUIET = { logLevel: 'warn' as const };
/** How long a /readyz answer of "migrations current" is trusted before the database is asked again. */
const MIGRATIONS_RECHECK_MS = 10_000;

function routeLabel(req: FastifyRequest): string {
  const url = req.routeOptions.url;
  if (url) return url;
  const path = req.url.split('?')[0] ?? '';
  // The player pages are answered by the not-found handler (the client router owns /m).
  return path === '/m' || path.startsWith('/m/') ? '/m/*' : 'unmatched';
}

function tokenMatches(given: string | undefined, wanted: string): boolean {
  if (!given?.startsWith('Bearer ')) return false;
  const a = Buffer.from(given.slice(7).trim());
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The error code of a refusal's envelope, for the refusals metric (bounded: the catalogue's codes). */
function errorCodeOf(payload: unknown): string {
  if (typeof payload !== 'string') return 'unknown';
  const m = /"errorCode":"([A-Za-z0-9_.]{1,60})"/.exec(payload);
  return m?.[1] ?? 'unknown';
}

async function opsPlugin(app: FastifyInstance, opts: OpsOptions & { db: Db }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'parlor_' });
  const requests = new Counter({ name: 'parlor_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'parlor_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const wallet = new Counter({ name: 'parlor_wallet_operations_total', help: 'Writes to the wallet routes (deposits, withdrawals, redemptions, rounds, seamless calls, decisions), by outcome', labelNames: ['route', 'outcome'], registers: [registry] });
  const refusals = new Counter({ name: 'parlor_wallet_refusals_total', help: 'Wallet writes refused (4xx), by route and error code', labelNames: ['route', 'code'], registers: [registry] });
  const publishes = new Counter({ name: 'parlor_layout_publishes_total', help: 'Layout publishes, rollbacks and cancelled schedules done through this instance', labelNames: ['action'], registers: [registry] });
  const cache = new Counter({ name: 'parlor_cache_lookups_total', help: 'Lookups of the answer caches, by cache and result', labelNames: ['cache', 'result'], registers: [registry] });
  const pool = opts.db.pg?.pool;
  if (pool) {
    new Gauge({
      name: 'parlor_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const ops: Ops = { draining: false, registry, cacheLookup: (name, hit) => cache.inc({ cache: name, result: hit ? 'hit' : 'miss' }) };
  app.decorate('ops', ops);

  app.addHook('onSend', async (req, reply, payload) => {
    // While draining, each answer ends its connection: clients reconnect (through the balancer, to
    // another instance), and none is left idle on this one to race the listener's close.
    if (ops.draining) reply.header('Connection', 'close');
    const route = routeLabel(req);
    if (reply.statusCode >= 400 && reply.statusCode < 500 && req.method !== 'GET' && WALLET_PREFIXES.some((p) => route.startsWith(p))) {
      refusals.inc({ route, code: errorCodeOf(payload) });
    }
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel(req);
    const status = String(reply.statusCode);
    const labels = { method: req.method, route, status };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (req.method !== 'GET' && req.method !== 'HEAD' && WALLET_PREFIXES.some((p) => route.startsWith(p))) {
      wallet.inc({ route, outcome: reply.statusCode < 400 ? 'ok' : reply.statusCode < 500 ? 'refused' : 'error' });
    }
    const action = LAYOUT_ACTIONS[`${req.method} ${route}`];
    if (action && reply.statusCode < 300) publishes.inc({ action });
  });

  app.get('/healthz', QUIET, async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));

  let migrationsCurrentAt = 0;
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(opts.db.kysely),
    migrations: async () => {
      if (Date.now() - migrationsCurrentAt < MIGRATIONS_RECHECK_MS) return;
      const pending = await pendingMigrations(opts.db);
      if (pending.length) throw new Error(`pending: ${pending.join(', ')}`);
      migrationsCurrentAt = Date.now();
    },
    ...(opts.distDir !== undefined
      ? {
          build: async () => {
            if (!existsSync(join(opts.distDir!, 'index.html'))) throw new Error('no client build');
          },
        }
      : {}),
  };

  app.get('/readyz', QUIET, async (_req, reply) => {
    const all = { ...checks, ...(opts.checks?.() ?? {}) };
    const results: Record<string, string> = {};
    await Promise.all(
      Object.entries(all).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2_000);
          results[name] = 'ok';
        } catch (e) {
          results[name] = `failing: ${(e as Error).message.slice(0, 200)}`;
        }
      }),
    );
    if (ops.draining) results.draining = 'failing: shutting down';
    const ready = Object.values(results).every((r) => r === 'ok');
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: ready ? 'ready' : 'unready', checks: results });
  });

  app.get('/metrics', QUIET, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!opts.metricsToken) return reply.code(404).send({ success: false, errorCode: 'request.notFound', message: 'requested url is empty' });
    if (!tokenMatches(req.headers.authorization, opts.metricsToken)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ success: false, errorCode: 'auth.required', message: 'The metrics need their token' });
    }
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}

/** Query parameters whose values are credentials (preview and reset tokens, OAuth codes and states). */
const SECRET_PARAM = /token|code|state|preview|pass|secret|key|sig|auth|ticket|otp/i;

/** A request URL for the log: the path and the query's names, with credential values masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(name) ? `${name}=***` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * The server's log: one JSON line per event, each from a request carrying its `reqId`, and the
 * `memberId` or `operatorId` once the request's session is known (server/lib/auth.ts and
 * admin-auth.ts add them). URLs are logged with credential values masked; headers never.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
        return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
      },
    },
  };
}

/** Adds ids to every later log line of a request (and its "request completed" line): never secrets. */
export function logWho(req: FastifyRequest, who: { memberId?: number; operatorId?: number }) {
  (req.log as { setBindings?: (b: object) => void }).setBindings?.(who);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

export default fp(opsPlugin, { name: 'parlor-ops' });

export interface ShutdownOptions {
  /** How long /readyz says unready before the listener closes (the balancer's health-check interval). */
  delayMs: number;
  /** The most the requests in flight get to finish once the listener is closed. */
  timeoutMs: number;
  log: (m: string) => void;
}

/** After the listener closes: how long a connection it had just accepted gets to send its request. */
const ACCEPTED_GRACE_MS = 500;

/**
 * Drains and stops: unready at once; after `delayMs` the listener closes (new connections are
 * refused) while every connection already accepted is served: one that has not sent its request
 * yet gets ACCEPTED_GRACE_MS to do so (Node's own close would reset it as idle), requests in flight
 * finish, and each answer closes its connection. Then the app's onClose hooks close Redis and the
 * bus, and the database pool closes. Answers the exit code: 0, or 1 when requests were still
 * running after `timeoutMs` and were cut.
 */
export async function drainAndClose(app: FastifyInstance, db: Db, opts: ShutdownOptions): Promise<number> {
  app.ops.draining = true;
  opts.log(`Draining: unready now, closing the listener in ${opts.delayMs} ms`);
  if (opts.delayMs > 0) await sleep(opts.delayMs);
  const server = app.server;
  // net.Server's close: stops accepting and calls back once every connection has ended, without
  // http.Server's reaping of "idle" connections (which counts one whose request is still on its way).
  const ended = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  let cut = false;
  const deadline = Date.now() + opts.timeoutMs;
  await Promise.race([ended, sleep(Math.min(ACCEPTED_GRACE_MS, opts.timeoutMs))]);
  server.closeIdleConnections();
  const reaper = setInterval(() => server.closeIdleConnections(), 100);
  try {
    const left = deadline - Date.now();
    const timedOut = await Promise.race([ended.then(() => false), sleep(Math.max(0, left)).then(() => true)]);
    if (timedOut) {
      cut = true;
      opts.log(`Requests still running after ${opts.timeoutMs} ms: closing their connections`);
      server.closeAllConnections();
    }
  } finally {
    clearInterval(reaper);
  }
  try {
    await app.close();
  } finally {
    await db.close();
  }
  opts.log(cut ? 'Stopped (requests were cut)' : 'Stopped');
  return cut ? 1 : 0;
}

function sleep(ms: number) {
  return new Promise<void>((r) => setTimeout(r, ms));
}
