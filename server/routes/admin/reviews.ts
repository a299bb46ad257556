/**
 * Operator reviews: reward applications with their member,
 * promotion, remarks and pictures, approved or rejected once (a second
 * decision is a 409) with a note that reaches the member's inbox; the pictures
 * themselves, to operators only; and the SMS/mail outbox, newest first.
 */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, outboxQuerySchema, rewardDecisionSchema, rewardListQuerySchema, type OutboxQuery, type RewardDecision, type RewardListQuery } from '../../../schemas/admin-content.schema';
import { feedbackListSchema, outboxPageSchema, rewardReviewPageSchema, rewardReviewSchema } from '../../../schemas/admin-reviews.schema';
import { notFound, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { decideReward, feedbackList, outboxPage, rewardReview, rewardReviewPage, uploadRecord } from '../../services/admin-reviews';
import { guard, operatorOf } from './guard';

const tags = ['admin'];

export default async function adminReviewRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get<{ Querystring: RewardListQuery }>('/api/admin/rewards', { ...guard('viewer'), schema: { tags, querystring: rewardListQuerySchema, response: { 200: envelopeOf(rewardReviewPageSchema) } } }, async (req) =>
    ok(await rewardReviewPage(db, req.query)),
  );

  app.get<{ Params: { id: number } }>('/api/admin/rewards/:id', { ...guard('viewer'), schema: { tags, params: idParamsSchema, response: { 200: envelopeOf(rewardReviewSchema) } } }, async (req) => ok(await rewardReview(db, req.params.id)));

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: RewardDecision | undefined }>(
      `/api/admin/rewards/:id/${decision}`,
      { ...guard('editor'), schema: { tags, params: idParamsSchema, body: rewardDecisionSchema, response: { 200: envelopeOf(rewardReviewSchema) } } },
      async (req) => {
        const { operator } = await operatorOf(req);
        return ok(await decideReward(db, operator, req.params.id, decision, req.body?.note?.trim() || null));
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    '/api/admin/uploads/:id',
    { ...guard('viewer'), schema: { tags, params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}\\.(png|jpg)$' } } } } },
    async (req, reply) => {
      const row = await uploadRecord(db, req.params.id);
      const body = row && (await app.files.get(row.id));
      if (!row || !body) throw notFound('upload');
      reply.type(row.content_type).header('Content-Disposition', 'inline').header('X-Content-Type-Options', 'nosniff');
      return reply.send(body);
    },
  );

  /** What members wrote through the settings screen's feedback form, newest first, with who wrote it. */
  app.get('/api/admin/feedback', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(feedbackListSchema) } } }, async () => ok(await feedbackList(db)));

  /**
   * The delivery log. Codes and reset links are masked for every role: whoever reads a live
   * code can sign in as its member. Only an admin sees where a message went.
   */
  app.get<{ Querystring: OutboxQuery }>('/api/admin/outbox', { ...guard('viewer'), schema: { tags, querystring: outboxQuerySchema, response: { 200: envelopeOf(outboxPageSchema) } } }, async (req) => {
    const { operator } = await operatorOf(req);
    return ok(await outboxPage(db, operator, req.query));
  });
}
