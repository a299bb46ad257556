/** §3 game entities and the query of GET /api/games (§7). */
import type { FromSchema } from 'json-schema-to-ts';

export const GAME_TYPES = [
  'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BINGO', 'JACKPOT', 'JL', 'RTG', 'INHOUSE',
] as const;
export const CLASSIFY_KEYS = ['BG', 'JP', 'NEW', 'FeatureBuy'] as const;
/** The page sizes GET /api/games (and the hot list) offers. */
export const GAMES_PAGE_SIZES = [9, 16, 20, 24, 36] as const;
/** A member's favourite and recent games come in longer pages too (the favourites screen's 200, home's 100). */
export const MEMBER_GAMES_PAGE_SIZES = [...GAMES_PAGE_SIZES, 100, 200] as const;
export type GamesPageSize = (typeof GAMES_PAGE_SIZES)[number];
export const isGamesPageSize = (n: number): n is GamesPageSize => (GAMES_PAGE_SIZES as readonly number[]).includes(n);
export type GameType = (typeof GAME_TYPES)[number];
export type ClassifyKey = (typeof CLASSIFY_KEYS)[number];
/** A §3 game type: what GET /api/games accepts as `gameType` (an address or a category key may be anything). */
export const isGameType = (s: string): s is GameType => (GAME_TYPES as readonly string[]).includes(s);
/** A §3 classification: what GET /api/games accepts as `gameClassify`. */
export const isClassifyKey = (s: string): s is ClassifyKey => (CLASSIFY_KEYS as readonly string[]).includes(s);

const gameSchema = {
  type: 'object',
  required: ['nodeId', 'gameType', 'gameName', 'vassalage', 'iconUrl', 'gameCode'],
  additionalProperties: false,
  properties: {
    nodeId: { type: 'string' },
    gameType: { type: 'string' },
    gameName: { type: 'string' },
    displayName: { type: 'string' },
    vassalage: { type: 'string' },
    vendorName: { type: 'string' },
    iconUrl: { type: 'string' },
    mobileLargeIcon: { type: 'string' },
    gameClassify: { type: 'array', items: { type: 'string' } },
    gameId: { type: 'string' },
    gameCode: { type: 'string' },
    supportPlay: { type: 'boolean' },
    isGameH5: { type: 'boolean' },
    playType: { type: 'string', enum: ['trad', 'ent'] },
    freeplay: { type: 'integer', enum: [0, 1] },
    roomId: { type: ['string', 'null'] },
    lottoMode: { type: ['string', 'null'] },
    minBet: { type: 'number' },
    minLine: { type: 'integer' },
    isNew: { type: 'boolean' },
    hotRank: { type: ['integer', 'null'] },
    onlineBase: { type: 'integer' },
  },
} as const;
export type Game = FromSchema<typeof gameSchema>;

export const gamesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameType: { type: 'string', enum: ['', ...GAME_TYPES] },
    vassalage: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_,-]*$' },
    gameClassify: { type: 'string', enum: ['', ...CLASSIFY_KEYS] },
    gameName: { type: 'string', maxLength: 60 },
    isNew: { type: 'integer', enum: [0, 1] },
    minBet: { type: 'number', minimum: 0, maximum: 1000000 },
    minLine: { type: 'integer', minimum: 0, maximum: 10000 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', enum: GAMES_PAGE_SIZES, default: 36 },
    language: { type: 'string', maxLength: 10 },
    merchant: { type: 'string', maxLength: 40 },
    platform: { type: 'string', maxLength: 20 },
  },
} as const;
export type GamesQuery = FromSchema<typeof gamesQuerySchema>;

export const gamesPageSchema = {
  type: 'object',
  required: ['games', 'pageNum', 'totalPages', 'totalCount'],
  additionalProperties: false,
  properties: {
    games: { type: 'array', items: gameSchema },
    pageNum: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalCount: { type: 'integer' },
  },
} as const;
export type GamesPage = FromSchema<typeof gamesPageSchema>;

export const winnerSchema = {
  type: 'object',
  required: ['recordId', 'customerName', 'winAmount', 'iconUrl'],
  additionalProperties: false,
  properties: {
    recordId: { type: 'string' },
    iconUrl: { type: 'string' },
    customerName: { type: 'string' },
    winAmount: { type: 'number' },
    gameName: { type: 'string' },
    nodeId: { type: 'string' },
    gameType: { type: 'string' },
  },
} as const;
export type Winner = FromSchema<typeof winnerSchema>;

export const winnersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    gameCategory: { type: 'string', enum: ['ALL', ...GAME_TYPES], default: 'ALL' },
    language: { type: 'string', maxLength: 10 },
    limitNum: { type: 'integer', minimum: 1, maximum: 30, default: 30 },
  },
} as const;

/** §3 game vendor, as GET /api/games/vendors lists it per game type. */
const vendorInfoSchema = {
  type: 'object',
  required: ['vassalage', 'displayName', 'gameType', 'gameCount', 'iconUrl', 'iconMonoUrl', 'gameClassify'],
  additionalProperties: false,
  properties: {
    vassalage: { type: 'string' },
    displayName: { type: 'string' },
    gameType: { type: 'string' },
    gameCount: { type: 'integer' },
    iconUrl: { type: 'string' },
    iconMonoUrl: { type: 'string' },
    gameClassify: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type VendorInfo = FromSchema<typeof vendorInfoSchema>;

/** GET /api/games/vendors: §7 the vendors by game type (mapping) and their order per game type (sorting). */
export const vendorStructureSchema = {
  type: 'object',
  required: ['list', 'mapping', 'sorting'],
  additionalProperties: false,
  properties: {
    list: { type: 'array', items: vendorInfoSchema },
    mapping: { type: 'object', additionalProperties: { type: 'array', items: vendorInfoSchema } },
    sorting: {
      type: 'array',
      items: {
        type: 'object',
        required: ['gameCategory', 'vendorNames'],
        additionalProperties: false,
        properties: {
          gameCategory: { type: 'string' },
          vendorNames: {
            type: 'array',
            items: {
              type: 'object',
              required: ['vassalage', 'displayName', 'accountTypeName'],
              additionalProperties: false,
              properties: { vassalage: { type: 'string' }, displayName: { type: 'string' }, accountTypeName: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;
export type VendorStructure = FromSchema<typeof vendorStructureSchema>;
