/**
 * The console's identity verifications: the list (a status, newest first) with the member and
 * their ID picture (GET /api/admin/uploads/:id, operators only), and a decision on one awaiting
 * review: approve, or reject with the reason the member reads. Viewers read; a decision needs the
 * editor role, as a reward decision does. Each decision is audited and reaches the member's inbox.
 */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../schemas/admin-content.schema';
import {
  verificationApproveSchema,
  verificationListQuerySchema,
  verificationRejectSchema,
  type VerificationListQuery,
  type VerificationReject,
  type VerificationStatus,
} from '../../../schemas/verification.schema';
import { verificationPageSchema, verificationReviewSchema, type VerificationReview } from '../../../schemas/admin.schema';
import { auditIn, requireOperator } from '../../lib/admin-auth';
import { AppError, notFound, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { guard } from './guard';

const tags = ['admin'];

/** What the member's inbox says of a decision (the inbox is written in the site's language of record, as for rewards). */
const INBOX = {
  approve: { title: 'Identity verified', content: () => 'Your ID picture has been reviewed and your identity is verified.' },
  reject: { title: 'Identity verification not approved', content: (reason: string) => `Your ID picture was not approved: ${reason} You can send a new one from your account.` },
} as const;

export default async function adminVerificationRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  const rows = () =>
    db
      .selectFrom('identity_verifications as v')
      .innerJoin('members as m', 'm.id', 'v.member_id')
      .innerJoin('uploads as u', 'u.id', 'v.upload_id')
      .select(['v.id', 'v.member_id', 'm.account', 'm.nickname', 'v.status', 'v.created_at', 'v.decided_at', 'v.decided_by', 'v.reason', 'v.upload_id', 'u.content_type', 'u.size']);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];
  const shape = (r: Row): VerificationReview => ({
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
  async function one(id: number): Promise<VerificationReview> {
    const row = await rows().where('v.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('verification');
    return shape(row);
  }

  app.get<{ Querystring: VerificationListQuery }>('/api/admin/verifications', { ...guard('viewer'), schema: { tags, querystring: verificationListQuerySchema, response: { 200: envelopeOf(verificationPageSchema) } } }, async (req) => {
    const pageNo = req.query.pageNo ?? 1;
    const pageSize = req.query.pageSize ?? 50;
    let q = rows();
    if (req.query.status) q = q.where('v.status', '=', req.query.status);
    const [{ n }] = (await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number | string }];
    const list = await q.orderBy('v.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return ok({ list: list.map(shape), totalCount: Number(n), pageNo, pageSize });
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: VerificationReject | Record<string, never> | undefined }>(
      `/api/admin/verifications/:id/${decision}`,
      { ...guard('editor'), schema: { tags, params: idParamsSchema, body: decision === 'approve' ? verificationApproveSchema : verificationRejectSchema, response: { 200: envelopeOf(verificationReviewSchema) } } },
      async (req) => {
        const { operator } = await requireOperator(req, 'editor');
        const before = await one(req.params.id);
        const decided = (status: string | undefined) => new AppError(409, 'admin.verification.decided', 'This verification has already been decided', { status });
        if (before.status !== 'pending') throw decided(before.status);
        const reason = decision === 'reject' ? (req.body as VerificationReject).reason.trim() : null;
        const status: VerificationStatus = decision === 'approve' ? 'verified' : 'rejected';
        const now = new Date().toISOString();
        await db.transaction().execute(async (trx) => {
          // Only a pending verification is decided, once: two racing decisions make one winner and one 409.
          const res = await trx
            .updateTable('identity_verifications')
            .set({ status, decided_at: now, decided_by: operator.username, reason })
            .where('id', '=', req.params.id)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) throw decided((await trx.selectFrom('identity_verifications').select('status').where('id', '=', req.params.id).executeTakeFirst())?.status);
          const message = INBOX[decision];
          await trx.insertInto('inbox').values({ member_id: before.memberId, title: message.title, content: message.content(reason ?? ''), read: 0, created_at: now }).execute();
          await auditIn(trx, operator, `verification.${decision}`, `verification:${before.id}`, { status: before.status }, { status, reason, member: before.memberAccount });
        });
        return ok(await one(req.params.id));
      },
    );
  }
}
