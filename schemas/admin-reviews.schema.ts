/**
 * The operator API's review queues as the server answers them: reward applications, members'
 * feedback, the message outbox, wallet orders, time-outs and self-exclusions, identity verifications.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { VERIFICATION_STATUSES } from './verification.schema';
import { walletOrderSchema as memberWalletOrderSchema } from './wallet-answers.schema';
import { bool, int, listOf, pageOf, str, strOrNull } from './shapes';

/** A reward application under review, with its member, promotion and pictures. */
export const rewardReviewSchema = {
  type: 'object',
  required: ['id', 'memberId', 'memberAccount', 'memberNickname', 'promotionId', 'promotionTitle', 'remarks', 'status', 'createdAt', 'decidedAt', 'decidedBy', 'note', 'pictures'],
  additionalProperties: false,
  properties: {
    id: int,
    memberId: int,
    memberAccount: str,
    memberNickname: str,
    promotionId: int,
    promotionTitle: str,
    remarks: str,
    status: { type: 'string', enum: ['Applying', 'Issued', 'Rejected'] },
    createdAt: str,
    decidedAt: strOrNull,
    decidedBy: strOrNull,
    note: strOrNull,
    /** Open with the operator token: GET /api/admin/uploads/:id. */
    pictures: {
      type: 'array',
      items: { type: 'object', required: ['id', 'url', 'contentType', 'size'], additionalProperties: false, properties: { id: str, url: str, contentType: str, size: int } },
    },
  },
} as const;
export type RewardReview = FromSchema<typeof rewardReviewSchema>;
/** GET /api/admin/rewards: a page of applications. */
export const rewardReviewPageSchema = pageOf(rewardReviewSchema);

/** GET /api/admin/feedback: what members wrote, newest first. */
export const feedbackListSchema = listOf({ type: 'object', required: ['id', 'memberAccount', 'content', 'createdAt'], additionalProperties: false, properties: { id: int, memberAccount: str, content: str, createdAt: str } });
export type FeedbackEntry = FromSchema<typeof feedbackListSchema>['list'][number];

/** GET /api/admin/outbox: the delivery log, newest first, secrets masked; `next` is the `before` of the next page. */
export const outboxPageSchema = {
  type: 'object',
  required: ['list', 'next'],
  additionalProperties: false,
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'channel', 'address', 'body', 'purpose', 'createdAt'],
        additionalProperties: false,
        properties: { id: int, channel: str, address: str, body: str, purpose: str, createdAt: str },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type OutboxMessage = FromSchema<typeof outboxPageSchema>['list'][number];

/**
 * A wallet order as the console reviews it: the member's own view of it (the account number masked
 * there too), with who placed it and who decided it.
 */
export const walletOrderSchema = {
  ...memberWalletOrderSchema,
  required: [...memberWalletOrderSchema.required, 'decidedBy', 'memberId', 'memberAccount', 'firstApprovedBy'],
  properties: {
    ...memberWalletOrderSchema.properties,
    decidedBy: strOrNull,
    memberId: int,
    memberAccount: str,
    /** A large deposit's first approval: a different operator decides it. */
    firstApprovedBy: strOrNull,
  },
} as const;
export type WalletOrder = FromSchema<typeof walletOrderSchema>;
/** GET /api/admin/wallet/orders: a page of orders. */
export const walletOrderPageSchema = pageOf(walletOrderSchema);

const exclusionKind = { type: 'string', enum: ['timeout', 'selfExclusion'] } as const;
/** GET /api/admin/exclusions: time-outs and self-exclusions, latest first. */
export const exclusionListSchema = listOf({
        type: 'object',
        required: ['memberId', 'account', 'kind', 'period', 'excludedAt', 'until', 'ended'],
        additionalProperties: false,
        /** `ended`: the period is over, so an admin may lift it (a self-exclusion stays until lifted). */
        properties: { memberId: int, account: str, kind: exclusionKind, period: str, excludedAt: str, until: str, ended: bool },
      });
export type Exclusion = FromSchema<typeof exclusionListSchema>['list'][number];
/** POST …/lift: what was lifted. */
export const exclusionLiftedSchema = {
  type: 'object',
  required: ['memberId', 'lifted'],
  additionalProperties: false,
  properties: {
    memberId: int,
    lifted: { type: 'object', required: ['kind', 'period', 'excludedAt', 'until'], additionalProperties: false, properties: { kind: { anyOf: [{ type: 'null' }, exclusionKind] }, period: strOrNull, excludedAt: strOrNull, until: str } },
  },
} as const;

/** An identity verification under review, with the member and their ID picture (opened with the operator token). */
export const verificationReviewSchema = {
  type: 'object',
  required: ['id', 'memberId', 'memberAccount', 'memberNickname', 'status', 'createdAt', 'decidedAt', 'decidedBy', 'reason', 'picture'],
  additionalProperties: false,
  properties: {
    id: int,
    memberId: int,
    memberAccount: str,
    memberNickname: str,
    status: { type: 'string', enum: VERIFICATION_STATUSES },
    createdAt: str,
    decidedAt: strOrNull,
    decidedBy: strOrNull,
    /** Why it was rejected, as the member reads it. */
    reason: strOrNull,
    picture: { type: 'object', required: ['id', 'url', 'contentType', 'size'], additionalProperties: false, properties: { id: str, url: str, contentType: str, size: int } },
  },
} as const;
export type VerificationReview = FromSchema<typeof verificationReviewSchema>;
/** GET /api/admin/verifications: a page, newest first. */
export const verificationPageSchema = pageOf(verificationReviewSchema);
