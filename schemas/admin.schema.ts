/** Payloads of the operator (admin) API: shared by the server routes and the console. */
import type { FromSchema } from 'json-schema-to-ts';

/** A screen name a layout may be saved under. */
const SCREEN_PATTERN = '^[a-z][a-z0-9-]{0,39}$';

export const adminLoginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 40 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    /** Needed after LIMITS.captchaAfterFailures failures (GET /api/auth/captcha gives id + image). */
    captcha: { type: 'string', maxLength: 16 },
    captchaId: { type: 'string', maxLength: 64 },
    /** The authenticator app's code, for an operator who turned two-step sign-in on. */
    totp: { type: 'string', pattern: '^[0-9]{6}$' },
  },
} as const;
export type AdminLoginBody = FromSchema<typeof adminLoginBodySchema>;

export const screenParamsSchema = {
  type: 'object',
  required: ['screen'],
  additionalProperties: false,
  properties: { screen: { type: 'string', pattern: SCREEN_PATTERN } },
} as const;

export const versionParamsSchema = {
  type: 'object',
  required: ['screen', 'version'],
  additionalProperties: false,
  properties: { screen: { type: 'string', pattern: SCREEN_PATTERN }, version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const draftBodySchema = {
  type: 'object',
  required: ['layout', 'baseRevision'],
  additionalProperties: false,
  properties: {
    /** Work in progress: any JSON object (checked on validate and publish, not on save). */
    layout: { type: 'object' },
    /** The revision the client started from (0 when no draft was saved yet); one below the column's limit, as saving stores it + 1. */
    baseRevision: { type: 'integer', minimum: 0, maximum: 2_147_483_646 },
  },
} as const;
export type DraftBody = FromSchema<typeof draftBodySchema>;

export const validateBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { layout: { type: 'object' } },
} as const;
export type ValidateBody = FromSchema<typeof validateBodySchema>;

export const publishBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** ISO time in the future: schedule instead of publishing now. */
    publishAt: { type: 'string', maxLength: 40 },
    /** Publishes over the performance budget; the reason is audited. */
    override: {
      type: 'object',
      required: ['reason'],
      additionalProperties: false,
      properties: { reason: { type: 'string', minLength: 3, maxLength: 500 } },
    },
  },
} as const;
export type PublishBody = FromSchema<typeof publishBodySchema>;

export const rollbackBodySchema = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
export type RollbackBody = FromSchema<typeof rollbackBodySchema>;

export const previewBodySchema = {
  type: 'object',
  required: ['screen'],
  additionalProperties: false,
  properties: { screen: { type: 'string', pattern: SCREEN_PATTERN } },
} as const;
export type PreviewBody = FromSchema<typeof previewBodySchema>;

export const DRY_RUN_ROLES = ['visitor', 'member', 'trial', 'agent'] as const;
export type DryRunRole = (typeof DRY_RUN_ROLES)[number];

export const dryRunBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    layout: { type: 'object' },
    languages: { type: 'array', minItems: 1, maxItems: 8, uniqueItems: true, items: { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' } },
    roles: { type: 'array', minItems: 1, maxItems: 4, uniqueItems: true, items: { type: 'string', enum: DRY_RUN_ROLES } },
  },
} as const;
export type DryRunBody = FromSchema<typeof dryRunBodySchema>;

export const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    /** An entry id: answers entries older than it (the `next` of the previous page). */
    before: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    action: { type: 'string', minLength: 1, maxLength: 60 },
    target: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;
export type AuditQuery = FromSchema<typeof auditQuerySchema>;
