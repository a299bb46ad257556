/** Lifting a time-out or self-exclusion from the console: the change and its audit entry (with the operator's note) in one transaction. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { liftExclusion } from './responsible';

export async function liftExclusionAs(db: Kysely<Database>, operator: Operator, memberId: number, note: string) {
  const lifted = await db.transaction().execute(async (trx) => {
    const before = await liftExclusion(trx, memberId);
    await auditIn(trx, operator, 'exclusion.lift', `member:${memberId}`, before, { lifted: true, note: note.trim() });
    return before;
  });
  return { memberId, lifted };
}
