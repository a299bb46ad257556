/** Every composed screen with its live version, draft and scheduled publishes. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, errorText } from '../api';
import type { ScreenSummary } from '../types';

export function LayoutsPage() {
  const [rows, setRows] = useState<ScreenSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setError(null);
    api<ScreenSummary[]>('GET', '/api/admin/layouts').then(setRows, (e) => setError(errorText(e)));
  };
  useEffect(load, []);
  if (error)
    return (
      <div className="p-6 text-sm">
        <p className="text-danger">{error}</p>
        <button type="button" className="btn" onClick={load}>
          Retry
        </button>
      </div>
    );
  if (!rows) return <div className="p-6 text-sm text-muted">Loading…</div>;
  return (
    <div className="p-6">
      <h1 className="mt-0 text-lg font-semibold">Layouts</h1>
      <table className="table card" data-testid="screens">
        <thead>
          <tr>
            <th>Screen</th>
            <th>Live</th>
            <th>Draft</th>
            <th>Scheduled</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.screen}>
              <td>
                <Link className="font-semibold text-brand" to={`/layouts/${r.screen}`}>
                  {r.screen}
                </Link>
              </td>
              <td>{r.publishedVersion ? `v${r.publishedVersion} since ${new Date(r.liveAt!).toLocaleString()}` : <span className="text-muted">not published</span>}</td>
              <td>{r.draftUpdatedAt ? `rev ${r.draftRevision} by ${r.draftUpdatedBy} at ${new Date(r.draftUpdatedAt).toLocaleString()}` : <span className="text-muted">—</span>}</td>
              <td>{r.scheduled.length ? r.scheduled.map((s) => `v${s.version} at ${new Date(s.publishAt).toLocaleString()}`).join(', ') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
