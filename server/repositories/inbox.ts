/** The member inbox: all SQL for inbox messages lives here. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

export async function countUnread(db: Db, memberId: number): Promise<number> {
  const [{ n }] = (await db.selectFrom('inbox').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).where('read', '=', 0).execute()) as [{ n: number }];
  return Number(n);
}

/** Sends a member a message, unread. */
export async function insertMessage(db: Db, memberId: number, title: string, content: string, at: string): Promise<void> {
  await db.insertInto('inbox').values({ member_id: memberId, title, content, read: 0, created_at: at }).execute();
}

/** One page of a member's messages, newest first, with the totals of all of them. */
export async function inboxPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const base = db.selectFrom('inbox').where('member_id', '=', memberId);
  const [{ n, unread }] = (await base
    .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(case when ${sql.ref('read')} = 0 then 1 else 0 end), 0)`.as('unread')])
    .execute()) as [{ n: number; unread: number }];
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  return { total: Number(n), unread: Number(unread), rows };
}

/** Marks one of the member's messages read; false when the member has no such message. */
export async function markRead(db: Db, memberId: number, id: number): Promise<boolean> {
  const res = await db.updateTable('inbox').set({ read: 1 }).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
