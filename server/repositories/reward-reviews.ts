/** Reward applications as the console reviews them: with their member and promotion, and their one decision. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { RewardApplicationsTable } from '../db/tables/members';
import { pageOf } from './paging';

type Db = Kysely<Database>;
type Status = RewardApplicationsTable['status'];

const applications = (db: Db) =>
  db
    .selectFrom('reward_applications as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('announcements as a', 'a.id', 'r.promotion_id')
    .select(['r.id', 'r.member_id', 'm.account', 'm.nickname', 'r.promotion_id', 'a.title', 'r.remarks', 'r.status', 'r.created_at', 'r.decided_at', 'r.decided_by', 'r.decision_note']);

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applications>['execute']>>[number];

/** One page of the applications of one status and promotion when given, by id (`order`), with how many match in all. */
export async function applicationsPage(db: Db, f: { status?: Status; promotionId?: number }, order: 'asc' | 'desc', pageNo: number, pageSize: number) {
  let q = applications(db);
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.promotionId) q = q.where('r.promotion_id', '=', f.promotionId);
  return pageOf(q.orderBy('r.id', order), pageNo, pageSize);
}

export function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  return applications(db).where('r.id', '=', id).executeTakeFirst();
}

/** Decides a pending application; false when it was not pending any more (decided meanwhile). */
export async function decideIfPending(db: Db, id: number, d: { status: Status; at: string; by: string; note: string | null }): Promise<boolean> {
  const res = await db
    .updateTable('reward_applications')
    .set({ status: d.status, decided_at: d.at, decided_by: d.by, decision_note: d.note })
    .where('id', '=', id)
    .where('status', '=', 'Applying')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function statusOf(db: Db, id: number): Promise<Status | undefined> {
  return (await db.selectFrom('reward_applications').select('status').where('id', '=', id).executeTakeFirst())?.status;
}
