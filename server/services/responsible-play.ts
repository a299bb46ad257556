/**
 * Responsible gaming at the table: a member's loss limits (daily, weekly, monthly) and session-time
 * limit, checked on every real-money bet, the playing session they measure, and the reality check.
 * A raised or removed limit waits its cooling-off period, as deposit limits do (responsible.ts).
 */
import type { Kysely } from 'kysely';
import { DEPOSIT_LIMIT_WINDOW_MS, LOSS_LIMIT_PERIODS, PLAY_SESSION_BREAK_MS } from '../../src/lib/constants';
import type { ExclusionKind } from '../../src/lib/responsible';
import type { Database } from '../db/types';
import * as members from '../repositories/members';
import * as rg from '../repositories/responsible';
import { activeExclusion, changeLimit, limitAt, type LimitPeriod, type LimitState } from './responsible';


const PLAY_LIMIT_KINDS = ['lossDaily', 'lossWeekly', 'lossMonthly', 'session'] as const;
export type PlayLimitKind = (typeof PLAY_LIMIT_KINDS)[number];
const LOSS_KIND: Record<LimitPeriod, PlayLimitKind> = { daily: 'lossDaily', weekly: 'lossWeekly', monthly: 'lossMonthly' };

/** The member's loss limits (cents) and session-time limit (minutes) as they stand at `now`. */
export async function getPlayLimits(db: Kysely<Database>, memberId: number, now = new Date()): Promise<Record<PlayLimitKind, LimitState>> {
  const rows = await rg.playLimits(db, memberId);
  return Object.fromEntries(
    PLAY_LIMIT_KINDS.map((k) => {
      const r = rows.find((x) => x.kind === k);
      return [k, limitAt(r && { amount_cents: r.amount, pending_amount_cents: r.pending_amount, pending_from: r.pending_from }, now)];
    }),
  ) as Record<PlayLimitKind, LimitState>;
}

/**
 * Changes loss and session-time limits by the rule of `changeLimit` (a lower
 * or new one at once, a higher one or a removal after the cooling-off delay).
 * Runs inside the caller's transaction when given one.
 */
export async function setPlayLimits(db: Kysely<Database>, memberId: number, changes: Partial<Record<PlayLimitKind, number | null>>, now = new Date()): Promise<void> {
  const current = await getPlayLimits(db, memberId, now);
  const at = now.toISOString();
  for (const kind of PLAY_LIMIT_KINDS) {
    const next = changes[kind];
    if (next === undefined) continue;
    const s = changeLimit(current[kind], next, now);
    const values = { amount: s.amountCents, pending_amount: s.pending?.amountCents ?? null, pending_from: s.pending?.from ?? null, updated_at: at };
    await rg.upsertPlayLimit(db, memberId, kind, values);
  }
}

/** Why a real-money bet is refused: a time-out or self-exclusion, a loss limit, or the session-time limit. */
export type TableRefusal =
  | { reason: 'excluded'; kind: ExclusionKind; until: string }
  | { reason: 'lossLimit'; period: LimitPeriod; limitCents: number; remainingCents: number }
  | { reason: 'sessionLimit'; limitMinutes: number; startedAt: string; until: string };

/** The playing session a bet at `now` belongs to: the stored one while it lasts, else a new one starting now. */
function sessionAt(activity: { started_at: string; last_at: string } | undefined, now: Date) {
  if (!activity || new Date(activity.last_at).getTime() + PLAY_SESSION_BREAK_MS <= now.getTime()) return null;
  return activity;
}

/**
 * Whether the member may stake `betCents` of real money at `now`, checked by
 * the seamless debit inside its transaction (so for every vendor's games):
 * null when they may, else the refusal. A loss limit refuses a bet that
 * could take the net loss over its window (bets − wins of real-money rounds
 * not rolled back, open rounds counted as lost) past the limit; the session-
 * time limit refuses bets once the playing session (real-money bets with no
 * gap of PLAY_SESSION_BREAK_MS) has lasted that long, until such a break.
 */
export async function tableRefusal(
  db: Kysely<Database>,
  memberId: number,
  betCents: number,
  now: Date,
  /** The member's exclusion when the caller read it already (the seamless debit reads it with the session): undefined reads it here. */
  known: { exclusion?: { kind: ExclusionKind; until: string } | null } = {},
): Promise<TableRefusal | null> {
  const at = now.toISOString();
  const ex = known.exclusion !== undefined ? known.exclusion : await activeExclusion(db, memberId, now);
  if (ex && ex.until > at) return { reason: 'excluded', kind: ex.kind, until: ex.until };
  const rows = await rg.playLimits(db, memberId);
  if (!rows.length) return null;
  // Bets of this member check one after another: on PostgreSQL this takes the member's row lock
  // before reading the session and the losses, so two bets at once cannot both pass on the same figures.
  await members.lockRow(db, memberId);
  const limit = (kind: PlayLimitKind) => {
    const r = rows.find((x) => x.kind === kind);
    return r ? limitAt({ amount_cents: r.amount, pending_amount_cents: r.pending_amount, pending_from: r.pending_from }, now).amountCents : null;
  };
  const sessionMinutes = limit('session');
  if (sessionMinutes !== null) {
    const activity = sessionAt(await rg.playActivity(db, memberId), now);
    if (activity && now.getTime() - new Date(activity.started_at).getTime() >= sessionMinutes * 60_000) {
      return { reason: 'sessionLimit', limitMinutes: sessionMinutes, startedAt: activity.started_at, until: new Date(new Date(activity.last_at).getTime() + PLAY_SESSION_BREAK_MS).toISOString() };
    }
  }
  const losses = LOSS_LIMIT_PERIODS.map((p) => ({ period: p, limitCents: limit(LOSS_KIND[p]), from: new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[p]).toISOString() })).filter((l) => l.limitCents !== null);
  if (!losses.length) return null;
  const earliest = losses.reduce((m, l) => (l.from < m ? l.from : m), at);
  // One pass over the widest window: each period's net loss is the sum over its own part of it.
  const nets = await rg.netLossesSince(db, memberId, losses.map((l) => l.from), earliest);
  for (const [i, l] of losses.entries()) {
    const net = nets[i]!;
    if (net + betCents > l.limitCents!) return { reason: 'lossLimit', period: l.period, limitCents: l.limitCents!, remainingCents: Math.max(0, l.limitCents! - net) };
  }
  return null;
}

/** Counts a real-money bet at `now` in the member's playing session (a new one after a break). */
export async function notePlay(db: Kysely<Database>, memberId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  const breakFrom = new Date(now.getTime() - PLAY_SESSION_BREAK_MS).toISOString();
  await rg.notePlay(db, memberId, at, breakFrom);
}

/**
 * The reality check: the member's current playing session (null when the
 * last real-money bet is a break ago), how long it has lasted and its net
 * result (wins − bets, cents) over every game, with the session-time limit
 * and when it ends.
 */
export async function realityCheck(db: Kysely<Database>, memberId: number, now = new Date()) {
  const activity = sessionAt(await rg.playActivity(db, memberId), now);
  const { session } = await getPlayLimits(db, memberId, now);
  if (!activity) return { playing: false as const, sessionLimitMinutes: session.amountCents };
  const sums = await rg.playSince(db, memberId, activity.started_at);
  const startedMs = new Date(activity.started_at).getTime();
  return {
    playing: true as const,
    startedAt: activity.started_at,
    lastBetAt: activity.last_at,
    minutes: Math.max(0, Math.floor((now.getTime() - startedMs) / 60_000)),
    rounds: sums.rounds,
    betCents: sums.betCents,
    winCents: sums.winCents,
    netCents: sums.winCents - sums.betCents,
    sessionLimitMinutes: session.amountCents,
    sessionEndsAt: session.amountCents === null ? null : new Date(startedMs + session.amountCents * 60_000).toISOString(),
  };
}
