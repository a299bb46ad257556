/** Responsible gaming's rows: deposit and play limits, time-outs and self-exclusions, playing sessions, and the losses they are checked on. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Row<T extends keyof Database> = Database[T];

type Db = Kysely<Database>;

export function depositLimits(db: Db, memberId: number) {
  return db.selectFrom('deposit_limits').selectAll().where('member_id', '=', memberId).execute();
}

export async function reminderMinutes(db: Db, memberId: number): Promise<number> {
  return Number((await db.selectFrom('responsible_gaming').select('reminder_minutes').where('member_id', '=', memberId).executeTakeFirst())?.reminder_minutes ?? 0);
}

type LimitValues = { amount_cents: number | null; pending_amount_cents: number | null; pending_from: string | null; updated_at: string };

export async function upsertDepositLimit(db: Db, memberId: number, period: Row<'deposit_limits'>['period'], values: LimitValues): Promise<void> {
  await db
    .insertInto('deposit_limits')
    .values({ member_id: memberId, period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'period']).doUpdateSet(values))
    .execute();
}

export async function upsertReminder(db: Db, memberId: number, minutes: number, at: string): Promise<void> {
  await db
    .insertInto('responsible_gaming')
    .values({ member_id: memberId, reminder_minutes: minutes, exclusion_kind: null, exclusion_period: null, excluded_at: null, excluded_until: null, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reminder_minutes: minutes, updated_at: at }))
    .execute();
}

/** The member's responsible-gaming row (reminder and exclusion), if any. */
export function findRow(db: Db, memberId: number) {
  return db.selectFrom('responsible_gaming').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export async function upsertExclusion(db: Db, memberId: number, values: { exclusion_kind: 'timeout' | 'selfExclusion'; exclusion_period: string; excluded_at: string; excluded_until: string; updated_at: string }): Promise<void> {
  await db
    .insertInto('responsible_gaming')
    .values({ member_id: memberId, reminder_minutes: 0, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

/**
 * Time-outs and self-exclusions with their member's account, latest first: running at `at`, or
 * self-exclusions whose period ended (`ended`), or both; `account` narrows to that member.
 */
export function exclusions(db: Db, o: { state: 'running' | 'ended' | 'all'; account?: string; limit: number }, at: string) {
  let q = db
    .selectFrom('responsible_gaming as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.member_id', 'm.account', 'r.exclusion_kind', 'r.exclusion_period', 'r.excluded_at', 'r.excluded_until'])
    .where('r.excluded_until', 'is not', null);
  if (o.state === 'running') q = q.where('r.excluded_until', '>', at);
  else q = q.where((eb) => eb.or([eb('r.excluded_until', '>', at), eb('r.exclusion_kind', '=', 'selfExclusion')]));
  if (o.state === 'ended') q = q.where('r.excluded_until', '<=', at);
  if (o.account) q = q.where('m.account', '=', o.account);
  return q.orderBy('r.excluded_at', 'desc').limit(o.limit).execute();
}

/** Clears the member's exclusion while it is still the one that ends at `excludedUntil`; false when it changed meanwhile. */
export async function clearExclusion(db: Db, memberId: number, excludedUntil: string, at: string): Promise<boolean> {
  const done = await db
    .updateTable('responsible_gaming')
    .set({ exclusion_kind: null, exclusion_period: null, excluded_at: null, excluded_until: null, updated_at: at })
    .where('member_id', '=', memberId)
    .where('excluded_until', '=', excludedUntil)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export function playLimits(db: Db, memberId: number) {
  return db.selectFrom('play_limits').selectAll().where('member_id', '=', memberId).execute();
}

export async function upsertPlayLimit(db: Db, memberId: number, kind: Row<'play_limits'>['kind'], values: { amount: number | null; pending_amount: number | null; pending_from: string | null; updated_at: string }): Promise<void> {
  await db
    .insertInto('play_limits')
    .values({ member_id: memberId, kind, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind']).doUpdateSet(values))
    .execute();
}

/** The member's stored playing session (first and last real-money bet), if any. */
export function playActivity(db: Db, memberId: number) {
  return db.selectFrom('play_activity').select(['started_at', 'last_at']).where('member_id', '=', memberId).executeTakeFirst();
}

/**
 * Counts a real-money bet at `at` in the member's playing session: a new session when the last bet
 * was at or before `breakFrom`, and the last bet moved forward only.
 */
export async function notePlay(db: Db, memberId: number, at: string, breakFrom: string): Promise<void> {
  await db
    .insertInto('play_activity')
    .values({ member_id: memberId, started_at: at, last_at: at })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        started_at: sql`case when play_activity.last_at <= ${breakFrom} then ${at} else play_activity.started_at end`,
        last_at: sql`case when play_activity.last_at < ${at} then ${at} else play_activity.last_at end`,
      }),
    )
    .execute();
}

/**
 * The member's net loss (bets − wins, cents) in real-money rounds not rolled back since each of
 * `froms`, in one pass over the widest window (from `earliest`); in the order of `froms`.
 */
export async function netLossesSince(db: Db, memberId: number, froms: string[], earliest: string): Promise<number[]> {
  const sums = await db
    .selectFrom('game_rounds')
    .select((eb) => froms.map((from, i) => eb.fn.coalesce(eb.fn.sum(sql<number>`case when created_at >= ${from} then bet_cents - win_cents else 0 end`), sql<number>`0`).as(`n${i}`)))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', earliest)
    .where('mode', '=', 'real')
    .where('status', '!=', 'rolledback')
    .executeTakeFirst();
  return froms.map((_, i) => Number((sums as Record<string, unknown> | undefined)?.[`n${i}`] ?? 0));
}

/** How many real-money rounds (not rolled back) the member played since `since`, and their bets and wins (cents). */
export async function playSince(db: Db, memberId: number, since: string): Promise<{ rounds: number; betCents: number; winCents: number }> {
  const sums = await db
    .selectFrom('game_rounds')
    .select((eb) => [eb.fn.countAll<number>().as('rounds'), eb.fn.coalesce(eb.fn.sum<number>('bet_cents'), sql<number>`0`).as('bet'), eb.fn.coalesce(eb.fn.sum<number>('win_cents'), sql<number>`0`).as('win')])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .where('mode', '=', 'real')
    .where('status', '!=', 'rolledback')
    .executeTakeFirstOrThrow();
  return { rounds: Number(sums.rounds), betCents: Number(sums.bet), winCents: Number(sums.win) };
}
