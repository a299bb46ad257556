/** The point mall: its items, their stock, and members' redemptions. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The items on offer, in their order. */
export function enabledItems(db: Db) {
  return db.selectFrom('mall_items').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('id').execute();
}

export function findEnabled(db: Db, id: number) {
  return db.selectFrom('mall_items').selectAll().where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
}

/** Takes one unit of stock; false when none is left. */
export async function takeOne(db: Db, id: number): Promise<boolean> {
  const res = await db.updateTable('mall_items').set({ stock: sql`stock - 1` }).where('id', '=', id).where('stock', '>', 0).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertRedemption(db: Db, row: Insertable<Database['mall_redemptions']>): Promise<void> {
  await db.insertInto('mall_redemptions').values(row).execute();
}

/** The member's latest redemptions (at most `limit`), newest first. */
export function recentRedemptions(db: Db, memberId: number, limit: number) {
  return db.selectFrom('mall_redemptions').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(limit).execute();
}
