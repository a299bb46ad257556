/**
 * Wallet orders to review: deposits and withdrawals, oldest
 * pending first. Approving a deposit credits the member; rejecting a
 * withdrawal refunds the held amount. Each decision is audited and reaches
 * the member's inbox; a second decision is refused by the server (409).
 * Deciding needs the cashier role (or admin); a deposit above the
 * dual-approval threshold waits for a second, different approver.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, errorText } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type WalletOrder as Order } from '../types';
import { ListTable } from './list-table';

export function WalletOrdersPage() {
  const op = useOperator();
  const [kind, setKind] = useState<'deposit' | 'withdraw'>('deposit');
  const [status, setStatus] = useState<'pending' | 'approved' | 'rejected'>('pending');
  const [items, setItems] = useState<Order[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    api<{ list: Order[] }>('GET', `/api/admin/wallet/orders?kind=${kind}&status=${status}&pageSize=200`).then((v) => setItems(v.list), (e) => setError(errorText(e)));
  }, [kind, status]);
  useEffect(load, [load]);

  const decide = async (o: Order, verdict: 'approve' | 'reject') => {
    const note = verdict === 'reject' ? prompt('Reason for the member (optional)') : '';
    if (note === null) return;
    try {
      await api('POST', `/api/admin/wallet/orders/${o.id}/${verdict}`, note ? { note } : {});
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const money = (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  return (
    <div className="p-6">
      <div className="mb-3 flex items-center gap-2">
        <h1 className="m-0 text-lg font-semibold">Wallet orders</h1>
        <div className="ml-auto flex items-center gap-2">
          <select className="input !w-36" aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value as 'deposit')}>
            <option value="deposit">Deposits</option>
            <option value="withdraw">Withdrawals</option>
          </select>
          <select className="input !w-36" aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as 'pending')}>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </select>
        </div>
      </div>
      <ListTable
        items={items}
        error={error}
        retry={load}
        testId="wallet-orders"
        columns={6}
        head={
          <>
            <th>When</th>
            <th>Reference</th>
            <th>Member</th>
            <th className="text-right">Amount</th>
            <th>{kind === 'deposit' ? 'Channel' : 'To account'}</th>
            <th />
          </>
        }
        row={(o) => (
          <tr key={o.id} data-reference={o.reference}>
            <td className="whitespace-nowrap">{new Date(o.createdAt).toLocaleString()}</td>
            <td className="font-mono">{o.reference}</td>
            <td>{o.memberAccount}</td>
            <td className="text-right tabular-nums">{money(o.amount)}</td>
            <td>{o.kind === 'deposit' ? o.details.name : `${o.details.bankName} · ${o.details.accountName} · ${o.details.accountNumber}`}</td>
            <td className="whitespace-nowrap text-right">
              {o.status === 'pending' && roleAtLeast(op.role, 'cashier') ? (
                <>
                  {o.firstApprovedBy && <span className="text-xs text-muted">approved by {o.firstApprovedBy}, needs a second approver </span>}
                  <button type="button" className="btn btn-sm" onClick={() => void decide(o, 'approve')}>Approve</button>{' '}
                  <button type="button" className="btn btn-sm btn-danger" onClick={() => void decide(o, 'reject')}>Reject</button>
                </>
              ) : (
                <span className="text-xs text-muted">
                  {o.status}
                  {o.decidedBy ? ` by ${o.decidedBy}` : ''}
                  {o.note ? `: ${o.note}` : ''}
                </span>
              )}
            </td>
          </tr>
        )}
        empty="No orders."
      />
    </div>
  );
}
