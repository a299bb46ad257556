/**
 * Operator reviews of wallet orders: deposits and withdrawals,
 * oldest pending first, approved or rejected once (a second decision is a
 * 409), each decision in the audit log (same transaction) and the member's inbox.
 * Approving a deposit credits the balance; rejecting a withdrawal refunds the hold.
 * Deciding needs the cashier role (or admin); a large deposit needs two approvers.
 */
import type { FastifyInstance } from 'fastify';
import { orderDecisionSchema, orderListQuerySchema } from '../../../schemas/wallet.schema';
import { walletOrderPageSchema, walletOrderSchema } from '../../../schemas/admin-reviews.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { decideOrderAs, orderPage } from '../../services/admin-wallet';
import { guard, operatorOf } from './guard';

const tags = ['admin'];
const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

export default async function adminWalletRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  app.get<{ Querystring: { kind?: 'deposit' | 'withdraw'; status?: 'pending' | 'approved' | 'rejected'; pageNo?: number; pageSize?: number } }>(
    '/api/admin/wallet/orders',
    { ...guard('viewer'), schema: { tags, querystring: orderListQuerySchema, response: { 200: envelopeOf(walletOrderPageSchema) } } },
    async (req) => {
      const { kind, status, pageNo = 1, pageSize = 50 } = req.query;
      return ok(await orderPage(db, { kind, status, pageNo, pageSize }));
    },
  );

  for (const verdict of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: number }; Body: { note?: string } | null | undefined }>(
      `/api/admin/wallet/orders/:id/${verdict}`,
      { ...guard('cashier'), schema: { tags, params: idParams, body: orderDecisionSchema, response: { 200: envelopeOf(walletOrderSchema) } } },
      async (req) => {
        const { operator } = await operatorOf(req);
        return ok(await decideOrderAs(db, operator, req.params.id, verdict, req.body?.note?.trim() || null));
      },
    );
  }
}
