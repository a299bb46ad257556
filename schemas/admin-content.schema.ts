/**
 * The operator content API (ARCHITECTURE.md's "admin content"
 * row): request bodies and queries for announcements (every §3 content type,
 * banners and pop-ups included), promotions, help entries, reward reviews, the
 * outbox, vendors and operators; and the schemas of the settings keys the
 * console edits that had none yet (register rules, status rules, domains).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../src/lib/languages';
import { ANNOUNCEMENT_TYPES, linkageSchema, PROMOTION_STATUSES } from './content.schema';
import { registerSettingsSchema } from './register.schema';
import { PROMOTION_APPLY_LIMIT_DEFAULT, PROMOTION_APPLY_LIMIT_MAX } from '../src/lib/constants';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

/** Content dates are calendar days (§3 startDate/endDate); players see an item from its start day through its end day. */
const dateSchema = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' } as const;
/** Titles are plain text: React escapes them, and refusing angle brackets keeps markup out of every list. */
const titleSchema = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^<>]*$' } as const;
/** Operator HTML; sanitised on save (server/lib/html.ts). */
const htmlSchema = { type: 'string', maxLength: 100_000 } as const;
/** A site path (not protocol-relative) or an https URL; empty for none. */
const imageUrlSchema = { type: 'string', maxLength: 500, pattern: '^(|/(?!/)[^\\s"\'<>]*|https://[^\\s"\'<>]+)$' } as const;
const sortSchema = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 } as const;
const languageSchema = { type: ['string', 'null'], enum: [...LANGUAGE_CODES, null] } as const;
const categoryIdsSchema = { type: 'array', items: { type: 'integer', minimum: 1, maximum: 9999 }, maxItems: 20, uniqueItems: true } as const;
const pageNoSchema = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
const pageSizeSchema = { type: 'integer', minimum: 1, maximum: 200, default: 50 } as const;
const querySchema = { type: 'string', maxLength: 100 } as const;
export const idParamsSchema = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

/** Where an item stands for players today (derived; `retired` is final). */
export const CONTENT_STATUSES = ['live', 'scheduled', 'expired', 'disabled', 'retired'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Fields every announcement-like item shares (the promotions endpoints use them too). */
const commonFields = {
  title: titleSchema,
  content: htmlSchema,
  imageUrl: imageUrlSchema,
  linkage: linkageSchema,
  startDate: dateSchema,
  endDate: { type: ['string', 'null'], pattern: dateSchema.pattern },
  noExpiry: { type: 'boolean' },
  categoryIds: categoryIdsSchema,
  sort: sortSchema,
  language: languageSchema,
  enabled: { type: 'boolean' },
} as const;

const announcementOnlyFields = {
  /** Banner group (m_home, m_promotion, m_event1, m_event, m_register…); banners only. */
  groupName: { type: 'string', pattern: '^[a-z0-9_]{0,40}$' },
  /** §3 pop-up execution flag: A after login, B for visitors; pop-ups (PU) only. */
  popupKind: { type: ['string', 'null'], enum: ['A', 'B', null] },
} as const;

export const announcementCreateSchema = {
  type: 'object',
  required: ['type', 'title'],
  additionalProperties: false,
  properties: { type: { type: 'string', enum: ANNOUNCEMENT_TYPES }, ...commonFields, ...announcementOnlyFields },
} as const;
export type AnnouncementCreate = FromSchema<typeof announcementCreateSchema>;

/** A partial update; the type of an item is fixed once created. */
export const announcementUpdateSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { ...commonFields, ...announcementOnlyFields },
} as const;
export type AnnouncementUpdate = FromSchema<typeof announcementUpdateSchema>;

export const announcementListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ANNOUNCEMENT_TYPES },
    q: querySchema,
    status: { type: 'string', enum: CONTENT_STATUSES },
    language: { type: 'string', enum: LANGUAGE_CODES },
    groupName: { type: 'string', pattern: '^[a-z0-9_]{0,40}$' },
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema,
  },
} as const;
export type AnnouncementListQuery = FromSchema<typeof announcementListQuerySchema>;

/** §3 promotion (activity) fields beside its announcement. */
const promotionFields = {
  imageRequired: { type: 'string', enum: ['Y', 'N'], title: 'Picture required (Y/N)' },
  remarkRequired: { type: 'string', enum: ['Y', 'N'], title: 'Remark required (Y/N)' },
  /** Whether players may apply: Join (open), Applying, Close (applications refused). */
  activityStatus: { type: 'string', enum: PROMOTION_STATUSES, title: 'Applications' },
  linkedPromotionId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647, title: 'Linked promotion id' },
  /** Applications one member may make to this promotion; rejected ones do not count. */
  applyLimit: { type: 'integer', minimum: 1, maximum: PROMOTION_APPLY_LIMIT_MAX, title: 'Applications per member', description: 'Rejected applications do not count.' },
  /** Whether a member may apply again while an earlier application still awaits its decision. */
  applyWhilePending: { type: 'boolean', title: 'May apply again while an application awaits its decision' },
} as const;

/**
 * The new-promotion form starts from the rules a promotion gets when they are left out. Only the
 * create schema says so: the server fills schema defaults in, and an edit must not reset what it leaves out.
 */
const promotionCreateFields = {
  ...promotionFields,
  applyLimit: { ...promotionFields.applyLimit, default: PROMOTION_APPLY_LIMIT_DEFAULT },
  applyWhilePending: { ...promotionFields.applyWhilePending, default: false },
} as const;

export const promotionCreateSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: { ...commonFields, ...promotionCreateFields },
} as const;
export type PromotionCreate = FromSchema<typeof promotionCreateSchema>;

export const promotionUpdateSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { ...commonFields, ...promotionFields },
} as const;
export type PromotionUpdate = FromSchema<typeof promotionUpdateSchema>;

export const promotionListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { q: querySchema, status: { type: 'string', enum: CONTENT_STATUSES }, language: { type: 'string', enum: LANGUAGE_CODES }, pageNo: pageNoSchema, pageSize: pageSizeSchema },
} as const;
export type PromotionListQuery = FromSchema<typeof promotionListQuerySchema>;

const helpFields = {
  /** §2 help centre: /m/help?tag= opens the entry. */
  tag: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' },
  language: { type: 'string', enum: LANGUAGE_CODES },
  title: titleSchema,
  content: htmlSchema,
  sort: sortSchema,
} as const;

export const helpCreateSchema = { type: 'object', required: ['tag', 'title'], additionalProperties: false, properties: helpFields } as const;
export type HelpCreate = FromSchema<typeof helpCreateSchema>;
export const helpUpdateSchema = { type: 'object', minProperties: 1, additionalProperties: false, properties: helpFields } as const;
export type HelpUpdate = FromSchema<typeof helpUpdateSchema>;
export const helpListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { q: querySchema, tag: helpFields.tag, language: { type: 'string', enum: LANGUAGE_CODES } },
} as const;
export type HelpListQuery = FromSchema<typeof helpListQuerySchema>;

/** Reward applications (§3) under review: Applying is pending; Issued and Rejected are decided. */
const REWARD_STATUSES = ['Applying', 'Issued', 'Rejected'] as const;
export const rewardListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: REWARD_STATUSES }, promotionId: { type: 'integer', minimum: 1, maximum: 2147483647 }, pageNo: pageNoSchema, pageSize: pageSizeSchema },
} as const;
export type RewardListQuery = FromSchema<typeof rewardListQuerySchema>;
export const rewardDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { note: { type: 'string', maxLength: 500, pattern: '^[^<>]*$' } },
} as const;
export type RewardDecision = FromSchema<typeof rewardDecisionSchema>;

export const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
    /** Only messages older than this id (the next page). */
    before: { type: 'integer', minimum: 1, maximum: 2147483647 },
    channel: { type: 'string', enum: ['sms', 'mail'] },
  },
} as const;
export type OutboxQuery = FromSchema<typeof outboxQuerySchema>;

export const vendorParamsSchema = { type: 'object', required: ['vassalage'], additionalProperties: false, properties: { vassalage: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' } } } as const;
export const vendorUpdateSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' }, sort: sortSchema, displayName: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[^<>]*$' } },
} as const;
export type VendorUpdate = FromSchema<typeof vendorUpdateSchema>;

/**
 * Operator roles. viewer < editor < publisher < admin are ranked: each can do what the ones
 * before it can. cashier stands apart: it reads what a viewer reads and decides wallet orders,
 * and nothing else; of the ranked roles only admin decides wallet orders too. Money and content
 * are different jobs, so no content role moves money.
 */
export const OPERATOR_ROLE_NAMES = ['viewer', 'editor', 'publisher', 'admin', 'cashier'] as const;
export type OperatorRoleName = (typeof OPERATOR_ROLE_NAMES)[number];
const RANKED_ROLES: readonly OperatorRoleName[] = ['viewer', 'editor', 'publisher', 'admin'];

/** Whether an operator of `role` may do what needs `min`. */
export function operatorCan(role: OperatorRoleName | undefined, min: OperatorRoleName): boolean {
  if (!role) return false;
  if (min === 'cashier') return role === 'cashier' || role === 'admin';
  return RANKED_ROLES.indexOf(role === 'cashier' ? 'viewer' : role) >= RANKED_ROLES.indexOf(min);
}
/** Operator passwords: 8–72 printable characters (argon2id hashes them). */
const operatorPasswordSchema = { type: 'string', minLength: 8, maxLength: 72, pattern: '^[\\x20-\\x7E]+$' } as const;
export const operatorCreateSchema = {
  type: 'object',
  required: ['username', 'password', 'role'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$' },
    password: operatorPasswordSchema,
    role: { type: 'string', enum: OPERATOR_ROLE_NAMES },
  },
} as const;
export type OperatorCreate = FromSchema<typeof operatorCreateSchema>;
export const operatorUpdateSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    role: { type: 'string', enum: OPERATOR_ROLE_NAMES },
    enabled: { type: 'boolean' },
    password: operatorPasswordSchema,
    /** Turns the operator's two-step sign-in off (a lost phone); they set it up again. */
    resetTotp: { type: 'boolean', const: true },
  },
} as const;
export type OperatorUpdate = FromSchema<typeof operatorUpdateSchema>;

/** An operator's own password change: the current password again, and a new one under the creation policy. */
export const operatorOwnPasswordSchema = {
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: 128 },
    newPassword: operatorPasswordSchema,
  },
} as const;
export type OperatorOwnPassword = FromSchema<typeof operatorOwnPasswordSchema>;
/** The policy the console's password forms show and check before sending. */
export const OPERATOR_PASSWORD_POLICY = { min: operatorPasswordSchema.minLength, max: operatorPasswordSchema.maxLength, pattern: operatorPasswordSchema.pattern } as const;

export const settingParamsSchema = { type: 'object', required: ['key'], additionalProperties: false, properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9.-]{0,59}$' } } } as const;
export const settingBodySchema = { type: 'object', required: ['value'], additionalProperties: false, properties: { value: {} } } as const;

/** §5 registration rules (register.settings): declared beside the registration fields, where the player's form reads them. */
export { registerSettingsSchema };

/** §4 system status rules (site.status): the maintenance switch and the region restriction. */
export const statusRulesSchema = {
  type: 'object',
  required: ['maintenance', 'info', 'blockedIps', 'blockedCountries'],
  additionalProperties: false,
  properties: {
    maintenance: { type: 'boolean' },
    info: { type: 'string', maxLength: 2000 },
    blockedIps: { type: 'array', maxItems: 1000, uniqueItems: true, items: { type: 'string', pattern: '^([0-9]{1,3}(\\.[0-9]{1,3}){3}|[0-9A-Fa-f:]{2,39})$' } },
    blockedCountries: { type: 'array', maxItems: 250, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$' } },
  },
} as const;

/** §7 domain route (site.domains): the host names players may be sent to. */
export const domainsSchema = {
  type: 'array',
  maxItems: 50,
  uniqueItems: true,
  items: { type: 'string', pattern: '^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$' },
} as const;
