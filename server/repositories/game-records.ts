/** A member's bets (game_records): the betting record's SQL. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/**
 * One page of a member's bets since `since` (of one game type, when given), newest first, with the
 * period's count and totals in cents: stakes of bets not cancelled, winnings of settled ones. Each
 * bet brings its round's balance after and server-seed commitment, when it settled a round of ours.
 */
export async function betsPage(db: Db, q: { memberId: number; since: string; gameType?: string; pageNo: number; pageSize: number }) {
  let base = db.selectFrom('game_records as b').where('b.member_id', '=', q.memberId).where('b.bet_at', '>=', q.since);
  if (q.gameType) base = base.where('b.game_type', '=', q.gameType);
  const [sum] = (await base
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(case when b.status = 'cancelled' then 0 else b.bet_cents end), 0)`.as('bet'),
      sql<number>`coalesce(sum(case when b.status = 'settled' then b.win_cents else 0 end), 0)`.as('win'),
    ])
    .execute()) as [{ n: number; bet: number; win: number }];
  const rows = await base
    .leftJoin('game_rounds as r', (j) => j.onRef('r.vassalage', '=', 'b.vassalage').onRef('r.round_ref', '=', 'b.round_ref'))
    .selectAll('b')
    .select(['r.balance_after_cents', 'r.server_seed_hash'])
    .orderBy('b.bet_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { total: Number(sum.n), betCents: Number(sum.bet), winCents: Number(sum.win), rows };
}

export async function insert(db: Db, row: Insertable<Database['game_records']>): Promise<void> {
  await db.insertInto('game_records').values(row).execute();
}
