/**
 * Identity verification: what a member's state is (GET /api/member/verification), and the
 * console's list query and decision bodies (/api/admin/verifications).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Where a verification stands; a member who never sent a picture is `none`. */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The longest reason an operator may give a member for a rejection. */
export const VERIFICATION_REASON_MAX = 200;

/** A member's own verification, as the member screens read it. */
export const memberVerificationSchema = {
  type: 'object',
  required: ['status', 'submittedAt', 'decidedAt', 'reason', 'pictureUrl'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...VERIFICATION_STATUSES, 'none'] },
    submittedAt: { type: ['string', 'null'] },
    decidedAt: { type: ['string', 'null'] },
    /** Set when rejected: why, in the operator's words. */
    reason: { type: ['string', 'null'] },
    /** The member's own picture (GET with their token); null before the first upload. */
    pictureUrl: { type: ['string', 'null'] },
  },
} as const;
export type MemberVerification = FromSchema<typeof memberVerificationSchema>;

export const verificationListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: VERIFICATION_STATUSES },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;
export type VerificationListQuery = FromSchema<typeof verificationListQuerySchema>;

export const verificationApproveSchema = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A rejection needs its reason: the member reads it to know what to send next. */
export const verificationRejectSchema = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', minLength: 1, maxLength: VERIFICATION_REASON_MAX, pattern: '^[^<>]*\\S[^<>]*$' } },
} as const;
export type VerificationReject = FromSchema<typeof verificationRejectSchema>;
