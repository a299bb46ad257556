/** Page-numbered lists: one count and one page of the same query. */
import type { SelectQueryBuilder } from 'kysely';

/**
 * Page `pageNo` (from 1) of `pageSize` rows of `q`, in `q`'s order, with how many rows `q` matches
 * in all. The count runs `q` without its select list and order (PostgreSQL refuses an ORDER BY
 * beside a bare count) and with no limit of its own.
 */
export async function pageOf<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, pageNo: number, pageSize: number): Promise<{ total: number; rows: O[] }> {
  const { n } = (await q
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string };
  const rows = await q.limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  return { total: Number(n), rows };
}
