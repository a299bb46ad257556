/** Member-owned rows the member area writes and the agent's team figures: the SQL behind them. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export async function updateAvatar(db: Db, memberId: number, avatarUrl: string): Promise<void> {
  await db.updateTable('members').set({ avatar_url: avatarUrl }).where('id', '=', memberId).execute();
}

export async function insertFeedback(db: Db, memberId: number, content: string, at: string): Promise<void> {
  await db.insertInto('feedback').values({ member_id: memberId, content, created_at: at }).execute();
}

export function findById(db: Db, memberId: number) {
  return db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirst();
}

/** Whether the member has a password they chose (0: registered by mobile without one). */
export async function setPasswordSet(db: Db, memberId: number, set: 0 | 1): Promise<void> {
  await db.updateTable('members').set({ password_set: set }).where('id', '=', memberId).execute();
}

/**
 * Takes the member's row lock until the transaction ends (a no-op UPDATE), so that transactions of
 * one member run one after another on PostgreSQL (SQLite runs one at a time anyway).
 */
export async function lockRow(trx: Db, memberId: number): Promise<void> {
  await trx.updateTable('members').set((eb) => ({ balance_cents: eb.ref('balance_cents') })).where('id', '=', memberId).execute();
}

/** The members who signed up with `account` as referrer: how many, their balances (cents), and how many since `since`. */
export async function downlineTotals(db: Db, account: string, since: string): Promise<{ members: number; balanceCents: number; fresh: number }> {
  const [row] = (await db
    .selectFrom('members')
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      sql<number>`coalesce(sum(balance_cents), 0)`.as('balance'),
      sql<number>`coalesce(sum(case when created_at >= ${since} then 1 else 0 end), 0)`.as('fresh'),
    ])
    .where('recommender_id', '=', account)
    .execute()) as [{ members: number; balance: number; fresh: number }];
  return { members: Number(row.members), balanceCents: Number(row.balance), fresh: Number(row.fresh) };
}

/** The play of `account`'s downline since `since`, cancelled bets left out: distinct players, bets and wins (cents). */
export async function downlinePlay(db: Db, account: string, since: string): Promise<{ active: number; betCents: number; winCents: number }> {
  const [play] = (await db
    .selectFrom('game_records as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      sql<number>`count(distinct r.member_id)`.as('active'),
      sql<number>`coalesce(sum(r.bet_cents), 0)`.as('bets'),
      sql<number>`coalesce(sum(r.win_cents), 0)`.as('wins'),
    ])
    .where('m.recommender_id', '=', account)
    .where('r.bet_at', '>=', since)
    .where('r.status', '!=', 'cancelled')
    .execute()) as [{ active: number; bets: number; wins: number }];
  return { active: Number(play.active), betCents: Number(play.bets), winCents: Number(play.wins) };
}

/** The member's first enabled invitation code, if any. */
export async function findInvitationCode(db: Db, memberId: number): Promise<string | undefined> {
  return (await db.selectFrom('affiliates').select('code').where('member_id', '=', memberId).where('enabled', '=', 1).orderBy('code').executeTakeFirst())?.code;
}

/** Stores an invitation code valid on every domain; throws the driver's unique violation when the code is taken. */
export async function insertInvitationCode(db: Db, memberId: number, code: string): Promise<void> {
  await db.insertInto('affiliates').values({ code, member_id: memberId, domain: '*', enabled: 1 }).execute();
}

/**
 * Moves the member's balance and points by signed amounts in one conditional UPDATE, refusing (null)
 * when either would go below zero; answers the balance and points after.
 */
export async function moveBalance(db: Db, memberId: number, cents: number, points = 0): Promise<{ balanceCents: number; points: number } | null> {
  const row = await db
    .updateTable('members')
    .set({ balance_cents: sql`balance_cents + ${cents}`, points: sql`points + ${points}` })
    .where('id', '=', memberId)
    .where(sql<boolean>`balance_cents + ${cents} >= 0`)
    .where(sql<boolean>`points + ${points} >= 0`)
    .returning(['balance_cents', 'points'])
    .executeTakeFirst();
  return row ? { balanceCents: Number(row.balance_cents), points: Number(row.points) } : null;
}

export function findByAccount(db: Db, account: string) {
  return db.selectFrom('members').selectAll().where('account', '=', account).executeTakeFirst();
}

export function findByMobile(db: Db, dialingCode: string, mobile: string) {
  return db.selectFrom('members').selectAll().where('dialing_code', '=', dialingCode).where('mobile', '=', mobile).executeTakeFirst();
}

/** Stores a new member; throws the driver's unique violation when the account or mobile is taken. */
export function insert(db: Db, row: Insertable<Database['members']>) {
  return db.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updatePassword(db: Db, memberId: number, passwordHash: string, at: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: passwordHash, password_changed_at: at }).where('id', '=', memberId).execute();
}

/** The member's status ('active' or not), undefined for no such member. */
export async function statusOf(db: Db, memberId: number) {
  return (await db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirst())?.status;
}

/** The member's balance in cents. */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  return Number((await db.selectFrom('members').select('balance_cents').where('id', '=', memberId).executeTakeFirstOrThrow()).balance_cents);
}

/** The member's account name, as a wallet call's caller. */
export function accountOf(db: Db, memberId: number) {
  return db.selectFrom('members').select(['id as member_id', 'account']).where('id', '=', memberId).executeTakeFirst();
}
