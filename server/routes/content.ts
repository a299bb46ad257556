import type { FastifyInstance } from 'fastify';
import { announcementsQuerySchema, announcementsResultSchema, type AnnouncementsQuery, type Announcement, type Banner } from '../../schemas/content.schema';
import { ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';

/** §7 announcements by types: B → banners, PL → player, PU → popup, PR → promotion, H → hot. */
const PART = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' } as const;

export default async function contentRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AnnouncementsQuery }>(
    '/api/announcements',
    { schema: { querystring: announcementsQuerySchema, response: { 200: envelopeOf(announcementsResultSchema) } } },
    async (req) => {
      const types = [...new Set(req.query.types.split(','))] as (keyof typeof PART)[];
      const today = new Date().toISOString().slice(0, 10);
      let q = app.db.kysely
        .selectFrom('announcements')
        .selectAll()
        .where('enabled', '=', 1)
        .where('type', 'in', types)
        .where('start_date', '<=', today)
        .where((eb) => eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', today)]));
      if (req.query.groupName) q = q.where((eb) => eb.or([eb('type', '!=', 'B'), eb('group_name', '=', req.query.groupName!)]));
      const rows = await q.orderBy('sort').orderBy('id').execute();
      const result = { banners: [] as Banner[], player: [] as Announcement[], popup: [] as Announcement[], promotion: [] as Announcement[], hot: [] as Announcement[] };
      for (const r of rows) {
        if (r.type === 'B') {
          result.banners.push({ id: r.id, groupName: r.group_name, title: r.title, url: r.image_url, linkage: JSON.parse(r.linkage) });
        } else {
          result[PART[r.type]].push({
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
            read: false,
          });
        }
      }
      return ok(result);
    },
  );
}
