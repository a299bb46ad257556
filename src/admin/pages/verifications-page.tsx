/**
 * Identity verifications: members' ID pictures, newest first (pending ones by default). Every
 * role reads them; an editor or above approves one, or rejects it with the reason the member
 * reads on their screen (required, and kept in the audit log).
 */
import { useCallback, useEffect, useState } from 'react';
import { VERIFICATION_REASON_MAX, type VerificationStatus } from '../../../schemas/verification.schema';
import { api, errorText } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type VerificationReview as Verification } from '../types';
import { Picture } from './ops-pages';

const STATUS_LABEL: Record<VerificationStatus, string> = { pending: 'Pending review', verified: 'Verified', rejected: 'Rejected' };

export function VerificationsPage() {
  const op = useOperator();
  const canDecide = roleAtLeast(op.role, 'editor');
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const [items, setItems] = useState<Verification[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    setItems(null);
    api<{ list: Verification[] }>('GET', `/api/admin/verifications?status=${status}&pageSize=200`).then((v) => setItems(v.list), (e) => setError(errorText(e)));
  }, [status]);
  useEffect(load, [load]);

  const decide = async (v: Verification, verdict: 'approve' | 'reject', reason?: string) => {
    setNotice(null);
    setError(null);
    try {
      await api('POST', `/api/admin/verifications/${v.id}/${verdict}`, verdict === 'reject' ? { reason } : {});
      setNotice(verdict === 'approve' ? `${v.memberAccount} is verified.` : `${v.memberAccount}'s picture was rejected; they can send a new one.`);
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="p-6">
      <div className="mb-3 flex items-center gap-2">
        <h1 className="m-0 text-lg font-semibold">Identity verifications</h1>
        <select className="input ml-auto !w-44" aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as VerificationStatus)}>
          <option value="pending">Pending review</option>
          <option value="verified">Verified</option>
          <option value="rejected">Rejected</option>
        </select>
      </div>
      {notice && <p role="status" className="text-sm">{notice}</p>}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}{' '}
          <button type="button" className="btn btn-sm" onClick={load}>Retry</button>
        </p>
      )}
      {!items ? (
        !error && <p className="text-sm text-muted">Loading…</p>
      ) : (
        <table className="table card" data-testid="verifications">
          <thead>
            <tr>
              <th>Sent</th>
              <th>Member</th>
              <th>ID picture</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((v) => (
              <tr key={v.id} data-account={v.memberAccount} data-testid="verification">
                <td className="whitespace-nowrap">{new Date(v.createdAt).toLocaleString()}</td>
                <td>
                  {v.memberAccount}
                  {v.memberNickname && <div className="text-xs text-muted">{v.memberNickname}</div>}
                </td>
                <td><Picture url={v.picture.url} /></td>
                <td className="text-sm">
                  {STATUS_LABEL[v.status]}
                  {v.decidedBy && <div className="text-xs text-muted">by {v.decidedBy}{v.decidedAt ? `, ${new Date(v.decidedAt).toLocaleString()}` : ''}</div>}
                  {v.reason && <div className="max-w-xs text-xs text-muted">{v.reason}</div>}
                </td>
                <td className="text-right">
                  {v.status !== 'pending' ? null : canDecide ? <Decision v={v} onDecide={decide} /> : <span className="text-xs text-muted">an editor decides</span>}
                </td>
              </tr>
            ))}
            {!items.length && (
              <tr>
                <td colSpan={5} className="text-center text-muted">{status === 'pending' ? 'Nothing to review.' : 'None.'}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Decision({ v, onDecide }: { v: Verification; onDecide: (v: Verification, verdict: 'approve' | 'reject', reason?: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (verdict: 'approve' | 'reject') => {
    setBusy(true);
    await onDecide(v, verdict, reason.trim());
    setBusy(false);
  };
  return (
    <form
      className="flex items-center justify-end gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void run('reject');
      }}
    >
      <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void run('approve')}>
        Approve
      </button>
      <input
        className="input !w-56"
        aria-label={`Reason to reject ${v.memberAccount}`}
        placeholder="Reason the member reads"
        maxLength={VERIFICATION_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
      />
      <button type="submit" className="btn btn-sm btn-danger" disabled={busy || !reason.trim()}>
        Reject
      </button>
    </form>
  );
}
