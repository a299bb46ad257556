/**
 * The console's operations pages: reward applications to review, the SMS
 * outbox, vendors (switch a provider off at once), whitelabel settings (forms
 * generated from each key's schema) and operator accounts.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api, errorText, operatorToken } from '../api';
import { useOperator } from '../session';
import { OPERATOR_ROLES, roleAtLeast, type FeedbackEntry, type OperatorAccount, type OperatorRole, type OutboxMessage, type RewardReview, type SettingEntry, type Vendor } from '../types';
import { ListTable } from './list-table';

/** Loads a list, with loading, error-with-retry and reload. */
function useList<T>(path: string) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    api<{ list: T[] } | T[]>('GET', path).then((v) => setItems(Array.isArray(v) ? v : v.list), (e) => setError(errorText(e)));
  }, [path]);
  useEffect(load, [load]);
  return { items, error, load, setError };
}

/** A console page's frame; a page whose list is a ListTable leaves `error` out, as the table shows its own. */
function Page({ title, children, error = null, retry, actions }: { title: string; children: ReactNode; error?: string | null; retry?: () => void; actions?: ReactNode }) {
  return (
    <div className="p-6">
      <div className="mb-3 flex items-center gap-2">
        <h1 className="m-0 text-lg font-semibold">{title}</h1>
        <div className="ml-auto flex items-center gap-2">{actions}</div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}{' '}
          <button type="button" className="btn btn-sm" onClick={retry}>
            Retry
          </button>
        </p>
      )}
      {children}
    </div>
  );
}

const Loading = () => <p className="text-sm text-muted">Loading…</p>;

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

function SettingEditor({ entry, canEdit, onSaved }: { entry: SettingEntry; canEdit: boolean; onSaved: () => void }) {
  const [value, setValue] = useState<unknown>(entry.value);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setMsg(null);
    try {
      await api('PUT', `/api/admin/settings/${entry.key}`, { value });
      setMsg({ ok: true, text: 'Saved. Players get it on their next load.' });
      onSaved();
    } catch (e) {
      setMsg({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card p-4" data-testid={`setting-${entry.key}`}>
      <header className="mb-2 flex items-center gap-2">
        <h2 className="m-0 text-base font-semibold">
          <code>{entry.key}</code>
        </h2>
        <span className="text-xs text-muted">{entry.updatedAt ? `updated ${new Date(entry.updatedAt).toLocaleString()}` : 'default'}</span>
        <button type="button" className="btn btn-primary btn-sm ml-auto" disabled={!canEdit || busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </header>
      <p className="mt-0 text-xs text-muted">{entry.description}</p>
      <fieldset disabled={!canEdit} className="border-0 p-0">
        <Form className="rjsf" schema={entry.schema as RJSFSchema} formData={value} validator={validator} liveValidate="onChange" showErrorList={false} noHtml5Validate uiSchema={{ 'ui:submitButtonOptions': { norender: true } }} onChange={(e) => setValue(e.formData)} />
      </fieldset>
      {msg && (
        <p role="status" className={`mb-0 text-sm ${msg.ok ? 'text-ok' : 'text-danger'}`}>
          {msg.text}
        </p>
      )}
    </section>
  );
}

export function SettingsPage() {
  const op = useOperator();
  const { items, error, load } = useList<SettingEntry>('/api/admin/settings');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Page title="Whitelabel settings" error={error} retry={load}>
      {!items ? (
        !error && <Loading />
      ) : (
        <div className="flex max-w-3xl flex-col gap-2">
          {items.map((e) =>
            open === e.key ? (
              <SettingEditor key={e.key} entry={e} canEdit={roleAtLeast(op.role, 'admin')} onSaved={load} />
            ) : (
              <button key={e.key} type="button" className="card flex items-center gap-2 p-3 text-left" onClick={() => setOpen(e.key)}>
                <code className="font-semibold">{e.key}</code>
                <span className="truncate text-xs text-muted">{e.description}</span>
              </button>
            ),
          )}
        </div>
      )}
    </Page>
  );
}

export function OperatorsPage() {
  const { items, error, load, setError } = useList<OperatorAccount>('/api/admin/operators');
  const [draft, setDraft] = useState({ username: '', password: '', role: 'editor' as OperatorRole });
  const update = async (id: number, body: object) => {
    try {
      await api('PUT', `/api/admin/operators/${id}`, body);
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const create = async () => {
    try {
      await api('POST', '/api/admin/operators', draft);
      setDraft({ username: '', password: '', role: 'editor' });
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Page title="Operators" error={error} retry={load}>
      {!items ? (
        !error && <Loading />
      ) : (
        <table className="table card mb-4" data-testid="operators">
          <thead>
            <tr>
              <th>Username</th>
              <th>Role</th>
              <th>Enabled</th>
              <th>Two-step sign-in</th>
            </tr>
          </thead>
          <tbody>
            {items.map((o) => (
              <tr key={o.id}>
                <td>{o.username}</td>
                <td>
                  <select className="input !w-32" aria-label={`${o.username} role`} value={o.role} onChange={(e) => void update(o.id, { role: e.target.value })}>
                    {OPERATOR_ROLES.map((r) => (
                      <option key={r}>{r}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input type="checkbox" aria-label={`${o.username} enabled`} checked={o.enabled} onChange={(e) => void update(o.id, { enabled: e.target.checked })} />
                </td>
                <td>
                  {o.totp ? (
                    <>
                      on{' '}
                      <button type="button" className="btn btn-sm" onClick={() => confirm(`Turn off two-step sign-in for ${o.username} (a lost phone)? They set it up again after signing in.`) && void update(o.id, { resetTotp: true })}>
                        Reset
                      </button>
                    </>
                  ) : (
                    <span className="text-muted">off</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="card flex max-w-3xl items-end gap-2 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label className="flex-1">
          <span className="label">New operator</span>
          <input className="input" placeholder="username" value={draft.username} onChange={(e) => setDraft({ ...draft, username: e.target.value })} />
        </label>
        <label className="flex-1">
          <span className="label">Password</span>
          <input className="input" type="password" autoComplete="new-password" value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.target.value })} />
        </label>
        <select className="input !w-32" aria-label="Role" value={draft.role} onChange={(e) => setDraft({ ...draft, role: e.target.value as OperatorRole })}>
          {OPERATOR_ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" disabled={!draft.username || !draft.password}>
          Add
        </button>
      </form>
    </Page>
  );
}
