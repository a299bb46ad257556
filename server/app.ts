/**
 * Builds the Fastify app: external plugins → the database → routes, with one
 * error handler that turns client mistakes into 4xx envelopes with a stable
 * errorCode and answers anything else as a logged 500 without internals.
 */
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { Db } from './db/database';
import { AppError } from './lib/errors';
import contentRoutes from './routes/content';
import gameRoutes from './routes/games';
import layoutRoutes from './routes/layouts';
import mediaRoutes from './routes/media';
import systemRoutes from './routes/system';
import authRoutes from './routes/auth';
import registerRoutes from './routes/register';
import memberRoutes from './routes/member';
import rewardRoutes from './routes/rewards';
import verificationRoutes from './routes/verification';
import responsibleRoutes from './routes/responsible';
import oidcRoutes from './routes/oidc';
import adminSessionRoutes from './routes/admin/session';
import adminLayoutRoutes from './routes/admin/layouts';
import adminAuditRoutes from './routes/admin/audit';
import adminContentRoutes from './routes/admin/content';
import adminSettingsRoutes from './routes/admin/settings';
import adminReviewRoutes from './routes/admin/reviews';
import adminVerificationRoutes from './routes/admin/verifications';
import adminOperatorRoutes from './routes/admin/operators';
import adminExclusionRoutes from './routes/admin/exclusions';
import walletRoutes from './routes/wallet';
import adminWalletRoutes from './routes/admin/wallet';
import adminGameRoutes from './routes/admin/games';
import seamlessRoutes from './routes/seamless';
import playRoutes from './routes/play';
import { createSharedState, RedisSharedState, type SharedState } from './lib/shared-state';
import ops, { loggerOptions } from './lib/ops';
import { createBus, installBus, type Bus } from './lib/bus';
import { schemaCompilers } from './lib/schema-compilers';
import { createFileStore, type FileStore, type S3Options } from './lib/file-store';
import passwordResetRoutes from './routes/password-reset';
import { registerGlobalLimit } from './lib/global-limit';
import { registerSiteStatus } from './lib/site-status';
import { playerPage } from './lib/player-page';
import { registerSecurityHeaders } from './lib/security-headers';
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

/**
 * The Content-Security-Policy of every answer (helmet; the pages are what it is for).
 * Scripts only from this origin, no inline script at all: the player page's boot data is an inert
 * `application/json` block, which is never executed and needs no nonce, and neither page has an
 * inline script (checked in headless Chromium against a build: /m/home and /admin load without a
 * CSP violation). Styles allow 'unsafe-inline': the splash's `<style>`, React's style attributes
 * (the theme, the banner's aspect ratio) and the console's rich-text editor set inline styles, and
 * a hash cannot cover style attributes. Images may come from image CDNs over https, data: URIs
 * (captcha pictures, icons) and blob: URLs (the console shows uploaded pictures through them).
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};
/**
 * Security headers on every answer (helmet, configured once: server/lib/security-headers.ts): CSP
 * (above), HSTS (browsers that saw one answer over HTTPS keep to HTTPS; they ignore it on plain
 * http), nosniff, frames from this origin only, and no referrer path to other origins. The opener
 * policy lets the games this site opens in a new window keep their opener (they are other
 * origins); other pages that open this one lose it.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
  xFrameOptions: { action: 'sameorigin' },
} as const;
const PRIVATE_PREFIXES = ['/api/admin/', '/api/auth/', '/api/member/', '/api/wallet/'];

/** The first field a schema types as a number whose given text is not a finite number. */
function nonFiniteNumber(schema: unknown, values: unknown): string | undefined {
  const props = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!props || !values || typeof values !== 'object') return undefined;
  for (const [key, raw] of Object.entries(values)) {
    const type = props[key]?.type;
    if ((type === 'integer' || type === 'number') && typeof raw === 'string' && !Number.isFinite(Number(raw))) return key;
  }
  return undefined;
}

/** The path of the first non-finite number in a parsed body ("1e400" parses, and ajv coerces "Infinity"), or null. */
function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '/';
  if (!value || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nonFinitePath(v, `${path}/${k}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

function trustHops(n: number) {
  return (_address: string, hop: number) => hop < n;
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
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false, strictNumbers: true } },
    schemaController: { compilersFactory: schemaCompilers },
    // The router's own refusals (a malformed or over-long URL) get the envelope too.
    frameworkErrors: (error, _req, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as unknown as { code(n: number): { send(b: unknown): unknown } }).code(status).send({ success: false, errorCode: 'request.invalid', message: error.message });
    },
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

  // Security headers on every answer (HELMET_OPTIONS above), computed once at start-up.
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

  await app.register(systemRoutes);
  // Not encapsulated: app.invalidateLayout is shared, so a console publish reaches players at once.
  await app.register(fp(layoutRoutes));
  // Not encapsulated: its catalogue cache (app.catalogueCache) is shared, so admin writes can clear it.
  await app.register(fp(gameRoutes));
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(registerRoutes);
  await app.register(memberRoutes);
  await app.register(responsibleRoutes);
  await app.register(oidcRoutes, { oidc: opts.oidc });
  await app.register(rewardRoutes);
  await app.register(verificationRoutes);
  await app.register(adminSessionRoutes);
  await app.register(adminLayoutRoutes, { distDir: opts.distDir });
  await app.register(adminAuditRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminExclusionRoutes);
  await app.register(walletRoutes);
  await app.register(adminWalletRoutes);
  await app.register(adminGameRoutes);
  // Encapsulated: its raw-body JSON parser and signature hook apply to /api/seamless/* only.
  await app.register(seamlessRoutes);
  await app.register(playRoutes);
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
