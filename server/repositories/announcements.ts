/** Announcements and who has read them: the SQL behind the notice counts, the mark-read call and the console's content lists and edits. */
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { ContentStatus } from '../../schemas/admin-content.schema';
import type { Database } from '../db/types';
import { likePattern } from './games';
import { pageOf } from './paging';

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

/** Which of the items the player sees: all those `filter` names, in the operator's order. */
export interface ShownFilter {
  /** Items on show on this day (ISO date) … */
  today: string;
  /** … but promotions from any that start by `latestStart` and end on or after `earliestEnd`. */
  promotions?: { latestStart: string; earliestEnd: string };
  /** Items for every language or for this one (none: every item, whichever its language). */
  language?: string;
  types?: readonly AnnouncementType[];
  /** Banners only of this group (the other types whatever their group). */
  bannerGroup?: string;
  id?: number;
}

type AnnouncementType = Database['announcements']['type'];

/**
 * Switched-on items between their dates; with `promotions`, promotions reach further either side of
 * theirs (coming and recently closed ones are shown too).
 */
export function listShown(db: Db, f: ShownFilter) {
  let q = db
    .selectFrom('announcements')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => {
      const within = (start: string, end: string) => eb.and([eb('start_date', '<=', start), eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', end)])]);
      if (!f.promotions) return within(f.today, f.today);
      return eb.or([eb.and([eb('type', '=', 'PR'), within(f.promotions.latestStart, f.promotions.earliestEnd)]), eb.and([eb('type', '!=', 'PR'), within(f.today, f.today)])]);
    });
  if (f.language !== undefined) q = q.where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', f.language!)]));
  if (f.types) q = q.where('type', 'in', f.types);
  if (f.bannerGroup) q = q.where((eb) => eb.or([eb('type', '!=', 'B'), eb('group_name', '=', f.bannerGroup!)]));
  if (f.id !== undefined) q = q.where('id', '=', f.id);
  return q.orderBy('sort').orderBy('id').execute();
}

/** The ids of the announcements the member has opened. */
export async function readIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.selectFrom('announcement_reads').select('announcement_id').where('member_id', '=', memberId).execute();
  return rows.map((r) => r.announcement_id);
}

/** A switched-on, unretired announcement's dates (what decides whether its promotion takes applications). */
export function findOnDates(db: Db, id: number) {
  return db.selectFrom('announcements').select(['start_date', 'end_date', 'no_expiry']).where('id', '=', id).where('enabled', '=', 1).where('retired_at', 'is', null).executeTakeFirst();
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

type AnnouncementRow = Selectable<Database['announcements']>;

/** One announcement (of `type`, when given). */
export function findById(db: Db, id: number, type?: AnnouncementRow['type']) {
  let q = db.selectFrom('announcements').selectAll().where('id', '=', id);
  if (type) q = q.where('type', '=', type);
  return q.executeTakeFirst();
}

export function insert(db: Db, row: Insertable<Database['announcements']>) {
  return db.insertInto('announcements').values(row).returningAll().executeTakeFirstOrThrow();
}

export function update(db: Db, id: number, set: Updateable<Database['announcements']>) {
  return db.updateTable('announcements').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The console list's filters as one condition on `day` (the status is derived, so it becomes conditions on the columns). */
function matching(f: { type?: AnnouncementRow['type']; q?: string; status?: ContentStatus; language?: string; groupName?: string }, day: string) {
  return (eb: ExpressionBuilder<Database, 'announcements'>) => {
    const c: Expression<SqlBool>[] = [];
    if (f.type) c.push(eb('type', '=', f.type));
    if (f.groupName) c.push(eb('group_name', '=', f.groupName));
    // What players of that language see: items for it and items for every language.
    if (f.language) c.push(eb.or([eb('language', 'is', null), eb('language', '=', f.language)]));
    if (f.q) c.push(eb(sql<string>`lower(title)`, 'like', likePattern(f.q)));
    if (f.status === 'retired') c.push(eb('retired_at', 'is not', null));
    else if (f.status) {
      c.push(eb('retired_at', 'is', null));
      if (f.status === 'disabled') c.push(eb('enabled', '=', 0));
      else {
        c.push(eb('enabled', '=', 1));
        if (f.status === 'scheduled') c.push(eb('start_date', '>', day));
        else c.push(eb('start_date', '<=', day));
        if (f.status === 'expired') c.push(eb('no_expiry', '=', 0), eb('end_date', 'is not', null), eb('end_date', '<', day));
        if (f.status === 'live') c.push(eb.or([eb('no_expiry', '=', 1), eb('end_date', 'is', null), eb('end_date', '>=', day)]));
      }
    }
    return eb.and(c);
  };
}

/** One page of the console's list under its filters on `day`, by type, group, order and id, with how many match. */
export function consolePage(db: Db, f: Parameters<typeof matching>[0], day: string, pageNo: number, pageSize: number) {
  const q = db.selectFrom('announcements').selectAll().where(matching(f, day)).orderBy('type').orderBy('group_name').orderBy('sort').orderBy('id');
  return pageOf(q, pageNo, pageSize);
}
