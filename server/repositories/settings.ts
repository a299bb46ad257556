/** Settings: one JSON value per key. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The stored JSON text of `key`, if it was ever saved. */
export async function valueOf(db: Db, key: string): Promise<string | undefined> {
  return (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

/** The row of `key` (its value and when it was saved), if it was ever saved. */
export function findRow(db: Db, key: string) {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Saves `key`'s JSON text, inserted or replaced. */
export async function upsert(db: Db, key: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}
