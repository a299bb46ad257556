/**
 * The operator API's content answers: announcements, promotions and help entries with where each
 * stands for players (the update bodies they mirror are in admin-content.schema.ts).
 */
import { announcementUpdateSchema, CONTENT_STATUSES, helpUpdateSchema, promotionUpdateSchema } from './admin-content.schema';
import { ANNOUNCEMENT_TYPES } from './content.schema';
import { int, listOf, pageOf, strOrNull } from './shapes';

/*
 * The console's content as the server answers it: every field an edit may change (the same
 * field schemas as the update bodies), with the id, where the item stands for players today and
 * when it was retired and last changed. The content editor's form is filled from these fields.
 */
const contentState = { status: { type: 'string', enum: CONTENT_STATUSES }, retiredAt: strOrNull, updatedAt: strOrNull } as const;
const contentStateRequired = ['id', 'status', 'retiredAt', 'updatedAt'] as const;
const commonContentRequired = ['title', 'content', 'imageUrl', 'linkage', 'startDate', 'endDate', 'noExpiry', 'categoryIds', 'sort', 'language', 'enabled'] as const;

/** An announcement (banner, notice, pop-up, promotion or hot item). */
export const adminAnnouncementSchema = {
  type: 'object',
  required: [...contentStateRequired, 'type', ...commonContentRequired, 'groupName', 'popupKind'],
  additionalProperties: false,
  properties: { id: int, type: { type: 'string', enum: ANNOUNCEMENT_TYPES }, ...announcementUpdateSchema.properties, ...contentState },
} as const;

/** A promotion: its announcement's fields with its application rules. */
export const adminPromotionSchema = {
  type: 'object',
  required: [...contentStateRequired, ...commonContentRequired, 'imageRequired', 'remarkRequired', 'activityStatus', 'linkedPromotionId', 'applyLimit', 'applyWhilePending'],
  additionalProperties: false,
  properties: { id: int, ...promotionUpdateSchema.properties, ...contentState },
} as const;

export const adminHelpEntrySchema = {
  type: 'object',
  required: ['id', 'tag', 'language', 'title', 'content', 'sort'],
  additionalProperties: false,
  properties: { id: int, ...helpUpdateSchema.properties },
} as const;

/** GET /api/admin/announcements: a page. */
export const adminAnnouncementPageSchema = pageOf(adminAnnouncementSchema);
/** GET /api/admin/promotions: a page. */
export const adminPromotionPageSchema = pageOf(adminPromotionSchema);
/** GET /api/admin/help: every entry matching. */
export const adminHelpListSchema = listOf(adminHelpEntrySchema);
/** DELETE /api/admin/help/:id: help entries are deleted, not retired. */
export const helpDeletedSchema = { type: 'object', required: ['id', 'deleted'], additionalProperties: false, properties: { id: int, deleted: { type: 'boolean', const: true } } } as const;
