/** Member-owned rows the member area writes and the agent's team figures: the SQL behind them. */
import { sql, type Kysely } from 'kysely';
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
