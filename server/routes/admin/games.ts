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
import type { FastifyInstance } from 'fastify';
import {
  gameOfflineSchema,
  gameVendorListSchema,
  roundPageSchema,
  rtpReportSchema,
  vendorOfflineSchema,
  vendorSecretSchema,
} from '../../../schemas/admin-games.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { roundPage, rotateVendorSecret, rtpReport, setGameOffline, setVendorOffline, vendorList } from '../../services/admin-games';
import { guard, operatorOf, viewerQuery } from './guard';

const tags = ['admin'];
/** How long a rotated-out secret may keep signing. */
const SECRET_GRACE_MAX_MIN = 7 * 24 * 60;

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
      return ok(await roundPage(db, { gameId, member, roundId, status, mode, pageNo, pageSize }));
    },
  );

  /** Settled real-money rounds per game and UTC day in [from, to] (default: the last 30 days), with the RTP observed and published. */
  app.get<{ Querystring: { gameId?: string; from?: string; to?: string } }>(
    '/api/admin/games/rtp',
    viewerQuery(tags, { gameId: { type: 'string', minLength: 1, maxLength: 80 }, from: isoDay, to: isoDay }, { 200: envelopeOf(rtpReportSchema) }),
    async (req) => {
      return ok(await rtpReport(db, req.query));
    },
  );

  /** Every vendor with a wallet integration, its switches and rotation state, and its games with theirs. */
  app.get('/api/admin/games/vendors', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(gameVendorListSchema) } } }, async () => ok(await vendorList(db)));

  app.put<{ Params: { gameId: string }; Body: { offline: boolean } }>(
    '/api/admin/games/:gameId/offline',
    { ...guard('admin'), schema: { tags, params: gameIdParam, body: offlineBody, response: { 200: envelopeOf(gameOfflineSchema) } } },
    async (req) => {
      const { operator } = await operatorOf(req);
      const out = await setGameOffline(db, operator, req.params.gameId, req.body.offline);
      app.catalogueCache.clear();
      return ok(out);
    },
  );

  app.put<{ Params: { vendor: string }; Body: { offline: boolean } }>(
    '/api/admin/games/vendors/:vendor/offline',
    { ...guard('admin'), schema: { tags, params: vendorParam, body: offlineBody, response: { 200: envelopeOf(vendorOfflineSchema) } } },
    async (req) => {
      const { operator } = await operatorOf(req);
      const out = await setVendorOffline(db, operator, req.params.vendor, req.body.offline);
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
      const { operator } = await operatorOf(req);
      const out = await rotateVendorSecret(db, operator, req.params.vendor, req.body?.graceMinutes);
      // Every instance forgets the secrets it remembered (installBus: a catalogue clearing does that too).
      app.catalogueCache.clear();
      return ok(out);
    },
  );
}
