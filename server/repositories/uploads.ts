/**
 * Members' uploaded pictures (reward applications, ID pictures): the SQL of the uploads table, whose
 * records the file store's bytes belong to. The member stores and reads their own; the console reads
 * any, and those of the applications it reviews.
 */
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

/** Any member's upload (the console's view). */
export function findUpload(db: Db, id: string) {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pictures attached to any of `applicationIds`, oldest first. */
export function uploadsOfApplications(db: Db, applicationIds: number[]) {
  return db.selectFrom('uploads').selectAll().where('application_id', 'in', applicationIds).orderBy('created_at').orderBy('id').execute();
}
