import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';

/** Seeded and uploaded artwork, served with its stored content type and a long cache. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/media/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,120}$' } } } } },
    async (req, reply) => {
      const row = await app.db.kysely.selectFrom('media').select(['content_type', 'body']).where('id', '=', req.params.id).executeTakeFirst();
      if (!row) throw notFound('media');
      reply
        .type(row.content_type)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return row.body;
    },
  );
}
