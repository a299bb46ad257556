/**
 * The publish report: the schema check of every block, the responsible-gaming
 * rules, the performance budget and the live-data dry run, then publish now or
 * at a time. Errors and rule breaks block publishing; an over-budget layout
 * needs a written override, which the audit log keeps.
 */
import { useState } from 'react';
import { AdminApiError, api, errorText } from '../api';
import { LANGUAGES } from '../../lib/languages';
import type { DryRunRow, Published, ValidateReport } from '../types';
import { editor, refreshDetail, saveDraft, select, useEditor } from './store';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Errors and rule breaks block publishing; an over-budget layout only needs an override (`ok` is false for both). */
const isBlocked = (r: ValidateReport) => !!r.errors.layout || r.errors.blocks.length > 0 || r.rules.length > 0;

async function runValidate(): Promise<ValidateReport> {
  await saveDraft();
  const report = await api<ValidateReport>('POST', `/api/admin/layouts/${editor.screen}/validate`, {});
  editor.report = report;
  return report;
}

function BudgetView({ report }: { report: ValidateReport }) {
  const b = report.budget;
  if (!b.available) return <p className="m-0 text-xs text-muted">Budget not measured: this server has no build manifest (run the build).</p>;
  return (
    <div data-testid="budget" className={`text-xs ${b.over ? 'text-danger' : 'text-ok'}`}>
      First screen: <strong>{kb(b.jsBytes)}</strong> JS of {kb(b.maxJsBytes)} · <strong>{b.requests}</strong> requests of {b.maxRequests}
      {b.over && ' — over budget'}
      <table className="table mt-1 text-ink">
        <tbody>
          {b.perBlock.map((p) => (
            <tr key={p.blockId}>
              <td>#{p.blockId}</td>
              <td>{p.widget}</td>
              <td>{kb(p.js)}</td>
              <td>{p.requests} req</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DryRunView({ rows }: { rows: DryRunRow[] }) {
  const flagged = rows.filter((r) => r.visible && (r.status === 'empty' || r.status === 'error'));
  return (
    <div data-testid="dry-run">
      <p className={`m-0 text-xs ${flagged.length ? 'text-warn' : 'text-ok'}`}>
        {flagged.length ? `${flagged.length} block view(s) would render empty or fail:` : 'Every visible block has data for every audience checked.'}
      </p>
      {flagged.length > 0 && (
        <table className="table mt-1">
          <thead>
            <tr>
              <th>Block</th>
              <th>Audience</th>
              <th>Result</th>
            </tr>
          </thead>
          <tbody>
            {flagged.map((r) => (
              <tr key={`${r.blockId}-${r.role}-${r.language}`} data-testid="dry-run-flag">
                <td>
                  <button type="button" className="text-brand underline" onClick={() => select(r.blockId)}>
                    #{r.blockId}
                  </button>{' '}
                  {r.widget}
                  {r.source ? ` · ${r.source}` : ''}
                </td>
                <td>
                  {r.role} · {r.language}
                </td>
                <td className={r.status === 'error' ? 'text-danger' : 'text-warn'}>
                  {r.status}
                  {r.message ? `: ${r.message}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function PublishPanel({ canPublish }: { canPublish: boolean }) {
  const { report, dryRun, screen, status } = useEditor();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const [languages, setLanguages] = useState<string[]>(['en']);

  const run = async (label: string, fn: () => Promise<void>) => {
    setBusy(label);
    setMessage(null);
    try {
      await fn();
    } catch (e) {
      if (e instanceof AdminApiError && e.value && typeof e.value === 'object' && 'errors' in e.value) editor.report = e.value as ValidateReport;
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(null);
    }
  };

  const validate = () => run('validate', async () => void (await runValidate()));
  const dry = () =>
    run('dry', async () => {
      await saveDraft();
      const r = await api<{ results: DryRunRow[] }>('POST', `/api/admin/layouts/${screen}/dry-run`, { languages });
      editor.dryRun = r.results;
    });
  const publish = () =>
    run('publish', async () => {
      const r = await runValidate();
      if (isBlocked(r)) throw new Error('Fix the errors shown at their blocks before publishing.');
      if (r.budget.over && reason.trim().length < 3) throw new Error('This layout is over its performance budget: write a reason to override.');
      const body: Record<string, unknown> = {};
      if (when === 'later') {
        const t = new Date(at);
        if (!at || Number.isNaN(t.getTime()) || t.getTime() <= Date.now()) throw new Error('Choose a time in the future.');
        body.publishAt = t.toISOString();
      }
      if (r.budget.over) body.override = { reason: reason.trim() };
      const res = await api<Published>('POST', `/api/admin/layouts/${screen}/publish`, body);
      await refreshDetail();
      setMessage({
        ok: true,
        text: res.status === 'scheduled' ? `Version ${res.version} scheduled for ${new Date(res.liveAt).toLocaleString()}.` : `Version ${res.version} is live. Players get it on their next load.`,
      });
    });

  const blocking = report ? isBlocked(report as ValidateReport) : false;
  return (
    <div className="flex flex-col gap-3 p-3" data-testid="publish-panel">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn" onClick={validate} disabled={!!busy || status === 'conflict'}>
          {busy === 'validate' ? 'Checking…' : 'Check'}
        </button>
        <button type="button" className="btn" onClick={dry} disabled={!!busy || status === 'conflict'} data-testid="dry-run-button">
          {busy === 'dry' ? 'Running…' : 'Dry run'}
        </button>
        <select multiple className="input !h-16 !w-28" aria-label="Dry-run languages" value={languages} onChange={(e) => setLanguages([...e.target.selectedOptions].map((o) => o.value))}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code.toLowerCase()}>
              {l.code}
            </option>
          ))}
        </select>
      </div>
      {report && (
        <section className="flex flex-col gap-2" data-testid="report">
          <h4 className={`m-0 text-sm ${blocking ? 'text-danger' : 'text-ok'}`} data-testid="report-summary">
            {blocking ? `Cannot publish: ${report.errors.blocks.length + (report.errors.layout ? 1 : 0)} error(s), ${report.rules.length} rule break(s)` : 'Schema and rules: all blocks pass'}
          </h4>
          {report.errors.layout && <p className="m-0 text-xs text-danger">Layout: {report.errors.layout}</p>}
          {report.errors.blocks.map((i) => (
            <p key={`${i.blockId}-${i.code}-${i.detail}`} className="m-0 text-xs text-danger">
              <button type="button" className="text-brand underline" onClick={() => select(i.blockId)}>
                #{i.blockId}
              </button>{' '}
              {i.code}: {i.detail}
            </p>
          ))}
          {report.rules.map((r) => (
            <p key={`${r.ruleId}-${r.blockId ?? ''}`} className="m-0 text-xs text-danger" data-testid="rule-issue">
              Rule {r.ruleId}: {r.message}
            </p>
          ))}
          <BudgetView report={report as ValidateReport} />
        </section>
      )}
      {dryRun && <DryRunView rows={dryRun as DryRunRow[]} />}
      {canPublish ? (
        <section className="flex flex-col gap-2 border-t border-line pt-3">
          <div className="flex items-center gap-3 text-sm">
            <label className="flex items-center gap-1">
              <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
            </label>
            <label className="flex items-center gap-1">
              <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> At
            </label>
            <input type="datetime-local" step={1} className="input !w-auto" aria-label="Publish at" data-testid="publish-at" value={at} disabled={when !== 'later'} onChange={(e) => setAt(e.target.value)} />
          </div>
          {report?.budget.over && (
            <label>
              <span className="label text-danger">Over budget: reason for the override (logged)</span>
              <input className="input" data-testid="override-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            </label>
          )}
          <button type="button" className="btn btn-primary self-start" onClick={publish} disabled={!!busy || status === 'conflict'} data-testid="publish-button">
            {busy === 'publish' ? 'Publishing…' : when === 'later' ? 'Schedule' : 'Publish'}
          </button>
        </section>
      ) : (
        <p className="m-0 border-t border-line pt-3 text-xs text-muted">Your role can edit drafts; a publisher publishes them.</p>
      )}
      {message && (
        <p role="status" data-testid="publish-message" className={`m-0 text-sm ${message.ok ? 'text-ok' : 'text-danger'}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
