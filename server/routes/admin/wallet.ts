/**
 * Operator reviews of wallet orders: deposits and withdrawals,
 * oldest pending first, approved or rejected once (a second decision is a
 * 409), each decision in the audit log (same transaction) and the member's inbox.
 * Approving a deposit credits the balance; rejecting a withdrawal refunds the hold.
 * Deciding needs the cashier role (or admin); a large deposit needs two approvers.
 */
import type { FastifyInstance } from 'fastify';
import { orderDecisionSchema, orderListQuerySchema } from '../../../schemas/wallet.schema';
import { walletOrderPageSchema, walletOrderSchema } from '../../../schemas/admin.schema';
import { requireOperator } from '../../lib/admin-auth';
import { notFound, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { decideOrder, orderOut } from '../../services/wallet';
import { guard } from './guard';

const tags = ['admin'];
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

export default async function adminWalletRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const orders = () =>
    db
      .selectFrom('wallet_orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select(['o.id', 'o.kind', 'o.reference', 'o.amount_cents', 'o.channel', 'o.details', 'o.status', 'o.created_at', 'o.decided_at', 'o.decided_by', 'o.decision_note', 'o.first_approved_by', 'o.member_id', 'm.account']);
  type Row = Awaited<ReturnType<ReturnType<typeof orders>['execute']>>[number];
  const out = (r: Row) => ({ ...orderOut(r), memberId: r.member_id, memberAccount: r.account, firstApprovedBy: r.first_approved_by });

  app.get<{ Querystring: { kind?: 'deposit' | 'withdraw'; status?: 'pending' | 'approved' | 'rejected'; pageNo?: number; pageSize?: number } }>(
    '/api/admin/wallet/orders',
    { ...guard('viewer'), schema: { tags, querystring: orderListQuerySchema, response: { 200: envelopeOf(walletOrderPageSchema) } } },
    async (req) => {
      const { kind, status, pageNo = 1, pageSize = 50 } = req.query;
      let q = orders();
      if (kind) q = q.where('o.kind', '=', kind);
      if (status) q = q.where('o.status', '=', status);
      const [{ n }] = (await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number | string }];
      const rows = await q.orderBy('o.id', status === 'pending' ? 'asc' : 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return ok({ list: rows.map(out), totalCount: Number(n), pageNo, pageSize });
    },
  );

  for (const verdict of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: { note?: string } | null | undefined }>(
      `/api/admin/wallet/orders/:id/${verdict}`,
      { ...guard('cashier'), schema: { tags, params: idParams, body: orderDecisionSchema, response: { 200: envelopeOf(walletOrderSchema) } } },
      async (req) => {
        const { operator } = await requireOperator(req, 'cashier');
        const note = req.body?.note?.trim() || null;
        await decideOrder(db, req.params.id, verdict, operator, note);
        const row = await orders().where('o.id', '=', req.params.id).executeTakeFirst();
        if (!row) throw notFound('order');
        return ok(out(row));
      },
    );
  }
}
