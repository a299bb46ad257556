/** Promotions (an announcement of type PR plus its application rules): the SQL of the player's side. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export function findById(db: Db, id: number) {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The status and application limits of each of `ids` (ids with no promotion are left out). */
export function limitsOf(db: Db, ids: readonly number[]) {
  return db.selectFrom('promotions').select(['id', 'status', 'apply_limit', 'apply_while_pending']).where('id', 'in', ids).execute();
}
