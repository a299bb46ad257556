/**
 * Operator content as rows and as the console sees it: an announcement's draft (every field after
 * defaults), the cross-field rules a schema cannot say, and the mapping between a draft, its row and
 * the console's shape. HTML is sanitised here, on save, so what is stored is what players may be
 * served. The announcement, promotion and help services build on it.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AnnouncementCreate, ContentStatus, PromotionCreate } from '../../schemas/admin-content.schema';
import type { Linkage } from '../../schemas/content.schema';
import type { Database } from '../db/types';
import { AppError, badRequest, notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/html';
import * as announcements from '../repositories/announcements';
import * as promotions from '../repositories/promotions';
import { PROMOTION_APPLY_LIMIT_DEFAULT } from '../../src/lib/constants';

export type Db = Kysely<Database> | Transaction<Database>;
type AnnouncementRow = Selectable<Database['announcements']>;
export type PromotionRow = Selectable<Database['promotions']>;
export type AnnouncementType = AnnouncementRow['type'];

/** A promotion's rules until an operator sets them: open, nothing required, once per member, not while one is pending. */
export const PROMOTION_DEFAULTS = {
  linked_promotion_id: null,
  image_required: 'N',
  remark_required: 'N',
  status: 'Join',
  apply_limit: PROMOTION_APPLY_LIMIT_DEFAULT,
  apply_while_pending: 0,
} as const satisfies Omit<PromotionRow, 'id' | 'announcement_id'>;

/** Today as players' content queries see it (UTC calendar day, like server/routes/content.ts). */
export const today = () => new Date().toISOString().slice(0, 10);

/** Everything an announcement row needs, after defaults, before the cross-field checks. */
export interface Draft {
  type: AnnouncementType;
  groupName: string;
  title: string;
  content: string;
  imageUrl: string;
  linkage: Linkage;
  startDate: string;
  endDate: string | null;
  noExpiry: boolean;
  popupKind: 'A' | 'B' | null;
  categoryIds: number[];
  sort: number;
  language: string | null;
  enabled: boolean;
}

export interface AdminAnnouncement extends Draft {
  id: number;
  /** Where the item stands for players today. */
  status: ContentStatus;
  retiredAt: string | null;
  updatedAt: string | null;
}

export interface AdminPromotion extends Omit<AdminAnnouncement, 'type' | 'groupName' | 'popupKind'> {
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  activityStatus: PromotionRow['status'];
  linkedPromotionId: number | null;
  /** Applications one member may make (rejected ones do not count). */
  applyLimit: number;
  /** Whether a member may apply again while an earlier application awaits its decision. */
  applyWhilePending: boolean;
}

function contentStatus(r: Pick<AnnouncementRow, 'retired_at' | 'enabled' | 'start_date' | 'end_date' | 'no_expiry'>, day = today()): ContentStatus {
  if (r.retired_at) return 'retired';
  if (!r.enabled) return 'disabled';
  if (r.start_date > day) return 'scheduled';
  if (!r.no_expiry && r.end_date && r.end_date < day) return 'expired';
  return 'live';
}

export function toAdminAnnouncement(r: AnnouncementRow): AdminAnnouncement {
  return {
    id: r.id,
    type: r.type,
    groupName: r.group_name,
    title: r.title,
    content: r.content,
    imageUrl: r.image_url,
    linkage: JSON.parse(r.linkage) as Linkage,
    startDate: r.start_date,
    endDate: r.end_date,
    noExpiry: !!r.no_expiry,
    popupKind: r.popup_kind,
    categoryIds: JSON.parse(r.category_ids) as number[],
    sort: r.sort,
    language: r.language,
    enabled: !!r.enabled,
    status: contentStatus(r),
    retiredAt: r.retired_at,
    updatedAt: r.updated_at,
  };
}

export function toAdminPromotion(a: AnnouncementRow, p: PromotionRow): AdminPromotion {
  const { type: _type, groupName: _group, popupKind: _kind, ...rest } = toAdminAnnouncement(a);
  return { ...rest, ...promotionFieldsOf(p) };
}

export function promotionFieldsOf(p: PromotionRow) {
  return {
    imageRequired: p.image_required,
    remarkRequired: p.remark_required,
    activityStatus: p.status,
    linkedPromotionId: p.linked_promotion_id,
    applyLimit: p.apply_limit,
    applyWhilePending: !!p.apply_while_pending,
  };
}

const realDate = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

/** The rules one field's schema cannot say. Each refusal names its field. */
export function check(d: Draft): Draft {
  const refuse = (field: string, message: string) => badRequest(message, { field });
  if (!realDate(d.startDate)) throw refuse('startDate', 'startDate is not a calendar date');
  if (d.endDate !== null && !realDate(d.endDate)) throw refuse('endDate', 'endDate is not a calendar date');
  if (d.noExpiry) d.endDate = null;
  if (d.endDate !== null && d.endDate < d.startDate) throw refuse('endDate', 'endDate must not be before startDate');
  if (d.type === 'PU' && !d.popupKind) throw refuse('popupKind', 'A pop-up needs popupKind A (after login) or B (visitors)');
  if (d.type !== 'PU' && d.popupKind) throw refuse('popupKind', 'popupKind is for pop-ups (PU) only');
  if (d.type === 'B' && !d.groupName) throw refuse('groupName', 'A banner needs its groupName (m_home, m_promotion, m_event1, m_event…)');
  if (d.type !== 'B' && d.groupName) throw refuse('groupName', 'groupName is for banners (B) only');
  if (d.type === 'B' && !d.imageUrl) throw refuse('imageUrl', 'A banner needs an image');
  const target = d.linkage.target ?? '';
  const linkRules: Record<Linkage['type'], RegExp> = {
    none: /^$/,
    url: /^https?:\/\/[^\s"'<>]+$/,
    route: /^\/(?!\/)[^\s"'<>]*$/,
    promotion: /^[1-9]\d{0,9}$/,
    game: /^[A-Za-z0-9_.:-]{1,60}$/,
  };
  if (!linkRules[d.linkage.type].test(target)) throw refuse('linkage/target', `A ${d.linkage.type} link needs a ${d.linkage.type === 'none' ? 'blank' : 'valid'} target`);
  return { ...d, title: d.title.trim(), content: sanitizeHtml(d.content), linkage: d.linkage.type === 'none' ? { type: 'none' } : d.linkage };
}

export function toRow(d: Draft, now: string) {
  return {
    type: d.type,
    group_name: d.groupName,
    title: d.title,
    content: d.content,
    image_url: d.imageUrl,
    linkage: JSON.stringify(d.linkage),
    start_date: d.startDate,
    end_date: d.endDate,
    no_expiry: d.noExpiry ? 1 : 0,
    popup_kind: d.popupKind,
    category_ids: JSON.stringify(d.categoryIds),
    sort: d.sort,
    language: d.language,
    enabled: d.enabled ? 1 : 0,
    updated_at: now,
  };
}

export function draftOf(r: AnnouncementRow): Draft {
  const a = toAdminAnnouncement(r);
  return {
    type: a.type, groupName: a.groupName, title: a.title, content: a.content, imageUrl: a.imageUrl, linkage: a.linkage, startDate: a.startDate,
    endDate: a.endDate, noExpiry: a.noExpiry, popupKind: a.popupKind, categoryIds: a.categoryIds, sort: a.sort, language: a.language, enabled: a.enabled,
  };
}

/** Applies a partial update; keys that are absent keep their value (undefined never overwrites). */
export function merge<T extends object>(base: T, patch: Partial<T>): T {
  const out = { ...base };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

export function newDraft(input: AnnouncementCreate | (PromotionCreate & { type: 'PR' })): Draft {
  return check({
    type: input.type,
    groupName: 'groupName' in input ? (input.groupName ?? '') : '',
    title: input.title,
    content: input.content ?? '',
    imageUrl: input.imageUrl ?? '',
    linkage: input.linkage ?? { type: 'none' },
    startDate: input.startDate ?? today(),
    endDate: input.endDate ?? null,
    noExpiry: input.noExpiry ?? false,
    popupKind: 'popupKind' in input ? (input.popupKind ?? null) : null,
    categoryIds: input.categoryIds ?? [],
    sort: input.sort ?? 0,
    language: input.language ?? null,
    enabled: input.enabled ?? true,
  });
}

export async function announcementRow(db: Db, id: number, type?: AnnouncementType): Promise<AnnouncementRow> {
  const row = await announcements.findById(db, id, type);
  if (!row) throw notFound(type === 'PR' ? 'promotion' : 'announcement');
  return row;
}

export const retiredError = () => new AppError(409, 'admin.content.retired', 'This item is retired and can no longer be changed');

export async function promotionRow(db: Db, id: number): Promise<PromotionRow> {
  const existing = await promotions.findById(db, id);
  if (existing) return existing;
  // A PR announcement made before its promotion row (e.g. by an outside tool): give it the open defaults.
  const row: PromotionRow = { id, announcement_id: id, ...PROMOTION_DEFAULTS };
  await promotions.insert(db, row);
  return row;
}
