/** Seeded and uploaded artwork served under /media. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export function findById(db: Kysely<Database>, id: string) {
  return db.selectFrom('media').select(['content_type', 'body']).where('id', '=', id).executeTakeFirst();
}
