/** A member's bets (game_records): the betting record's SQL. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/**
 * One page of a member's bets since `since` (of one game type, when given), newest first, with the
 * period's count and totals in cents: stakes of bets not cancelled, winnings of settled ones.
 */
export async function betsPage(db: Db, q: { memberId: number; since: string; gameType?: string; pageNo: number; pageSize: number }) {
  let base = db.selectFrom('game_records').where('member_id', '=', q.memberId).where('bet_at', '>=', q.since);
  if (q.gameType) base = base.where('game_type', '=', q.gameType);
  const [sum] = (await base
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(case when status = 'cancelled' then 0 else bet_cents end), 0)`.as('bet'),
      sql<number>`coalesce(sum(case when status = 'settled' then win_cents else 0 end), 0)`.as('win'),
    ])
    .execute()) as [{ n: number; bet: number; win: number }];
  const rows = await base.selectAll().orderBy('bet_at', 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { total: Number(sum.n), betCents: Number(sum.bet), winCents: Number(sum.win), rows };
}

export async function insert(db: Db, row: Insertable<Database['game_records']>): Promise<void> {
  await db.insertInto('game_records').values(row).execute();
}
