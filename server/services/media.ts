/** Seeded and uploaded artwork served under /media. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { notFound } from '../lib/errors';
import * as media from '../repositories/media';

/** One picture's bytes and stored content type; 404 when there is none. */
export async function mediaById(db: Kysely<Database>, id: string) {
  const row = await media.findById(db, id);
  if (!row) throw notFound('media');
  return row;
}
