/**
 * The public reads a data source asks for (platform/sources.ts): one function each, which its route
 * answers over HTTP and which the player page's first-screen answers and the console's dry run call
 * in process, asked by the same path and query the browser sends. Both get the same value: the
 * query is checked by the route's own schema with the app's Ajv options, the catalogue's answers
 * come from the same cache, and a refusal is the same AppError.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { announcementsQuerySchema, type AnnouncementsQuery } from '../../schemas/content.schema';
import { GAME_TYPES, GAMES_PAGE_SIZES, gamesQuerySchema, MEMBER_GAMES_PAGE_SIZES, winnersQuerySchema, type GamesQuery } from '../../schemas/games.schema';
import { PAGE_SIZE_FAVOURITES, PAGE_SIZE_GAME_LIST, PAGE_SIZE_HOT_LIST, WINNER_LIMIT } from '../../src/lib/constants';
import { FALLBACK_LANGUAGE, languageByCode } from '../../src/lib/languages';
import { queryKey, type CachedAnswer } from '../lib/answer-cache';
import { memberOf, sessionOf, type Session } from '../lib/auth';
import { AppError, notFound } from '../lib/errors';
import { hasNul, nonFiniteNumber } from '../lib/request-guards';
import { AJV_OPTIONS } from '../lib/schema-compilers';
import { announcementsByType, downloads, helpEntriesFor, missions, notices, type AnnouncementType } from './content';
import { gamePage, listGames, listHotGames, listWinners, vendorStructure } from './games';
import { unreadCounts } from './member-area';

/** Who reads: the session (looked up only if the answer depends on one; null: a visitor) and the language they accept. */
export interface Reader {
  app: FastifyInstance;
  session(): Promise<Session | null>;
  /** Their Accept-Language header: the language of an answer whose query names none. */
  acceptLanguage?: string;
}

/** A read's answer: its value and, when it was cached serialized, the envelope to send as it is. */
export type ReadAnswer = { value: unknown; body?: string };

/** A query as the HTTP layer hands it to a route: text, or a list of texts for a repeated key. */
type RawQuery = Record<string, string | string[]>;

interface PublicRead<Q> {
  path: string;
  /** The query's schema (the route's too); none: any query is taken as it comes. */
  querystring?: object;
  read(query: Q, reader: Reader): Promise<ReadAnswer>;
}

/** A read as the in-process caller runs it: the query checked and coerced first, as the route's own would be. */
interface Runnable {
  path: string;
  run(query: RawQuery, reader: Reader): Promise<ReadAnswer>;
}

const ajv = new Ajv({ ...AJV_OPTIONS, strict: false });

/** A read, typed by its query, with the check its in-process callers run before it. */
function defineRead<Q>(def: PublicRead<Q>): PublicRead<Q> & Runnable {
  let check: ValidateFunction<Q> | null = null;
  return {
    ...def,
    async run(raw, reader) {
      if (hasNul(raw)) throw new AppError(400, 'request.invalid', 'Text must not contain NUL characters');
      const bad = nonFiniteNumber(def.querystring, raw);
      if (bad) throw new AppError(400, 'request.invalid', `${bad} must be a finite number`, { field: bad });
      const query: unknown = { ...raw };
      check ??= ajv.compile<Q>(def.querystring ?? {});
      if (!check(query)) throw new AppError(400, 'request.invalid', ajv.errorsText(check.errors, { dataVar: 'querystring' }));
      return def.read(query, reader);
    },
  };
}

/** The player's language code (EN, PT-BR…): the query's `language`, else Accept-Language, else English. */
function contentLanguageOf(queryLanguage: unknown, acceptLanguage: string | undefined): string {
  const raw = String(queryLanguage ?? acceptLanguage ?? '').split(',')[0]!.split(';')[0]!.trim().toUpperCase();
  return languageByCode(raw)?.code ?? languageByCode(raw.split('-')[0]!)?.code ?? FALLBACK_LANGUAGE;
}

const valueOf = (value: unknown): ReadAnswer => ({ value });
const cached = (a: CachedAnswer): ReadAnswer => ({ value: a.value, body: a.body });
/** A query whose `language` names the answer's language and which is otherwise not read (nor checked). */
export type LanguageQuery = { language?: unknown };

export const announcementsRead = defineRead<AnnouncementsQuery>({
  path: '/api/announcements',
  querystring: announcementsQuerySchema,
  async read(q, r) {
    const types = [...new Set(q.types.split(','))] as AnnouncementType[];
    return valueOf(await announcementsByType(r.app.db.kysely, r.session, { types, groupName: q.groupName, language: contentLanguageOf(q.language, r.acceptLanguage) }));
  },
});

/** §6 missions (whitelabel MISSION): the live promotions of the categories whose kind is mission, shaped as the promotions list shapes them. */
export const missionsRead = defineRead<LanguageQuery>({
  path: '/api/missions',
  read: async (q, r) => valueOf(await missions(r.app.db.kysely, r.session, contentLanguageOf(q.language, r.acceptLanguage))),
});

/** §7 help centre by language (falls back to English); entries carry their tag. */
export const helpRead = defineRead<{ lang?: string; language?: string; device?: string; tag?: string }>({
  path: '/api/help',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { lang: { type: 'string', maxLength: 10 }, language: { type: 'string', maxLength: 10 }, device: { type: 'string', maxLength: 10 }, tag: { type: 'string', maxLength: 40 } },
  },
  read: async (q, r) => valueOf(await helpEntriesFor(r.app.db.kysely, (q.lang ?? q.language ?? 'EN').toUpperCase(), q.tag)),
});

/** §3 download links and channel resources. */
export const downloadsRead = defineRead<object>({
  path: '/api/downloads',
  read: async (_q, r) => valueOf(await downloads(r.app.db.kysely)),
});

/** §7 notices: the player announcements in the reader's language, with the reader's read flags. */
export const noticesRead = defineRead<LanguageQuery>({
  path: '/api/notices',
  read: async (q, r) => valueOf(await notices(r.app.db.kysely, r.session, contentLanguageOf(q.language, r.acceptLanguage))),
});

export const gamesRead = defineRead<GamesQuery>({
  path: '/api/games',
  querystring: gamesQuerySchema,
  async read(query, r) {
    const q = { ...query, pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? PAGE_SIZE_GAME_LIST };
    // language does not change the catalogue; leave it out of the key.
    return cached(await r.app.catalogueCache.answer(queryKey('games', { ...q, language: undefined, merchant: undefined, platform: undefined }), () => listGames(r.app.db.kysely, q)));
  },
});

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

export const hotGamesRead = defineRead<GamesQuery & { isPlatform?: number; refresh?: boolean }>({
  path: '/api/games/hot',
  querystring: hotQuerySchema,
  async read(query, r) {
    const { isPlatform: _i, refresh: _r, language: _l, merchant: _m, platform: _p, ...filters } = query;
    const q = { ...filters, pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? PAGE_SIZE_HOT_LIST };
    return cached(await r.app.catalogueCache.answer(queryKey('hot', q), () => listHotGames(r.app.db.kysely, q)));
  },
});

export const vendorsRead = defineRead<{ gameType?: string }>({
  path: '/api/games/vendors',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { gameType: { type: 'string', enum: ['', ...GAME_TYPES] }, typeId: { type: 'integer' }, merchantCode: { type: 'string', maxLength: 40 }, language: { type: 'string', maxLength: 10 } },
  },
  read: async (q, r) => cached(await r.app.catalogueCache.answer(queryKey('vendors', { gameType: q.gameType }), () => vendorStructure(r.app.db.kysely, q.gameType || undefined))),
});

export const winnersRead = defineRead<{ gameCategory?: string; limitNum?: number }>({
  path: '/api/games/winners',
  querystring: winnersQuerySchema,
  async read(q, r) {
    const category = q.gameCategory ?? 'ALL';
    const limit = q.limitNum ?? WINNER_LIMIT;
    return cached(await r.app.catalogueCache.answer(queryKey('winners', { category, limit }), async () => ({ list: await listWinners(r.app.db.kysely, category, limit) })));
  },
});

/** A member's game list (favourites, recent): its page and the game list's filters. */
export const memberListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    page: { type: 'integer', minimum: 1, maximum: 10000 },
    pageSize: { type: 'integer', enum: MEMBER_GAMES_PAGE_SIZES, default: PAGE_SIZE_GAME_LIST },
    gameType: { type: 'string', maxLength: 20 },
    /** One vendor, or a category's vendors separated by commas. */
    vendor: gamesQuerySchema.properties.vassalage,
    // The game list's other filters narrow a category's favourite and recent views too.
    gameClassify: gamesQuerySchema.properties.gameClassify,
    gameName: gamesQuerySchema.properties.gameName,
    isNew: gamesQuerySchema.properties.isNew,
    minBet: gamesQuerySchema.properties.minBet,
    minLine: gamesQuerySchema.properties.minLine,
    language: { type: 'string', maxLength: 10 },
    clientType: { type: 'integer' },
    token: { type: 'string', maxLength: 200 },
  },
} as const;
export type MemberListQuery = { pageNo?: number; page?: number; pageSize?: number; gameType?: string; vendor?: string; gameClassify?: string; gameName?: string; isNew?: number; minBet?: number; minLine?: number };
/** The game-list filters of a favourite or recent list. */
export const memberListFilters = (q: MemberListQuery) => ({ gameType: q.gameType, vassalage: q.vendor, gameClassify: q.gameClassify, gameName: q.gameName, isNew: q.isNew, minBet: q.minBet, minLine: q.minLine });

/** §7 favourites: the member's list (page 1 size 200 by default). */
export const favouritesRead = defineRead<MemberListQuery>({
  path: '/api/member/favourites',
  querystring: memberListQuery,
  async read(q, r) {
    const { member } = await memberOf(r.app.db.kysely, await r.session());
    return valueOf(
      await gamePage(r.app.db.kysely, {
        pageNo: q.pageNo ?? 1,
        pageSize: q.pageSize ?? PAGE_SIZE_FAVOURITES,
        ...memberListFilters(q),
        join: { table: 'favourites', memberId: member.id, orderColumn: 'created_at' },
      }),
    );
  },
});

/** §6: unread counts are not for trial players. The notices counted are those in the member's language (or every language). */
export const unreadRead = defineRead<LanguageQuery>({
  path: '/api/member/unread',
  async read(q, r) {
    const { member } = await memberOf(r.app.db.kysely, await r.session());
    return valueOf(await unreadCounts(r.app.db.kysely, member, contentLanguageOf(q.language, r.acceptLanguage)));
  },
});

const READS = new Map<string, Runnable>(
  [announcementsRead, missionsRead, noticesRead, helpRead, downloadsRead, gamesRead, hotGamesRead, vendorsRead, winnersRead, favouritesRead, unreadRead].map((r) => [r.path, r]),
);

/** The query of a URL as the HTTP layer parses it: a repeated key's texts as a list. */
function rawQuery(search: URLSearchParams): RawQuery {
  const out: RawQuery = {};
  for (const [k, v] of search) {
    const had = out[k];
    out[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return out;
}

/**
 * Reads `url` (a source's request, as platform/sources.ts's requestUrl writes it) in process:
 * its value, or the refusal its route would answer (status, errorCode, message).
 */
export async function readUrl(url: string, reader: Reader): Promise<{ ok: true; value: unknown } | { ok: false; status: number; errorCode: string; message: string }> {
  const parsed = new URL(url, 'http://in-process');
  try {
    const read = READS.get(parsed.pathname);
    if (!read) throw notFound(`${parsed.pathname}`);
    return { ok: true, value: (await read.run(rawQuery(parsed.searchParams), reader)).value };
  } catch (e) {
    if (e instanceof AppError) return { ok: false, status: e.status, errorCode: e.errorCode, message: e.message };
    throw e;
  }
}

/** The reader behind an HTTP request: its session (resolved once per request) and its Accept-Language. */
export const readerOf = (req: FastifyRequest): Reader => ({ app: req.server, session: () => sessionOf(req), acceptLanguage: req.headers['accept-language'] });

/** Sends a read's answer: the cached envelope as it is, else the value in one (through the route's response schema). */
export const sendRead = (reply: FastifyReply, answer: ReadAnswer) =>
  answer.body !== undefined ? reply.type('application/json; charset=utf-8').send(answer.body) : reply.send({ success: true, value: answer.value });
