/**
 * The seamless wallet: how a game vendor moves a member's money during play,
 * as aggregators define it — balance, debit (the bet), credit (the win, which
 * closes the round) and rollback (undo a debit). Parlor's own studio calls
 * these same functions in process; an external vendor calls them over HTTP
 * (server/routes/seamless.ts), signed with its secret.
 *
 * Money rules, in the wallet's style (services/wallet.ts): integer minor
 * units; each call is one transaction that moves the balance with a
 * conditional UPDATE (never below zero), writes its ledger row, updates the
 * round row and records the call under its unique (vendor, transactionId).
 * A replayed transactionId answers the first call's result and moves nothing;
 * the same id with a different content is refused. Refused calls are not
 * recorded, so a vendor may retry a refused debit later. The ordinary debit
 * and credit take a faster road with the same writes (seamless-sqlite.ts:
 * prepared statements in a shared commit; seamless-pg.ts: one statement);
 * anything unusual comes back here.
 *
 * Rollback (industry practice): a rollback names the debit it undoes in
 * referenceTransactionId. Unknown debit → answered as done, and a tombstone
 * is recorded under that id, so the debit arriving late is refused instead of
 * taking money for a round the vendor already cancelled. A debit whose round
 * was credited is refused (the round is settled; the vendor sends a new
 * round instead). Rolling back a debit twice moves money once.
 *
 * The protocol's shapes and vendor-facing errorCodes: seamless-protocol.ts.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { sqliteHandle } from '../db/database';
import type { Database } from '../db/types';
import type { GameRoundsTable } from '../db/tables/play';
import { AppError } from '../lib/errors';
import { isUniqueViolation } from './members';
import { BIG_WIN_MULTIPLE } from '../../src/lib/constants';
import type { ExclusionKind } from './responsible';
import { notePlay, tableRefusal, type TableRefusal } from './responsible-play';
import { maskAccount } from './games';
import { getSiteSettings } from './settings';
import { fastSeamlessCallPg } from './seamless-pg';
import { fastSeamlessCall } from './seamless-sqlite';
import { seamlessError, sessionDigest, type RoundDetail, type SeamlessAnswer, type SeamlessKind, type SeamlessRequest } from './seamless-protocol';
import * as gameRecords from '../repositories/game-records';
import * as gameRounds from '../repositories/game-rounds';
import * as games from '../repositories/games';
import * as ledger from '../repositories/ledger';
import * as members from '../repositories/members';
import * as play from '../repositories/play';
import * as seamlessTx from '../repositories/seamless-tx';

type Db = Kysely<Database> | Transaction<Database>;
const move = members.moveBalance;

/**
 * The real-money session behind a vendor's sessionToken. Debits need it live
 * and the member active; credits and rollbacks are accepted after it expires
 * (a round started in time must be able to finish).
 */
async function sessionFor(db: Db, vendor: string, token: string, { live }: { live: boolean }, now: Date) {
  const s = await play.vendorSession(db, sessionDigest(token));
  if (!s || s.vassalage !== vendor || s.mode !== 'real') throw seamlessError('seamless.session.invalid');
  if (live && (s.expires_at <= now.toISOString() || s.status !== 'active')) throw seamlessError('seamless.session.invalid');
  return s;
}

/** A debit's session, in one read: the member, the game (its name for the ledger, its switch and its vendor's), and any time-out or self-exclusion. */
async function betSessionFor(db: Db, vendor: string, token: string, now: Date) {
  const s = await play.betSession(db, sessionDigest(token));
  if (!s || s.vassalage !== vendor || s.mode !== 'real' || s.expires_at <= now.toISOString() || s.status !== 'active') throw seamlessError('seamless.session.invalid');
  return s;
}

/** The member behind a call: from the vendor's session token, or named by an in-process caller (the sweeper) for a credit or rollback. */
async function callerOf(db: Db, vendor: string, req: SeamlessRequest, now: Date, asMember: number | undefined) {
  if (asMember === undefined) return sessionFor(db, vendor, req.sessionToken, { live: false }, now);
  const m = await members.accountOf(db, asMember);
  if (!m) throw seamlessError('seamless.session.invalid');
  return m;
}

/** What a vendor is told when responsible gaming refuses a bet (cents and ISO times). */
function refusalError(r: TableRefusal): AppError {
  switch (r.reason) {
    case 'excluded':
      return seamlessError('seamless.player.excluded', { kind: r.kind, until: r.until });
    case 'lossLimit':
      return seamlessError('seamless.limit.loss', { period: r.period, limit: r.limitCents, remaining: r.remainingCents });
    case 'sessionLimit':
      return seamlessError('seamless.limit.session', { limitMinutes: r.limitMinutes, startedAt: r.startedAt, until: r.until });
  }
}

async function ledgerNote(db: Db, nodeId: string) {
  return (await games.displayNameOf(db, nodeId)) ?? nodeId;
}

async function addGameLedger(trx: Db, memberId: number, cents: number, balanceAfter: number, vendor: string, roundRef: string, note: string, at: string) {
  await ledger.insert(trx, { member_id: memberId, type: 'game', status: 'completed', amount_cents: cents, points: 0, balance_after_cents: balanceAfter, order_id: null, reference: `${vendor}:${roundRef}`.slice(0, 120), note, created_at: at });
}

/** A call already recorded under this id: its first answer, or a refusal when the new call differs. */
function replay(prior: { kind: string; round_ref: string; amount_cents: number; reference_tx: string | null; balance_after_cents: number }, kind: SeamlessKind, req: SeamlessRequest, currency: string): SeamlessAnswer {
  if (prior.kind === 'tombstone') throw seamlessError('seamless.transaction.rolledBack');
  const same = prior.kind === kind && prior.round_ref === req.roundId && (kind === 'rollback' ? prior.reference_tx === (req.referenceTransactionId ?? null) : Number(prior.amount_cents) === req.amount);
  if (!same) throw seamlessError('seamless.transaction.conflict');
  return { balance: Number(prior.balance_after_cents), currency, transactionId: req.transactionId };
}

/** A call that lost a race to the same transactionId, committed meanwhile: its transaction is undone and the call retried. */
class AnswerAsReplay extends Error {}

async function priorCall(trx: Db, vendor: string, transactionId: string) {
  return seamlessTx.find(trx, vendor, transactionId);
}

async function recordCall(trx: Db, row: { vendor: string; transactionId: string; kind: 'debit' | 'credit' | 'rollback' | 'tombstone'; roundRef: string; memberId: number; cents: number; referenceTx?: string | null; balanceAfter: number; at: string }) {
  await seamlessTx.record(trx, { ...row, referenceTx: row.referenceTx ?? null });
}

const balanceOf = members.balanceOf;

async function debit(trx: Transaction<Database>, vendor: string, req: SeamlessRequest, currency: string, now: Date, detail?: RoundDetail): Promise<SeamlessAnswer> {
  const at = now.toISOString();
  const prior = await priorCall(trx, vendor, req.transactionId);
  if (prior) return replay(prior, 'debit', req, currency);
  if (req.amount <= 0) throw seamlessError('seamless.amount.invalid', { field: 'amount' });
  const s = await betSessionFor(trx, vendor, req.sessionToken, now);
  if (s.node_id !== req.gameId) throw seamlessError('seamless.game.mismatch', { field: 'gameId' });
  if (Number(s.game_offline ?? 0) === 1 || Number(s.vendor_offline ?? 0) === 1) throw seamlessError('seamless.game.offline');
  const exclusion = s.excluded_until ? { kind: s.exclusion_kind as ExclusionKind, until: s.excluded_until } : null;
  const refusal = await tableRefusal(trx, s.member_id, req.amount, now, { exclusion });
  if (refusal) throw refusalError(refusal);
  // The money first: everything below is in the same transaction, and a refusal below undoes it.
  const after = await move(trx, s.member_id, -req.amount);
  if (!after) {
    const r = await gameRounds.findByRef(trx, vendor, req.roundId);
    if (r?.status === 'settled' || r?.status === 'rolledback') throw seamlessError(r.status === 'settled' ? 'seamless.round.settled' : 'seamless.round.rolledBack');
    throw seamlessError('seamless.funds.insufficient', { balance: Number(s.balance_cents) });
  }
  const round: Insertable<GameRoundsTable> = {
    vassalage: vendor,
    round_ref: req.roundId,
    member_id: s.member_id,
    node_id: req.gameId,
    mode: 'real',
    status: 'open',
    bet_cents: req.amount,
    win_cents: 0,
    balance_after_cents: after.balanceCents,
    seed_id: detail?.seedId ?? null,
    server_seed_hash: detail?.serverSeedHash ?? null,
    client_seed: detail?.clientSeed ?? null,
    nonce: detail?.nonce ?? null,
    revealed_seed: null,
    outcome: detail ? JSON.stringify(detail.outcome) : null,
    created_at: at,
    settled_at: null,
  };
  // The first debit opens the round; a round takes more debits while open, from the member who opened it only.
  const opened = await gameRounds.openOrAddDebit(trx, round, req.amount, after.balanceCents);
  if (opened === undefined) {
    const r = await gameRounds.findByRef(trx, vendor, req.roundId);
    throw seamlessError(r?.status === 'rolledback' ? 'seamless.round.rolledBack' : r?.status === 'settled' ? 'seamless.round.settled' : 'seamless.transaction.conflict');
  }
  await addGameLedger(trx, s.member_id, -req.amount, after.balanceCents, vendor, req.roundId, s.display_name ?? req.gameId, at);
  await notePlay(trx, s.member_id, now);
  await recordCall(trx, { vendor, transactionId: req.transactionId, kind: 'debit', roundRef: req.roundId, memberId: s.member_id, cents: req.amount, balanceAfter: after.balanceCents, at });
  return { balance: after.balanceCents, currency, transactionId: req.transactionId };
}

async function credit(trx: Transaction<Database>, vendor: string, req: SeamlessRequest, currency: string, now: Date, detail?: RoundDetail, asMember?: number): Promise<SeamlessAnswer> {
  const at = now.toISOString();
  const prior = await priorCall(trx, vendor, req.transactionId);
  if (prior) return replay(prior, 'credit', req, currency);
  const s = await callerOf(trx, vendor, req, now, asMember);
  const round = await gameRounds.findForCredit(trx, vendor, req.roundId);
  if (!round || round.member_id !== s.member_id) throw seamlessError('seamless.round.notFound');
  if (round.node_id !== req.gameId) throw seamlessError('seamless.game.mismatch', { field: 'gameId' });
  if (round.status !== 'open') throw seamlessError(round.status === 'rolledback' ? 'seamless.round.rolledBack' : 'seamless.round.settled');
  const balance = req.amount > 0 ? (await move(trx, s.member_id, req.amount))!.balanceCents : await balanceOf(trx, s.member_id);
  // The credit closes the round, once: the status guard makes a racing second credit lose (and undoes its move).
  const closedBet = await gameRounds.closeOpenReturningBet(trx, round.id, { status: 'settled', win_cents: req.amount, settled_at: at, balance_after_cents: balance, ...(detail ? { outcome: JSON.stringify(detail.outcome) } : {}) });
  if (closedBet === undefined) {
    // Lost to the same credit sent again at once (PostgreSQL: it waited on the round's row, which that call closed):
    // undone, and answered on a retry as that call's replay.
    if (await priorCall(trx, vendor, req.transactionId)) throw new AnswerAsReplay();
    const now2 = await gameRounds.statusById(trx, round.id);
    throw seamlessError(now2 === 'rolledback' ? 'seamless.round.rolledBack' : 'seamless.round.settled');
  }
  const name = round.display_name ?? round.node_id;
  // The bet as the round was settled: on PostgreSQL a debit of the round may have committed since it was read above.
  const bet = closedBet;
  if (req.amount > 0) await addGameLedger(trx, s.member_id, req.amount, balance, vendor, req.roundId, name, at);
  // The betting record (/m/gameRecord) and the rebate count settled rounds.
  await gameRecords.insert(trx, { member_id: s.member_id, node_id: round.node_id, game_name: name, vassalage: vendor, game_type: round.game_type ?? 'RNG', bet_cents: bet, win_cents: req.amount, status: 'settled', bet_at: round.created_at, round_ref: req.roundId });
  // A big win goes on the winner board (its answers are cached for CATALOGUE_TTL_MS, so it shows within seconds).
  if (bet > 0 && req.amount >= BIG_WIN_MULTIPLE * bet) {
    await games.insertWinner(trx, { record_id: `${vendor}:${req.roundId}`.slice(0, 120), node_id: round.node_id, customer_name: maskAccount(s.account), icon_url: `/media/avatar-${s.member_id % 8}.svg`, win_amount: req.amount / 100, created_at: at, source: 'play' });
  }
  await recordCall(trx, { vendor, transactionId: req.transactionId, kind: 'credit', roundRef: req.roundId, memberId: s.member_id, cents: req.amount, balanceAfter: balance, at });
  return { balance, currency, transactionId: req.transactionId };
}

async function rollback(trx: Transaction<Database>, vendor: string, req: SeamlessRequest, currency: string, now: Date, asMember?: number): Promise<SeamlessAnswer> {
  const at = now.toISOString();
  const prior = await priorCall(trx, vendor, req.transactionId);
  if (prior) return replay(prior, 'rollback', req, currency);
  const s = await callerOf(trx, vendor, req, now, asMember);
  const ref = req.referenceTransactionId!;
  const target = await priorCall(trx, vendor, ref);
  let balance: number;
  if (!target || target.kind === 'tombstone') {
    // The debit never arrived (or was refused): nothing to give back; refuse it if it comes late.
    if (!target) await recordCall(trx, { vendor, transactionId: ref, kind: 'tombstone', roundRef: req.roundId, memberId: s.member_id, cents: 0, balanceAfter: 0, at });
    balance = await balanceOf(trx, s.member_id);
  } else {
    if (target.kind !== 'debit' || target.member_id !== s.member_id || target.round_ref !== req.roundId) throw seamlessError('seamless.transaction.conflict', { field: 'referenceTransactionId' });
    const round = await gameRounds.findByRef(trx, vendor, req.roundId);
    if (!round) throw new Error(`the round of debit ${target.transaction_id} is missing`);
    if (round.status === 'settled') throw seamlessError('seamless.round.settled');
    if (!(await seamlessTx.markRolledBack(trx, target.id))) {
      balance = await balanceOf(trx, s.member_id);
    } else {
      const cents = Number(target.amount_cents);
      balance = (await move(trx, s.member_id, cents))!.balanceCents;
      await addGameLedger(trx, s.member_id, cents, balance, vendor, req.roundId, await ledgerNote(trx, round.node_id), at);
      const left = await gameRounds.takeBackDebit(trx, round.id, cents, balance);
      // A round whose every debit was undone is over.
      if (left === 0) await gameRounds.closeIfOpen(trx, round.id, { status: 'rolledback', settled_at: at });
    }
  }
  await recordCall(trx, { vendor, transactionId: req.transactionId, kind: 'rollback', roundRef: req.roundId, memberId: s.member_id, cents: Number(target?.amount_cents ?? 0), referenceTx: ref, balanceAfter: balance, at });
  return { balance, currency, transactionId: req.transactionId };
}

/** How long a process trusts the wallet currency it read: every call checks it, and it changes about never. */
const CURRENCY_CACHE_MS = 1_000;
const currencies = new WeakMap<Kysely<Database>, { code: string; until: number }>();

/**
 * The site's wallet currency code, read at most every CURRENCY_CACHE_MS per
 * database: every wallet call checks it, and reading and parsing the whole
 * site.settings row each time was a query and a JSON parse per call for a
 * value an operator sets once.
 */
async function walletCurrency(db: Kysely<Database>): Promise<string> {
  const hit = currencies.get(db);
  const t = Date.now();
  if (hit && hit.until > t) return hit.code;
  const { code } = (await getSiteSettings(db)).currency;
  currencies.set(db, { code, until: t + CURRENCY_CACHE_MS });
  return code;
}

/**
 * One wallet call of `vendor`. The HTTP routes call it after checking the
 * signature; the studio calls it directly. A race with the same
 * transactionId sent twice at once (a unique key taken, or the round closed
 * by it) is retried, and then answers as a replay.
 */
export async function seamlessCall(
  db: Kysely<Database>,
  vendor: string,
  kind: SeamlessKind,
  req: SeamlessRequest,
  /** asMember: an in-process caller (the sweeper) settling a round for this member without its session token; credit and rollback only. */
  opts: { detail?: RoundDetail; now?: Date; asMember?: number } = {},
): Promise<SeamlessAnswer> {
  if (opts.asMember !== undefined && kind !== 'credit' && kind !== 'rollback') throw new Error('asMember is for credits and rollbacks');
  const now = opts.now ?? new Date();
  const code = await walletCurrency(db);
  if (req.currency !== code) throw seamlessError('seamless.currency.mismatch', { field: 'currency', currency: code });
  if (kind === 'balance') {
    const s = await sessionFor(db, vendor, req.sessionToken, { live: false }, now);
    return { balance: Number(s.balance_cents), currency: code };
  }
  // The ordinary debit or credit, done in one go (SQLite: prepared statements in a shared commit; PostgreSQL: one
  // statement); null: the general path below decides.
  if ((kind === 'debit' || kind === 'credit') && opts.asMember === undefined) {
    const digest = sessionDigest(req.sessionToken);
    const balance = sqliteHandle(db) ? await fastSeamlessCall(db, kind, vendor, req, digest, now, opts.detail, maskAccount) : await fastSeamlessCallPg(db, kind, vendor, req, digest, now, opts.detail);
    if (balance !== null) return { balance, currency: code, transactionId: req.transactionId };
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute((trx) =>
        kind === 'debit'
          ? debit(trx, vendor, req, code, now, opts.detail)
          : kind === 'credit'
            ? credit(trx, vendor, req, code, now, opts.detail, opts.asMember)
            : rollback(trx, vendor, req, code, now, opts.asMember),
      );
    } catch (e) {
      if (!(isUniqueViolation(e) || e instanceof AnswerAsReplay) || attempt >= 3) throw e;
    }
  }
}
