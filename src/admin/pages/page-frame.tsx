/**
 * What the console's list pages share: loading a list with error-and-retry,
 * and the page frame with title, actions and error line.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api, errorText } from '../api';

/** Loads a list, with loading, error-with-retry and reload. */
export function useList<T>(path: string) {
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
export function Page({ title, children, error = null, retry, actions }: { title: string; children: ReactNode; error?: string | null; retry?: () => void; actions?: ReactNode }) {
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

export const Loading = () => <p className="text-sm text-muted">Loading…</p>;
