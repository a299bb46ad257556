/** The audit log: who did what, when, with before and after. */
import { useEffect, useState } from 'react';
import { api, errorText } from '../api';
import type { AuditEntry, AuditPage } from '../types';

const PAGE = 50;

function Value({ v }: { v: unknown }) {
  if (v === null || v === undefined) return <span className="text-muted">—</span>;
  const text = typeof v === 'string' ? v : JSON.stringify(v, null, 1);
  return (
    <details>
      <summary className="cursor-pointer text-xs text-brand">{text.length > 60 ? `${text.slice(0, 60)}…` : text}</summary>
      <pre className="m-0 max-w-md overflow-auto whitespace-pre-wrap text-xs">{text}</pre>
    </details>
  );
}

export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const load = (before?: number) => {
    setLoading(true);
    setError(null);
    const q = new URLSearchParams({ limit: String(PAGE) });
    if (before) q.set('before', String(before));
    if (filter) q.set('action', filter);
    api<AuditPage>('GET', `/api/admin/audit?${q}`)
      .then((r) => {
        setEntries((e) => (before ? [...e, ...r.entries] : r.entries));
        setNext(r.next);
      }, (e) => setError(errorText(e)))
      .finally(() => setLoading(false));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(), [filter]);
  return (
    <div className="p-6">
      <div className="mb-3 flex items-center gap-2">
        <h1 className="m-0 text-lg font-semibold">Audit log</h1>
        <input className="input ml-auto !w-60" placeholder="Filter by action, e.g. layout.publish" value={filter} onChange={(e) => setFilter(e.target.value.trim())} aria-label="Filter by action" />
      </div>
      {error && (
        <p className="text-sm text-danger">
          {error}{' '}
          <button type="button" className="btn btn-sm" onClick={() => load()}>
            Retry
          </button>
        </p>
      )}
      <table className="table card" data-testid="audit">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>Action</th>
            <th>Target</th>
            <th>Before</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td className="whitespace-nowrap">{new Date(e.at).toLocaleString()}</td>
              <td>{e.operator}</td>
              <td>
                <code>{e.action}</code>
              </td>
              <td>{e.target}</td>
              <td>
                <Value v={e.before} />
              </td>
              <td>
                <Value v={e.after} />
              </td>
            </tr>
          ))}
          {!entries.length && !loading && (
            <tr>
              <td colSpan={6} className="text-center text-muted">
                No entries.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {next !== null && (
        <button type="button" className="btn mt-3" disabled={loading} onClick={() => load(next)}>
          {loading ? 'Loading…' : 'Older entries'}
        </button>
      )}
    </div>
  );
}
