/** Messages queued for delivery (mail, SMS): the SQL of the outbox. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';

export async function insertMessage(db: Kysely<Database>, message: Insertable<Database['outbox']>): Promise<void> {
  await db.insertInto('outbox').values(message).execute();
}
