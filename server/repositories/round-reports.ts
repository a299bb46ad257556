/** Game rounds as the console reads them: pages of rounds with their member and game, and the sums behind the RTP report. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { GameRoundsTable } from '../db/tables/play';

type Db = Kysely<Database>;

export interface RoundFilter {
  gameId?: string;
  roundId?: string;
  status?: GameRoundsTable['status'];
  mode?: GameRoundsTable['mode'];
  memberId?: number;
  memberAccount?: string;
}

/** One page of the rounds matching `f`, newest first, with how many match in all. */
export async function roundsPage(db: Db, f: RoundFilter, pageNo: number, pageSize: number) {
  let q = db.selectFrom('game_rounds as r').innerJoin('members as m', 'm.id', 'r.member_id').leftJoin('games as g', 'g.node_id', 'r.node_id');
  if (f.gameId) q = q.where('r.node_id', '=', f.gameId);
  if (f.roundId) q = q.where('r.round_ref', '=', f.roundId);
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.mode) q = q.where('r.mode', '=', f.mode);
  if (f.memberId !== undefined) q = q.where('r.member_id', '=', f.memberId);
  else if (f.memberAccount !== undefined) q = q.where('m.account', '=', f.memberAccount);
  const [{ n }] = (await q.select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number | string }];
  const rows = await q
    .select(['r.id', 'r.vassalage', 'r.round_ref', 'r.member_id', 'm.account', 'r.node_id', 'g.display_name', 'r.mode', 'r.status', 'r.bet_cents', 'r.win_cents', 'r.balance_after_cents', 'r.server_seed_hash', 'r.client_seed', 'r.nonce', 'r.revealed_seed', 'r.created_at', 'r.settled_at'])
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  return { total: Number(n), rows };
}

/**
 * Settled real-money rounds created in [`from`, `toExclusive`) per game and UTC day (of one game when
 * given): rounds, stakes and wins in cents, with the game's name and code and its vendor's kind.
 */
export function settledRealByGameAndDay(db: Db, q: { from: string; toExclusive: string; gameId?: string }) {
  const day = sql<string>`substr(r.created_at, 1, 10)`;
  let query = db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', 'g.node_id', 'r.node_id')
    .leftJoin('game_vendor_integrations as i', 'i.vassalage', 'r.vassalage')
    .select((eb) => [
      'r.node_id',
      'r.vassalage',
      eb.fn.max('g.display_name').as('name'),
      eb.fn.max('g.game_code').as('code'),
      eb.fn.max('i.kind').as('vendor_kind'),
      day.as('day'),
      eb.fn.countAll<number>().as('rounds'),
      eb.fn.sum<number>('r.bet_cents').as('bet'),
      eb.fn.sum<number>('r.win_cents').as('win'),
    ])
    .where('r.status', '=', 'settled')
    .where('r.mode', '=', 'real')
    .where('r.created_at', '>=', q.from)
    .where('r.created_at', '<', q.toExclusive)
    .groupBy(['r.node_id', 'r.vassalage', day])
    .orderBy('r.node_id')
    .orderBy(day);
  if (q.gameId) query = query.where('r.node_id', '=', q.gameId);
  return query.execute();
}
