/** Published versions: a readable diff between any two, one-click rollback, and cancelling a scheduled one. */
import { diffLines } from 'diff';
import { useEffect, useMemo, useState } from 'react';
import { api, errorText } from '../api';
import type { DraftLayout, VersionDetail, VersionInfo } from '../types';
import { refreshDetail, useEditor } from './store';

const pretty = (l: DraftLayout | undefined) => (l ? JSON.stringify({ ...l, $schema: undefined }, null, 2) + '\n' : '');

function useVersionBody(screen: string, version: number | null) {
  const [body, setBody] = useState<DraftLayout | undefined>();
  useEffect(() => {
    if (version === null) return;
    let live = true;
    api<VersionDetail>('GET', `/api/admin/layouts/${screen}/versions/${version}`).then(
      (v) => live && setBody(v.layout),
      () => live && setBody(undefined),
    );
    return () => {
      live = false;
    };
  }, [screen, version]);
  return body;
}

export function History({ canPublish }: { canPublish: boolean }) {
  const { detail, screen } = useEditor();
  const versions = (detail?.versions ?? []) as VersionInfo[];
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  const [msg, setMsg] = useState<string | null>(null);
  const left = a ?? versions[1]?.version ?? null;
  const right = b ?? versions[0]?.version ?? null;
  const bodyA = useVersionBody(screen, left);
  const bodyB = useVersionBody(screen, right);
  const parts = useMemo(() => diffLines(pretty(bodyA), pretty(bodyB)), [bodyA, bodyB]);

  const act = async (fn: () => Promise<unknown>, ok: string) => {
    setMsg(null);
    try {
      await fn();
      await refreshDetail();
      setMsg(ok);
    } catch (e) {
      setMsg(errorText(e));
    }
  };

  if (!versions.length) return <p className="p-3 text-sm text-muted">Nothing published yet.</p>;
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="history">
      <table className="table">
        <thead>
          <tr>
            <th>Version</th>
            <th>Status</th>
            <th>By</th>
            <th>Live from</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version} data-testid="version-row" data-version={v.version}>
              <td>
                v{v.version} {v.live && <span className="chip !bg-green-100 !text-green-800">live</span>}
              </td>
              <td>{v.status}</td>
              <td>{v.author}</td>
              <td>{v.liveAt ? new Date(v.liveAt).toLocaleString() : '—'}</td>
              <td className="text-right">
                {canPublish && v.status === 'published' && !v.live && (
                  <button type="button" className="btn btn-sm" data-testid={`rollback-${v.version}`} onClick={() => act(() => api('POST', `/api/admin/layouts/${screen}/rollback`, { version: v.version }), `Version ${v.version} is live again (as a new version).`)}>
                    Roll back to this
                  </button>
                )}
                {canPublish && v.status === 'scheduled' && !v.live && (
                  <button type="button" className="btn btn-sm btn-danger" onClick={() => act(() => api('DELETE', `/api/admin/layouts/${screen}/versions/${v.version}`), `Scheduled version ${v.version} cancelled.`)}>
                    Cancel
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {msg && (
        <p role="status" className="m-0 text-sm" data-testid="history-message">
          {msg}
        </p>
      )}
      <div className="flex items-center gap-2 text-sm">
        Compare
        <select className="input !w-24" aria-label="From version" value={left ?? ''} onChange={(e) => setA(Number(e.target.value))}>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              v{v.version}
            </option>
          ))}
        </select>
        with
        <select className="input !w-24" aria-label="To version" value={right ?? ''} onChange={(e) => setB(Number(e.target.value))}>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              v{v.version}
            </option>
          ))}
        </select>
      </div>
      <pre className="m-0 max-h-[50vh] overflow-auto rounded border border-line bg-white p-2 text-xs leading-5" data-testid="diff">
        {parts.map((p, i) =>
          p.added || p.removed ? (
            <span key={i} className={p.added ? 'block bg-green-50 text-green-800' : 'block bg-red-50 text-red-800 line-through decoration-red-300'}>
              {p.value
                .replace(/\n$/, '')
                .split('\n')
                .map((l) => `${p.added ? '+ ' : '- '}${l}`)
                .join('\n')}
            </span>
          ) : (
            <span key={i} className="block text-slate-400">
              {p.count && p.count > 6 ? `  … ${p.count} unchanged lines …` : p.value.replace(/\n$/, '').split('\n').map((l) => `  ${l}`).join('\n')}
            </span>
          ),
        )}
      </pre>
    </div>
  );
}
