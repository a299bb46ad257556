/**
 * Operator reviews: reward applications with their member,
 * promotion, remarks and pictures, approved or rejected once (a second
 * decision is a 409) with a note that reaches the member's inbox; the pictures
 * themselves, to operators only; and the SMS/mail outbox, newest first.
 */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, outboxQuerySchema, rewardDecisionSchema, rewardListQuerySchema, type OutboxQuery, type RewardDecision, type RewardListQuery } from '../../../schemas/admin-content.schema';
import { feedbackListSchema, outboxPageSchema, rewardReviewPageSchema, rewardReviewSchema, type FeedbackEntry, type OutboxMessage, type RewardReview } from '../../../schemas/admin.schema';
import { auditIn, requireOperator } from '../../lib/admin-auth';
import { AppError, notFound, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { guard } from './guard';

const tags = ['admin'];
/** The newest feedback messages the console lists. */
const FEEDBACK_LIST_LIMIT = 200;

export default async function adminReviewRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  const applications = () =>
    db
      .selectFrom('reward_applications as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .leftJoin('announcements as a', 'a.id', 'r.promotion_id')
      .select(['r.id', 'r.member_id', 'm.account', 'm.nickname', 'r.promotion_id', 'a.title', 'r.remarks', 'r.status', 'r.created_at', 'r.decided_at', 'r.decided_by', 'r.decision_note']);
  type Row = Awaited<ReturnType<ReturnType<typeof applications>['execute']>>[number];

  async function withPictures(rows: Row[]): Promise<RewardReview[]> {
    const files = rows.length ? await db.selectFrom('uploads').selectAll().where('application_id', 'in', rows.map((r) => r.id)).orderBy('created_at').orderBy('id').execute() : [];
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

  async function review(id: number): Promise<RewardReview> {
    const row = await applications().where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('reward application');
    return (await withPictures([row]))[0]!;
  }

  app.get<{ Querystring: RewardListQuery }>('/api/admin/rewards', { ...guard('viewer'), schema: { tags, querystring: rewardListQuerySchema, response: { 200: envelopeOf(rewardReviewPageSchema) } } }, async (req) => {
    const pageNo = req.query.pageNo ?? 1;
    const pageSize = req.query.pageSize ?? 50;
    let q = applications();
    if (req.query.status) q = q.where('r.status', '=', req.query.status);
    if (req.query.promotionId) q = q.where('r.promotion_id', '=', req.query.promotionId);
    const [{ n }] = (await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number | string }];
    // Oldest pending first is the review queue's order; decided ones read newest first.
    const rows = await q.orderBy('r.id', req.query.status === 'Applying' ? 'asc' : 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return ok({ list: await withPictures(rows), totalCount: Number(n), pageNo, pageSize });
  });

  app.get<{ Params: { id: number } }>('/api/admin/rewards/:id', { ...guard('viewer'), schema: { tags, params: idParamsSchema, response: { 200: envelopeOf(rewardReviewSchema) } } }, async (req) => ok(await review(req.params.id)));

  const decided = (status: string | undefined) => new AppError(409, 'admin.reward.decided', 'This application has already been decided', { status });

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: RewardDecision | undefined }>(
      `/api/admin/rewards/:id/${decision}`,
      { ...guard('editor'), schema: { tags, params: idParamsSchema, body: rewardDecisionSchema, response: { 200: envelopeOf(rewardReviewSchema) } } },
      async (req) => {
        const { operator } = await requireOperator(req, 'editor');
        const before = await review(req.params.id);
        if (before.status !== 'Applying') throw decided(before.status);
        const note = req.body?.note?.trim() || null;
        const status = decision === 'approve' ? ('Issued' as const) : ('Rejected' as const);
        const now = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
          // Only a pending application can be decided, once: the status condition makes two racing decisions one winner and one 409.
          const res = await trx
            .updateTable('reward_applications')
            .set({ status, decided_at: now, decided_by: operator.username, decision_note: note })
            .where('id', '=', req.params.id)
            .where('status', '=', 'Applying')
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) throw decided((await trx.selectFrom('reward_applications').select('status').where('id', '=', req.params.id).executeTakeFirst())?.status);
          const title = decision === 'approve' ? `Reward approved: ${before.promotionTitle}` : `Reward application not approved: ${before.promotionTitle}`;
          const content = `${decision === 'approve' ? 'Your reward application has been approved and the reward issued.' : 'Your reward application was not approved.'}${note ? ` ${note}` : ''}`;
          await trx.insertInto('inbox').values({ member_id: before.memberId, title, content, read: 0, created_at: now }).execute();
          // In the same transaction: a decision never stands without its audit entry.
          await auditIn(trx, operator, `reward.${decision}`, `reward:${before.id}`, { status: before.status }, { status, note });
        });
        return ok(await review(req.params.id));
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    '/api/admin/uploads/:id',
    { ...guard('viewer'), schema: { tags, params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}\\.(png|jpg)$' } } } } },
    async (req, reply) => {
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      const body = row && (await app.files.get(row.id));
      if (!row || !body) throw notFound('upload');
      reply.type(row.content_type).header('Content-Disposition', 'inline').header('X-Content-Type-Options', 'nosniff');
      return reply.send(body);
    },
  );

  /** What members wrote through the settings screen's feedback form, newest first, with who wrote it. */
  app.get('/api/admin/feedback', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(feedbackListSchema) } } }, async () => {
    const rows = await db
      .selectFrom('feedback')
      .innerJoin('members', 'members.id', 'feedback.member_id')
      .select(['feedback.id', 'feedback.content', 'feedback.created_at', 'members.account'])
      .orderBy('feedback.id', 'desc')
      .limit(FEEDBACK_LIST_LIMIT)
      .execute();
    return ok({ list: rows.map((r): FeedbackEntry => ({ id: r.id, memberAccount: r.account, content: r.content, createdAt: r.created_at })) });
  });

  /**
   * The delivery log. Codes and reset links are masked for every role: whoever reads a live
   * code can sign in as its member. Only an admin sees where a message went.
   */
  app.get<{ Querystring: OutboxQuery }>('/api/admin/outbox', { ...guard('viewer'), schema: { tags, querystring: outboxQuerySchema, response: { 200: envelopeOf(outboxPageSchema) } } }, async (req) => {
    const { operator } = await requireOperator(req);
    const admin = operator.role === 'admin';
    const limit = req.query.limit ?? 100;
    let q = db.selectFrom('outbox').selectAll();
    if (req.query.before) q = q.where('id', '<', req.query.before);
    if (req.query.channel) q = q.where('channel', '=', req.query.channel);
    const rows = await q.orderBy('id', 'desc').limit(limit + 1).execute();
    const page = rows.slice(0, limit);
    return ok({
      list: page.map((r): OutboxMessage => ({ id: r.id, channel: r.channel, address: admin ? r.address : maskAddress(r.address), body: maskSecrets(r.body), purpose: r.purpose, createdAt: r.created_at })),
      next: rows.length > limit ? page[page.length - 1]!.id : null,
    });
  });
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
