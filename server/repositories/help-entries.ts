/** The help centre's entries: the SQL behind the player's help list. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Every entry in one language, in the operator's order. */
export function listByLanguage(db: Kysely<Database>, language: string) {
  return db.selectFrom('help_entries').selectAll().where('language', '=', language).orderBy('sort').execute();
}
