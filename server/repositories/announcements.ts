/** Announcements and who has read them: the SQL behind the notice counts and the mark-read call. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/**
 * How many player notices a member can see on `today` in `language` (live: started, not ended, not
 * retired; in that language or every language), and how many of those they have read.
 */
export async function countVisibleNotices(db: Db, memberId: number, language: string, today: string): Promise<{ total: number; read: number }> {
  const shown = db
    .selectFrom('announcements as a')
    .where('a.type', '=', 'PL')
    .where('a.enabled', '=', 1)
    .where('a.retired_at', 'is', null)
    .where('a.start_date', '<=', today)
    .where((eb) => eb.or([eb('a.no_expiry', '=', 1), eb('a.end_date', 'is', null), eb('a.end_date', '>=', today)]))
    .where((eb) => eb.or([eb('a.language', 'is', null), eb('a.language', '=', language)]));
  const [{ n: total }] = (await shown.select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number }];
  const [{ n: read }] = (await shown
    .innerJoin('announcement_reads as r', 'r.announcement_id', 'a.id')
    .where('r.member_id', '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute()) as [{ n: number }];
  return { total: Number(total), read: Number(read) };
}

export async function announcementExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst());
}

/** Records a read once; reading again keeps the first time. */
export async function insertRead(db: Db, memberId: number, announcementId: number, at: string): Promise<void> {
  await db
    .insertInto('announcement_reads')
    .values({ member_id: memberId, announcement_id: announcementId, read_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
    .execute();
}
