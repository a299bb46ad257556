/** Rebate claims and the bets they are computed from. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The member's settled stakes (cents) per game type, of bets placed after `from` up to `until`. */
export async function settledBetsByType(db: Db, memberId: number, from: string, until: string): Promise<Map<string, number>> {
  const rows = (await db
    .selectFrom('game_records')
    .select(['game_type', sql<number>`coalesce(sum(bet_cents), 0)`.as('bets')])
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('bet_at', '>', from)
    .where('bet_at', '<=', until)
    .groupBy('game_type')
    .execute()) as { game_type: string; bets: number }[];
  return new Map(rows.map((r) => [r.game_type, Number(r.bets)]));
}

/** Where the member's next claim counts bets from. */
export function rebateCutoff(db: Db, memberId: number) {
  return db.selectFrom('members').select(['id', 'rebate_until']).where('id', '=', memberId).executeTakeFirstOrThrow();
}

/** Moves the member's cut-off from `from` to `to` by compare-and-set; false when another claim moved it first. */
export async function moveCutoff(db: Db, memberId: number, from: string, to: string): Promise<boolean> {
  const res = await db.updateTable('members').set({ rebate_until: to }).where('id', '=', memberId).where('rebate_until', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertClaim(db: Db, row: Insertable<Database['rebate_claims']>): Promise<void> {
  await db.insertInto('rebate_claims').values(row).execute();
}

/** The member's latest claims (at most `limit`), newest first. */
export function recentClaims(db: Db, memberId: number, limit: number) {
  return db.selectFrom('rebate_claims').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
}
