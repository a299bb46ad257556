import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  announcementsResultSchema, downloadsResultSchema, helpResultSchema, missionsResultSchema, noticesResultSchema, promotionDetailSchema, type AnnouncementsQuery,
} from '../../schemas/content.schema';
import { requireMember, sessionOf } from '../lib/auth';
import { ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';
import { announcementReadSchema } from '../../schemas/member.schema';
import { markAnnouncementRead } from '../services/member-area';
import { promotionDetail, type Viewer } from '../services/content';
import { announcementsRead, downloadsRead, helpRead, missionsRead, noticesRead, readerOf, sendRead, type LanguageQuery } from '../services/source-reads';

/** The session behind the request, looked up only if the answer turns out to depend on it. */
const viewerOf = (req: FastifyRequest): Viewer => () => sessionOf(req);

export default async function contentRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  app.get<{ Querystring: AnnouncementsQuery }>(
    '/api/announcements',
    { schema: { querystring: announcementsRead.querystring, response: { 200: envelopeOf(announcementsResultSchema) } } },
    async (req, reply) => sendRead(reply, await announcementsRead.read(req.query, readerOf(req))),
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

  app.get<{ Querystring: LanguageQuery }>('/api/missions', { schema: { response: { 200: envelopeOf(missionsResultSchema) } } }, async (req, reply) =>
    sendRead(reply, await missionsRead.read(req.query, readerOf(req))),
  );

  /** §2 notice list: title, start date, plain-text preview, read flag. */
  app.get<{ Querystring: LanguageQuery }>('/api/notices', { schema: { response: { 200: envelopeOf(noticesResultSchema) } } }, async (req, reply) =>
    sendRead(reply, await noticesRead.read(req.query, readerOf(req))),
  );

  app.get<{ Querystring: { lang?: string; language?: string; device?: string; tag?: string } }>(
    '/api/help',
    { schema: { querystring: helpRead.querystring, response: { 200: envelopeOf(helpResultSchema) } } },
    async (req, reply) => sendRead(reply, await helpRead.read(req.query, readerOf(req))),
  );

  app.get('/api/downloads', { schema: { response: { 200: envelopeOf(downloadsResultSchema) } } }, async (req, reply) => sendRead(reply, await downloadsRead.read({}, readerOf(req))));

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
