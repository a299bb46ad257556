/**
 * Live crash rounds (server/games/crash.ts has the rules): start takes the
 * bet (the seamless debit, or play money) with the crash point drawn from the
 * member's seeds and recorded, hidden, on the round; the multiplier then runs
 * on the server's clock from the round's start. Cash-out settles at the
 * multiplier of the moment it arrives; watch waits until the round ends by
 * itself (crash or auto cash-out) and settles it so. Either way the credit is
 * `<roundId>:win`, so whichever settles first wins and the other answers the
 * settled round; a round nobody settles is closed by the sweeper with the
 * auto cash-out's pay (settleWin on the recorded outcome).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { AppError } from '../../lib/errors';
import * as gameRounds from '../../repositories/game-rounds';
import * as members from '../../repositories/members';
import * as play from '../../repositories/play';
import { seamlessCall } from '../../services/seamless';
import type { RoundDetail } from '../../services/seamless-protocol';
import { getSiteSettings } from '../../services/settings';
import { playFair } from '../../../src/lib/provably-fair';
import { crashPoint, CRASH_GROWTH_PER_MS, liveEndMs, liveTarget, settleLiveCrash, validCrashBet, validCrashTarget, type LiveCrashOutcome } from '../crash';
import { assertCanPlay, gameOf, newRoundRef, playerError, playFreeRound, playSession, seedOut, sessionInvalid, takeNonce } from './index';

/** The longest a watch waits before answering "still running" (the client asks again). */
const CRASH_WATCH_MAX_MS = 15_000;

const betInvalid = (field: string) => new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field });

interface LiveRecord {
  kind: 'crash';
  params: { live: true; target?: number };
  result: LiveCrashOutcome;
  /** How the round ends if nobody settles it (its auto cash-out, or the crash), and what it pays then: read by the sweeper. */
  settleResult?: LiveCrashOutcome;
  settleWin?: number;
}

/** Takes the bet of a live crash round and answers when it started (the server's clock) and how the multiplier grows. */
export async function startLiveCrash(db: Kysely<Database>, token: string, nodeId: string, betCents: number, target: number | undefined, now = new Date()) {
  const s = await playSession(db, token, now);
  if (s.node_id !== nodeId) throw sessionInvalid();
  const game = await gameOf(db, nodeId);
  if (game.kind !== 'crash') throw betInvalid('live');
  if (!validCrashBet(betCents)) throw betInvalid('bet');
  if (target !== undefined && !validCrashTarget(target)) throw betInvalid('target');
  await assertCanPlay(db, s.member_id);
  const seed = await takeNonce(db, s.member_id, now);
  const point = await playFair({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce }, (next) => crashPoint(next()));
  const auto = liveTarget(target);
  const settled = settleLiveCrash(betCents, point, auto, null);
  const record: LiveRecord = { kind: 'crash', params: { live: true, ...(target !== undefined ? { target } : {}) }, result: { ...settled, cashedOut: false, cashOutAt: null, win: 0 }, settleResult: settled, settleWin: settled.win };
  const roundRef = newRoundRef();
  const at = now.toISOString();
  let balanceCents: number;
  if (s.mode === 'real') {
    const { currency } = await getSiteSettings(db);
    const detail: RoundDetail = { seedId: seed.id, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce, outcome: record };
    try {
      balanceCents = (await seamlessCall(db, game.vassalage, 'debit', { transactionId: `${roundRef}:bet`, roundId: roundRef, gameId: nodeId, sessionToken: token, amount: betCents, currency: currency.code }, { detail, now })).balance;
    } catch (e) {
      throw playerError(e);
    }
  } else {
    balanceCents = await playFreeRound(db, { session: s, vassalage: game.vassalage, nodeId, roundRef, seed, betCents, winCents: 0, outcome: record, at, settledAt: null });
  }
  return { roundId: roundRef, mode: s.mode, bet: betCents, target: auto, startedAt: at, growthPerMs: CRASH_GROWTH_PER_MS, balanceCents, fairness: seedOut(seed) };
}

async function liveRound(db: Kysely<Database>, token: string, nodeId: string, roundRef: string, now: Date) {
  const s = await playSession(db, token, now);
  if (s.node_id !== nodeId) throw sessionInvalid();
  const r = await gameRounds.findInGame(db, { vassalage: s.vassalage, roundRef, memberId: s.member_id, nodeId });
  const record = r?.outcome ? (JSON.parse(r.outcome) as Partial<LiveRecord>) : null;
  if (!r || r.mode !== s.mode || !record?.params?.live || !record.result) throw new AppError(404, 'request.notFound', 'round not found');
  return { s, r, record: record as LiveRecord };
}

/** The answer for a settled live round, as a played round reads. */
async function settledAnswer(db: Kysely<Database>, token: string, nodeId: string, roundRef: string, now: Date) {
  const { s, r, record } = await liveRound(db, token, nodeId, roundRef, now);
  const balanceCents = s.mode === 'real' ? await members.balanceOf(db, s.member_id) : await play.funBalanceOf(db, s.token_hash);
  return {
    roundRef,
    kind: 'crash' as const,
    mode: s.mode,
    betCents: Number(r.bet_cents),
    winCents: Number(r.win_cents),
    balanceCents,
    outcome: { kind: 'crash' as const, params: record.params, result: record.result },
    fairness: { serverSeedHash: r.server_seed_hash!, clientSeed: r.client_seed!, nonce: Number(r.nonce) },
  };
}

/**
 * Settles a live round: cashed out now (`cashOut`), or — when it has ended by
 * itself — as it ended. Answers null when a watch finds it still running. A
 * round already settled answers as it was settled.
 */
async function settle(db: Kysely<Database>, token: string, nodeId: string, roundRef: string, cashOut: boolean, now: Date) {
  const { s, r, record } = await liveRound(db, token, nodeId, roundRef, now);
  if (r.status !== 'open') return settledAnswer(db, token, nodeId, roundRef, now);
  const elapsed = now.getTime() - Date.parse(r.created_at);
  const { bet, crashPoint: point, target } = record.result;
  const ended = elapsed >= liveEndMs(point, target);
  if (!cashOut && !ended) return null;
  const result = settleLiveCrash(bet, point, target, ended ? null : elapsed);
  const final: LiveRecord = { kind: 'crash', params: record.params, result };
  if (s.mode === 'real') {
    const { currency } = await getSiteSettings(db);
    const detail: RoundDetail = { seedId: r.seed_id!, serverSeedHash: r.server_seed_hash!, clientSeed: r.client_seed!, nonce: Number(r.nonce), outcome: final };
    try {
      await seamlessCall(db, r.vassalage, 'credit', { transactionId: `${roundRef}:win`, roundId: roundRef, gameId: nodeId, sessionToken: token, amount: result.win, currency: currency.code }, { detail, now });
    } catch (e) {
      // Settled meanwhile (the other of cash-out and watch, or the sweeper): answer as it was settled.
      if (!(e instanceof AppError) || !['seamless.transaction.conflict', 'seamless.round.settled'].includes(e.errorCode)) throw playerError(e);
    }
  } else {
    await db.transaction().execute(async (trx) => {
      if (!(await gameRounds.closeIfOpen(trx, r.id, { status: 'settled', win_cents: result.win, outcome: JSON.stringify(final), settled_at: now.toISOString() }))) return;
      const after = await play.creditFun(trx, s.token_hash, result.win);
      if (after === undefined) throw new Error('the play session of an open round is gone');
      await gameRounds.setBalanceAfter(trx, r.id, after);
    });
  }
  return settledAnswer(db, token, nodeId, roundRef, now);
}

/** The player cashes out now. */
export const cashOutLiveCrash = (db: Kysely<Database>, token: string, nodeId: string, roundRef: string, now = new Date()) => settle(db, token, nodeId, roundRef, true, now).then((a) => a!);

/** Waits (at most CRASH_WATCH_MAX_MS) until the round ends by itself and settles it; null when it is still running. */
export async function watchLiveCrash(db: Kysely<Database>, token: string, nodeId: string, roundRef: string, now = () => new Date()) {
  const { r, record } = await liveRound(db, token, nodeId, roundRef, now());
  if (r.status === 'open') {
    const endAt = Date.parse(r.created_at) + liveEndMs(record.result.crashPoint, record.result.target);
    const wait = endAt - now().getTime();
    if (wait > CRASH_WATCH_MAX_MS) {
      await new Promise((done) => setTimeout(done, CRASH_WATCH_MAX_MS));
      return null;
    }
    // A timer may fire a millisecond or two early against the wall clock the round's end is
    // measured on: until then settle says "still running", so wait out the rest and ask again.
    for (let left = wait; left > 0; left = endAt - now().getTime()) await new Promise((done) => setTimeout(done, left + 1));
  }
  return settle(db, token, nodeId, roundRef, false, now());
}
