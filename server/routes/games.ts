import type { FastifyInstance } from 'fastify';
import { gamesPageSchema, gamesQuerySchema, winnerSchema, winnersQuerySchema, type GamesQuery } from '../../schemas/games.schema';
import { PAGE_SIZE_GAME_LIST, PAGE_SIZE_HOT_LIST, WINNER_LIMIT } from '../../src/lib/constants';
import { ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';
import { listGames, listHotGames, listWinners, vendorStructure } from '../services/games';
import { GAME_TYPES } from '../../schemas/games.schema';

const hotQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', enum: [9, 16, 20, 24, 36], default: PAGE_SIZE_HOT_LIST },
    isPlatform: { type: 'integer' },
    language: { type: 'string', maxLength: 10 },
    platform: { type: 'string', maxLength: 20 },
    refresh: { type: 'boolean' },
  },
} as const;

export default async function gameRoutes(app: FastifyInstance) {
  app.get<{ Querystring: GamesQuery }>(
    '/api/games',
    { schema: { querystring: gamesQuerySchema, response: { 200: envelopeOf(gamesPageSchema) } } },
    async (req) => {
      const q = req.query;
      return ok(await listGames(app.db.kysely, { ...q, pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? PAGE_SIZE_GAME_LIST }));
    },
  );

  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/api/games/hot',
    { schema: { querystring: hotQuerySchema, response: { 200: envelopeOf(gamesPageSchema) } } },
    async (req) => ok(await listHotGames(app.db.kysely, req.query.pageNo ?? 1, req.query.pageSize ?? PAGE_SIZE_HOT_LIST)),
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
      },
    },
    async (req) => ok(await vendorStructure(app.db.kysely, req.query.gameType || undefined)),
  );

  app.get<{ Querystring: { gameCategory?: string; limitNum?: number } }>(
    '/api/games/winners',
    {
      schema: {
        querystring: winnersQuerySchema,
        response: { 200: envelopeOf({ type: 'object', required: ['list'], properties: { list: { type: 'array', items: winnerSchema } } }) },
      },
    },
    async (req) => ok({ list: await listWinners(app.db.kysely, req.query.gameCategory ?? 'ALL', req.query.limitNum ?? WINNER_LIMIT) }),
  );
}
