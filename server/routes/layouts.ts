import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';

/**
 * GET /api/layouts/:screen — the published layout, with a strong ETag and 304s.
 * Kept in memory for LAYOUT_CACHE_MS so a busy home page costs no query per
 * request, while every instance sees a publish within that time.
 */
export const LAYOUT_CACHE_MS = 1000;

interface Cached {
  etag: string;
  payload: string;
  at: number;
}

export default async function layoutRoutes(app: FastifyInstance) {
  const cache = new Map<string, Cached>();
  app.decorate('invalidateLayout', (screen: string) => cache.delete(screen));

  app.get<{ Params: { screen: string } }>(
    '/api/layouts/:screen',
    {
      schema: {
        params: {
          type: 'object',
          required: ['screen'],
          additionalProperties: false,
          properties: { screen: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' } },
        },
      },
    },
    async (req, reply) => {
      const { screen } = req.params;
      const now = Date.now();
      let hit = cache.get(screen);
      if (!hit || now - hit.at > LAYOUT_CACHE_MS) {
        const row = await app.db.kysely
          .selectFrom('layouts')
          .select(['version', 'body', 'etag', 'created_at', 'publish_at'])
          .where('screen', '=', screen)
          .where('status', '=', 'published')
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!row) throw notFound(`layout ${screen}`);
        const payload = `{"success":true,"value":{"screen":${JSON.stringify(screen)},"version":${row.version},"publishedAt":${JSON.stringify(row.publish_at ?? row.created_at)},"layout":${row.body}}}`;
        hit = { etag: row.etag, payload, at: now };
        cache.set(screen, hit);
      }
      reply.header('ETag', hit.etag).header('Cache-Control', 'no-cache');
      if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(hit.payload);
    },
  );
}
