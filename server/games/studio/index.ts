/**
 * Parlor Studio's game server: the I/O side of the pure engines next door.
 * A launch makes a one-time token bound to the member and the game; the game
 * page exchanges it for a game session. A real-money round is played like an
 * external vendor would play it: the outcome is computed from the member's
 * provably-fair seed pair, then the bet is debited and the win credited
 * through seamlessCall — the function behind the signed HTTP wallet API, with
 * the same idempotency — so adding an outside vendor is configuration.
 * Free play (trial players, or ?freeplay=1) moves only the session's play
 * money and never touches the wallet.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { AppError } from '../../lib/errors';
import * as gameRounds from '../../repositories/game-rounds';
import * as games from '../../repositories/games';
import * as members from '../../repositories/members';
import * as play from '../../repositories/play';
import { isUniqueViolation } from '../../services/members';
import { activeExclusion } from '../../services/responsible';
import { seamlessCall } from '../../services/seamless';
import { newToken, sessionDigest, type RoundDetail } from '../../services/seamless-protocol';
import { getSiteSettings } from '../../services/settings';
import { newClientSeed, newServerSeed, playFair, seedHash } from '../../../src/lib/provably-fair';
import { isGameKind, playRound, roundProblem, type GameKind, type RoundParams } from '../index';

/** A launch link works once, for this long. */
const LAUNCH_TOKEN_TTL_MS = 60_000;
const PLAY_SESSION_TTL_MS = 4 * 3_600_000;
/** Play money a free-play session starts with (minor units). */
export const FREE_PLAY_BALANCE_CENTS = 1_000_000;
/** How many times the studio re-sends a credit before leaving the round open for reconciliation. */
const CREDIT_ATTEMPTS = 3;

export type PlayMode = 'real' | 'free';

export const sessionInvalid = () => new AppError(401, 'play.session.invalid', 'Your game session has ended, please open the game again');

/** A one-time launch token for this member and game (stored as its hash). */
export async function createLaunch(db: Kysely<Database>, memberId: number, nodeId: string, mode: PlayMode, now = new Date()): Promise<string> {
  const token = newToken();
  await play.insertLaunch(db, { token_hash: sessionDigest(token), member_id: memberId, node_id: nodeId, mode, expires_at: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS).toISOString(), used_at: null });
  return token;
}

/** The member's active seed pair, made on first use (the unique index settles a race between two first rounds). */
export async function activeSeed(db: Kysely<Database>, memberId: number, now = new Date()) {
  for (let attempt = 0; ; attempt++) {
    const row = await play.activeSeedOf(db, memberId);
    if (row) return row;
    const serverSeed = newServerSeed();
    try {
      await play.insertSeed(db, { member_id: memberId, server_seed: serverSeed, server_seed_hash: await seedHash(serverSeed), client_seed: newClientSeed(), nonce: 0, active: 1, created_at: now.toISOString(), revealed_at: null });
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 3) throw e;
    }
  }
}

export const seedOut = (s: { server_seed_hash: string; client_seed: string; nonce: number }) => ({ serverSeedHash: s.server_seed_hash, clientSeed: s.client_seed, nonce: Number(s.nonce) });

const gameUnavailable = () => new AppError(409, 'game.unavailable', 'This game is temporarily unavailable');

/** A studio game that may be played now: enabled, of a known engine, and neither it nor its vendor taken offline in the console. */
export async function gameOf(db: Kysely<Database>, nodeId: string) {
  const g = await games.withVendorSwitch(db, nodeId);
  if (!g || !g.enabled || Number(g.offline) === 1 || Number(g.vendor_offline ?? 0) === 1 || !isGameKind(g.game_code)) throw gameUnavailable();
  return { ...g, kind: g.game_code as GameKind };
}

/** A member on a time-out or self-exclusion, at the table: bets refused until it ends. */
const excludedAtTable = (value: { kind: string; until: string }) => new AppError(403, 'play.excluded', `You are taking a break from play until ${value.until}`, value);

export async function assertCanPlay(db: Kysely<Database>, memberId: number) {
  const status = await members.statusOf(db, memberId);
  if (status !== 'active') throw new AppError(403, 'auth.userDisabled', 'Sorry, the user does not exist or is disabled');
  const ex = await activeExclusion(db, memberId);
  if (ex) throw excludedAtTable(ex);
}

/**
 * A refusal of the wallet as the player reads it: responsible gaming's
 * reasons with their figures in the site's currency, a balance too low, a
 * session gone or a game taken offline; anything else is rethrown.
 */
export function playerError(e: unknown): unknown {
  if (!(e instanceof AppError)) return e;
  const v = (e.value ?? {}) as Record<string, unknown>;
  switch (e.errorCode) {
    case 'seamless.funds.insufficient':
      return new AppError(409, 'wallet.balance.insufficient', 'The amount is more than your balance', { field: 'bet' });
    case 'seamless.session.invalid':
      return sessionInvalid();
    case 'seamless.game.offline':
      return gameUnavailable();
    case 'seamless.player.excluded':
      return excludedAtTable({ kind: String(v.kind), until: String(v.until) });
    case 'seamless.limit.loss':
      return new AppError(403, 'play.limit.loss', 'This bet could take you past your loss limit', { period: v.period, limit: Number(v.limit) / 100, remaining: Number(v.remaining) / 100 });
    case 'seamless.limit.session':
      return new AppError(403, 'play.limit.session', 'You have reached your session-time limit: take a break', { limitMinutes: v.limitMinutes, startedAt: v.startedAt, until: v.until });
    default:
      return e;
  }
}

/** Exchanges a launch token (once, before it expires) for a game session. */
export async function openSession(db: Kysely<Database>, launchToken: string, now = new Date()) {
  const at = now.toISOString();
  const launch = await play.spendLaunch(db, sessionDigest(launchToken), at);
  if (!launch) throw new AppError(401, 'play.launch.invalid', 'This game link has expired, please open the game again');
  await assertCanPlay(db, launch.member_id);
  const game = await gameOf(db, launch.node_id);
  const sessionToken = newToken();
  const expiresAt = new Date(now.getTime() + PLAY_SESSION_TTL_MS).toISOString();
  await play.insertSession(db, { token_hash: sessionDigest(sessionToken), member_id: launch.member_id, node_id: game.node_id, vassalage: game.vassalage, mode: launch.mode, fun_balance_cents: launch.mode === 'free' ? FREE_PLAY_BALANCE_CENTS : 0, created_at: at, expires_at: expiresAt });
  const seed = await activeSeed(db, launch.member_id, now);
  const balance = launch.mode === 'free' ? FREE_PLAY_BALANCE_CENTS : await members.balanceOf(db, launch.member_id);
  return { sessionToken, expiresAt, mode: launch.mode, balanceCents: balance, game, seed };
}

/** The live session behind an X-Play-Session token. */
export async function playSession(db: Kysely<Database>, token: string | undefined, now = new Date()) {
  if (!token) throw sessionInvalid();
  const s = await play.findSession(db, sessionDigest(token));
  if (!s || s.expires_at <= now.toISOString()) throw sessionInvalid();
  return s;
}

/** Takes the next nonce of the member's active pair (a compare-free increment; a pair rotated meanwhile is looked up again). */
export async function takeNonce(db: Kysely<Database>, memberId: number, now: Date) {
  for (;;) {
    const seed = await activeSeed(db, memberId, now);
    const taken = await play.incrementNonce(db, seed.id);
    if (taken !== undefined) return { ...seed, nonce: taken - 1 };
  }
}

export const newRoundRef = () => `R${randomBytes(12).toString('hex')}`;

/**
 * A play-money round: the bet (less any win) comes off the session's play balance, refused when the
 * balance is short, and the round is recorded in the same transaction. An open round (a live crash
 * that has not ended) has no settlement yet. Answers the play balance after.
 */
export async function playFreeRound(
  db: Kysely<Database>,
  r: {
    session: { token_hash: string; member_id: number };
    vassalage: string;
    nodeId: string;
    roundRef: string;
    seed: { id: number; server_seed_hash: string; client_seed: string; nonce: number };
    betCents: number;
    winCents: number;
    outcome: unknown;
    at: string;
    /** null while the round is open. */
    settledAt: string | null;
  },
) {
  return db.transaction().execute(async (trx) => {
    const after = await play.playFunRound(trx, r.session.token_hash, r.betCents, r.winCents);
    if (after === null) throw new AppError(409, 'wallet.balance.insufficient', 'The amount is more than your balance', { field: 'bet' });
    const { seed } = r;
    await gameRounds.insert(trx, {
      vassalage: r.vassalage, round_ref: r.roundRef, member_id: r.session.member_id, node_id: r.nodeId, mode: 'free', status: r.settledAt ? 'settled' : 'open', bet_cents: r.betCents, win_cents: r.winCents,
      balance_after_cents: after, seed_id: seed.id, server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed, nonce: seed.nonce,
      revealed_seed: null, outcome: JSON.stringify(r.outcome), created_at: r.at, settled_at: r.settledAt,
    });
    return after;
  });
}

/** One round of the session's game: validated, played from the seeds, then paid through the wallet (or play money). */
export async function playStudioRound(db: Kysely<Database>, token: string, nodeId: string, betCents: number, params: RoundParams, now = new Date()) {
  const s = await playSession(db, token, now);
  if (s.node_id !== nodeId) throw sessionInvalid();
  const game = await gameOf(db, nodeId);
  const problem = roundProblem(game.kind, betCents, params);
  if (problem) throw new AppError(400, 'play.bet.invalid', 'This bet is not allowed in this game', { field: problem });
  await assertCanPlay(db, s.member_id);
  if (s.mode === 'free' && Number(s.fun_balance_cents) < betCents) throw new AppError(409, 'wallet.balance.insufficient', 'The amount is more than your balance', { field: 'bet' });
  if (s.mode === 'real') {
    if ((await members.balanceOf(db, s.member_id)) < betCents) throw new AppError(409, 'wallet.balance.insufficient', 'The amount is more than your balance', { field: 'bet' });
  }
  const seed = await takeNonce(db, s.member_id, now);
  const outcome = await playFair({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce }, (next) => playRound(game.kind, betCents, params, next));
  const roundRef = newRoundRef();
  const detail: RoundDetail = { seedId: seed.id, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce, outcome: { kind: outcome.kind, params, result: outcome.result } };
  let balanceCents: number;
  if (s.mode === 'real') {
    const { currency } = await getSiteSettings(db);
    const call = { roundId: roundRef, gameId: nodeId, sessionToken: token, currency: currency.code };
    try {
      await seamlessCall(db, game.vassalage, 'debit', { ...call, transactionId: `${roundRef}:bet`, amount: betCents }, { detail, now });
    } catch (e) {
      // Responsible gaming's refusals, or the balance moved between the check above and the debit.
      throw playerError(e);
    }
    // The credit is idempotent by its transactionId, so re-sending it after a failure is safe.
    for (let attempt = 1; ; attempt++) {
      try {
        balanceCents = (await seamlessCall(db, game.vassalage, 'credit', { ...call, transactionId: `${roundRef}:win`, amount: outcome.win }, { detail, now })).balance;
        break;
      } catch (e) {
        if (attempt >= CREDIT_ATTEMPTS) throw e;
      }
    }
  } else {
    const settledAt = now.toISOString();
    balanceCents = await playFreeRound(db, { session: s, vassalage: game.vassalage, nodeId, roundRef, seed, betCents, winCents: outcome.win, outcome: detail.outcome, at: settledAt, settledAt });
  }
  return { roundRef, kind: game.kind, mode: s.mode, betCents, winCents: outcome.win, balanceCents, outcome: detail.outcome, fairness: seedOut(seed) };
}

/**
 * Rotates the member's seed pair: the old server seed is revealed (and written
 * on every round that used it) and a new pair starts at nonce 0 with the
 * client seed the player chose, or a fresh random one.
 */
export async function rotateSeed(db: Kysely<Database>, memberId: number, clientSeed: string | undefined, now = new Date()) {
  const at = now.toISOString();
  const serverSeed = newServerSeed();
  const hash = await seedHash(serverSeed);
  // Two rotations at once: the loser finds the winner's pair and rotates that one.
  for (let attempt = 0; ; attempt++) {
    const old = await activeSeed(db, memberId, now);
    try {
      const out = await db.transaction().execute(async (trx) => {
        const retired = await play.retireSeed(trx, old.id, at);
        if (!retired) return null;
        const current = await play.insertSeed(trx, { member_id: memberId, server_seed: serverSeed, server_seed_hash: hash, client_seed: clientSeed ?? newClientSeed(), nonce: 0, active: 1, created_at: at, revealed_at: null });
        return { previous: { serverSeed: retired.server_seed, ...seedOut(retired) }, current: seedOut(current) };
      });
      if (out) return out;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    if (attempt >= 5) throw new Error('the seed pair kept changing during rotation');
  }
}

/** A round of this member, for the verify view: the seeds (the server seed once revealed) and the outcome. */
export async function roundFor(db: Kysely<Database>, memberId: number, roundRef: string) {
  const r = await gameRounds.findOfMember(db, memberId, roundRef);
  if (!r) throw new AppError(404, 'request.notFound', 'round not found');
  return r;
}
