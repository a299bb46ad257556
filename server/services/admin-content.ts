/**
 * Operator content: announcements of every §3 type (banners
 * B, player notices PL, pop-ups PU of kind A/B, promotions PR, hot H) and
 * promotions with their application rules. Items are retired, never deleted; help entries,
 * which are, live in admin-help.ts.
 */
import type { Kysely } from 'kysely';
import type { AnnouncementCreate, AnnouncementListQuery, AnnouncementUpdate, PromotionCreate, PromotionListQuery, PromotionUpdate } from '../../schemas/admin-content.schema';
import { PROMOTION_STATUSES } from '../../schemas/content.schema';
import type { Database } from '../db/types';
import { AppError, badRequest } from '../lib/errors';
import { lastRecordedBefore } from './admin-audit';
import {
  announcementRow,
  check,
  draftOf,
  merge,
  newDraft,
  PROMOTION_DEFAULTS,
  promotionFieldsOf,
  promotionRow,
  retiredError,
  toAdminAnnouncement,
  toAdminPromotion,
  today,
  toRow,
  type AdminAnnouncement,
  type AdminPromotion,
  type AnnouncementType,
  type Db,
  type Draft,
  type PromotionRow,
} from './admin-content-rows';
import * as announcements from '../repositories/announcements';
import * as promotions from '../repositories/promotions';

export async function getAnnouncement(db: Db, id: number): Promise<AdminAnnouncement> {
  return toAdminAnnouncement(await announcementRow(db, id));
}

export async function createAnnouncement(db: Kysely<Database>, input: AnnouncementCreate): Promise<AdminAnnouncement> {
  const draft = newDraft(input);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await announcements.insert(trx, toRow(draft, now));
    // A promotion announcement is a promotion: players can open and apply to it (GET /api/promotions/:id).
    if (row.type === 'PR') await promotionRow(trx, row.id);
    return toAdminAnnouncement(row);
  });
}

export async function updateAnnouncement(db: Kysely<Database>, id: number, patch: AnnouncementUpdate): Promise<{ before: AdminAnnouncement; after: AdminAnnouncement }> {
  return db.transaction().execute(async (trx) => {
    const row = await announcementRow(trx, id);
    if (row.retired_at) throw retiredError();
    const draft = check(merge(draftOf(row), patch as Partial<Draft>));
    const after = await announcements.update(trx, id, toRow(draft, new Date().toISOString()));
    return { before: toAdminAnnouncement(row), after: toAdminAnnouncement(after) };
  });
}

/** Retiring hides the item from players for good (enabled 0, retired_at now); a retired promotion takes no more applications. */
export async function retireAnnouncement(db: Kysely<Database>, id: number, type?: AnnouncementType): Promise<{ before: AdminAnnouncement; after: AdminAnnouncement }> {
  return db.transaction().execute(async (trx) => {
    const row = await announcementRow(trx, id, type);
    if (row.retired_at) throw retiredError();
    const now = new Date().toISOString();
    const after = await announcements.update(trx, id, { enabled: 0, retired_at: now, updated_at: now });
    if (row.type === 'PR') await promotions.setStatus(trx, id, 'Close');
    return { before: toAdminAnnouncement(row), after: toAdminAnnouncement(after) };
  });
}

const notRetiredError = () => new AppError(409, 'admin.content.notRetired', 'This item is not retired');

/**
 * Restoring undoes a retirement: the item is back in the console as disabled, so players see it
 * again only once an editor has checked it and switched it on. A promotion gets back the activity
 * status it had when it was retired (`status`, from the retirement's audit entry), or stays closed
 * to applications when that is not known.
 */
export async function restoreAnnouncement(
  db: Kysely<Database>,
  id: number,
  { type, status }: { type?: AnnouncementType; status?: PromotionRow['status'] } = {},
): Promise<{ before: AdminAnnouncement; after: AdminAnnouncement }> {
  return db.transaction().execute(async (trx) => {
    const row = await announcementRow(trx, id, type);
    if (!row.retired_at) throw notRetiredError();
    const now = new Date().toISOString();
    const after = await announcements.update(trx, id, { enabled: 0, retired_at: null, updated_at: now });
    if (row.type === 'PR' && status) await promotions.setStatus(trx, id, status);
    return { before: toAdminAnnouncement(row), after: toAdminAnnouncement(after) };
  });
}

/**
 * The activity status a promotion had when it was last retired, from that retirement's audit entry
 * (what a restore gives back); undefined when no entry says.
 */
export async function statusBeforeRetirement(db: Kysely<Database>, id: number): Promise<PromotionRow['status'] | undefined> {
  const before = await lastRecordedBefore(db, ['promotion.retire', 'announcement.retire'], [`promotion:${id}`, `announcement:${id}`]);
  const status = (before as { activityStatus?: unknown } | null | undefined)?.activityStatus;
  return (PROMOTION_STATUSES as readonly unknown[]).includes(status) ? (status as PromotionRow['status']) : undefined;
}

export async function listAnnouncements(db: Kysely<Database>, f: AnnouncementListQuery): Promise<{ list: AdminAnnouncement[]; totalCount: number; pageNo: number; pageSize: number }> {
  const pageNo = f.pageNo ?? 1;
  const pageSize = f.pageSize ?? 50;
  const { total, rows } = await announcements.consolePage(db, f, today(), pageNo, pageSize);
  return { list: rows.map(toAdminAnnouncement), totalCount: total, pageNo, pageSize };
}

// ---- promotions --------------------------------------------------------------------------------

const promotionPart = (p: PromotionCreate | PromotionUpdate) => ({
  ...(p.imageRequired !== undefined ? { image_required: p.imageRequired } : {}),
  ...(p.remarkRequired !== undefined ? { remark_required: p.remarkRequired } : {}),
  ...(p.activityStatus !== undefined ? { status: p.activityStatus } : {}),
  ...(p.linkedPromotionId !== undefined ? { linked_promotion_id: p.linkedPromotionId } : {}),
  ...(p.applyLimit !== undefined ? { apply_limit: p.applyLimit } : {}),
  ...(p.applyWhilePending !== undefined ? { apply_while_pending: p.applyWhilePending ? 1 : 0 } : {}),
});

async function checkLinked(db: Db, id: number | null | undefined, self?: number) {
  if (id === null || id === undefined) return;
  if (id === self) throw badRequest('A promotion cannot link to itself', { field: 'linkedPromotionId' });
  if (!(await promotions.findById(db, id))) throw badRequest('linkedPromotionId names no promotion', { field: 'linkedPromotionId' });
}

export async function getPromotion(db: Db, id: number): Promise<AdminPromotion> {
  const a = await announcementRow(db, id, 'PR');
  return toAdminPromotion(a, await promotionRow(db, id));
}

export async function createPromotion(db: Kysely<Database>, input: PromotionCreate): Promise<AdminPromotion> {
  const draft = newDraft({ ...input, type: 'PR' });
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    await checkLinked(trx, input.linkedPromotionId);
    const a = await announcements.insert(trx, toRow(draft, now));
    const p: PromotionRow = { id: a.id, announcement_id: a.id, ...PROMOTION_DEFAULTS, ...promotionPart(input) };
    await promotions.insert(trx, p);
    return toAdminPromotion(a, p);
  });
}

export async function updatePromotion(db: Kysely<Database>, id: number, patch: PromotionUpdate): Promise<{ before: AdminPromotion; after: AdminPromotion }> {
  return db.transaction().execute(async (trx) => {
    const a = await announcementRow(trx, id, 'PR');
    if (a.retired_at) throw retiredError();
    const p = await promotionRow(trx, id);
    await checkLinked(trx, patch.linkedPromotionId, id);
    const { imageRequired: _i, remarkRequired: _r, activityStatus: _s, linkedPromotionId: _l, applyLimit: _al, applyWhilePending: _ap, ...fields } = patch;
    const draft = check(merge(draftOf(a), fields as Partial<Draft>));
    const after = await announcements.update(trx, id, toRow(draft, new Date().toISOString()));
    const promo = promotionPart(patch);
    const pAfter = Object.keys(promo).length ? await promotions.update(trx, id, promo) : p;
    return { before: toAdminPromotion(a, p), after: toAdminPromotion(after, pAfter) };
  });
}

export async function retirePromotion(db: Kysely<Database>, id: number): Promise<{ before: AdminPromotion; after: AdminPromotion }> {
  const before = await getPromotion(db, id);
  await retireAnnouncement(db, id, 'PR');
  return { before, after: await getPromotion(db, id) };
}

export async function restorePromotion(db: Kysely<Database>, id: number, status?: PromotionRow['status']): Promise<{ before: AdminPromotion; after: AdminPromotion }> {
  const before = await getPromotion(db, id);
  await restoreAnnouncement(db, id, { type: 'PR', status });
  return { before, after: await getPromotion(db, id) };
}

export async function listPromotions(db: Kysely<Database>, f: PromotionListQuery): Promise<{ list: AdminPromotion[]; totalCount: number; pageNo: number; pageSize: number }> {
  const page = await listAnnouncements(db, { ...f, type: 'PR' });
  const promos = page.list.length ? await promotions.findMany(db, page.list.map((a) => a.id)) : [];
  const byId = new Map(promos.map((p) => [p.id, p]));
  const fallback = (id: number): PromotionRow => ({ id, announcement_id: id, ...PROMOTION_DEFAULTS });
  return {
    ...page,
    list: page.list.map(({ type: _t, groupName: _g, popupKind: _k, ...a }) => {
      const p = byId.get(a.id) ?? fallback(a.id);
      return { ...a, ...promotionFieldsOf(p) };
    }),
  };
}
