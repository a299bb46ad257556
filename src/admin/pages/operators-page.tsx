/**
 * The console's operator accounts page: change a role, switch an account off,
 * reset a lost two-step sign-in, add an operator.
 */
import { useState } from 'react';
import { api, errorText } from '../api';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRole } from '../types';
import { Loading, Page, useList } from './page-frame';

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
