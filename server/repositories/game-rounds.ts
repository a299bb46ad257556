/** Game rounds (studio and vendors'): how each was played, paid and closed. */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../db/types';
import type { GameRoundsTable } from '../db/tables/play';

type Db = Kysely<Database>;

export async function insert(db: Db, row: Insertable<GameRoundsTable>): Promise<void> {
  await db.insertInto('game_rounds').values(row).execute();
}

/** A round of the member's, with its game's code and name (the verify view). */
export function findOfMember(db: Db, memberId: number, roundRef: string) {
  return db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', 'g.node_id', 'r.node_id')
    .selectAll('r')
    .select(['g.game_code', 'g.display_name'])
    .where('r.round_ref', '=', roundRef)
    .where('r.member_id', '=', memberId)
    .executeTakeFirst();
}

/** A round of the member's in one game of one vendor. */
export function findInGame(db: Db, k: { vassalage: string; roundRef: string; memberId: number; nodeId: string }) {
  return db.selectFrom('game_rounds').selectAll().where('vassalage', '=', k.vassalage).where('round_ref', '=', k.roundRef).where('member_id', '=', k.memberId).where('node_id', '=', k.nodeId).executeTakeFirst();
}

/** Closes a round while it is open; false when it was closed meanwhile. */
export async function closeIfOpen(db: Db, id: number, set: Updateable<GameRoundsTable>): Promise<boolean> {
  const res = await db.updateTable('game_rounds').set(set).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function setBalanceAfter(db: Db, id: number, cents: number): Promise<void> {
  await db.updateTable('game_rounds').set({ balance_after_cents: cents }).where('id', '=', id).execute();
}

/** Real-money rounds open since before `cutoff`, after `afterId` in id order (at most `limit`), with their vendor's kind. */
export function openRealRounds(db: Db, cutoff: string, afterId: number, limit: number) {
  return db
    .selectFrom('game_rounds as r')
    .leftJoin('game_vendor_integrations as i', 'i.vassalage', 'r.vassalage')
    .select(['r.id', 'r.vassalage', 'r.round_ref', 'r.member_id', 'r.node_id', 'r.outcome', 'i.kind'])
    .where('r.status', '=', 'open')
    .where('r.mode', '=', 'real')
    .where('r.created_at', '<', cutoff)
    .where('r.id', '>', afterId)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Free-play rounds open since before `cutoff` (at most `limit`). */
export function openFreeRounds(db: Db, cutoff: string, limit: number) {
  return db.selectFrom('game_rounds').select(['id', 'member_id', 'node_id', 'outcome']).where('status', '=', 'open').where('mode', '=', 'free').where('created_at', '<', cutoff).limit(limit).execute();
}

/** A vendor's round by its reference. */
export function findByRef(db: Db, vendor: string, roundRef: string) {
  return db.selectFrom('game_rounds').selectAll().where('vassalage', '=', vendor).where('round_ref', '=', roundRef).executeTakeFirst();
}

export async function statusById(db: Db, id: number) {
  return (await db.selectFrom('game_rounds').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

/**
 * A debit's round: the first debit opens it (`round`); a later one adds `cents` to its bet while
 * it is open and the member's. Answers its id, or undefined when it is closed or another member's.
 */
export async function openOrAddDebit(db: Db, round: Insertable<GameRoundsTable>, cents: number, balanceAfter: number): Promise<number | undefined> {
  const opened = await db
    .insertInto('game_rounds')
    .values(round)
    .onConflict((oc) =>
      oc
        .columns(['vassalage', 'round_ref'])
        .doUpdateSet({ bet_cents: sql`game_rounds.bet_cents + ${cents}`, balance_after_cents: balanceAfter })
        .where('game_rounds.status', '=', 'open')
        .where('game_rounds.member_id', '=', round.member_id),
    )
    .returning('id')
    .executeTakeFirst();
  return opened?.id;
}

/** A vendor's round as a credit reads it, with its game's name and type. */
export function findForCredit(db: Db, vendor: string, roundRef: string) {
  return db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', 'g.node_id', 'r.node_id')
    .select(['r.id', 'r.member_id', 'r.node_id', 'r.status', 'r.bet_cents', 'r.created_at', 'g.display_name', 'g.game_type'])
    .where('r.vassalage', '=', vendor)
    .where('r.round_ref', '=', roundRef)
    .executeTakeFirst();
}

/** Closes an open round; answers its bet as it was closed (cents), or undefined when it was closed meanwhile. */
export async function closeOpenReturningBet(db: Db, id: number, set: Updateable<GameRoundsTable>): Promise<number | undefined> {
  const closed = await db.updateTable('game_rounds').set(set).where('id', '=', id).where('status', '=', 'open').returning('bet_cents').executeTakeFirst();
  return closed && Number(closed.bet_cents);
}

/** Takes an undone debit's `cents` off the round's bet; answers the bet left (cents). */
export async function takeBackDebit(db: Db, id: number, cents: number, balanceAfter: number): Promise<number> {
  const left = await db.updateTable('game_rounds').set({ bet_cents: sql`bet_cents - ${cents}`, balance_after_cents: balanceAfter }).where('id', '=', id).returning('bet_cents').executeTakeFirstOrThrow();
  return Number(left.bet_cents);
}
