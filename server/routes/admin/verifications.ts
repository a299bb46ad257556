/**
 * The console's identity verifications: the list (a status, newest first) with the member and
 * their ID picture (GET /api/admin/uploads/:id, operators only), and a decision on one awaiting
 * review: approve, or reject with the reason the member reads. Viewers read; a decision needs the
 * editor role, as a reward decision does. Each decision is audited and reaches the member's inbox.
 */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../schemas/admin-content.schema';
import { verificationApproveSchema, verificationListQuerySchema, verificationRejectSchema, type VerificationListQuery, type VerificationReject } from '../../../schemas/verification.schema';
import { verificationPageSchema, verificationReviewSchema } from '../../../schemas/admin-reviews.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { decideVerification, verificationPage } from '../../services/admin-verifications';
import { guard, operatorOf } from './guard';

const tags = ['admin'];

export default async function adminVerificationRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get<{ Querystring: VerificationListQuery }>('/api/admin/verifications', { ...guard('viewer'), schema: { tags, querystring: verificationListQuerySchema, response: { 200: envelopeOf(verificationPageSchema) } } }, async (req) =>
    ok(await verificationPage(db, req.query)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: VerificationReject | Record<string, never> | undefined }>(
      `/api/admin/verifications/:id/${decision}`,
      { ...guard('editor'), schema: { tags, params: idParamsSchema, body: decision === 'approve' ? verificationApproveSchema : verificationRejectSchema, response: { 200: envelopeOf(verificationReviewSchema) } } },
      async (req) => {
        const { operator } = await operatorOf(req);
        const reason = decision === 'reject' ? (req.body as VerificationReject).reason.trim() : null;
        return ok(await decideVerification(db, operator, req.params.id, decision, reason));
      },
    );
  }
}
