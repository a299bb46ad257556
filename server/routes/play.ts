/**
 * The player's side of Parlor Studio's games (the pages at /m/play/<kind>/<id>):
 * exchange the launch token for a game session, play rounds (a live crash
 * round in three calls: start, cash out, or watch it end), manage the
 * provably-fair seed pair and look a round up for verification. Amounts are
 * in the site currency with at most 2 decimals like the rest of the player
 * API; multipliers and dice thresholds have at most 2 decimals too. The game
 * session travels in the X-Play-Session header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { amountToCents, centsToAmount } from '../../src/lib/wallet';
import { CLIENT_SEED_PATTERN } from '../../src/lib/provably-fair';
import { sessionOf } from '../lib/auth';
import { envelopeOf } from '../lib/schemas';
import { crashWatchSchema, liveCrashStartSchema, playedRoundSchema, playSessionSchema, roundRecordSchema, seedRotationSchema, fairnessSchema } from '../../schemas/play.schema';
import { AppError, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import { gameRules, type RoundParams } from '../games';
import { activeSeed, openSession, playSession, playStudioRound, roundFor, rotateSeed, seedOut } from '../games/studio';
import { cashOutLiveCrash, startLiveCrash, watchLiveCrash } from '../games/studio/crash-live';

/** A recorded outcome as a player may read it: without the sweeper's notes on how an unfinished round ends. */
function publicOutcome(json: string): unknown {
  const { settleResult: _r, settleWin: _w, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
}

const PLAY_SESSION_HEADER = 'x-play-session';
/** Rounds a member may play per minute (a bot guard; a person plays far fewer). */
const ROUNDS_PER_MINUTE = 600;

const tags = ['play'];
const sessionHeader = (req: FastifyRequest) => {
  const v = req.headers[PLAY_SESSION_HEADER];
  return typeof v === 'string' && v ? v : undefined;
};

/** A 2-decimal number as whole hundredths, or null when it has more decimals. */
function hundredths(v: number | undefined): number | undefined | null {
  if (v === undefined) return undefined;
  const h = Math.round(v * 100);
  return Math.abs(v * 100 - h) < 1e-6 ? h : null;
}

export default async function playRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.post<{ Body: { token: string } }>(
    '/api/play/session',
    { schema: { tags, body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1, maxLength: 200 } } }, response: { 200: envelopeOf(playSessionSchema) } } },
    async (req) => {
      const s = await openSession(db, req.body.token);
      return ok({
        sessionToken: s.sessionToken,
        expiresAt: s.expiresAt,
        mode: s.mode,
        balance: centsToAmount(s.balanceCents),
        game: { id: s.game.node_id, name: s.game.display_name, kind: s.game.kind },
        rules: gameRules(s.game.kind),
        seed: seedOut(s.seed),
      });
    },
  );

  app.post<{ Params: { gameId: string }; Body: { bet: number; target?: number; direction?: 'under' | 'over'; threshold?: number } }>(
    '/api/play/:gameId/round',
    {
      schema: {
        tags,
        params: { type: 'object', required: ['gameId'], properties: { gameId: { type: 'string', minLength: 1, maxLength: 80 } } },
        body: {
          type: 'object',
          required: ['bet'],
          additionalProperties: false,
          properties: {
            bet: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
            target: { type: 'number', minimum: 0, maximum: 1_000_000 },
            direction: { type: 'string', enum: ['under', 'over'] },
            threshold: { type: 'number', minimum: 0, maximum: 100 },
          },
        },
        response: { 200: envelopeOf(playedRoundSchema) },
      },
    },
    async (req) => {
      const token = sessionHeader(req);
      const s = await playSession(db, token);
      await consume(app.state, `play:${s.member_id}`, ROUNDS_PER_MINUTE, 60_000);
      const bet = amountToCents(req.body.bet);
      if (bet === null) throw new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field: 'bet' });
      const target = hundredths(req.body.target);
      const threshold = hundredths(req.body.threshold);
      if (target === null) throw new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field: 'target' });
      if (threshold === null) throw new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field: 'threshold' });
      const params: RoundParams = { ...(target !== undefined ? { target } : {}), ...(req.body.direction ? { direction: req.body.direction } : {}), ...(threshold !== undefined ? { threshold } : {}) };
      const r = await playStudioRound(db, token!, req.params.gameId, bet, params);
      return ok({ roundId: r.roundRef, kind: r.kind, mode: r.mode, bet: centsToAmount(r.betCents), win: centsToAmount(r.winCents), balance: centsToAmount(r.balanceCents), outcome: r.outcome, fairness: r.fairness });
    },
  );

  // Live crash rounds (the game page's crash): start, cash out whenever, or watch until the round ends by itself.
  const roundAnswer = (r: { roundRef: string; kind: string; mode: string; betCents: number; winCents: number; balanceCents: number; outcome: unknown; fairness: unknown }) =>
    ({ roundId: r.roundRef, kind: r.kind, mode: r.mode, bet: centsToAmount(r.betCents), win: centsToAmount(r.winCents), balance: centsToAmount(r.balanceCents), outcome: r.outcome, fairness: r.fairness });
  const crashParams = { type: 'object', required: ['gameId'], properties: { gameId: { type: 'string', minLength: 1, maxLength: 80 } } } as const;
  const roundBody = { type: 'object', required: ['roundId'], additionalProperties: false, properties: { roundId: { type: 'string', minLength: 1, maxLength: 100 } } } as const;

  app.post<{ Params: { gameId: string }; Body: { bet: number; target?: number } }>(
    '/api/play/:gameId/crash/start',
    {
      schema: {
        tags,
        params: crashParams,
        body: { type: 'object', required: ['bet'], additionalProperties: false, properties: { bet: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 }, target: { type: 'number', minimum: 0, maximum: 1_000_000 } } },
        response: { 200: envelopeOf(liveCrashStartSchema) },
      },
    },
    async (req) => {
      const token = sessionHeader(req);
      const s = await playSession(db, token);
      await consume(app.state, `play:${s.member_id}`, ROUNDS_PER_MINUTE, 60_000);
      const bet = amountToCents(req.body.bet);
      if (bet === null) throw new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field: 'bet' });
      const target = hundredths(req.body.target);
      if (target === null) throw new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field: 'target' });
      const r = await startLiveCrash(db, token!, req.params.gameId, bet, target);
      return ok({ roundId: r.roundId, mode: r.mode, bet: centsToAmount(r.bet), target: r.target / 100, startedAt: r.startedAt, serverNow: new Date().toISOString(), growthPerMs: r.growthPerMs, balance: centsToAmount(r.balanceCents), fairness: r.fairness });
    },
  );

  app.post<{ Params: { gameId: string }; Body: { roundId: string } }>(
    '/api/play/:gameId/crash/cashout',
    { schema: { tags, params: crashParams, body: roundBody, response: { 200: envelopeOf(playedRoundSchema) } } },
    async (req) => ok(roundAnswer(await cashOutLiveCrash(db, sessionHeader(req) ?? '', req.params.gameId, req.body.roundId))),
  );

  app.post<{ Params: { gameId: string }; Body: { roundId: string } }>(
    '/api/play/:gameId/crash/watch',
    { schema: { tags, params: crashParams, body: roundBody, response: { 200: envelopeOf(crashWatchSchema) } } },
    async (req) => {
      const r = await watchLiveCrash(db, sessionHeader(req) ?? '', req.params.gameId, req.body.roundId);
      return ok(r ? { running: false, round: roundAnswer(r) } : { running: true, round: null });
    },
  );

  app.get('/api/play/seed', { schema: { tags, response: { 200: envelopeOf(fairnessSchema) } } }, async (req) => {
    const s = await playSession(db, sessionHeader(req));
    return ok(seedOut(await activeSeed(db, s.member_id)));
  });

  app.post<{ Body: { clientSeed?: string } }>(
    '/api/play/seed',
    { schema: { tags, body: { type: 'object', additionalProperties: false, properties: { clientSeed: { type: 'string', pattern: CLIENT_SEED_PATTERN } } }, response: { 200: envelopeOf(seedRotationSchema) } } },
    async (req) => {
      const s = await playSession(db, sessionHeader(req));
      return ok(await rotateSeed(db, s.member_id, req.body?.clientSeed));
    },
  );

  /** A round for verification: with the game session, or signed in as the member who played it. */
  app.get<{ Params: { roundId: string } }>(
    '/api/play/rounds/:roundId',
    { schema: { tags, params: { type: 'object', required: ['roundId'], properties: { roundId: { type: 'string', minLength: 1, maxLength: 100 } } }, response: { 200: envelopeOf(roundRecordSchema) } } },
    async (req) => {
      const token = sessionHeader(req);
      const memberId = token ? (await playSession(db, token)).member_id : (await sessionOf(req))?.member.id;
      if (memberId === undefined) throw new AppError(401, 'auth.required', 'You are not logged in, please login first');
      const r = await roundFor(db, memberId, req.params.roundId);
      return ok({
        roundId: r.round_ref,
        gameId: r.node_id,
        gameName: r.display_name,
        kind: r.game_code,
        mode: r.mode,
        status: r.status,
        bet: centsToAmount(r.bet_cents),
        win: centsToAmount(r.win_cents),
        balanceAfter: r.balance_after_cents === null ? null : centsToAmount(r.balance_after_cents),
        createdAt: r.created_at,
        fairness: r.server_seed_hash ? { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce === null ? null : Number(r.nonce), serverSeed: r.revealed_seed } : null,
        // A round still in play keeps its outcome (a live crash round's crash point) to itself.
        outcome: r.outcome && r.status !== 'open' ? publicOutcome(r.outcome) : null,
      });
    },
  );
}
