/**
 * Time-outs and self-exclusions in the console: every operator role may see
 * them (support answers a member who asks when they can play again); only an admin may lift one,
 * only once its period has ended (a self-exclusion does not end by itself: the account stays
 * closed until the member asks and an admin reopens it), with a note, audited in the same
 * transaction as the change.
 */
import type { FastifyInstance } from 'fastify';
import { exclusionLiftedSchema, exclusionListSchema } from '../../../schemas/admin-reviews.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { liftExclusionAs } from '../../services/admin-exclusions';
import { listExclusions } from '../../services/responsible';
import { guard, operatorOf, viewerQuery } from './guard';

const tags = ['admin'];

export default async function adminExclusionRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get<{ Querystring: { state?: 'running' | 'ended' | 'all'; account?: string; limit?: number } }>(
    '/api/admin/exclusions',
    viewerQuery(
      tags,
      {
        state: { type: 'string', enum: ['running', 'ended', 'all'], default: 'all' },
        account: { type: 'string', minLength: 1, maxLength: 40 },
        limit: { type: 'integer', minimum: 1, maximum: 500, default: 200 },
      },
      { 200: envelopeOf(exclusionListSchema) },
    ),
    async (req) => ok({ list: await listExclusions(db, { state: req.query.state ?? 'all', account: req.query.account, limit: req.query.limit ?? 200 }) }),
  );

  app.post<{ Params: { memberId: number }; Body: { note: string } }>(
    '/api/admin/exclusions/:memberId/lift',
    {
      ...guard('admin'),
      schema: {
        tags,
        params: { type: 'object', required: ['memberId'], additionalProperties: false, properties: { memberId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        // Why it is lifted (the member's request, how it was confirmed): kept in the audit entry.
        body: { type: 'object', required: ['note'], additionalProperties: false, properties: { note: { type: 'string', minLength: 3, maxLength: 500, pattern: '^[^<>]*$' } } },
        response: { 200: envelopeOf(exclusionLiftedSchema) },
      },
    },
    async (req) => {
      const { operator } = await operatorOf(req);
      return ok(await liftExclusionAs(db, operator, req.params.memberId, req.body.note));
    },
  );
}
