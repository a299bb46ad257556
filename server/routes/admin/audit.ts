/** GET /api/admin/audit: the audit log, newest first, by pages of `limit` (`next` is the `before` of the next page). */
import type { FastifyInstance } from 'fastify';
import { auditPageSchema, auditQuerySchema, type AuditQuery } from '../../../schemas/admin.schema';
import { requireOperator } from '../../lib/admin-auth';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';

const parse = (v: string | null) => {
  if (v === null) return null;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

export default async function adminAuditRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  app.get<{ Querystring: AuditQuery }>(
    '/api/admin/audit',
    { preValidation: async (req) => void (await requireOperator(req, 'viewer')), schema: { querystring: auditQuerySchema, response: { 200: envelopeOf(auditPageSchema) } } },
    async (req) => {
      const { limit = 50, before, action, target } = req.query;
      let q = kysely.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit + 1);
      if (before) q = q.where('id', '<', before);
      if (action) q = q.where('action', '=', action);
      if (target) q = q.where('target', '=', target);
      const rows = await q.execute();
      const page = rows.slice(0, limit);
      return ok({
        entries: page.map((r) => ({ id: r.id, operator: r.operator_name, operatorId: r.operator_id, action: r.action, target: r.target, before: parse(r.before), after: parse(r.after), at: r.at })),
        next: rows.length > limit ? page[page.length - 1]!.id : null,
      });
    },
  );
}
