/** GET /api/admin/audit: the audit log, newest first, by pages of `limit` (`next` is the `before` of the next page). */
import type { FastifyInstance } from 'fastify';
import { auditPageSchema, auditQuerySchema, type AuditQuery } from '../../../schemas/admin.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { auditPage } from '../../services/admin-audit';
import { guard } from './guard';

export default async function adminAuditRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  app.get<{ Querystring: AuditQuery }>('/api/admin/audit', { ...guard('viewer'), schema: { querystring: auditQuerySchema, response: { 200: envelopeOf(auditPageSchema) } } }, async (req) => {
    const { limit = 50, before, action, target } = req.query;
    return ok(await auditPage(kysely, { limit, before, action, target }));
  });
}
