/**
 * Environment, checked against a schema at start-up: the process fails fast
 * and lists every bad variable at once.
 */
import Ajv from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';

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
