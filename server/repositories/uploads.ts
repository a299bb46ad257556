/** Members' uploaded pictures (reward applications, ID pictures): the SQL of the uploads table. */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** How many pictures, and how many bytes, the member uploaded after `since`. */
export async function usageSince(db: Db, memberId: number, since: string): Promise<{ files: number; bytes: number }> {
  const used = await db
    .selectFrom('uploads')
    .select((eb) => [eb.fn.countAll<number | string>().as('files'), eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('bytes')])
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { files: Number(used.files), bytes: Number(used.bytes) };
}

export async function insertMany(db: Db, rows: Insertable<Database['uploads']>[]): Promise<void> {
  await db.insertInto('uploads').values(rows).execute();
}

/** One of the member's own uploads. */
export function findOwn(db: Db, memberId: number, id: string) {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
}
