/**
 * The console's operations pages: reward applications to review, member
 * feedback, the SMS outbox and vendors (switch a provider off at once). The
 * whitelabel settings and operator accounts pages live beside it.
 */
import { useEffect, useState } from 'react';
import { api, errorText, operatorToken } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type FeedbackEntry, type OutboxMessage, type RewardReview, type Vendor } from '../types';
import { ListTable } from './list-table';
import { Loading, Page, useList } from './page-frame';

/** An upload served only to operators: fetched with the token, shown from a blob URL. */
export function Picture({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let href: string | null = null;
    fetch(url, { headers: { Authorization: `Bearer ${operatorToken() ?? ''}` } })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((b) => setSrc((href = URL.createObjectURL(b))), () => setFailed(true));
    return () => {
      if (href) URL.revokeObjectURL(href);
    };
  }, [url]);
  if (failed) return <span className="text-xs text-danger">picture unavailable</span>;
  if (!src) return <span className="inline-block size-16 animate-pulse rounded bg-slate-200" />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt="Uploaded by the member" className="size-16 rounded border border-line object-cover" />
    </a>
  );
}

export function ReviewsPage() {
  const op = useOperator();
  const [status, setStatus] = useState('Applying');
  const { items, error, load, setError } = useList<RewardReview>(`/api/admin/rewards?status=${status}&pageSize=200`);
  const decide = async (r: RewardReview, verdict: 'approve' | 'reject') => {
    const note = verdict === 'reject' ? prompt('Reason for the member (optional)') : '';
    if (note === null) return;
    try {
      await api('POST', `/api/admin/rewards/${r.id}/${verdict}`, note ? { note } : {});
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Page
      title="Reward applications"
      error={error}
      retry={load}
      actions={
        <select className="input !w-36" aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="Applying">Pending</option>
          <option value="Issued">Approved</option>
          <option value="Rejected">Rejected</option>
        </select>
      }
    >
      {!items ? (
        !error && <Loading />
      ) : (
        <table className="table card" data-testid="reviews">
          <thead>
            <tr>
              <th>When</th>
              <th>Member</th>
              <th>Promotion</th>
              <th>Remarks</th>
              <th>Pictures</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id}>
                <td className="whitespace-nowrap">{new Date(r.createdAt).toLocaleString()}</td>
                <td>{r.memberAccount}</td>
                <td>{r.promotionTitle}</td>
                <td className="max-w-xs whitespace-pre-wrap">{r.remarks || '—'}</td>
                <td>
                  <div className="flex gap-1">{r.pictures.length ? r.pictures.map((p) => <Picture key={p.id} url={p.url} />) : '—'}</div>
                </td>
                <td className="whitespace-nowrap text-right">
                  {r.status === 'Applying' && roleAtLeast(op.role, 'editor') ? (
                    <>
                      <button type="button" className="btn btn-sm" onClick={() => void decide(r, 'approve')}>
                        Approve
                      </button>{' '}
                      <button type="button" className="btn btn-sm btn-danger" onClick={() => void decide(r, 'reject')}>
                        Reject
                      </button>
                    </>
                  ) : (
                    <span className="text-xs text-muted">
                      {r.status}
                      {r.decidedBy ? ` by ${r.decidedBy}` : ''}
                      {r.note ? `: ${r.note}` : ''}
                    </span>
                  )}
                </td>
              </tr>
            ))}
            {!items.length && (
              <tr>
                <td colSpan={6} className="text-center text-muted">
                  No applications.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </Page>
  );
}

/** What members wrote through the settings screen's feedback form, newest first. */
export function FeedbackPage() {
  const { items, error, load } = useList<FeedbackEntry>('/api/admin/feedback');
  return (
    <Page title="Member feedback" actions={<button type="button" className="btn btn-sm" onClick={load}>Refresh</button>}>
      <ListTable
        items={items}
        error={error}
        retry={load}
        testId="feedback"
        columns={3}
        head={
          <>
            <th>When</th>
            <th>Member</th>
            <th>Message</th>
          </>
        }
        row={(f) => (
          <tr key={f.id}>
            <td className="whitespace-nowrap">{new Date(f.createdAt).toLocaleString()}</td>
            <td>{f.memberAccount}</td>
            <td className="whitespace-pre-wrap">{f.content}</td>
          </tr>
        )}
        empty="No feedback yet."
      />
    </Page>
  );
}

export function OutboxPage() {
  const { items, error, load } = useList<OutboxMessage>('/api/admin/outbox?limit=200');
  return (
    <Page title="SMS outbox" actions={<button type="button" className="btn btn-sm" onClick={load}>Refresh</button>}>
      <ListTable
        items={items}
        error={error}
        retry={load}
        testId="outbox"
        columns={5}
        head={
          <>
            <th>When</th>
            <th>Channel</th>
            <th>To</th>
            <th>Purpose</th>
            <th>Message</th>
          </>
        }
        row={(m) => (
          <tr key={m.id}>
            <td className="whitespace-nowrap">{new Date(m.createdAt).toLocaleString()}</td>
            <td>{m.channel}</td>
            <td>{m.address}</td>
            <td>{m.purpose}</td>
            <td>{m.body}</td>
          </tr>
        )}
        empty="Nothing sent yet."
      />
    </Page>
  );
}

export function VendorsPage() {
  const op = useOperator();
  const { items, error, load, setError } = useList<Vendor>('/api/admin/vendors');
  const toggle = async (v: string, enabled: boolean) => {
    try {
      await api('PUT', `/api/admin/vendors/${encodeURIComponent(v)}`, { enabled });
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Page title="Vendors" error={error} retry={load}>
      {!items ? (
        !error && <Loading />
      ) : (
        <table className="table card" data-testid="vendors">
          <thead>
            <tr>
              <th>Vendor</th>
              <th>Type</th>
              <th>Games</th>
              <th>On</th>
            </tr>
          </thead>
          <tbody>
            {items.map((v) => (
              <tr key={v.vassalage}>
                <td>
                  {v.displayName} <span className="text-xs text-muted">{v.vassalage}</span>
                </td>
                <td>{v.gameType}</td>
                <td>{v.gameCount}</td>
                <td>
                  <input type="checkbox" aria-label={`${v.displayName} on`} checked={v.enabled} disabled={!roleAtLeast(op.role, 'editor')} onChange={(e) => void toggle(v.vassalage, e.target.checked)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
