/**
 * Operator content: announcements of every §3 type (banners
 * B, player notices PL, pop-ups PU of kind A/B, promotions PR, hot H),
 * promotions with their application rules, and help entries. HTML is
 * sanitised here, on save, so what is stored is what players may be served;
 * items are retired, never deleted, except help entries (the audit log keeps
 * their last body).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  AnnouncementCreate,
  AnnouncementListQuery,
  AnnouncementUpdate,
  ContentStatus,
  HelpCreate,
  HelpListQuery,
  HelpUpdate,
  PromotionCreate,
  PromotionListQuery,
  PromotionUpdate,
} from '../../schemas/admin-content.schema';
import { PROMOTION_STATUSES, type Linkage } from '../../schemas/content.schema';
import type { Database } from '../db/types';
import { AppError, badRequest, notFound } from '../lib/errors';
import { sanitizeHtml } from '../lib/html';
import { lastRecordedBefore } from './admin-audit';
import * as announcements from '../repositories/announcements';
import * as helpEntries from '../repositories/help-entries';
import * as promotions from '../repositories/promotions';
import { PROMOTION_APPLY_LIMIT_DEFAULT } from '../../src/lib/constants';

type Db = Kysely<Database> | Transaction<Database>;
type AnnouncementRow = Selectable<Database['announcements']>;
type PromotionRow = Selectable<Database['promotions']>;
type AnnouncementType = AnnouncementRow['type'];

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
const today = () => new Date().toISOString().slice(0, 10);

/** Everything an announcement row needs, after defaults, before the cross-field checks. */
interface Draft {
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

export interface AdminHelpEntry {
  id: number;
  tag: string;
  language: string;
  title: string;
  content: string;
  sort: number;
}

function contentStatus(r: Pick<AnnouncementRow, 'retired_at' | 'enabled' | 'start_date' | 'end_date' | 'no_expiry'>, day = today()): ContentStatus {
  if (r.retired_at) return 'retired';
  if (!r.enabled) return 'disabled';
  if (r.start_date > day) return 'scheduled';
  if (!r.no_expiry && r.end_date && r.end_date < day) return 'expired';
  return 'live';
}

function toAdminAnnouncement(r: AnnouncementRow): AdminAnnouncement {
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

function toAdminPromotion(a: AnnouncementRow, p: PromotionRow): AdminPromotion {
  const { type: _type, groupName: _group, popupKind: _kind, ...rest } = toAdminAnnouncement(a);
  return { ...rest, ...promotionFieldsOf(p) };
}

function promotionFieldsOf(p: PromotionRow) {
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
function check(d: Draft): Draft {
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

function toRow(d: Draft, now: string) {
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

function draftOf(r: AnnouncementRow): Draft {
  const a = toAdminAnnouncement(r);
  return {
    type: a.type, groupName: a.groupName, title: a.title, content: a.content, imageUrl: a.imageUrl, linkage: a.linkage, startDate: a.startDate,
    endDate: a.endDate, noExpiry: a.noExpiry, popupKind: a.popupKind, categoryIds: a.categoryIds, sort: a.sort, language: a.language, enabled: a.enabled,
  };
}

/** Applies a partial update; keys that are absent keep their value (undefined never overwrites). */
function merge<T extends object>(base: T, patch: Partial<T>): T {
  const out = { ...base };
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

function newDraft(input: AnnouncementCreate | (PromotionCreate & { type: 'PR' })): Draft {
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

async function announcementRow(db: Db, id: number, type?: AnnouncementType): Promise<AnnouncementRow> {
  const row = await announcements.findById(db, id, type);
  if (!row) throw notFound(type === 'PR' ? 'promotion' : 'announcement');
  return row;
}

const retiredError = () => new AppError(409, 'admin.content.retired', 'This item is retired and can no longer be changed');

async function promotionRow(db: Db, id: number): Promise<PromotionRow> {
  const existing = await promotions.findById(db, id);
  if (existing) return existing;
  // A PR announcement made before its promotion row (e.g. by an outside tool): give it the open defaults.
  const row: PromotionRow = { id, announcement_id: id, ...PROMOTION_DEFAULTS };
  await promotions.insert(db, row);
  return row;
}

// ---- announcements ---------------------------------------------------------------------------

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

// ---- help entries ------------------------------------------------------------------------------

type HelpRow = Selectable<Database['help_entries']>;
const toHelp = (r: HelpRow): AdminHelpEntry => ({ id: r.id, tag: r.tag, language: r.language, title: r.title, content: r.content, sort: r.sort });

async function helpRow(db: Db, id: number): Promise<HelpRow> {
  const row = await helpEntries.findById(db, id);
  if (!row) throw notFound('help entry');
  return row;
}

/** §2 help is opened by tag (/m/help?tag=), so a tag is unique within its language. */
async function checkTagFree(db: Db, tag: string, language: string, self?: number) {
  if (await helpEntries.tagTaken(db, tag, language, self)) throw new AppError(409, 'admin.help.exists', `A help entry tagged ${tag} already exists in ${language}`, { field: 'tag' });
}

export async function listHelp(db: Kysely<Database>, f: HelpListQuery): Promise<AdminHelpEntry[]> {
  return (await helpEntries.consoleList(db, f)).map(toHelp);
}

export async function getHelpEntry(db: Db, id: number): Promise<AdminHelpEntry> {
  return toHelp(await helpRow(db, id));
}

export async function createHelp(db: Kysely<Database>, input: HelpCreate): Promise<AdminHelpEntry> {
  const language = input.language ?? 'EN';
  return db.transaction().execute(async (trx) => {
    await checkTagFree(trx, input.tag, language);
    const row = await helpEntries.insert(trx, { tag: input.tag, language, title: input.title.trim(), content: sanitizeHtml(input.content ?? ''), sort: input.sort ?? 0 });
    return toHelp(row);
  });
}

export async function updateHelp(db: Kysely<Database>, id: number, patch: HelpUpdate): Promise<{ before: AdminHelpEntry; after: AdminHelpEntry }> {
  return db.transaction().execute(async (trx) => {
    const before = toHelp(await helpRow(trx, id));
    const next = merge(before, patch as Partial<AdminHelpEntry>);
    if (next.tag !== before.tag || next.language !== before.language) await checkTagFree(trx, next.tag, next.language, id);
    const row = await helpEntries.update(trx, id, { tag: next.tag, language: next.language, title: next.title.trim(), content: sanitizeHtml(next.content), sort: next.sort });
    return { before, after: toHelp(row) };
  });
}

export async function deleteHelp(db: Kysely<Database>, id: number): Promise<AdminHelpEntry> {
  return db.transaction().execute(async (trx) => {
    const before = toHelp(await helpRow(trx, id));
    await helpEntries.remove(trx, id);
    return before;
  });
}
