/**
 * Operator reviews: reward applications with their member, promotion, remarks and pictures,
 * approved or rejected once (a second decision is a 409) with a note that reaches the member's inbox,
 * audited in the same transaction; the pictures' records; what members wrote through the feedback
 * form; and the SMS/mail outbox with its codes and links masked.
 */
import type { Kysely } from 'kysely';
import type { OutboxQuery, RewardListQuery } from '../../schemas/admin-content.schema';
import type { FeedbackEntry, OutboxMessage, RewardReview } from '../../schemas/admin-reviews.schema';
import type { Database } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError, notFound } from '../lib/errors';
import * as feedback from '../repositories/feedback';
import * as inbox from '../repositories/inbox';
import * as outboxLog from '../repositories/outbox-log';
import * as uploads from '../repositories/uploads';
import * as rewardReviews from '../repositories/reward-reviews';

type Db = Kysely<Database>;

/** The newest feedback messages the console lists. */
const FEEDBACK_LIST_LIMIT = 200;

async function withPictures(db: Db, rows: rewardReviews.ApplicationRow[]): Promise<RewardReview[]> {
  const files = rows.length ? await uploads.uploadsOfApplications(db, rows.map((r) => r.id)) : [];
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    memberAccount: r.account,
    memberNickname: r.nickname,
    promotionId: r.promotion_id,
    promotionTitle: r.title ?? '',
    remarks: r.remarks,
    status: r.status,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    decidedBy: r.decided_by,
    note: r.decision_note,
    pictures: files.filter((f) => f.application_id === r.id).map((f) => ({ id: f.id, url: `/api/admin/uploads/${f.id}`, contentType: f.content_type, size: f.size })),
  }));
}

export async function rewardReview(db: Db, id: number): Promise<RewardReview> {
  const row = await rewardReviews.findApplication(db, id);
  if (!row) throw notFound('reward application');
  return (await withPictures(db, [row]))[0]!;
}

export async function rewardReviewPage(db: Db, q: RewardListQuery) {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 50;
  // Oldest pending first is the review queue's order; decided ones read newest first.
  const { total, rows } = await rewardReviews.applicationsPage(db, { status: q.status, promotionId: q.promotionId }, q.status === 'Applying' ? 'asc' : 'desc', pageNo, pageSize);
  return { list: await withPictures(db, rows), totalCount: total, pageNo, pageSize };
}

const decided = (status: string | undefined) => new AppError(409, 'admin.reward.decided', 'This application has already been decided', { status });

/** Approves (the reward is issued) or rejects a pending application once, with a note the member reads in their inbox. */
export async function decideReward(db: Db, operator: Operator, id: number, decision: 'approve' | 'reject', note: string | null): Promise<RewardReview> {
  const before = await rewardReview(db, id);
  if (before.status !== 'Applying') throw decided(before.status);
  const status = decision === 'approve' ? ('Issued' as const) : ('Rejected' as const);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // Only a pending application can be decided, once: the status condition makes two racing decisions one winner and one 409.
    if (!(await rewardReviews.decideIfPending(trx, id, { status, at: now, by: operator.username, note }))) throw decided(await rewardReviews.statusOf(trx, id));
    const title = decision === 'approve' ? `Reward approved: ${before.promotionTitle}` : `Reward application not approved: ${before.promotionTitle}`;
    const content = `${decision === 'approve' ? 'Your reward application has been approved and the reward issued.' : 'Your reward application was not approved.'}${note ? ` ${note}` : ''}`;
    await inbox.insertMessage(trx, before.memberId, title, content, now);
    // In the same transaction: a decision never stands without its audit entry.
    await auditIn(trx, operator, `reward.${decision}`, `reward:${before.id}`, { status: before.status }, { status, note });
  });
  return rewardReview(db, id);
}

/** A member's uploaded picture's record (its bytes are in the file store under its id). */
export async function uploadRecord(db: Db, id: string) {
  return uploads.findUpload(db, id);
}

/** What members wrote through the settings screen's feedback form, newest first, with who wrote it. */
export async function feedbackList(db: Db) {
  const rows = await feedback.latestFeedback(db, FEEDBACK_LIST_LIMIT);
  return { list: rows.map((r): FeedbackEntry => ({ id: r.id, memberAccount: r.account, content: r.content, createdAt: r.created_at })) };
}

/**
 * The delivery log. Codes and reset links are masked for every role: whoever reads a live
 * code can sign in as its member. Only an admin sees where a message went.
 */
export async function outboxPage(db: Db, operator: Operator, q: OutboxQuery) {
  const admin = operator.role === 'admin';
  const limit = q.limit ?? 100;
  const rows = await outboxLog.listMessages(db, { limit: limit + 1, before: q.before, channel: q.channel });
  const page = rows.slice(0, limit);
  return {
    list: page.map((r): OutboxMessage => ({ id: r.id, channel: r.channel, address: admin ? r.address : maskAddress(r.address), body: maskSecrets(r.body), purpose: r.purpose, createdAt: r.created_at })),
    next: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

const SECRET_PATTERNS = [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, /\d{4,}/g, /https?:\/\/\S+/g];

/** A message as the console shows it: every code, reset token and link replaced by dots. */
function maskSecrets(body: string): string {
  return SECRET_PATTERNS.reduce((text, re) => text.replace(re, (m) => '•'.repeat(Math.min(m.length, 8))), body);
}

/** An address with all but its last 3 characters hidden (a number's tail or a mail's domain end). */
function maskAddress(address: string): string {
  return address.length <= 3 ? '•••' : `${'•'.repeat(Math.min(address.length - 3, 8))}${address.slice(-3)}`;
}
