/**
 * Payloads of the operator (admin) API: shared by the server routes and the console. This module holds
 * signing in, the session, operator accounts and the audit log; the layout workflow, the review
 * queues, games and content answers have their own modules, re-exported here as the console's one
 * place to read the admin API's types from.
 *
 * Answers of the operator API. The server declares them as response schemas (Fastify's serializer
 * sends exactly the declared fields), and the console takes its types from them, so a shape is
 * written once. A layout inside an answer is passed on whole (`anyObject`): a draft is work in
 * progress that may not match the layout schema yet.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { OPERATOR_ROLE_NAMES } from './admin-content.schema';
import { int, listOf, str, strOrNull } from './shapes';

const operatorRole = { type: 'string', enum: OPERATOR_ROLE_NAMES } as const;

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

/** POST /api/admin/session: the new session. */
export const operatorSessionSchema = {
  type: 'object',
  required: ['token', 'username', 'role', 'expiresAt'],
  additionalProperties: false,
  properties: { token: str, username: str, role: operatorRole, expiresAt: int },
} as const;
export type OperatorSession = FromSchema<typeof operatorSessionSchema>;

/** Whether two-step sign-in is on, and since when; also the answer of turning it on or off. */
export const totpStateSchema = { type: 'object', required: ['on', 'since'], additionalProperties: false, properties: { on: { type: 'boolean' }, since: strOrNull } } as const;
export type TotpState = FromSchema<typeof totpStateSchema>;

/** GET /api/admin/session: who is signed in, and whether two-step sign-in is on (since when). */
export const operatorWhoSchema = {
  type: 'object',
  required: ['username', 'role', 'totp'],
  additionalProperties: false,
  properties: { username: str, role: operatorRole, totp: totpStateSchema },
} as const;
export type OperatorWho = FromSchema<typeof operatorWhoSchema>;

/** GET /api/admin/audit: a page of the audit log, newest first; `next` is the `before` of the next page. */
export const auditPageSchema = {
  type: 'object',
  required: ['entries', 'next'],
  additionalProperties: false,
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'operator', 'operatorId', 'action', 'target', 'before', 'after', 'at'],
        additionalProperties: false,
        // before and after are whatever the action recorded (JSON, or the stored text when it is not JSON).
        properties: { id: int, operator: str, operatorId: { type: ['integer', 'null'] }, action: str, target: str, before: {}, after: {}, at: str },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type AuditPage = FromSchema<typeof auditPageSchema>;
export type AuditEntry = AuditPage['entries'][number];

/** An operator account as the console and the audit log see it: never the password hash. */
export const operatorAccountSchema = {
  type: 'object',
  required: ['id', 'username', 'role', 'enabled', 'totp', 'createdAt'],
  additionalProperties: false,
  properties: { id: int, username: str, role: operatorRole, enabled: { type: 'boolean' }, /** Two-step sign-in is on. */ totp: { type: 'boolean' }, createdAt: str },
} as const;
export type OperatorAccount = FromSchema<typeof operatorAccountSchema>;
/** GET /api/admin/operators. */
export const operatorListSchema = listOf(operatorAccountSchema);

/** POST /api/admin/totp/setup: the new secret to scan, as text, as an otpauth URI and as a QR code (an SVG data URL). */
export const totpEnrolmentSchema = { type: 'object', required: ['secret', 'uri', 'qr'], additionalProperties: false, properties: { secret: str, uri: str, qr: str } } as const;
export type TotpEnrolment = FromSchema<typeof totpEnrolmentSchema>;
/** POST /api/admin/password. */
export const passwordChangedSchema = { type: 'object', required: ['changed'], additionalProperties: false, properties: { changed: { type: 'boolean', const: true } } } as const;
/** DELETE /api/admin/session: signed out, nothing to answer. */
export const signedOutSchema = { type: 'null' } as const;

export type * from './admin-layouts.schema';
export type * from './admin-reviews.schema';
export type * from './admin-games.schema';
