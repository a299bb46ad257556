/** §3 banners and announcements, as GET /api/announcements answers them (§7). */
import type { FromSchema } from 'json-schema-to-ts';
import { listOf } from './shapes';
import { ANNOUNCEMENT_TYPES, PROMOTION_STATUSES } from './content-values';

export { ANNOUNCEMENT_TYPES, CHAT_RESOURCE_TYPE, PROMOTION_OPEN_STATUSES, PROMOTION_STATUSES } from './content-values';
/** §3 activity statuses of a member's own application to a promotion: under review, issued, rejected. */
const APPLICATION_STATUSES = ['Applying', 'Issued', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * §3 coming and closed: where a promotion stands against its dates. `coming` (announced, not started)
 * and `ended` (its end date has passed) take no applications; the list shows them for a few days
 * either side (PROMOTION_COMING_SHOWN_DAYS, PROMOTION_ENDED_SHOWN_DAYS in src/lib/constants.ts).
 */
const PROMOTION_PERIODS = ['coming', 'running', 'ended'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];
/** Why a member may not apply again: an application awaits its decision, or the promotion's limit is reached. */
const APPLY_BLOCKS = ['pending', 'limit'] as const;
/**
 * A signed-in (real) member's own applications to one promotion, by the promotion's limits
 * (`applyLimit`, `applyWhilePending`): `pending` under review, `counted` not rejected (what the limit
 * counts), `limit` the most it takes, and whether one more would be taken now, else why not.
 * The apply route refuses by the same rule (server/services/promotion-applications.ts).
 */
const myApplicationSchema = {
  type: 'object',
  required: ['pending', 'counted', 'limit', 'canApply'],
  additionalProperties: false,
  properties: {
    pending: { type: 'integer', minimum: 0 },
    counted: { type: 'integer', minimum: 0 },
    limit: { type: 'integer', minimum: 1 },
    canApply: { type: 'boolean' },
    reason: { type: 'string', enum: APPLY_BLOCKS },
  },
} as const;
export type MyApplication = FromSchema<typeof myApplicationSchema>;
/** The promotion categories (`promotion.categories`): the tabs of the promotions page, in order, each with its label (a translation key or text). */
export const PROMOTION_CATEGORIES_KEY = 'promotion.categories';
export const promotionCategoriesSchema = {
  type: 'array',
  maxItems: 20,
  items: {
    type: 'object',
    required: ['id', 'label'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      label: { type: 'string', minLength: 1, maxLength: 80, description: 'A translation key or text.' },
      kind: { type: 'string', enum: ['mission'], description: 'mission: its promotions are missions (§6 MISSION), listed on the missions screen too.' },
    },
  },
} as const;
export type PromotionCategory = FromSchema<(typeof promotionCategoriesSchema)['items']>;
export const DEFAULT_PROMOTION_CATEGORIES: PromotionCategory[] = [
  { id: 1, label: 'activity.categories.welcome' },
  { id: 2, label: 'activity.categories.games' },
  { id: 3, label: 'activity.categories.referral' },
  { id: 4, label: 'activity.categories.missions', kind: 'mission' },
];

export const linkageSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['none', 'route', 'url', 'promotion', 'game'] },
    target: { type: 'string', maxLength: 500 },
  },
} as const;
export type Linkage = FromSchema<typeof linkageSchema>;

const bannerSchema = {
  type: 'object',
  required: ['id', 'groupName', 'url', 'linkage'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    groupName: { type: 'string' },
    title: { type: 'string' },
    url: { type: 'string' },
    linkage: linkageSchema,
  },
} as const;
export type Banner = FromSchema<typeof bannerSchema>;

const announcementSchema = {
  type: 'object',
  required: ['id', 'title', 'content', 'startDate', 'noExpiry', 'read'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ANNOUNCEMENT_TYPES },
    title: { type: 'string' },
    content: { type: 'string' },
    startDate: { type: 'string' },
    endDate: { type: ['string', 'null'] },
    noExpiry: { type: 'integer', enum: [0, 1] },
    promoAnnouncementCategoryIds: { type: 'array', items: { type: 'integer' } },
    announcementImages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['url', 'sequence'],
        additionalProperties: false,
        properties: { url: { type: 'string' }, sequence: { type: 'integer' } },
      },
    },
    popupKind: { type: ['string', 'null'], enum: ['A', 'B', null] },
    read: { type: 'boolean' },
    /** Promotions only: its activity status (§3), which says whether it takes applications. */
    status: { type: 'string', enum: PROMOTION_STATUSES },
    /** Promotions, for a signed-in member who applied: where their latest application stands (§3). */
    memberStatus: { type: 'string', enum: APPLICATION_STATUSES },
    /** Promotions only: before its start, running, or after its end (§3 coming, closed). */
    period: { type: 'string', enum: PROMOTION_PERIODS },
    /** Promotions, for a signed-in real member only: their own applications against its limits. */
    myApplication: myApplicationSchema,
    /** Promotions only: its categories with their labels, in the order of the promotions page's tabs. */
    categories: {
      type: 'array',
      items: { type: 'object', required: ['id', 'label', 'sort'], additionalProperties: false, properties: { id: { type: 'integer' }, label: { type: 'string' }, sort: { type: 'integer' } } },
    },
  },
} as const;
export type Announcement = FromSchema<typeof announcementSchema>;

/** GET /api/missions: the live promotions of the mission kind. */
export const missionsResultSchema = listOf(announcementSchema);

const noticeSchema = {
  ...announcementSchema,
  required: [...announcementSchema.required, 'preview'],
  properties: { ...announcementSchema.properties, preview: { type: 'string' } },
} as const;
/** §2 notice: an announcement with its plain-text preview. */
export type Notice = FromSchema<typeof noticeSchema>;

/** GET /api/notices: the player announcements (PL), with the caller's read flags. */
export const noticesResultSchema = listOf(noticeSchema);
export type NoticesResult = FromSchema<typeof noticesResultSchema>;

const helpEntrySchema = {
  type: 'object',
  required: ['id', 'tag', 'title', 'content'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, tag: { type: 'string' }, title: { type: 'string' }, content: { type: 'string' } },
} as const;
export type HelpEntry = FromSchema<typeof helpEntrySchema>;

/** GET /api/help: the help centre's entries in one language. */
export const helpResultSchema = listOf(helpEntrySchema);
export type HelpResult = FromSchema<typeof helpResultSchema>;

/** POST /api/promotions/:id/apply: the application recorded, with its pictures' addresses. */
export const applyResultSchema = {
  type: 'object',
  required: ['success', 'applicationId', 'pictures'],
  additionalProperties: false,
  properties: { success: { type: 'boolean', const: true }, applicationId: { type: 'integer' }, pictures: { type: 'array', items: { type: 'string' } } },
} as const;
export type ApplyResult = FromSchema<typeof applyResultSchema>;

/** GET /api/promotions/:id: the promotion's announcement with its reward-application flags and status. */
export const promotionDetailSchema = {
  type: 'object',
  required: [...announcementSchema.required, 'linkedPromotionId', 'imageRequired', 'remarkRequired', 'status', 'period'],
  additionalProperties: false,
  properties: {
    ...announcementSchema.properties,
    linkedPromotionId: { type: ['integer', 'null'] },
    imageRequired: { type: 'string', enum: ['Y', 'N'] },
    remarkRequired: { type: 'string', enum: ['Y', 'N'] },
  },
} as const;
export type PromotionDetail = FromSchema<typeof promotionDetailSchema>;

export const announcementsQuerySchema = {
  type: 'object',
  required: ['types'],
  additionalProperties: false,
  properties: {
    types: { type: 'string', pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H)){0,4}$' },
    groupName: { type: 'string', pattern: '^[a-z0-9_]{0,40}$' },
    platform: { type: 'string', maxLength: 4 },
    merchantCode: { type: 'string', maxLength: 40 },
    language: { type: 'string', maxLength: 10 },
  },
} as const;
export type AnnouncementsQuery = FromSchema<typeof announcementsQuerySchema>;

export const announcementsResultSchema = {
  type: 'object',
  required: ['banners', 'player', 'popup', 'promotion', 'hot'],
  additionalProperties: false,
  properties: {
    banners: { type: 'array', items: bannerSchema },
    player: { type: 'array', items: announcementSchema },
    popup: { type: 'array', items: announcementSchema },
    promotion: { type: 'array', items: announcementSchema },
    hot: { type: 'array', items: announcementSchema },
  },
} as const;
export type AnnouncementsResult = FromSchema<typeof announcementsResultSchema>;

/**
 * The customer-service entry operators set in the console (`site.customer-service`): a link or a chat
 * URL (https, or a path on this site; empty: no entry) and the hours it is staffed, shown beside it.
 */
export const customerServiceSchema = {
  type: 'object',
  required: ['url', 'hours'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', maxLength: 500, pattern: '^(|https://[^\\s"\'<>]+|/[^/\\s"\'<>][^\\s"\'<>]*)$', description: 'Customer-service link or chat URL (https), or a path on this site; empty hides the entries.' },
    hours: { type: 'string', maxLength: 40, pattern: '^[^<>]*$', description: 'When it is staffed, as players read it, e.g. "24/7" or "09:00–21:00".' },
  },
} as const;
export type CustomerService = FromSchema<typeof customerServiceSchema>;
export const CUSTOMER_SERVICE_KEY = 'site.customer-service';
export const DEFAULT_CUSTOMER_SERVICE: CustomerService = { url: '', hours: '' };

/**
 * The live chat operators set in the console (`site.chat`, §1/§6 chat, whitelabel flag CBS3): the
 * chat's address players are sent to (https, or a path on this site; empty: no chat entry), and
 * the chat provider's unread-count address (https; empty: no count). The server asks the latter
 * for a member's unread messages with `?account=` and reads `unReadCount` (at the top, or under
 * `value` or `data`) from its JSON answer.
 */
export const chatSettingSchema = {
  type: 'object',
  required: ['url', 'unreadUrl'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', maxLength: 500, pattern: '^(|https://[^\\s"\'<>]+|/[^/\\s"\'<>][^\\s"\'<>]*)$', description: 'Chat address (https), or a path on this site; empty hides the chat entries.' },
    unreadUrl: { type: 'string', maxLength: 500, pattern: '^(|https://[^\\s"\'<>]+)$', description: 'The chat provider\'s unread-count address (https); empty: no unread badge.' },
  },
} as const;
export type ChatSetting = FromSchema<typeof chatSettingSchema>;
export const CHAT_SETTING_KEY = 'site.chat';
export const DEFAULT_CHAT_SETTING: ChatSetting = { url: '', unreadUrl: '' };
/** §6 the whitelabel flag that switches the chat on. */
export const CHAT_FLAG = 'CBS3';

/** §3 download link / channel resource. */
export const resourceSchema = {
  type: 'object',
  required: ['resourceType', 'url', 'labelNameEn'],
  additionalProperties: false,
  properties: {
    resourceType: { type: 'string' },
    url: { type: 'string' },
    labelNameEn: { type: 'string' },
    /** The customer-service entry's staffed hours. */
    hours: { type: 'string' },
  },
} as const;
export type Resource = FromSchema<typeof resourceSchema>;

/** GET /api/downloads: download links (with the console's customer-service and chat links) and channels. */
export const downloadsResultSchema = {
  type: 'object',
  required: ['downloads', 'channels'],
  additionalProperties: false,
  properties: { downloads: { type: 'array', items: resourceSchema }, channels: { type: 'array', items: resourceSchema } },
} as const;
export type DownloadsResult = FromSchema<typeof downloadsResultSchema>;

/** What the site footer shows: help titles and community channels (its age badge reads the widget context's minimum age). */
export interface FooterData {
  help: { id: number; tag: string; title: string }[];
  channels: Resource[];
}
