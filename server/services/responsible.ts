/**
 * Responsible gaming, beyond the spec: what regulators ask
 * of operators today.
 *
 * - Deposit limits per day, week and month (rolling windows). A lower or a
 *   new limit applies at once; a higher one, or removing one, waits 24 h in
 *   `pending_*` (a cooling-off period) and then applies by itself.
 * - A reminder interval for the session-time reminder the client shows.
 * - A time-out (24 h, 7 days, 30 days) or self-exclusion (6 months, 1 or 5
 *   years): every session and remember token is revoked, and every sign-in
 *   path refuses the member until it ends (`auth.selfExcluded`). A time-out
 *   then ends by itself; a self-exclusion does not: as regulators ask, the
 *   account stays closed (`auth.selfExclusionEnded`) until the member asks to
 *   come back and an admin lifts it in the console (`liftExclusion`, audited),
 *   which is refused while the period runs.
 *
 * There is no deposit flow yet: it must call `remainingDeposit` before taking
 * a deposit and refuse one above what it answers.
 */
import type { Kysely } from 'kysely';
import { DEPOSIT_LIMIT_INCREASE_DELAY_MS, DEPOSIT_LIMIT_PERIODS, DEPOSIT_LIMIT_WINDOW_MS } from '../../src/lib/constants';
import { exclusionEnd, type ExclusionKind, type ExclusionPeriod } from '../../src/lib/responsible';
import type { Database } from '../db/types';
import { AppError } from '../lib/errors';
import * as rg from '../repositories/responsible';
import { revokeAllSessions } from './sessions';

export type LimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];
export type { ExclusionKind, ExclusionPeriod };
export { exclusionEnd, periodFits } from '../../src/lib/responsible';

/** One limit as it stands: the amount in force (null: none) and a change waiting for its time. */
export interface LimitState {
  amountCents: number | null;
  pending: { amountCents: number | null; from: string } | null;
}

const NO_LIMIT: LimitState = { amountCents: null, pending: null };
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A stored limit as it stands at `now`: a pending change whose time has come is in force. */
export function limitAt(row: { amount_cents: unknown; pending_amount_cents: unknown; pending_from: string | null } | undefined, now: Date): LimitState {
  if (!row) return NO_LIMIT;
  const amountCents = num(row.amount_cents);
  if (!row.pending_from) return { amountCents, pending: null };
  const pendingCents = num(row.pending_amount_cents);
  if (new Date(row.pending_from) <= now) return { amountCents: pendingCents, pending: null };
  return { amountCents, pending: { amountCents: pendingCents, from: row.pending_from } };
}

/**
 * The rule of a change: a new limit or a lower one applies at once; a higher
 * one or a removal waits DEPOSIT_LIMIT_INCREASE_DELAY_MS (a change asked again
 * keeps its original time, so asking twice does not restart the wait); asking
 * for the limit in force cancels what was pending.
 */
export function changeLimit(current: LimitState, nextCents: number | null, now: Date): LimitState {
  const cur = current.amountCents;
  if (nextCents === cur) return { amountCents: cur, pending: null };
  if (cur === null || (nextCents !== null && nextCents < cur)) return { amountCents: nextCents, pending: null };
  if (current.pending && current.pending.amountCents === nextCents) return current;
  return { amountCents: cur, pending: { amountCents: nextCents, from: new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS).toISOString() } };
}

export interface ResponsibleSettings {
  limits: Record<LimitPeriod, LimitState>;
  reminderMinutes: number;
}

export async function getResponsible(db: Kysely<Database>, memberId: number, now = new Date()): Promise<ResponsibleSettings> {
  const rows = await rg.depositLimits(db, memberId);
  const reminderMinutes = await rg.reminderMinutes(db, memberId);
  const limits = Object.fromEntries(DEPOSIT_LIMIT_PERIODS.map((p) => [p, limitAt(rows.find((r) => r.period === p), now)])) as Record<LimitPeriod, LimitState>;
  return { limits, reminderMinutes };
}

/** Applies the asked changes (cents; null removes) by the rule of `changeLimit`, and the reminder interval. */
export async function setResponsible(
  db: Kysely<Database>,
  memberId: number,
  changes: { limits?: Partial<Record<LimitPeriod, number | null>>; reminderMinutes?: number },
  now = new Date(),
): Promise<ResponsibleSettings> {
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const { limits } = await getResponsible(trx, memberId, now);
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const next = changes.limits?.[period];
      if (next === undefined) continue;
      const s = changeLimit(limits[period], next, now);
      const values = { amount_cents: s.amountCents, pending_amount_cents: s.pending?.amountCents ?? null, pending_from: s.pending?.from ?? null, updated_at: at };
      await rg.upsertDepositLimit(trx, memberId, period, values);
    }
    if (changes.reminderMinutes !== undefined) {
      await rg.upsertReminder(trx, memberId, changes.reminderMinutes, at);
    }
  });
  return getResponsible(db, memberId, now);
}

export interface RemainingDeposit {
  /** The most the member may deposit now, in cents; null when no limit is set. */
  remainingCents: number | null;
  /** The period whose limit leaves the least, or null. */
  limitedBy: LimitPeriod | null;
  periods: Record<LimitPeriod, { limitCents: number | null; depositedCents: number; remainingCents: number | null }>;
}

/**
 * What a member may still deposit at `now` under their limits in force: for
 * each limit, the limit minus what they deposited over its rolling window
 * (DEPOSIT_LIMIT_WINDOW_MS), never below 0; the least of them wins.
 * `depositedSince(from)` answers the cents the member deposited at or after
 * `from` — the deposit flow, which owns the deposits, supplies it.
 */
export async function remainingDeposit(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
  depositedSince: (from: Date) => Promise<number>,
): Promise<RemainingDeposit> {
  const { limits } = await getResponsible(db, memberId, now);
  const periods = {} as RemainingDeposit['periods'];
  let remainingCents: number | null = null;
  let limitedBy: LimitPeriod | null = null;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const limitCents = limits[period].amountCents;
    if (limitCents === null) {
      periods[period] = { limitCents: null, depositedCents: 0, remainingCents: null };
      continue;
    }
    const depositedCents = await depositedSince(new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period]));
    const left = Math.max(0, limitCents - depositedCents);
    periods[period] = { limitCents, depositedCents, remainingCents: left };
    if (remainingCents === null || left < remainingCents) {
      remainingCents = left;
      limitedBy = period;
    }
  }
  return { remainingCents, limitedBy, periods };
}

/**
 * Records a time-out or self-exclusion and revokes every session and remember
 * token of the member. An exclusion already running longer is kept: a member
 * can never shorten one.
 */
export async function exclude(db: Kysely<Database>, memberId: number, kind: ExclusionKind, period: ExclusionPeriod, now = new Date()) {
  const until = exclusionEnd(period, now).toISOString();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await rg.findRow(trx, memberId);
    if (current?.excluded_until && current.excluded_until > until) return;
    const values = { exclusion_kind: kind, exclusion_period: period, excluded_at: at, excluded_until: until, updated_at: at };
    await rg.upsertExclusion(trx, memberId, values);
    await revokeAllSessions(trx, memberId);
  });
  const row = (await rg.findRow(db, memberId))!;
  return { kind: row.exclusion_kind as ExclusionKind, period: row.exclusion_period as ExclusionPeriod, until: row.excluded_until! };
}

/**
 * What keeps the member out at `now`: a running time-out or self-exclusion, or a self-exclusion
 * whose period has ended but that no admin has lifted (`ended`); null when nothing does.
 */
async function exclusionOf(db: Kysely<Database>, memberId: number, now = new Date()) {
  const row = await rg.findRow(db, memberId);
  if (!row?.excluded_until) return null;
  const kind = row.exclusion_kind as ExclusionKind;
  const ended = row.excluded_until <= now.toISOString();
  if (ended && kind !== 'selfExclusion') return null;
  return { kind, until: row.excluded_until, ended };
}

/** The member's time-out or self-exclusion running at `now`, or null. */
export async function activeExclusion(db: Kysely<Database>, memberId: number, now = new Date()) {
  const ex = await exclusionOf(db, memberId, now);
  return ex && !ex.ended ? { kind: ex.kind, until: ex.until } : null;
}

/** The refusal for a member kept out at `now` (every sign-in path and every use of a session), or null. */
export async function exclusionRefusal(db: Kysely<Database>, memberId: number, now = new Date()): Promise<AppError | null> {
  const ex = await exclusionOf(db, memberId, now);
  if (!ex) return null;
  const value = { kind: ex.kind, until: ex.until };
  return ex.ended
    ? new AppError(403, 'auth.selfExclusionEnded', 'Your self-exclusion has ended; customer service can reopen the account', value)
    : new AppError(403, 'auth.selfExcluded', `You cannot sign in until ${ex.until}`, value);
}

/** Every sign-in path and every use of a session calls this: a member in a time-out or self-exclusion is refused until it ends (a self-exclusion until it is lifted). */
export async function assertNotExcluded(db: Kysely<Database>, memberId: number, now = new Date()): Promise<void> {
  const refusal = await exclusionRefusal(db, memberId, now);
  if (refusal) throw refusal;
}

export interface ExclusionEntry {
  memberId: number;
  account: string;
  kind: ExclusionKind;
  period: ExclusionPeriod;
  excludedAt: string;
  until: string;
  /** The period is over: an admin may lift it (a self-exclusion stays until lifted). */
  ended: boolean;
}

/**
 * Time-outs and self-exclusions for the console, latest first: the running ones (`running`), the
 * self-exclusions whose period ended and wait to be lifted (`ended`), or both; `account` narrows
 * to that member.
 */
export async function listExclusions(db: Kysely<Database>, o: { state: 'running' | 'ended' | 'all'; account?: string; limit: number }, now = new Date()): Promise<ExclusionEntry[]> {
  const at = now.toISOString();
  const rows = await rg.exclusions(db, { ...o, account: o.account?.trim().toLowerCase() }, at);
  return rows.map((r) => ({
    memberId: r.member_id,
    account: r.account,
    kind: r.exclusion_kind as ExclusionKind,
    period: r.exclusion_period as ExclusionPeriod,
    excludedAt: r.excluded_at!,
    until: r.excluded_until!,
    ended: r.excluded_until! <= at,
  }));
}

/**
 * Lifts a member's ended self-exclusion (or an ended time-out's leftover), in `trx` with its audit
 * entry: refused while the period runs (`admin.exclusion.running`) or when there is nothing to
 * lift (`admin.exclusion.none`). Answers what was lifted.
 */
export async function liftExclusion(trx: Kysely<Database>, memberId: number, now = new Date()) {
  const row = await rg.findRow(trx, memberId);
  if (!row?.excluded_until) throw new AppError(404, 'admin.exclusion.none', 'This member has no time-out or self-exclusion to lift');
  if (row.excluded_until > now.toISOString()) {
    throw new AppError(409, 'admin.exclusion.running', `The period runs until ${row.excluded_until}: it can be lifted only after it ends`, { until: row.excluded_until });
  }
  // Conditional on what was read, so two admins lifting at once lift it once.
  if (!(await rg.clearExclusion(trx, memberId, row.excluded_until, now.toISOString()))) throw new AppError(404, 'admin.exclusion.none', 'This member has no time-out or self-exclusion to lift');
  return { kind: row.exclusion_kind as ExclusionKind, period: row.exclusion_period as ExclusionPeriod, excludedAt: row.excluded_at, until: row.excluded_until };
}
