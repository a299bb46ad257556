/** Download links and channel resources (app stores, social channels): the SQL behind the menus' links. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Every resource, downloads and channels alike, in the operator's order. */
export function listAll(db: Kysely<Database>) {
  return db.selectFrom('resources').selectAll().orderBy('sort').execute();
}
