/**
 * The console's identity verifications: the list with the member and their ID picture, and a
 * decision on one awaiting review (approve, or reject with the reason the member reads), once,
 * audited and sent to the member's inbox in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { VerificationReview } from '../../schemas/admin-reviews.schema';
import type { VerificationStatus } from '../../schemas/verification.schema';
import type { Database } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError, notFound } from '../lib/errors';
import * as inbox from '../repositories/inbox';
import * as reviews from '../repositories/verification-reviews';

type Db = Kysely<Database>;

/** What the member's inbox says of a decision (the inbox is written in the site's language of record, as for rewards). */
const INBOX = {
  approve: { title: 'Identity verified', content: () => 'Your ID picture has been reviewed and your identity is verified.' },
  reject: { title: 'Identity verification not approved', content: (reason: string) => `Your ID picture was not approved: ${reason} You can send a new one from your account.` },
} as const;

const shape = (r: reviews.VerificationRow): VerificationReview => ({
  id: r.id,
  memberId: r.member_id,
  memberAccount: r.account,
  memberNickname: r.nickname,
  status: r.status,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by,
  reason: r.reason,
  picture: { id: r.upload_id, url: `/api/admin/uploads/${r.upload_id}`, contentType: r.content_type, size: Number(r.size) },
});

async function verificationReview(db: Db, id: number): Promise<VerificationReview> {
  const row = await reviews.findVerification(db, id);
  if (!row) throw notFound('verification');
  return shape(row);
}

export async function verificationPage(db: Db, q: { status?: VerificationStatus; pageNo?: number; pageSize?: number }) {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 50;
  const { total, rows } = await reviews.verificationsPage(db, q.status, pageNo, pageSize);
  return { list: rows.map(shape), totalCount: total, pageNo, pageSize };
}

/** Approves, or rejects with `reason`, a verification awaiting review (409 once decided). */
export async function decideVerification(db: Db, operator: Operator, id: number, decision: 'approve' | 'reject', reason: string | null): Promise<VerificationReview> {
  const before = await verificationReview(db, id);
  const decided = (status: string | undefined) => new AppError(409, 'admin.verification.decided', 'This verification has already been decided', { status });
  if (before.status !== 'pending') throw decided(before.status);
  const status: VerificationStatus = decision === 'approve' ? 'verified' : 'rejected';
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Only a pending verification is decided, once: two racing decisions make one winner and one 409.
    if (!(await reviews.decideIfPending(trx, id, { status, at: now, by: operator.username, reason }))) throw decided(await reviews.statusOf(trx, id));
    const message = INBOX[decision];
    await inbox.insertMessage(trx, before.memberId, message.title, message.content(reason ?? ''), now);
    await auditIn(trx, operator, `verification.${decision}`, `verification:${before.id}`, { status: before.status }, { status, reason, member: before.memberAccount });
  });
  return verificationReview(db, id);
}
