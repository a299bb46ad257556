/**
 * Environment, checked against a schema at start-up: the process fails fast
 * and lists every bad variable at once.
 */
import Ajv from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';

/** An OpenID issuer: https, or plain http on 127.0.0.1 only (the tests' local provider). */
const OIDC_ISSUER = { type: 'string', pattern: '^(https://[^?#]+|http://127\\.0\\.0\\.1(:[0-9]+)?(/[^?#]*)?)$' } as const;
const OIDC_VALUE = { type: 'string', minLength: 1, maxLength: 2000 } as const;

export const envSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
    DATA_DIR: { type: 'string', minLength: 1, default: 'data' },
    DATABASE_URL: { type: 'string', pattern: '^(postgres(ql)?://.+|sqlite:.+)$' },
    PG_SCHEMA: { type: 'string', pattern: '^[a-z_][a-z0-9_]{0,62}$' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://.+$' },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    SMS_WEBHOOK_URL: { type: 'string', pattern: '^https?://.+$' },
    SEED_DEMO: { type: 'string', enum: ['0', '1'], default: '1' },
    NODE_ENV: { type: 'string' },
    // Social sign-in (issue #5 item 4): each provider is on when its issuer, client id and secret are set.
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#]+$' },
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
    OIDC_GOOGLE_ISSUER: ['OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'],
    OIDC_LINE_ISSUER: ['OIDC_LINE_CLIENT_ID', 'OIDC_LINE_CLIENT_SECRET'],
    OIDC_FACEBOOK_ISSUER: ['OIDC_FACEBOOK_CLIENT_ID', 'OIDC_FACEBOOK_CLIENT_SECRET'],
  },
} as const;

export type Config = FromSchema<typeof envSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true });
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.properties)) if (env[key] !== undefined && env[key] !== '') picked[key] = env[key];
  const validate = ajv.compile(envSchema);
  if (!validate(picked)) {
    const lines = (validate.errors ?? []).map((e) => `  ${e.instancePath.slice(1) || '(env)'}: ${e.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return picked as Config;
}
