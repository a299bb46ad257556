import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../lib/errors';
import { liveVersion, previewKey, readDraft, readPreviewBinding } from '../services/layouts';
import { resolveOperatorSession } from '../services/operators';
import { bearer } from '../lib/auth';
import { checkLayoutOnServer } from '../services/layout-check';
import { schemaFingerprint } from '../../schemas/fingerprint';
import { layoutAnswerSchema } from '../../schemas/layout-answer.schema';
import { envelopeOf } from '../lib/schemas';

/**
 * GET /api/layouts/:screen — the live layout: of the published and scheduled
 * versions whose live time has come, the latest (ties: the highest version),
 * with a strong ETag and 304s. Kept in memory for LAYOUT_CACHE_MS so a busy
 * home page costs no query per request; a publish or rollback clears it on every
 * instance through the cache bus (server/lib/bus.ts), and a scheduled version's
 * time coming is seen within LAYOUT_CACHE_MS. The ETag is stored with the version,
 * so every instance sends the same one for the same body.
 *
 * A layout that passes the block check against this server's schemas carries their
 * fingerprint (`schemaHash`, schemas/fingerprint.ts): a player whose build has the same
 * one uses it without checking it again. One that fails (schemas changed since it was
 * published) is served without it, and the browser drops its bad blocks itself.
 *
 * With `?preview=<token>` (from POST /api/admin/preview, bound to the screen and
 * to the operator session that minted it, whose token the request must carry as
 * its Bearer token) it answers the console's saved draft instead: never cached, no ETag.
 */
export const LAYOUT_CACHE_MS = 1000;

/** A screen's live layout as GET /api/layouts/:screen answers it. */
export interface LiveLayout {
  etag: string;
  /** The whole answer, serialized once. */
  payload: string;
  /** Its value: the layout and, when it passes today's schemas, their fingerprint. */
  value: { screen: string; version: number; publishedAt: string; schemaHash?: string; layout: unknown };
}

interface Cached extends LiveLayout {
  at: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets every cached layout on this instance (the cache bus, after a lost connection). */
    invalidateLayouts(): void;
    /** A screen's live layout (cached for LAYOUT_CACHE_MS); null when it has none. The route and the player page read it. */
    liveLayout(screen: string): Promise<LiveLayout | null>;
  }
}

export default async function layoutRoutes(app: FastifyInstance) {
  const cache = new Map<string, Cached>();
  /** Bumped by every invalidation: a layout read across one may predate the publish, and is not kept. */
  let generation = 0;
  const fingerprint = schemaFingerprint();
  /** Per published body (by ETag): whether it passes today's schemas, and the body parsed (once, not at every refill). */
  const checked = new Map<string, { passes: boolean; layout: unknown }>();
  app.decorate('invalidateLayout', (screen: string) => {
    generation++;
    cache.delete(screen);
  });
  app.decorate('invalidateLayouts', () => {
    generation++;
    cache.clear();
  });
  app.decorate('liveLayout', async (screen: string): Promise<LiveLayout | null> => {
    const now = Date.now();
    const hit = cache.get(screen);
    const fresh = !!hit && now - hit.at <= LAYOUT_CACHE_MS;
    app.ops?.cacheLookup('layout', fresh);
    if (hit && fresh) return hit;
    const seen = generation;
    const row = await liveVersion(app.db.kysely, screen, new Date(now).toISOString());
    if (!row) return null;
    const publishedAt = row.live_at ?? row.publish_at ?? row.created_at;
    let known = checked.get(row.etag);
    if (!known) {
      // The check gets its own copy: what it does with it never reaches the answer.
      known = { passes: checkLayoutOnServer(JSON.parse(row.body)).ok, layout: JSON.parse(row.body) as unknown };
      checked.set(row.etag, known);
    }
    const { passes, layout } = known;
    const hash = passes ? `,"schemaHash":${JSON.stringify(fingerprint)}` : '';
    const payload = `{"success":true,"value":{"screen":${JSON.stringify(screen)},"version":${row.version},"publishedAt":${JSON.stringify(publishedAt)}${hash},"layout":${row.body}}}`;
    const value = { screen, version: row.version, publishedAt, ...(passes ? { schemaHash: fingerprint } : {}), layout };
    const entry: Cached = { etag: row.etag, payload, value, at: now };
    if (seen === generation) cache.set(screen, entry);
    return entry;
  });

  app.get<{ Params: { screen: string }; Querystring: { preview?: string } }>(
    '/api/layouts/:screen',
    {
      schema: {
        params: {
          type: 'object',
          required: ['screen'],
          additionalProperties: false,
          properties: { screen: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { preview: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        // The live answer is sent as it was cached (a string, past the serializer); a preview's draft goes through it.
        response: { 200: envelopeOf(layoutAnswerSchema) },
      },
    },
    async (req, reply) => {
      const { screen } = req.params;
      if (req.query.preview !== undefined) {
        const bound = readPreviewBinding(await app.state.get(previewKey(req.query.preview)));
        // The draft is shown only with the live console session that minted the token (sent as its Bearer token).
        const token = bearer(req);
        const operator = bound && bound.screen === screen && token ? await resolveOperatorSession(app.db.kysely, token) : null;
        if (!bound || !operator || operator.tokenHash !== bound.session || operator.operator.enabled !== 1) {
          throw new AppError(403, 'admin.preview.invalid', 'The preview link is invalid or has expired');
        }
        const draft = await readDraft(app.db.kysely, screen);
        reply.header('Cache-Control', 'no-store');
        return { success: true, value: { screen, version: draft.revision, publishedAt: draft.updatedAt, layout: draft.layout, preview: true } };
      }
      const hit = await app.liveLayout(screen);
      if (!hit) throw notFound(`layout ${screen}`);
      reply.header('ETag', hit.etag).header('Cache-Control', 'no-cache');
      if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(hit.payload);
    },
  );
}
