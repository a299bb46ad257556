/**
 * An operator's decision on a deposit or withdrawal order: approved or rejected once (a conditional
 * UPDATE), the balance credited or the held amount refunded in the same transaction, with its ledger
 * row, the member's inbox message and the audit entry; large orders need a second operator.
 */
import type { Kysely } from 'kysely';
import { DUAL_APPROVAL_ABOVE } from '../../schemas/wallet.schema';
import { centsToAmount, depositPoints } from '../../src/lib/wallet';
import type { Database } from '../db/types';
import { AppError, notFound } from '../lib/errors';
import { auditIn, type Operator } from '../lib/admin-auth';
import * as inbox from '../repositories/inbox';
import * as ledger from '../repositories/ledger';
import * as walletOrders from '../repositories/wallet-orders';
import { addLedger, getWalletSettings, move } from './wallet';


const orderDecided = (status: string | undefined) => new AppError(409, 'wallet.order.decided', 'This order has already been decided', { status });

export interface Decider {
  id: number;
  username: string;
  role: Operator['role'];
  memberAccount?: string | null;
}

/** Whether an operator owns the member account: by an explicit link (operators.member_account) or the same name. */
function ownsAccount(op: Decider, account: string): boolean {
  const a = account.trim().toLowerCase();
  return op.username.toLowerCase() === a || (!!op.memberAccount && op.memberAccount.trim().toLowerCase() === a);
}

/**
 * Approves or rejects a pending order once. An approved deposit credits the
 * balance (and earns points); a rejected withdrawal refunds the held amount.
 * A deposit above the dual-approval threshold needs two approvals by different
 * operators: the first is recorded and the order stays pending. No operator
 * decides an order of a member account they own. The audit entry is written in
 * the same transaction as the decision, so there is never one without the other.
 */
export async function decideOrder(db: Kysely<Database>, orderId: number, verdict: 'approve' | 'reject', operator: Decider, note: string | null, now = new Date()) {
  const settings = await getWalletSettings(db);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const order = await walletOrders.findWithAccount(trx, orderId);
    if (!order) throw notFound('order');
    if (order.status !== 'pending') throw orderDecided(order.status);
    if (ownsAccount(operator, order.account)) throw new AppError(403, 'wallet.order.ownAccount', 'You cannot decide an order of your own member account');
    const cents = Number(order.amount_cents);
    const auditRow = (action: string, after: Record<string, unknown>) =>
      auditIn(trx, operator, action, `order:${order.reference}`, { status: order.status, firstApprovedBy: order.first_approved_by }, { ...after, amount: centsToAmount(cents), member: order.account, note });
    const dualAbove = settings.approval?.dualAbove ?? DUAL_APPROVAL_ABOVE;
    if (order.kind === 'deposit' && verdict === 'approve' && cents > Math.round(dualAbove * 100)) {
      if (order.first_approved_by === null) {
        if (!(await walletOrders.recordFirstApproval(trx, orderId, operator.username, at))) throw orderDecided(order.status);
        await auditRow('wallet.deposit.firstApproval', { status: 'pending', firstApprovedBy: operator.username });
        return { before: order.status, after: 'pending' as const, awaitingSecond: true };
      }
      if (order.first_approved_by === operator.username) throw new AppError(409, 'wallet.order.secondApprover', 'A second, different operator must approve this deposit', { firstApprovedBy: order.first_approved_by, above: dualAbove });
    }
    const status = verdict === 'approve' ? ('approved' as const) : ('rejected' as const);
    // The approval that the first approver's record allowed: unchanged since it was read.
    if (!(await walletOrders.decideIfPending(trx, orderId, order.first_approved_by, { status, at, by: operator.username, note }))) throw orderDecided(order.status);
    const settleEntry = (set: { status: 'completed' | 'rejected'; points?: number; balance_after_cents?: number }) => ledger.updateOrderEntry(trx, orderId, order.kind, { ...set, note: note ?? '' });
    if (order.kind === 'deposit') {
      if (verdict === 'approve') {
        const points = depositPoints(cents, settings.points.perDepositUnit);
        const after = (await move(trx, order.member_id, cents, points))!;
        await settleEntry({ status: 'completed', points, balance_after_cents: after.balanceCents });
      } else {
        await settleEntry({ status: 'rejected' });
      }
    } else if (verdict === 'approve') {
      await settleEntry({ status: 'completed' });
    } else {
      await settleEntry({ status: 'rejected' });
      const after = (await move(trx, order.member_id, cents))!;
      await addLedger(trx, { member_id: order.member_id, type: 'refund', status: 'completed', amount_cents: cents, points: 0, balance_after_cents: after.balanceCents, order_id: orderId, reference: order.reference, note: note ?? '', created_at: at });
    }
    const what = order.kind === 'deposit' ? 'Deposit' : 'Withdrawal';
    const title = `${what} ${order.reference} ${verdict === 'approve' ? 'completed' : 'not approved'}`;
    const content = `${what} of ${centsToAmount(cents).toFixed(2)}: ${verdict === 'approve' ? 'completed.' : order.kind === 'withdraw' ? 'not approved; the amount is back in your balance.' : 'not approved.'}${note ? ` ${note}` : ''}`;
    await inbox.insertMessage(trx, order.member_id, title, content, at);
    await auditRow(`wallet.${order.kind}.${verdict}`, { status, ...(order.first_approved_by ? { firstApprovedBy: order.first_approved_by } : {}) });
    return { before: order.status, after: status, awaitingSecond: false };
  });
}
