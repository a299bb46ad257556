/**
 * Members' time-outs and self-exclusions: every role sees them, newest first;
 * a self-exclusion whose period has ended stays in force until an admin lifts it, on the member's
 * request, with a note the audit log keeps. While a period runs there is nothing to lift (the
 * server refuses it too).
 */
import { useCallback, useEffect, useState } from 'react';
import { api, errorText } from '../api';
import { useOperator } from '../session';
import { roleAtLeast, type Exclusion } from '../types';
import { ListTable } from './list-table';

const KIND = { timeout: 'Time-out', selfExclusion: 'Self-exclusion' } as const;

export function ExclusionsPage() {
  const op = useOperator();
  const [state, setState] = useState<'all' | 'running' | 'ended'>('all');
  const [account, setAccount] = useState('');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<Exclusion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    const q = new URLSearchParams({ state, ...(query ? { account: query } : {}) });
    api<{ list: Exclusion[] }>('GET', `/api/admin/exclusions?${q}`).then((v) => setItems(v.list), (e) => setError(errorText(e)));
  }, [state, query]);
  useEffect(load, [load]);

  const lift = async (x: Exclusion) => {
    const note = prompt(`Lift the self-exclusion of ${x.account}? Say why (the member's request, how it was confirmed):`);
    if (note === null) return;
    setNotice(null);
    try {
      await api('POST', `/api/admin/exclusions/${x.memberId}/lift`, { note });
      setNotice(`${x.account} can sign in again.`);
      load();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="p-6">
      <div className="mb-3 flex items-center gap-2">
        <h1 className="m-0 text-lg font-semibold">Time-outs and self-exclusions</h1>
        <form
          className="ml-auto flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(account.trim());
          }}
        >
          <input className="input !w-44" aria-label="Member account" placeholder="Member account" value={account} onChange={(e) => setAccount(e.target.value)} />
          <select className="input !w-48" aria-label="Which" value={state} onChange={(e) => setState(e.target.value as 'all')}>
            <option value="all">Running and ended</option>
            <option value="running">Running</option>
            <option value="ended">Ended, not lifted</option>
          </select>
          <button type="submit" className="btn btn-sm">Search</button>
        </form>
      </div>
      <p className="text-sm text-muted">
        A time-out ends by itself. A self-exclusion keeps the account closed after its period until an admin lifts it at the member's request.
      </p>
      {notice && <p role="status" className="text-sm">{notice}</p>}
      <ListTable
        items={items}
        error={error}
        retry={load}
        testId="exclusions"
        columns={6}
        head={
          <>
            <th>Member</th>
            <th>Kind</th>
            <th>Period</th>
            <th>From</th>
            <th>Until</th>
            <th />
          </>
        }
        row={(x) => (
          <tr key={x.memberId} data-account={x.account}>
            <td>{x.account}</td>
            <td>{KIND[x.kind]}</td>
            <td>{x.period}</td>
            <td className="whitespace-nowrap">{new Date(x.excludedAt).toLocaleString()}</td>
            <td className="whitespace-nowrap">{new Date(x.until).toLocaleString()}</td>
            <td className="whitespace-nowrap text-right">
              {!x.ended ? (
                <span className="text-xs text-muted">running</span>
              ) : roleAtLeast(op.role, 'admin') ? (
                <button type="button" className="btn btn-sm" onClick={() => void lift(x)}>Lift</button>
              ) : (
                <span className="text-xs text-muted">ended, an admin can lift it</span>
              )}
            </td>
          </tr>
        )}
        empty="None."
      />
    </div>
  );
}
