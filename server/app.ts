/**
 * Builds the Fastify app: external plugins → the database → routes, with one
 * error handler that turns client mistakes into 4xx envelopes with a stable
 * errorCode and answers anything else as a logged 500 without internals.
 */
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { Db } from './db/database';
import { AppError } from './lib/errors';
import { registerApiRoutes } from './routes/index';
import { createSharedState, RedisSharedState, type SharedState } from './lib/shared-state';
import ops, { loggerOptions } from './lib/ops';
import { createBus, installBus, type Bus } from './lib/bus';
import { AJV_OPTIONS, schemaCompilers } from './lib/schema-compilers';
import { createFileStore, type FileStore, type S3Options } from './lib/file-store';
import { registerGlobalLimit } from './lib/global-limit';
import { registerSiteStatus } from './lib/site-status';
import { pageRedirect, playerPage } from './lib/player-page';
import { HELMET_OPTIONS, registerSecurityHeaders } from './lib/security-headers';
import { hasNul, nonFiniteNumber, nonFinitePath } from './lib/request-guards';
import { registerOriginSplit, type OriginSplit } from './lib/admin-origin';
import { BOOT_DATA_ID } from '../src/lib/constants';
import type { OidcOptions } from './services/oidc';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    state: SharedState;
    smsWebhookUrl?: string;
    /** PUBLIC_URL: the origin of links the site mails (password reset); unset, the request's origin outside production. */
    publicUrl?: string;
    smsWebhookSecret?: string;
    /** Scales the per-client-address limits (PER_IP_LIMIT_FACTOR); never the per-account or per-number ones. */
    perIpLimitFactor: number;
    invalidateLayout(screen: string): void;
    /** Uploaded files' bytes (server/lib/file-store.ts). */
    files: FileStore;
  }
}

export interface AppOptions {
  db: Db;
  /** Shared short-lived state; defaults to the database (or Redis with redisUrl). */
  state?: SharedState;
  redisUrl?: string;
  /** When set, SMS codes are also POSTed here as { to, body, purpose } (the outbox keeps them either way). */
  smsWebhookUrl?: string;
  /** SMS_WEBHOOK_SECRET: signs each webhook POST (X-Parlor-Signature, HMAC-SHA256). */
  smsWebhookSecret?: string;
  /** Where uploaded pictures are stored (outside every served folder). */
  uploadDir?: string;
  /** Folder of the built client; when it has no index.html, only the API is served. */
  distDir?: string;
  logLevel?: string;
  /** Social sign-in providers; by default from the environment (OIDC_*, PUBLIC_URL). */
  oidc?: OidcOptions;
  /** Proxies trusted to set X-Forwarded-For (TRUST_PROXY): a hop count or their addresses; default none. */
  trustProxy?: false | number | string[];
  /** PER_IP_LIMIT_FACTOR: multiplies per-client-address limits (default 1). */
  perIpLimitFactor?: number;
  /** REDIS_PREFIX: the prefix of this site's Redis keys and channel (instances of one site share it). */
  redisPrefix?: string;
  /** How caches are cleared on the other instances; by default Redis, else PostgreSQL, else this process only. */
  bus?: Bus;
  /** Where uploads go; by default the s3 bucket if given, else the database on PostgreSQL, uploadDir on SQLite. */
  files?: FileStore;
  /** S3_*: an S3-compatible bucket for uploads. */
  s3?: S3Options;
  /** METRICS_TOKEN: the bearer token of GET /metrics; unset, /metrics is not served. */
  metricsToken?: string;
  /** Where the log's JSON lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** PUBLIC_URL: origin of the links the site mails (password reset). */
  publicUrl?: string;
  /** COUNTRY_HEADER: the header a trusted proxy sets with the client's country; unset: the country is unknown. */
  countryHeader?: string;
  /** ADMIN_ORIGIN: the console and the operator API answer only on this origin's host (needs publicUrl, the player's origin). */
  adminOrigin?: string;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

const PRIVATE_PREFIXES = ['/api/admin/', '/api/auth/', '/api/member/', '/api/wallet/'];

function trustHops(n: number) {
  return (_address: string, hop: number) => hop < n;
}

/**
 * The router's refusal of a URL it cannot route (414 for an over-long parameter, else 400), in the
 * error envelope. Typed with the plain request and reply: Fastify declares this hook over a route's
 * generics, which a router-level refusal has none of.
 */
function answerFrameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send({ success: false, errorCode: 'request.invalid', message: error.message });
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  if (opts.adminOrigin && !opts.publicUrl) throw new Error('adminOrigin needs publicUrl: the console frames the player site from the player origin');
  const app = Fastify({
    logger: opts.logLevel === 'silent' ? false : loggerOptions(opts.logLevel ?? 'info', opts.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // While draining, a request that reaches a connection still open is answered, not refused with a 503.
    return503OnClosing: false,
    // Never true: that makes the client-written left-most X-Forwarded-For entry the address every limit keys on.
    // A hop count n trusts the n nearest hops (Fastify's types take it only as a function).
    trustProxy: typeof opts.trustProxy === 'number' ? trustHops(opts.trustProxy) : (opts.trustProxy ?? false),
    ajv: { customOptions: AJV_OPTIONS },
    schemaController: { compilersFactory: schemaCompilers },
    // The router's own refusals (a malformed or over-long URL) get the envelope too.
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('db', opts.db);
  const state = opts.state ?? createSharedState(opts.db.kysely, opts.redisUrl, opts.redisPrefix);
  app.decorate('state', state);
  app.decorate('files', opts.files ?? createFileStore(opts.db, opts.uploadDir ?? join('data', 'uploads'), opts.s3));
  const bus = opts.bus ?? createBus(opts.db, { redisUrl: opts.redisUrl, redisPrefix: opts.redisPrefix, log: (m) => app.log.warn(m) });
  app.decorate('smsWebhookUrl', opts.smsWebhookUrl);
  app.decorate('publicUrl', opts.publicUrl);
  app.decorate('smsWebhookSecret', opts.smsWebhookSecret);
  app.decorate('perIpLimitFactor', Math.max(1, opts.perIpLimitFactor ?? 1));
  if (!opts.state) app.addHook('onClose', () => state.close());

  // No text a client sends may carry a NUL: PostgreSQL cannot store it, and no field needs it.
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.query) || hasNul(req.params) || hasNul(req.body)) throw new AppError(400, 'request.invalid', 'Text must not contain NUL characters');
    // ajv coerces "Infinity" and "1e400" to numbers that skip every range check; refuse them where a number is expected.
    const schema = req.routeOptions.schema as { querystring?: unknown; params?: unknown; body?: unknown } | undefined;
    const bad = nonFiniteNumber(schema?.querystring, req.query) ?? nonFiniteNumber(schema?.params, req.params) ?? nonFiniteNumber(schema?.body, req.body);
    if (bad) throw new AppError(400, 'request.invalid', `${bad} must be a finite number`, { field: bad });
  });
  // After validation (and its coercion), no number in a body may be infinite: it would pass every
  // minimum/maximum and then fail in the database (PostgreSQL refuses it in an integer column).
  app.addHook('preHandler', async (req) => {
    const field = nonFinitePath(req.body);
    if (field) throw new AppError(400, 'request.invalid', `body${field} must be a finite number`, { field: `body${field}` });
  });

  // §7: forgot-password is posted form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Security headers on every answer (HELMET_OPTIONS, server/lib/security-headers.ts), computed once at start-up.
  registerSecurityHeaders(app, HELMET_OPTIONS);
  // The per-client ceiling on every route (server/lib/global-limit.ts): before the routes, so it reaches them all.
  await registerGlobalLimit(app, state);
  // With ADMIN_ORIGIN, the console and its API answer on their own host only (server/lib/admin-origin.ts).
  let split: OriginSplit | null = null;
  if (opts.adminOrigin && opts.publicUrl) {
    split = registerOriginSplit(app, { admin: new URL(opts.adminOrigin).origin, player: new URL(opts.publicUrl).origin }, HELMET_OPTIONS);
  }
  // Maintenance and the region restriction, answered by the API itself (server/lib/site-status.ts).
  registerSiteStatus(app, { countryHeader: opts.countryHeader, trustProxy: opts.trustProxy });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Console answers (drafts, audit, member data), sign-in answers (they carry tokens) and
    // anything read through a member's session are never stored by a browser or proxy.
    if (PRIVATE_PREFIXES.some((p) => req.url.startsWith(p)) || (req.auth !== undefined && !!req.headers.authorization)) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ success: false, errorCode: err.errorCode, message: err.message, ...(err.value !== undefined ? { value: err.value } : {}) });
    }
    if (err.validation) {
      const first = err.validation[0];
      const field = first ? `${err.validationContext ?? ''}${first.instancePath || ''}${first.params && 'missingProperty' in first.params ? `/${String(first.params.missingProperty)}` : ''}${first.params && 'additionalProperty' in first.params ? `/${String(first.params.additionalProperty)}` : ''}` : '';
      return reply.code(400).send({ success: false, errorCode: 'request.invalid', message: err.message, value: { field } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'request.tooLarge' : status === 415 ? 'request.unsupportedType' : status === 429 ? 'request.tooMany' : 'request.invalid';
      return reply.code(status).send({ success: false, errorCode: code, message: err.message });
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return reply.code(500).send({ success: false, errorCode: 'system.unknown', message: 'Unknown error' });
  });

  // OpenAPI description generated from the routes' JSON Schemas, served at /api/docs.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Parlor API', version: '1', description: 'Envelope: { success, value } or { success: false, errorCode, message }. See docs/api.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  // /healthz, /readyz, /metrics and the drain's hooks, ahead of every route they measure.
  await app.register(ops, {
    db: opts.db,
    distDir: opts.distDir,
    metricsToken: opts.metricsToken,
    checks: () => ({ ...(state instanceof RedisSharedState ? { redis: () => state.ping() } : {}), bus: () => bus.check() }),
  });

  await registerApiRoutes(app, { distDir: opts.distDir, oidc: opts.oidc });
  // A console write's cache clearing reaches every instance.
  await installBus(app, bus);

  const dist = opts.distDir;
  const hasClient = !!dist && existsSync(join(dist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/m/',
      preCompressed: true,
      index: false,
      // @fastify/static 10 hands the Fastify reply here.
      setHeaders(reply: { header(k: string, v: string): unknown }, path: string) {
        reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', async (_req, reply) => reply.redirect('/m/home'));

  // The operators' console: its own entry (admin.html), so players never load a byte of it.
  const hasConsole = hasClient && existsSync(join(dist!, 'admin.html'));
  if (hasConsole) {
    // The console learns where the player site is (its preview frame loads it) from its page, as the player page carries its boot data.
    const consoleHtml = readFileSync(join(dist!, 'admin.html'), 'utf8').replace(
      '</head>',
      () => `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify({ playerOrigin: split?.origins.player ?? null }).replace(/</g, '\\u003c')}</script></head>`,
    );
    const sendConsole = async (_req: unknown, reply: FastifyReply) => {
      split?.consolePage(reply);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(consoleHtml);
    };
    app.get('/admin', sendConsole);
    app.get('/admin/*', sendConsole);
  }

  const renderPlayerPage = hasClient ? playerPage(app, dist!, split?.origins.admin) : null;
  // The not-found handler is no route: the global limit is put on it by hand (it serves the player page).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (renderPlayerPage && req.method === 'GET' && (path === '/m' || path.startsWith('/m/')) && !path.startsWith('/m/assets/')) {
      // An address that opens another screen at once is sent there (the lottery entry: its prize mode's).
      const to = await pageRedirect(app, req.url);
      if (to) return reply.header('Cache-Control', 'no-store').redirect(to, 302);
      // The client router owns every /m path; unknown ones land on /m/home there.
      const html = await renderPlayerPage(req);
      split?.playerPage(req, reply);
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
      // The page carries its first screen's data (~12 KB): gzip it like every other asset (they are precompressed).
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    }
    return reply.code(404).send({ success: false, errorCode: 'request.notFound', message: 'requested url is empty' });
  });

  return app;
}
