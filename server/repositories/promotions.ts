/** Promotions (an announcement of type PR plus its application rules): the SQL of the player's side and the console's. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export function findById(db: Db, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The status and application limits of each of `ids` (ids with no promotion are left out). */
export function limitsOf(db: Db, ids: readonly number[]) {
  return db.selectFrom('promotions').select(['id', 'status', 'apply_limit', 'apply_while_pending']).where('id', 'in', ids).execute();
}

export async function insert(db: Db, row: Insertable<Database['promotions']>): Promise<void> {
  await db.insertInto('promotions').values(row).execute();
}

export async function setStatus(db: Db, id: number, status: Database['promotions']['status']): Promise<void> {
  await db.updateTable('promotions').set({ status }).where('id', '=', id).execute();
}

export function update(db: Db, id: number, set: Updateable<Database['promotions']>) {
  return db.updateTable('promotions').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function findMany(db: Db, ids: number[]) {
  return db.selectFrom('promotions').selectAll().where('id', 'in', ids).execute();
}
