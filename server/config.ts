/**
 * Environment, checked against a schema at start-up: the process fails fast
 * and lists every bad variable at once.
 */
import { isIP } from 'node:net';
import Ajv from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';
import type { S3Options } from './lib/file-store';

/** An OpenID issuer: https, or plain http on 127.0.0.1 only (the tests' local provider). */
const OIDC_ISSUER = { type: 'string', pattern: '^(https://[^?#]+|http://127\\.0\\.0\\.1(:[0-9]+)?(/[^?#]*)?)$' } as const;
const OIDC_VALUE = { type: 'string', minLength: 1, maxLength: 2000 } as const;

const envSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
    DATA_DIR: { type: 'string', minLength: 1, default: 'data' },
    DATABASE_URL: { type: 'string', pattern: '^(postgres(ql)?://.+|sqlite:.+)$' },
    PG_SCHEMA: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,62}$' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://.+$' },
    // Several instances of one site share their Redis keys and cache channel under this prefix.
    REDIS_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,60}$', default: 'parlor:' },
    // The bearer token GET /metrics wants; unset, /metrics is not served.
    METRICS_TOKEN: { type: 'string', minLength: 16, maxLength: 200 },
    // On SIGTERM: how long /readyz says unready before the listener closes, and the most requests in flight get then.
    SHUTDOWN_DELAY_MS: { type: 'integer', minimum: 0, maximum: 120000, default: 5000 },
    SHUTDOWN_TIMEOUT_MS: { type: 'integer', minimum: 0, maximum: 120000, default: 10000 },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    SMS_WEBHOOK_URL: { type: 'string', pattern: '^https?://.+$' },
    // Signs every webhook POST (HMAC-SHA256, X-Parlor-Signature): required with SMS_WEBHOOK_URL in production.
    SMS_WEBHOOK_SECRET: { type: 'string', minLength: 32, maxLength: 512 },
    // No default: whether the demo data is seeded depends on the database (see demoSeedWanted).
    SEED_DEMO: { type: 'string', enum: ['0', '1'] },
    NODE_ENV: { type: 'string' },
    // Which proxies may set X-Forwarded-For: a hop count, or a comma list of addresses/CIDRs. Unset: none.
    TRUST_PROXY: { type: 'string', pattern: '^([0-9]{1,2}|[0-9A-Fa-f:.]+(/[0-9]{1,3})?(\\s*,\\s*[0-9A-Fa-f:.]+(/[0-9]{1,3})?)*)$' },
    // The header a trusted proxy sets with the client's country (e.g. cf-ipcountry); read only from a TRUST_PROXY proxy.
    COUNTRY_HEADER: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' },
    // Multiplies the per-client-address limits only (a test farm where every browser is 127.0.0.1).
    PER_IP_LIMIT_FACTOR: { type: 'number', minimum: 1, maximum: 1000, default: 1 },
    // A real-money round left open (a debit without its credit) is settled or rolled back after this many seconds…
    ROUND_SWEEP_AFTER_S: { type: 'number', minimum: 0, maximum: 86400, default: 300 },
    // …by a sweep at start and every this many seconds.
    ROUND_SWEEP_EVERY_S: { type: 'number', minimum: 0.1, maximum: 86400, default: 60 },
    // Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…) instead of the database or DATA_DIR; the bucket is addressed by path.
    S3_ENDPOINT: { type: 'string', pattern: '^https?://[^/?#]+/?$' },
    S3_BUCKET: { type: 'string', pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' },
    S3_REGION: { type: 'string', pattern: '^[a-z0-9-]{1,40}$', default: 'us-east-1' },
    S3_ACCESS_KEY_ID: { type: 'string', minLength: 1, maxLength: 200 },
    S3_SECRET_ACCESS_KEY: { type: 'string', minLength: 1, maxLength: 200 },
    // Put before every key, so one bucket can hold several sites' files (e.g. parlor/).
    S3_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*/$' },
    // Social sign-in: each provider is on when its issuer, client id and secret are set.
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#]+$' },
    // The operators' console and API on an origin of their own (server/lib/admin-origin.ts); unset: on the site's one origin.
    ADMIN_ORIGIN: { type: 'string', minLength: 1, maxLength: 300 },
    OIDC_GOOGLE_ISSUER: OIDC_ISSUER,
    OIDC_GOOGLE_CLIENT_ID: OIDC_VALUE,
    OIDC_GOOGLE_CLIENT_SECRET: OIDC_VALUE,
    OIDC_LINE_ISSUER: OIDC_ISSUER,
    OIDC_LINE_CLIENT_ID: OIDC_VALUE,
    OIDC_LINE_CLIENT_SECRET: OIDC_VALUE,
    OIDC_FACEBOOK_ISSUER: OIDC_ISSUER,
    OIDC_FACEBOOK_CLIENT_ID: OIDC_VALUE,
    OIDC_FACEBOOK_CLIENT_SECRET: OIDC_VALUE,
  },
  dependencies: {
    S3_ENDPOINT: ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    S3_BUCKET: ['S3_ENDPOINT'],
    OIDC_GOOGLE_ISSUER: ['OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'],
    OIDC_LINE_ISSUER: ['OIDC_LINE_CLIENT_ID', 'OIDC_LINE_CLIENT_SECRET'],
    OIDC_FACEBOOK_ISSUER: ['OIDC_FACEBOOK_CLIENT_ID', 'OIDC_FACEBOOK_CLIENT_SECRET'],
  },
} as const;

export type Config = FromSchema<typeof envSchema>;

export class ConfigError extends Error {}

/** The bucket uploads go to, when S3_ENDPOINT is set (loadConfig has checked its companions). */
export function s3Options(config: Config): S3Options | undefined {
  if (!config.S3_ENDPOINT || !config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? 'us-east-1',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    ...(config.S3_PREFIX ? { prefix: config.S3_PREFIX } : {}),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true });
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.properties)) if (env[key] !== undefined && env[key] !== '') picked[key] = env[key];
  const validate = ajv.compile(envSchema);
  if (!validate(picked)) {
    const lines = (validate.errors ?? []).map((e) => `  ${e.instancePath.slice(1) || '(env)'}: ${e.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = picked as Config;
  if (config.ADMIN_ORIGIN !== undefined) {
    const problem = adminOriginProblem(config.ADMIN_ORIGIN, config.PUBLIC_URL);
    if (problem) throw new ConfigError(`Invalid environment:\n  ADMIN_ORIGIN: ${problem}`);
    config.ADMIN_ORIGIN = new URL(config.ADMIN_ORIGIN).origin;
  }
  if (config.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (config.SMS_WEBHOOK_URL && !config.SMS_WEBHOOK_URL.startsWith('https://')) problems.push('SMS_WEBHOOK_URL: must be https:// in production (it carries live codes)');
    if (config.SMS_WEBHOOK_URL && !config.SMS_WEBHOOK_SECRET) problems.push('SMS_WEBHOOK_SECRET: required with SMS_WEBHOOK_URL in production (the receiver checks the signature)');
    const social = Object.keys(envSchema.properties).some((k) => /^OIDC_\w+_ISSUER$/.test(k) && picked[k] !== undefined);
    if (social && !config.PUBLIC_URL) problems.push('PUBLIC_URL: required in production with social sign-in (the redirect URI is never taken from the request)');
    if (config.PUBLIC_URL && !config.PUBLIC_URL.startsWith('https://')) problems.push('PUBLIC_URL: must be https:// in production');
    if (config.ADMIN_ORIGIN && !config.ADMIN_ORIGIN.startsWith('https://')) problems.push('ADMIN_ORIGIN: must be https:// in production (operator tokens travel to it)');
    if (config.S3_ENDPOINT && !config.S3_ENDPOINT.startsWith('https://')) problems.push('S3_ENDPOINT: must be https:// in production (members\' pictures travel to it)');
    if (problems.length) throw new ConfigError(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  if (config.TRUST_PROXY !== undefined) {
    const trust = parseTrustProxy(config.TRUST_PROXY);
    const bad = Array.isArray(trust) ? trust.filter((a) => !isIP(a.split('/')[0]!)) : [];
    if (bad.length) throw new ConfigError(`Invalid environment:\n  TRUST_PROXY: not an address or CIDR: ${bad.join(', ')}`);
  }
  return config;
}

/**
 * Why ADMIN_ORIGIN cannot be used, or null: it must be an absolute http(s) origin (scheme, host,
 * optional port; no path, query, fragment or credentials), PUBLIC_URL must name the player's origin
 * (the console frames the player site from there), and the two must be different hosts (requests
 * are told apart by their Host alone).
 */
function adminOriginProblem(value: string, publicUrl: string | undefined): string | null {
  const malformed = `must be an absolute http(s) origin such as https://admin.example.com (scheme, host and optional port; no path): got ${JSON.stringify(value)}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return malformed;
  }
  const shape = /^https?:\/\/[^/?#@\s]+\/?$/i.test(value) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!shape) return malformed;
  if (!publicUrl) return "needs PUBLIC_URL, the player site's origin (the console previews the player site from there)";
  if (new URL(publicUrl).host === url.host) return `must be another host than PUBLIC_URL (${publicUrl}): the console is told apart by its Host`;
  return null;
}

/**
 * What Fastify's trustProxy gets: false (the default: the socket's address is the client),
 * a hop count (that many proxies in front append to X-Forwarded-For), or the proxies' addresses.
 * Never true: then the left-most X-Forwarded-For entry, which the client writes, would be its address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value.trim() === '') return false;
  if (/^[0-9]{1,2}$/.test(value.trim())) return Number(value) || false;
  return value.split(',').map((a) => a.trim()).filter(Boolean);
}

/**
 * The demo data (with its well-known passwords) goes only into the embedded default database:
 * SQLite without DATABASE_URL, outside production. Anything else needs SEED_DEMO=1 explicitly.
 */
export function demoSeedWanted(config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL' | 'NODE_ENV'>): boolean {
  if (config.SEED_DEMO !== undefined) return config.SEED_DEMO === '1';
  return !config.DATABASE_URL && config.NODE_ENV !== 'production';
}
