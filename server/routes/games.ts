import type { FastifyInstance } from 'fastify';
import { gamesPageSchema, winnerSchema, vendorStructureSchema, type GamesQuery } from '../../schemas/games.schema';
import { AnswerCache } from '../lib/answer-cache';
import { envelopeOf } from '../lib/schemas';
import { gamesRead, hotGamesRead, readerOf, sendRead, vendorsRead, winnersRead } from '../services/source-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached catalogue answers; clear after changing games, vendors or winners. */
    catalogueCache: AnswerCache;
  }
}

export default async function gameRoutes(app: FastifyInstance) {
  const cache = new AnswerCache();
  cache.onLookup = (name, hit) => app.ops?.cacheLookup(name, hit);
  app.decorate('catalogueCache', cache);

  app.get<{ Querystring: GamesQuery }>(
    '/api/games',
    { schema: { querystring: gamesRead.querystring, response: { 200: envelopeOf(gamesPageSchema) } } },
    async (req, reply) => sendRead(reply, await gamesRead.read(req.query, readerOf(req))),
  );

  app.get<{ Querystring: GamesQuery & { isPlatform?: number; refresh?: boolean } }>(
    '/api/games/hot',
    { schema: { querystring: hotGamesRead.querystring, response: { 200: envelopeOf(gamesPageSchema) } } },
    async (req, reply) => sendRead(reply, await hotGamesRead.read(req.query, readerOf(req))),
  );

  app.get<{ Querystring: { gameType?: string } }>(
    '/api/games/vendors',
    { schema: { querystring: vendorsRead.querystring, response: { 200: envelopeOf(vendorStructureSchema) } } },
    async (req, reply) => sendRead(reply, await vendorsRead.read(req.query, readerOf(req))),
  );

  app.get<{ Querystring: { gameCategory?: string; limitNum?: number } }>(
    '/api/games/winners',
    {
      schema: {
        querystring: winnersRead.querystring,
        response: { 200: envelopeOf({ type: 'object', required: ['list'], properties: { list: { type: 'array', items: winnerSchema } } }) },
      },
    },
    async (req, reply) => sendRead(reply, await winnersRead.read(req.query, readerOf(req))),
  );
}
