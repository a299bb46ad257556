import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  announcementsQuerySchema, announcementsResultSchema, downloadsResultSchema, helpResultSchema, missionsResultSchema, noticesResultSchema, promotionDetailSchema, type AnnouncementsQuery,
} from '../../schemas/content.schema';
import { FALLBACK_LANGUAGE, languageByCode } from '../../src/lib/languages';
import { requireMember, sessionOf } from '../lib/auth';
import { ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';
import { announcementReadSchema } from '../../schemas/member.schema';
import { markAnnouncementRead } from '../services/member-area';
import { announcementsByType, downloads, helpEntriesFor, missions, notices, promotionDetail, type AnnouncementType, type Viewer } from '../services/content';

/** The player's language code (EN, PT-BR…): the `language` query parameter, else Accept-Language, else English. */
export function contentLanguage(req: FastifyRequest): string {
  const raw = String((req.query as { language?: string } | undefined)?.language ?? req.headers['accept-language'] ?? '').split(',')[0]!.split(';')[0]!.trim().toUpperCase();
  return languageByCode(raw)?.code ?? languageByCode(raw.split('-')[0]!)?.code ?? FALLBACK_LANGUAGE;
}

/** The session behind the request, looked up only if the answer turns out to depend on it. */
const viewerOf = (req: FastifyRequest): Viewer => () => sessionOf(req);

export default async function contentRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  app.get<{ Querystring: AnnouncementsQuery }>(
    '/api/announcements',
    { schema: { querystring: announcementsQuerySchema, response: { 200: envelopeOf(announcementsResultSchema) } } },
    async (req) => {
      const types = [...new Set(req.query.types.split(','))] as AnnouncementType[];
      return ok(await announcementsByType(kysely, viewerOf(req), { types, groupName: req.query.groupName, language: contentLanguage(req) }));
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
  app.get('/api/missions', { schema: { response: { 200: envelopeOf(missionsResultSchema) } } }, async (req) => ok(await missions(kysely, viewerOf(req), contentLanguage(req))));

  /** §2 notice list: title, start date, plain-text preview, read flag. */
  app.get('/api/notices', { schema: { response: { 200: envelopeOf(noticesResultSchema) } } }, async (req) => ok(await notices(kysely, viewerOf(req), contentLanguage(req))));

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
        response: { 200: envelopeOf(helpResultSchema) },
      },
    },
    async (req) => {
      const lang = (req.query.lang ?? req.query.language ?? 'EN').toUpperCase();
      return ok(await helpEntriesFor(kysely, lang, req.query.tag));
    },
  );

  /** §3 download links and channel resources. */
  app.get('/api/downloads', { schema: { response: { 200: envelopeOf(downloadsResultSchema) } } }, async () => ok(await downloads(kysely)));

  app.get<{ Params: { id: number } }>(
    '/api/promotions/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: { 200: envelopeOf(promotionDetailSchema) },
      },
    },
    async (req) => {
      return ok(await promotionDetail(kysely, viewerOf(req), req.params.id));
    },
  );
}
