/**
 * A console list that loads from the server: the load error with a way to try again, "Loading…"
 * until the first answer, then the table, with one full-width row saying so when the list is empty.
 * The pages give the header cells and how one item becomes a row; the frame stays the same.
 */
import type { ReactNode } from 'react';

export function ListTable<T>({
  items,
  error,
  retry,
  testId,
  columns,
  head,
  row,
  empty,
}: {
  items: T[] | null;
  error: string | null;
  retry: () => void;
  testId: string;
  /** How many cells a row has, so the empty row spans them all. */
  columns: number;
  /** The header cells (`<th>`s). */
  head: ReactNode;
  row: (item: T) => ReactNode;
  empty: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}{' '}
          <button type="button" className="btn btn-sm" onClick={retry}>Retry</button>
        </p>
      )}
      {!items ? (
        !error && <p className="text-sm text-muted">Loading…</p>
      ) : (
        <table className="table card" data-testid={testId}>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>
            {items.map(row)}
            {!items.length && (
              <tr>
                <td colSpan={columns} className="text-center text-muted">{empty}</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </>
  );
}
