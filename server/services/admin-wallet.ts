/**
 * Wallet orders in the console: deposits and withdrawals, oldest pending first, and a decision on
 * one (server/services/wallet.ts decides it: the balance, the second approver, the audit entry and
 * the member's inbox), answered as the console shows an order.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { Operator } from '../lib/admin-auth';
import { notFound } from '../lib/errors';
import * as orderReviews from '../repositories/order-reviews';
import { orderOut } from './wallet';
import { decideOrder } from './wallet-decisions';

type Db = Kysely<Database>;

const out = (r: orderReviews.ReviewedOrderRow) => ({ ...orderOut(r), decidedBy: r.decided_by, memberId: r.member_id, memberAccount: r.account, firstApprovedBy: r.first_approved_by });

export async function orderPage(db: Db, q: { kind?: 'deposit' | 'withdraw'; status?: 'pending' | 'approved' | 'rejected'; pageNo: number; pageSize: number }) {
  const { total, rows } = await orderReviews.ordersPage(db, { kind: q.kind, status: q.status }, q.status === 'pending' ? 'asc' : 'desc', q.pageNo, q.pageSize);
  return { list: rows.map(out), totalCount: total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function decideOrderAs(db: Db, operator: Operator, id: number, verdict: 'approve' | 'reject', note: string | null) {
  await decideOrder(db, id, verdict, operator, note);
  const row = await orderReviews.findOrder(db, id);
  if (!row) throw notFound('order');
  return out(row);
}
