import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  announcementsQuerySchema,
  announcementsResultSchema,
  CHAT_RESOURCE_TYPE,
  CUSTOMER_SERVICE_KEY,
  DEFAULT_CUSTOMER_SERVICE,
  DEFAULT_PROMOTION_CATEGORIES,
  PROMOTION_CATEGORIES_KEY,
  promotionDetailSchema,
  type AnnouncementsQuery,
  type Announcement,
  type ApplicationStatus,
  type Banner,
  type CustomerService,
  type MyApplication,
  type PromotionCategory,
  type PromotionDetail,
  type Resource,
} from '../../schemas/content.schema';
import { readSetting } from '../services/settings';
import { chatEnabled } from '../services/chat';
import { TRIAL_TYPE } from '../../src/lib/constants';
import { FALLBACK_LANGUAGE, languageByCode } from '../../src/lib/languages';
import { isTrial, requireMember, sessionOf } from '../lib/auth';
import { applicationStates, promotionPeriod, promotionWindow } from '../services/promotion-applications';
import { notFound, ok } from '../lib/errors';
import { plainText } from '../lib/html';
import { envelopeOf } from '../lib/schemas';
import { announcementReadSchema } from '../../schemas/member.schema';
import { markAnnouncementRead } from '../services/member-area';
import type { Database } from '../db/types';
import type { Selectable } from 'kysely';

/** §7 announcements by types: B → banners, PL → player, PU → popup, PR → promotion, H → hot. */
const PART = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' } as const;

type Row = Selectable<Database['announcements']>;

const today = () => new Date().toISOString().slice(0, 10);

/** The player's language code (EN, PT-BR…): the `language` query parameter, else Accept-Language, else English. */
export function contentLanguage(req: FastifyRequest): string {
  const raw = String((req.query as { language?: string } | undefined)?.language ?? req.headers['accept-language'] ?? '').split(',')[0]!.split(';')[0]!.trim().toUpperCase();
  return languageByCode(raw)?.code ?? languageByCode(raw.split('-')[0]!)?.code ?? FALLBACK_LANGUAGE;
}

/**
 * §4 read state: unread until opened by a signed-in member; trial players (type 4)
 * see everything as read; visitors see everything unread.
 */
async function readSet(app: FastifyInstance, req: FastifyRequest): Promise<{ all: boolean; ids: Set<number> }> {
  const s = await sessionOf(req);
  if (!s) return { all: false, ids: new Set() };
  if (s.member.type === TRIAL_TYPE) return { all: true, ids: new Set() };
  const rows = await app.db.kysely.selectFrom('announcement_reads').select('announcement_id').where('member_id', '=', s.member.id).execute();
  return { all: false, ids: new Set(rows.map((r) => r.announcement_id)) };
}

/**
 * What a promotion carries beside its announcement: its §3 status, where it stands against its dates
 * (coming, running, ended), its categories with their labels and order (from `promotion.categories`:
 * the promotions page's tabs come from the data), and for a signed-in real member where their latest
 * application to it stands and whether they may apply again (trial players and visitors get neither).
 */
async function promotionExtras(app: FastifyInstance, req: FastifyRequest, rows: readonly Pick<Row, 'id' | 'start_date' | 'end_date' | 'no_expiry'>[]) {
  const kysely = app.db.kysely;
  const ids = rows.map((r) => r.id);
  const categories = await readSetting<PromotionCategory[]>(kysely, PROMOTION_CATEGORIES_KEY, DEFAULT_PROMOTION_CATEGORIES);
  const byId = new Map(categories.map((c, sort) => [c.id, { id: c.id, label: c.label, sort }]));
  const promos = ids.length ? await kysely.selectFrom('promotions').select(['id', 'status', 'apply_limit', 'apply_while_pending']).where('id', 'in', ids).execute() : [];
  const statuses = new Map(promos.map((p) => [p.id, p.status]));
  const s = ids.length ? await sessionOf(req) : null;
  const member = s && !isTrial(s.member) ? s.member : null;
  const applications = member
    ? await kysely.selectFrom('reward_applications').select(['promotion_id', 'status']).where('member_id', '=', member.id).where('promotion_id', 'in', ids).orderBy('id').execute()
    : [];
  // The latest application counts (rows come oldest first).
  const mine = new Map(applications.map((a) => [a.promotion_id, a.status as ApplicationStatus]));
  const states = member ? await applicationStates(kysely, member.id, promos) : new Map<number, MyApplication>();
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

export default async function contentRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;
  /** Live items; with a request, only those for every language or for the player's (operators may aim an item at one language). */
  const live = (req?: FastifyRequest) => {
    const q = kysely
      .selectFrom('announcements')
      .selectAll()
      .where('enabled', '=', 1)
      .where('start_date', '<=', today())
      .where((eb) => eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', today())]));
    return req ? q.where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', contentLanguage(req))])) : q;
  };
  /**
   * As `live`, but promotions (PR) reach further either side of their dates: §3 coming (starting within
   * PROMOTION_COMING_SHOWN_DAYS) and closed (ended within PROMOTION_ENDED_SHOWN_DAYS). They take no
   * applications then; the list shows them so a player knows what is on its way or just over.
   */
  const shown = (req?: FastifyRequest) => {
    const w = promotionWindow();
    const q = kysely
      .selectFrom('announcements')
      .selectAll()
      .where('enabled', '=', 1)
      .where((eb) => {
        const within = (start: string, end: string) => eb.and([eb('start_date', '<=', start), eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', end)])]);
        return eb.or([eb.and([eb('type', '=', 'PR'), within(w.latestStart, w.earliestEnd)]), eb.and([eb('type', '!=', 'PR'), within(w.today, w.today)])]);
      });
    return req ? q.where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', contentLanguage(req))])) : q;
  };

  app.get<{ Querystring: AnnouncementsQuery }>(
    '/api/announcements',
    { schema: { querystring: announcementsQuerySchema, response: { 200: envelopeOf(announcementsResultSchema) } } },
    async (req) => {
      const types = [...new Set(req.query.types.split(','))] as (keyof typeof PART)[];
      let q = shown(req).where('type', 'in', types);
      if (req.query.groupName) q = q.where((eb) => eb.or([eb('type', '!=', 'B'), eb('group_name', '=', req.query.groupName!)]));
      const rows = await q.orderBy('sort').orderBy('id').execute();
      const reads = types.some((t) => t !== 'B') ? await readSet(app, req) : { all: false, ids: new Set<number>() };
      const result = { banners: [] as Banner[], player: [] as Announcement[], popup: [] as Announcement[], promotion: [] as Announcement[], hot: [] as Announcement[] };
      // §3 promotions carry whether they take applications, so a list can badge each one.
      const promoRows = rows.filter((r) => r.type === 'PR');
      const extras = promoRows.length ? await promotionExtras(app, req, promoRows) : null;
      for (const r of rows) {
        if (r.type === 'B') result.banners.push({ id: r.id, groupName: r.group_name, title: r.title, url: r.image_url, linkage: JSON.parse(r.linkage) });
        else {
          const a = toAnnouncement(r, reads.all || reads.ids.has(r.id));
          result[PART[r.type]].push(r.type === 'PR' && extras ? extras(a) : a);
        }
      }
      endedLast(result.promotion);
      return ok(result);
    },
  );

  /** §7 mark read {announcementId, read: true}; trial players cannot mark (§4). */
  app.post<{ Params: { id: number } }>(
    '/api/announcements/:id/read',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        body: { type: 'object', additionalProperties: false, properties: { announcementId: { type: 'integer', minimum: 1, maximum: 2147483647 }, id: { type: 'integer', minimum: 1, maximum: 2147483647 }, read: { type: 'boolean', const: true } } },
        response: { 200: envelopeOf(announcementReadSchema) },
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      return ok(await markAnnouncementRead(app.db.kysely, member.id, Number(req.params.id)));
    },
  );

  /**
   * §6 missions (whitelabel MISSION): the live promotions of the categories whose kind is mission
   * (`promotion.categories`), shaped as the promotions list shapes them.
   */
  app.get('/api/missions', async (req) => {
    const categories = await readSetting<PromotionCategory[]>(kysely, PROMOTION_CATEGORIES_KEY, DEFAULT_PROMOTION_CATEGORIES);
    const missionIds = new Set(categories.filter((c) => c.kind === 'mission').map((c) => c.id));
    const rows = (await shown(req).where('type', '=', 'PR').orderBy('sort').orderBy('id').execute()).filter((r) => (JSON.parse(r.category_ids) as number[]).some((id) => missionIds.has(id)));
    if (!rows.length) return ok({ list: [] });
    const reads = await readSet(app, req);
    const extras = await promotionExtras(app, req, rows);
    return ok({ list: endedLast(rows.map((r) => extras(toAnnouncement(r, reads.all || reads.ids.has(r.id))))) });
  });

  /** §2 notice list: title, start date, plain-text preview, read flag. */
  app.get('/api/notices', async (req) => {
    const rows = await live(req).where('type', '=', 'PL').orderBy('sort').orderBy('id').execute();
    const reads = await readSet(app, req);
    return ok({ list: rows.map((r) => ({ ...toAnnouncement(r, reads.all || reads.ids.has(r.id)), preview: plainText(r.content).slice(0, 120) })) });
  });

  /** §7 help centre by language (falls back to English); entries carry their tag. */
  app.get<{ Querystring: { lang?: string; language?: string; device?: string; tag?: string } }>(
    '/api/help',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { lang: { type: 'string', maxLength: 10 }, language: { type: 'string', maxLength: 10 }, device: { type: 'string', maxLength: 10 }, tag: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (req) => {
      const lang = (req.query.lang ?? req.query.language ?? 'EN').toUpperCase();
      let rows = await kysely.selectFrom('help_entries').selectAll().where('language', '=', lang).orderBy('sort').execute();
      if (!rows.length) rows = await kysely.selectFrom('help_entries').selectAll().where('language', '=', 'EN').orderBy('sort').execute();
      if (req.query.tag) rows = rows.filter((r) => r.tag === req.query.tag);
      return ok({ list: rows.map((r) => ({ id: r.id, tag: r.tag, title: r.title, content: r.content })) });
    },
  );

  /** §3 download links and channel resources. */
  app.get('/api/downloads', async () => {
    const rows = await kysely.selectFrom('resources').selectAll().orderBy('sort').execute();
    const shape = (r: (typeof rows)[number]) => ({ resourceType: r.resource_type, url: r.url, labelNameEn: r.label_name_en });
    const downloads: Resource[] = rows.filter((r) => r.kind === 'download').map(shape);
    // The console's customer-service setting is the CUSTOMERSERVICE link every menu's entry opens.
    const service = await readSetting<CustomerService>(kysely, CUSTOMER_SERVICE_KEY, DEFAULT_CUSTOMER_SERVICE);
    if (service.url && !downloads.some((d) => d.resourceType.toUpperCase() === 'CUSTOMERSERVICE')) {
      downloads.unshift({ resourceType: 'CUSTOMERSERVICE', url: service.url, labelNameEn: 'Customer service', ...(service.hours ? { hours: service.hours } : {}) });
    }
    // The console's chat address (with CBS3 on) is the CHAT link the menus' chat entries open.
    const chat = await chatEnabled(kysely);
    if (chat && !downloads.some((d) => d.resourceType.toUpperCase() === CHAT_RESOURCE_TYPE)) downloads.push({ resourceType: CHAT_RESOURCE_TYPE, url: chat.url, labelNameEn: 'Live chat' });
    return ok({ downloads, channels: rows.filter((r) => r.kind === 'channel').map(shape) });
  });

  app.get<{ Params: { id: number } }>(
    '/api/promotions/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: { 200: envelopeOf(promotionDetailSchema) },
      },
    },
    async (req) => {
      // The promotions the list shows, coming and recently closed ones too (they say so and take no applications).
      const row = await shown().where('type', '=', 'PR').where('id', '=', req.params.id).executeTakeFirst();
      const promo = row && (await kysely.selectFrom('promotions').selectAll().where('id', '=', row.id).executeTakeFirst());
      if (!row || !promo) throw notFound('promotion');
      const reads = await readSet(app, req);
      const extras = await promotionExtras(app, req, [row]);
      const detail: PromotionDetail = {
        ...extras(toAnnouncement(row, reads.all || reads.ids.has(row.id))),
        linkedPromotionId: promo.linked_promotion_id,
        imageRequired: promo.image_required,
        remarkRequired: promo.remark_required,
        status: promo.status,
        period: promotionPeriod(row, today()),
      };
      return ok(detail);
    },
  );
}
