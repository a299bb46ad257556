/** Identity verifications as the console reviews them: with their member and ID picture, and their one decision. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { IdentityVerificationsTable } from '../db/tables/members';
import { pageOf } from './paging';

type Db = Kysely<Database>;
type Status = IdentityVerificationsTable['status'];

const verifications = (db: Db) =>
  db
    .selectFrom('identity_verifications as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .innerJoin('uploads as u', 'u.id', 'v.upload_id')
    .select(['v.id', 'v.member_id', 'm.account', 'm.nickname', 'v.status', 'v.created_at', 'v.decided_at', 'v.decided_by', 'v.reason', 'v.upload_id', 'u.content_type', 'u.size']);

export type VerificationRow = Awaited<ReturnType<ReturnType<typeof verifications>['execute']>>[number];

/** One page of the verifications of one status when given, newest first, with how many match in all. */
export async function verificationsPage(db: Db, status: Status | undefined, pageNo: number, pageSize: number) {
  let q = verifications(db);
  if (status) q = q.where('v.status', '=', status);
  return pageOf(q.orderBy('v.id', 'desc'), pageNo, pageSize);
}

export function findVerification(db: Db, id: number): Promise<VerificationRow | undefined> {
  return verifications(db).where('v.id', '=', id).executeTakeFirst();
}

/** Decides a pending verification; false when it was not pending any more (decided meanwhile). */
export async function decideIfPending(db: Db, id: number, d: { status: Status; at: string; by: string; reason: string | null }): Promise<boolean> {
  const res = await db
    .updateTable('identity_verifications')
    .set({ status: d.status, decided_at: d.at, decided_by: d.by, reason: d.reason })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function statusOf(db: Db, id: number): Promise<Status | undefined> {
  return (await db.selectFrom('identity_verifications').select('status').where('id', '=', id).executeTakeFirst())?.status;
}
