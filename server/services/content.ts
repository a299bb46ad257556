/**
 * What the player's content screens show: announcements by type (banners, notices, popups,
 * promotions, hot), missions, the notice list, a promotion's detail, the help centre and the
 * download and channel links. Routes call these with the viewer (resolved only when an answer
 * depends on who asks); the SQL is in server/repositories.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  CHAT_RESOURCE_TYPE,
  CUSTOMER_SERVICE_KEY,
  DEFAULT_CUSTOMER_SERVICE,
  DEFAULT_PROMOTION_CATEGORIES,
  PROMOTION_CATEGORIES_KEY,
  type Announcement,
  type ApplicationStatus,
  type Banner,
  type CustomerService,
  type MyApplication,
  type PromotionCategory,
  type PromotionDetail,
  type Resource,
} from '../../schemas/content.schema';
import { TRIAL_TYPE } from '../../src/lib/constants';
import type { Database, MemberRow } from '../db/types';
import { notFound } from '../lib/errors';
import { plainText } from '../lib/html';
import * as announcements from '../repositories/announcements';
import * as helpEntries from '../repositories/help-entries';
import * as promotions from '../repositories/promotions';
import * as resources from '../repositories/resources';
import * as rewardApplications from '../repositories/reward-applications';
import { chatEnabled } from './chat';
import { applicationStates, promotionPeriod, promotionWindow } from './promotion-applications';
import { readSetting } from './settings';

type Db = Kysely<Database>;
type Row = Selectable<Database['announcements']>;

/** Who asks, looked up only when an answer depends on it (null: a visitor). */
export type Viewer = () => Promise<{ member: MemberRow } | null>;

/** §7 announcements by types: B → banners, PL → player, PU → popup, PR → promotion, H → hot. */
const PART = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' } as const;
export type AnnouncementType = keyof typeof PART;

/** The notice list's plain-text preview is this long at most. */
const NOTICE_PREVIEW_CHARS = 120;

const today = () => new Date().toISOString().slice(0, 10);

/** Items on show today; promotions (PR) also §3 coming (PROMOTION_COMING_SHOWN_DAYS) and closed (PROMOTION_ENDED_SHOWN_DAYS). */
function shown(db: Db, filter: Omit<announcements.ShownFilter, 'today' | 'promotions'>) {
  const w = promotionWindow();
  return announcements.listShown(db, { ...filter, today: w.today, promotions: { latestStart: w.latestStart, earliestEnd: w.earliestEnd } });
}

/**
 * §4 read state: unread until opened by a signed-in member; trial players (type 4)
 * see everything as read; visitors see everything unread.
 */
async function readSet(db: Db, viewer: Viewer): Promise<{ all: boolean; ids: Set<number> }> {
  const s = await viewer();
  if (!s) return { all: false, ids: new Set() };
  if (s.member.type === TRIAL_TYPE) return { all: true, ids: new Set() };
  return { all: false, ids: new Set(await announcements.readIds(db, s.member.id)) };
}

const isRead = (reads: { all: boolean; ids: Set<number> }, id: number) => reads.all || reads.ids.has(id);

/**
 * What a promotion carries beside its announcement: its §3 status, where it stands against its dates
 * (coming, running, ended), its categories with their labels and order (from `promotion.categories`:
 * the promotions page's tabs come from the data), and for a signed-in real member where their latest
 * application to it stands and whether they may apply again (trial players and visitors get neither).
 */
async function promotionExtras(db: Db, viewer: Viewer, rows: readonly Pick<Row, 'id' | 'start_date' | 'end_date' | 'no_expiry'>[]) {
  const ids = rows.map((r) => r.id);
  const categories = await readSetting<PromotionCategory[]>(db, PROMOTION_CATEGORIES_KEY, DEFAULT_PROMOTION_CATEGORIES);
  const byId = new Map(categories.map((c, sort) => [c.id, { id: c.id, label: c.label, sort }]));
  const promos = ids.length ? await promotions.limitsOf(db, ids) : [];
  const statuses = new Map(promos.map((p) => [p.id, p.status]));
  const s = ids.length ? await viewer() : null;
  const member = s && s.member.type !== TRIAL_TYPE ? s.member : null;
  const applications = member ? await rewardApplications.statusesOf(db, member.id, ids) : [];
  // The latest application counts (rows come oldest first).
  const mine = new Map(applications.map((a) => [a.promotion_id, a.status as ApplicationStatus]));
  const states = member ? await applicationStates(db, member.id, promos) : new Map<number, MyApplication>();
  const day = today();
  const periods = new Map(rows.map((r) => [r.id, promotionPeriod(r, day)]));
  return (a: Announcement): Announcement => {
    const cats = (a.promoAnnouncementCategoryIds ?? []).map((id) => byId.get(id)).filter((c): c is { id: number; label: string; sort: number } => !!c);
    const status = statuses.get(a.id);
    const memberStatus = mine.get(a.id);
    const period = periods.get(a.id);
    const state = states.get(a.id);
    return { ...a, categories: cats, ...(status ? { status } : {}), ...(period ? { period } : {}), ...(memberStatus ? { memberStatus } : {}), ...(state ? { myApplication: state } : {}) };
  };
}

/** §3 closed promotions go after the others, in their own order (the sort is stable). */
const endedLast = (list: Announcement[]) => list.sort((x, y) => Number(x.period === 'ended') - Number(y.period === 'ended'));

function toAnnouncement(r: Row, read: boolean): Announcement {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    content: r.content,
    startDate: r.start_date,
    endDate: r.end_date,
    noExpiry: r.no_expiry ? 1 : 0,
    promoAnnouncementCategoryIds: JSON.parse(r.category_ids) as number[],
    announcementImages: r.image_url ? [{ url: r.image_url, sequence: 1 }] : [],
    popupKind: r.popup_kind,
    read,
  };
}

/** §7 the items of `types` in the player's language, by part; banners only of `groupName` when one is named. */
export async function announcementsByType(db: Db, viewer: Viewer, q: { types: readonly AnnouncementType[]; groupName?: string; language: string }) {
  const rows = await shown(db, { language: q.language, types: q.types, bannerGroup: q.groupName });
  const reads = q.types.some((t) => t !== 'B') ? await readSet(db, viewer) : { all: false, ids: new Set<number>() };
  const result = { banners: [] as Banner[], player: [] as Announcement[], popup: [] as Announcement[], promotion: [] as Announcement[], hot: [] as Announcement[] };
  // §3 promotions carry whether they take applications, so a list can badge each one.
  const promoRows = rows.filter((r) => r.type === 'PR');
  const extras = promoRows.length ? await promotionExtras(db, viewer, promoRows) : null;
  for (const r of rows) {
    if (r.type === 'B') result.banners.push({ id: r.id, groupName: r.group_name, title: r.title, url: r.image_url, linkage: JSON.parse(r.linkage) });
    else {
      const a = toAnnouncement(r, isRead(reads, r.id));
      result[PART[r.type]].push(r.type === 'PR' && extras ? extras(a) : a);
    }
  }
  endedLast(result.promotion);
  return result;
}

/**
 * §6 missions (whitelabel MISSION): the live promotions of the categories whose kind is mission
 * (`promotion.categories`), shaped as the promotions list shapes them.
 */
export async function missions(db: Db, viewer: Viewer, language: string): Promise<{ list: Announcement[] }> {
  const categories = await readSetting<PromotionCategory[]>(db, PROMOTION_CATEGORIES_KEY, DEFAULT_PROMOTION_CATEGORIES);
  const missionIds = new Set(categories.filter((c) => c.kind === 'mission').map((c) => c.id));
  const rows = (await shown(db, { language, types: ['PR'] })).filter((r) => (JSON.parse(r.category_ids) as number[]).some((id) => missionIds.has(id)));
  if (!rows.length) return { list: [] };
  const reads = await readSet(db, viewer);
  const extras = await promotionExtras(db, viewer, rows);
  return { list: endedLast(rows.map((r) => extras(toAnnouncement(r, isRead(reads, r.id))))) };
}

/** §2 notice list: title, start date, plain-text preview, read flag. */
export async function notices(db: Db, viewer: Viewer, language: string) {
  const rows = await announcements.listShown(db, { today: today(), language, types: ['PL'] });
  const reads = await readSet(db, viewer);
  return { list: rows.map((r) => ({ ...toAnnouncement(r, isRead(reads, r.id)), preview: plainText(r.content).slice(0, NOTICE_PREVIEW_CHARS) })) };
}

/** A promotion the list shows, coming and recently closed ones too (they say so and take no applications). */
export async function promotionDetail(db: Db, viewer: Viewer, id: number): Promise<PromotionDetail> {
  const [row] = await shown(db, { types: ['PR'], id });
  const promo = row && (await promotions.findById(db, row.id));
  if (!row || !promo) throw notFound('promotion');
  const reads = await readSet(db, viewer);
  const extras = await promotionExtras(db, viewer, [row]);
  return {
    ...extras(toAnnouncement(row, isRead(reads, row.id))),
    linkedPromotionId: promo.linked_promotion_id,
    imageRequired: promo.image_required,
    remarkRequired: promo.remark_required,
    status: promo.status,
    period: promotionPeriod(row, today()),
  };
}

/** §7 help centre in one language (English when it has none), optionally one tag's entries. */
export async function helpEntriesFor(db: Db, language: string, tag?: string) {
  let rows = await helpEntries.listByLanguage(db, language);
  if (!rows.length) rows = await helpEntries.listByLanguage(db, 'EN');
  if (tag) rows = rows.filter((r) => r.tag === tag);
  return { list: rows.map((r) => ({ id: r.id, tag: r.tag, title: r.title, content: r.content })) };
}

/** The site's download links and channel resources, as the menus show them. */
export async function resourceLists(db: Db): Promise<{ downloads: Resource[]; channels: Resource[] }> {
  const rows = await resources.listAll(db);
  const shape = (r: (typeof rows)[number]): Resource => ({ resourceType: r.resource_type, url: r.url, labelNameEn: r.label_name_en });
  return { downloads: rows.filter((r) => r.kind === 'download').map(shape), channels: rows.filter((r) => r.kind === 'channel').map(shape) };
}

/** §3 download links and channel resources, with the console's customer-service and chat links among the downloads. */
export async function downloads(db: Db) {
  const { downloads, channels } = await resourceLists(db);
  // The console's customer-service setting is the CUSTOMERSERVICE link every menu's entry opens.
  const service = await readSetting<CustomerService>(db, CUSTOMER_SERVICE_KEY, DEFAULT_CUSTOMER_SERVICE);
  if (service.url && !downloads.some((d) => d.resourceType.toUpperCase() === 'CUSTOMERSERVICE')) {
    downloads.unshift({ resourceType: 'CUSTOMERSERVICE', url: service.url, labelNameEn: 'Customer service', ...(service.hours ? { hours: service.hours } : {}) });
  }
  // The console's chat address (with CBS3 on) is the CHAT link the menus' chat entries open.
  const chat = await chatEnabled(db);
  if (chat && !downloads.some((d) => d.resourceType.toUpperCase() === CHAT_RESOURCE_TYPE)) downloads.push({ resourceType: CHAT_RESOURCE_TYPE, url: chat.url, labelNameEn: 'Live chat' });
  return { downloads, channels };
}
