/**
 * The console's view of play: every game's rounds, searchable by
 * member or round id; the return to player observed per game and day beside
 * the published figure; a switch that takes one game, or a whole vendor,
 * offline (launches and new bets then answer "temporarily unavailable";
 * rounds already open still settle); and the rotation of a vendor's wallet
 * signing secret, the old one accepted for a grace period the operator
 * chooses. Reading needs viewer; switches and rotation need admin; every
 * change is audited in the same transaction (a secret only by fingerprint).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  gameOfflineSchema,
  gameVendorListSchema,
  roundPageSchema,
  rtpReportSchema,
  vendorOfflineSchema,
  vendorSecretSchema,
  type GameVendor,
  type Round,
  type RtpGame,
} from '../../../schemas/admin.schema';
import { auditIn, requireOperator } from '../../lib/admin-auth';
import { AppError, notFound, ok } from '../../lib/errors';
import { gameRules, isGameKind } from '../../games';
import { envelopeOf } from '../../lib/schemas';
import { guard, viewerQuery } from './guard';

const tags = ['admin'];
const money = (cents: unknown) => Number(cents ?? 0) / 100;
const DAY_MS = 86_400_000;
/** The most days one RTP report covers. */
const RTP_DAYS_MAX = 366;
/** How long a rotated-out secret may keep signing. */
const SECRET_GRACE_MAX_MIN = 7 * 24 * 60;

/** A secret as the audit log may show it: the first 12 hex of its SHA-256. */
const fingerprint = (secret: string | null) => (secret ? createHash('sha256').update(secret).digest('hex').slice(0, 12) : null);

/** The published RTP of a game: its engine's for the studio's games; unknown (null) for an outside vendor's. */
function publishedRtp(vendorKind: string | null, gameCode: string): number | null {
  return vendorKind === 'studio' && isGameKind(gameCode) ? gameRules(gameCode).rtp : null;
}

const gameIdParam = { type: 'object', required: ['gameId'], additionalProperties: false, properties: { gameId: { type: 'string', minLength: 1, maxLength: 80 } } } as const;
const vendorParam = { type: 'object', required: ['vendor'], additionalProperties: false, properties: { vendor: { type: 'string', minLength: 1, maxLength: 40 } } } as const;
const offlineBody = { type: 'object', required: ['offline'], additionalProperties: false, properties: { offline: { type: 'boolean' } } } as const;
const isoDay = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export default async function adminGameRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get<{ Querystring: { gameId?: string; member?: string; roundId?: string; status?: 'open' | 'settled' | 'rolledback'; mode?: 'real' | 'free'; pageNo?: number; pageSize?: number } }>(
    '/api/admin/games/rounds',
    viewerQuery(
      tags,
      {
        gameId: { type: 'string', minLength: 1, maxLength: 80 },
        /** A member's account, or #<member id>. */
        member: { type: 'string', minLength: 1, maxLength: 60 },
        roundId: { type: 'string', minLength: 1, maxLength: 100 },
        status: { type: 'string', enum: ['open', 'settled', 'rolledback'] },
        mode: { type: 'string', enum: ['real', 'free'] },
        pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
      },
      { 200: envelopeOf(roundPageSchema) },
    ),
    async (req) => {
      const { gameId, member, roundId, status, mode, pageNo = 1, pageSize = 50 } = req.query;
      let q = db.selectFrom('game_rounds as r').innerJoin('members as m', 'm.id', 'r.member_id').leftJoin('games as g', 'g.node_id', 'r.node_id');
      if (gameId) q = q.where('r.node_id', '=', gameId);
      if (roundId) q = q.where('r.round_ref', '=', roundId);
      if (status) q = q.where('r.status', '=', status);
      if (mode) q = q.where('r.mode', '=', mode);
      if (member) {
        const byId = /^#(\d{1,10})$/.exec(member);
        q = byId ? q.where('r.member_id', '=', Number(byId[1])) : q.where('m.account', '=', member);
      }
      const [{ n }] = (await q.select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number | string }];
      const rows = await q
        .select(['r.id', 'r.vassalage', 'r.round_ref', 'r.member_id', 'm.account', 'r.node_id', 'g.display_name', 'r.mode', 'r.status', 'r.bet_cents', 'r.win_cents', 'r.balance_after_cents', 'r.server_seed_hash', 'r.client_seed', 'r.nonce', 'r.revealed_seed', 'r.created_at', 'r.settled_at'])
        .orderBy('r.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return ok({
        list: rows.map((r): Round => ({
          id: r.id,
          roundId: r.round_ref,
          vendor: r.vassalage,
          gameId: r.node_id,
          gameName: r.display_name ?? r.node_id,
          memberId: r.member_id,
          memberAccount: r.account,
          mode: r.mode,
          status: r.status,
          bet: money(r.bet_cents),
          win: money(r.win_cents),
          balanceAfter: r.balance_after_cents === null ? null : money(r.balance_after_cents),
          createdAt: r.created_at,
          settledAt: r.settled_at,
          fairness: r.server_seed_hash ? { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce === null ? null : Number(r.nonce), serverSeed: r.revealed_seed } : null,
        })),
        totalCount: Number(n),
        pageNo,
        pageSize,
      });
    },
  );

  /** Settled real-money rounds per game and UTC day in [from, to] (default: the last 30 days), with the RTP observed and published. */
  app.get<{ Querystring: { gameId?: string; from?: string; to?: string } }>(
    '/api/admin/games/rtp',
    viewerQuery(tags, { gameId: { type: 'string', minLength: 1, maxLength: 80 }, from: isoDay, to: isoDay }, { 200: envelopeOf(rtpReportSchema) }),
    async (req) => {
      const today = new Date().toISOString().slice(0, 10);
      const to = req.query.to ?? today;
      const from = req.query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
      const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
      if (!Number.isFinite(span) || span < 0 || span >= RTP_DAYS_MAX) throw new AppError(400, 'request.invalid', `from must be on or before to, at most ${RTP_DAYS_MAX} days apart`, { field: 'from' });
      const day = sql<string>`substr(r.created_at, 1, 10)`;
      let q = db
        .selectFrom('game_rounds as r')
        .leftJoin('games as g', 'g.node_id', 'r.node_id')
        .leftJoin('game_vendor_integrations as i', 'i.vassalage', 'r.vassalage')
        .select((eb) => [
          'r.node_id',
          'r.vassalage',
          eb.fn.max('g.display_name').as('name'),
          eb.fn.max('g.game_code').as('code'),
          eb.fn.max('i.kind').as('vendor_kind'),
          day.as('day'),
          eb.fn.countAll<number>().as('rounds'),
          eb.fn.sum<number>('r.bet_cents').as('bet'),
          eb.fn.sum<number>('r.win_cents').as('win'),
        ])
        .where('r.status', '=', 'settled')
        .where('r.mode', '=', 'real')
        .where('r.created_at', '>=', `${from}T00:00:00.000Z`)
        .where('r.created_at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString())
        .groupBy(['r.node_id', 'r.vassalage', day])
        .orderBy('r.node_id')
        .orderBy(day);
      if (req.query.gameId) q = q.where('r.node_id', '=', req.query.gameId);
      const rows = await q.execute();
      const games = new Map<string, { gameId: string; vendor: string; gameName: string; publishedRtp: number | null; rounds: number; bet: number; win: number; days: { day: string; rounds: number; bet: number; win: number; observedRtp: number | null }[] }>();
      for (const r of rows) {
        let g = games.get(r.node_id);
        if (!g) {
          g = { gameId: r.node_id, vendor: r.vassalage, gameName: (r.name as string | null) ?? r.node_id, publishedRtp: publishedRtp((r.vendor_kind as string | null) ?? null, (r.code as string | null) ?? ''), rounds: 0, bet: 0, win: 0, days: [] };
          games.set(r.node_id, g);
        }
        const bet = Number(r.bet ?? 0);
        const win = Number(r.win ?? 0);
        g.rounds += Number(r.rounds);
        g.bet += bet;
        g.win += win;
        g.days.push({ day: r.day, rounds: Number(r.rounds), bet: money(bet), win: money(win), observedRtp: bet > 0 ? win / bet : null });
      }
      return ok({
        from,
        to,
        games: [...games.values()].map((g): RtpGame => ({ ...g, bet: money(g.bet), win: money(g.win), observedRtp: g.bet > 0 ? g.win / g.bet : null })),
      });
    },
  );

  /** Every vendor with a wallet integration, its switches and rotation state, and its games with theirs. */
  app.get('/api/admin/games/vendors', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(gameVendorListSchema) } } }, async () => {
    const vendors = await db.selectFrom('game_vendor_integrations').select(['vassalage', 'kind', 'enabled', 'offline', 'rotated_at', 'previous_secret_until', 'created_at']).orderBy('vassalage').execute();
    const games = await db
      .selectFrom('games')
      .select(['node_id', 'display_name', 'game_code', 'vassalage', 'enabled', 'offline'])
      .where('vassalage', 'in', vendors.length ? vendors.map((v) => v.vassalage) : [''])
      .orderBy('sort')
      .execute();
    const now = new Date().toISOString();
    return ok({
      list: vendors.map((v): GameVendor => ({
        vendor: v.vassalage,
        kind: v.kind,
        enabled: v.enabled === 1,
        offline: Number(v.offline) === 1,
        secretRotatedAt: v.rotated_at,
        previousSecretValidUntil: v.previous_secret_until && v.previous_secret_until > now ? v.previous_secret_until : null,
        games: games
          .filter((g) => g.vassalage === v.vassalage)
          .map((g) => ({ gameId: g.node_id, name: g.display_name, code: g.game_code, enabled: g.enabled === 1, offline: Number(g.offline) === 1, publishedRtp: publishedRtp(v.kind, g.game_code) })),
      })),
    });
  });

  app.put<{ Params: { gameId: string }; Body: { offline: boolean } }>(
    '/api/admin/games/:gameId/offline',
    { ...guard('admin'), schema: { tags, params: gameIdParam, body: offlineBody, response: { 200: envelopeOf(gameOfflineSchema) } } },
    async (req) => {
      const { operator } = await requireOperator(req, 'admin');
      const offline = req.body.offline ? 1 : 0;
      const out = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('games').select(['node_id', 'offline']).where('node_id', '=', req.params.gameId).executeTakeFirst();
        if (!before) throw notFound('game');
        await trx.updateTable('games').set({ offline }).where('node_id', '=', before.node_id).execute();
        await auditIn(trx, operator, 'game.offline', `game:${before.node_id}`, { offline: Number(before.offline) === 1 }, { offline: offline === 1 });
        return { gameId: before.node_id, offline: offline === 1 };
      });
      app.catalogueCache.clear();
      return ok(out);
    },
  );

  app.put<{ Params: { vendor: string }; Body: { offline: boolean } }>(
    '/api/admin/games/vendors/:vendor/offline',
    { ...guard('admin'), schema: { tags, params: vendorParam, body: offlineBody, response: { 200: envelopeOf(vendorOfflineSchema) } } },
    async (req) => {
      const { operator } = await requireOperator(req, 'admin');
      const offline = req.body.offline ? 1 : 0;
      const out = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('game_vendor_integrations').select(['vassalage', 'offline']).where('vassalage', '=', req.params.vendor).executeTakeFirst();
        if (!before) throw notFound('vendor integration');
        await trx.updateTable('game_vendor_integrations').set({ offline }).where('vassalage', '=', before.vassalage).execute();
        await auditIn(trx, operator, 'vendor.offline', `vendor:${before.vassalage}`, { offline: Number(before.offline) === 1 }, { offline: offline === 1 });
        return { vendor: before.vassalage, offline: offline === 1 };
      });
      app.catalogueCache.clear();
      return ok(out);
    },
  );

  /**
   * A new signing secret for the vendor, answered once (hand it to the
   * vendor); the one it replaces keeps signing for `graceMinutes` (default
   * 60, 0 ends it at once) so the vendor can switch without refused calls.
   */
  app.post<{ Params: { vendor: string }; Body: { graceMinutes?: number } | undefined }>(
    '/api/admin/games/vendors/:vendor/secret',
    {
      ...guard('admin'),
      schema: {
        tags,
        params: vendorParam,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { graceMinutes: { type: 'integer', minimum: 0, maximum: SECRET_GRACE_MAX_MIN } } },
        response: { 200: envelopeOf(vendorSecretSchema) },
      },
    },
    async (req) => {
      const { operator } = await requireOperator(req, 'admin');
      const grace = req.body?.graceMinutes ?? 60;
      const now = new Date();
      const secret = randomBytes(32).toString('hex');
      const out = await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('game_vendor_integrations').select(['vassalage', 'secret', 'previous_secret_until']).where('vassalage', '=', req.params.vendor).executeTakeFirst();
        if (!before) throw notFound('vendor integration');
        const until = grace > 0 ? new Date(now.getTime() + grace * 60_000).toISOString() : null;
        await trx
          .updateTable('game_vendor_integrations')
          .set({ secret, previous_secret: until ? before.secret : null, previous_secret_until: until, rotated_at: now.toISOString() })
          .where('vassalage', '=', before.vassalage)
          .execute();
        await auditIn(trx, operator, 'vendor.secret.rotate', `vendor:${before.vassalage}`, { secret: fingerprint(before.secret) }, { secret: fingerprint(secret), previousValidUntil: until });
        return { vendor: before.vassalage, secret, rotatedAt: now.toISOString(), previousSecretValidUntil: until };
      });
      // Every instance forgets the secrets it remembered (installBus: a catalogue clearing does that too).
      app.catalogueCache.clear();
      return ok(out);
    },
  );
}
