/**
 * Payloads of responsible gaming (deposit limits, reminder, time-out and
 * self-exclusion) and of social sign-in.
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  DEPOSIT_LIMIT_MAX, REMINDER_INTERVALS_MIN, SELF_EXCLUSION_PERIODS, SESSION_LIMITS_MIN, SOCIAL_PROVIDERS, TIMEOUT_PERIODS,
} from '../src/lib/constants';

/** A limit in the site's currency: positive, at most 2 decimals (checked by the route), or null for none. */
const limitAmount = { type: ['number', 'null'], exclusiveMinimum: 0, maximum: DEPOSIT_LIMIT_MAX } as const;

/** PUT /api/member/limits: only the fields sent change; null removes a limit. */
export const limitsBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    daily: limitAmount,
    weekly: limitAmount,
    monthly: limitAmount,
    reminderMinutes: { type: 'integer', enum: [...REMINDER_INTERVALS_MIN] },
    /** Loss limits (net loss over the same rolling windows), by the same rules as deposit limits. */
    lossDaily: limitAmount,
    lossWeekly: limitAmount,
    lossMonthly: limitAmount,
    /** Session-time limit in minutes, or null for none; a longer one or a removal waits 24 h too. */
    sessionMinutes: { type: ['integer', 'null'], enum: [...SESSION_LIMITS_MIN, null] },
  },
} as const;
export type LimitsBody = FromSchema<typeof limitsBodySchema>;

const limitValue = {
  type: 'object',
  required: ['amount', 'pending'],
  properties: {
    amount: { type: ['number', 'null'] },
    pending: {
      anyOf: [
        { type: 'null' },
        { type: 'object', required: ['amount', 'from'], properties: { amount: { type: ['number', 'null'] }, from: { type: 'string' } } },
      ],
    },
  },
} as const;

/** The member's limits now, what is pending and from when, and the reminder interval. */
export const limitsValueSchema = {
  type: 'object',
  required: ['currency', 'limits', 'reminderMinutes', 'lossLimits', 'sessionLimit'],
  properties: {
    currency: { type: 'object', required: ['code', 'symbol'], properties: { code: { type: 'string' }, symbol: { type: 'string' } } },
    limits: { type: 'object', required: ['daily', 'weekly', 'monthly'], properties: { daily: limitValue, weekly: limitValue, monthly: limitValue } },
    reminderMinutes: { type: 'integer' },
    /** Loss limits at the table, in the site's currency. */
    lossLimits: { type: 'object', required: ['daily', 'weekly', 'monthly'], properties: { daily: limitValue, weekly: limitValue, monthly: limitValue } },
    /** Session-time limit: amount in minutes. */
    sessionLimit: limitValue,
  },
} as const;
export type LimitsValue = FromSchema<typeof limitsValueSchema>;

/** POST /api/member/exclusion: the tick box must be ticked (confirm: true). */
export const exclusionBodySchema = {
  type: 'object',
  required: ['kind', 'period', 'confirm'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['timeout', 'selfExclusion'] },
    period: { type: 'string', enum: [...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS] },
    confirm: { type: 'boolean' },
    /** The login password: a stolen session alone must not lock a member out (checked after the session, so optional here). */
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
export type ExclusionBody = FromSchema<typeof exclusionBodySchema>;

export const exclusionValueSchema = {
  type: 'object',
  required: ['kind', 'period', 'until'],
  properties: { kind: { type: 'string' }, period: { type: 'string' }, until: { type: 'string' } },
} as const;
export type ExclusionValue = FromSchema<typeof exclusionValueSchema>;

export const socialProviderParamsSchema = {
  type: 'object',
  required: ['provider'],
  additionalProperties: false,
  properties: { provider: { type: 'string', enum: [...SOCIAL_PROVIDERS] } },
} as const;

/**
 * A random secret the browser keeps (session storage) from the start of a social sign-in to the
 * exchange: the one-time code works only with it, so a sign-in started by someone else cannot be
 * finished in this browser (login CSRF) — without a cookie.
 */
const binding = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

/** GET /api/auth/oidc/:provider/start: the browser's binding and the §3 registerMethod of a member the sign-in creates. */
export const socialStartQuerySchema = {
  type: 'object',
  required: ['binding'],
  additionalProperties: false,
  properties: { binding, platform: { type: 'string', enum: ['APP', 'H5', 'PWA', 'WEBCLIP'], default: 'H5' } },
} as const;

export const socialProvidersValueSchema = {
  type: 'object',
  required: ['providers'],
  properties: {
    providers: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } },
  },
} as const;
export type SocialProvidersValue = FromSchema<typeof socialProvidersValueSchema>;

/** POST /api/auth/oidc/exchange: the one-time code the callback put in /m/login?social=, and the browser's binding. */
export const socialExchangeBodySchema = {
  type: 'object',
  required: ['code', 'binding'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 16, maxLength: 100 }, binding },
} as const;
export type SocialExchangeBody = FromSchema<typeof socialExchangeBodySchema>;

/** GET /api/member/reality-check: the current playing session (real money, every game), for the reality-check reminder. */
export const realityCheckValueSchema = {
  type: 'object',
  required: ['playing', 'currency', 'sessionLimitMinutes'],
  properties: {
    playing: { type: 'boolean' },
    currency: { type: 'object', required: ['code', 'symbol'], properties: { code: { type: 'string' }, symbol: { type: 'string' } } },
    startedAt: { type: 'string' },
    minutes: { type: 'integer' },
    rounds: { type: 'integer' },
    bet: { type: 'number' },
    win: { type: 'number' },
    /** win − bet: negative is a loss. */
    net: { type: 'number' },
    sessionLimitMinutes: { type: ['integer', 'null'] },
    sessionEndsAt: { type: ['string', 'null'] },
  },
} as const;
export type RealityCheckValue = FromSchema<typeof realityCheckValueSchema>;
