import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { acceptsWebp, rasterOf } from '../lib/raster-art';
import { mediaById } from '../services/media';

const SVG = 'image/svg+xml';

/**
 * Seeded and uploaded artwork, served with its stored content type and a long cache — except that
 * vector art goes to browsers as a WebP rendition (server/lib/raster-art.ts says why).
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>(
    '/media/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,120}$' } } } } },
    async (req, reply) => {
      const row = await mediaById(app.db.kysely, req.params.id);
      reply.header('Cache-Control', 'public, max-age=86400').header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (row.content_type !== SVG) return reply.type(row.content_type).send(row.body);
      // The answer depends on Accept: caches (the service worker's included) keep one per kind.
      reply.header('Vary', 'Accept');
      if (acceptsWebp(req.headers.accept)) {
        const key = `${req.params.id}:${createHash('sha1').update(row.body).digest('base64url')}`;
        const webp = await rasterOf(key, row.body);
        if (webp) return reply.type('image/webp').send(webp);
      }
      return reply.type(SVG).send(row.body);
    },
  );
}
