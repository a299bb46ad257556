import type { FastifyInstance } from 'fastify';
import { GAMES_PAGE_SIZES, gamesPageSchema, gamesQuerySchema, winnerSchema, winnersQuerySchema, vendorStructureSchema, type GamesQuery } from '../../schemas/games.schema';
import { PAGE_SIZE_GAME_LIST, PAGE_SIZE_HOT_LIST, WINNER_LIMIT } from '../../src/lib/constants';
import { AnswerCache, queryKey } from '../lib/answer-cache';
import { envelopeOf } from '../lib/schemas';
import { listGames, listHotGames, listWinners, vendorStructure } from '../services/games';
import { GAME_TYPES } from '../../schemas/games.schema';

/** §7 hot games; a category's hot view narrows it with the game list's filters. */
const hotQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...gamesQuerySchema.properties,
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', enum: GAMES_PAGE_SIZES, default: PAGE_SIZE_HOT_LIST },
    isPlatform: { type: 'integer' },
    refresh: { type: 'boolean' },
  },
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached catalogue answers; clear after changing games, vendors or winners. */
    catalogueCache: AnswerCache;
  }
}

export default async function gameRoutes(app: FastifyInstance) {
  const cache = new AnswerCache();
  app.decorate('catalogueCache', cache);

  app.get<{ Querystring: GamesQuery }>(
    '/api/games',
    { schema: { querystring: gamesQuerySchema, response: { 200: envelopeOf(gamesPageSchema) } } },
    async (req, reply) => {
      const q = { ...req.query, pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? PAGE_SIZE_GAME_LIST };
      // language does not change the catalogue; leave it out of the key.
      return cache.send(reply, queryKey('games', { ...q, language: undefined, merchant: undefined, platform: undefined }), () => listGames(app.db.kysely, q));
    },
  );

  app.get<{ Querystring: GamesQuery & { isPlatform?: number; refresh?: boolean } }>(
    '/api/games/hot',
    { schema: { querystring: hotQuerySchema, response: { 200: envelopeOf(gamesPageSchema) } } },
    async (req, reply) => {
      const { isPlatform: _i, refresh: _r, language: _l, merchant: _m, platform: _p, ...filters } = req.query;
      const q = { ...filters, pageNo: req.query.pageNo ?? 1, pageSize: req.query.pageSize ?? PAGE_SIZE_HOT_LIST };
      return cache.send(reply, queryKey('hot', q), () => listHotGames(app.db.kysely, q));
    },
  );

  app.get<{ Querystring: { gameType?: string } }>(
    '/api/games/vendors',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { gameType: { type: 'string', enum: ['', ...GAME_TYPES] }, typeId: { type: 'integer' }, merchantCode: { type: 'string', maxLength: 40 }, language: { type: 'string', maxLength: 10 } },
        },
        response: { 200: envelopeOf(vendorStructureSchema) },
      },
    },
    async (req, reply) => cache.send(reply, queryKey('vendors', { gameType: req.query.gameType }), () => vendorStructure(app.db.kysely, req.query.gameType || undefined)),
  );

  app.get<{ Querystring: { gameCategory?: string; limitNum?: number } }>(
    '/api/games/winners',
    {
      schema: {
        querystring: winnersQuerySchema,
        response: { 200: envelopeOf({ type: 'object', required: ['list'], properties: { list: { type: 'array', items: winnerSchema } } }) },
      },
    },
    async (req, reply) => {
      const category = req.query.gameCategory ?? 'ALL';
      const limit = req.query.limitNum ?? WINNER_LIMIT;
      return cache.send(reply, queryKey('winners', { category, limit }), async () => ({ list: await listWinners(app.db.kysely, category, limit) }));
    },
  );
}
