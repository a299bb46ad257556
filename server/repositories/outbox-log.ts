/** The SMS and mail outbox as the console reads it (the delivery log). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { OutboxTable } from '../db/tables/members';

/** Up to `limit` messages, newest first, older than `before` when given, of one channel when given. */
export function listMessages(db: Kysely<Database>, q: { limit: number; before?: number; channel?: OutboxTable['channel'] }) {
  let query = db.selectFrom('outbox').selectAll();
  if (q.before) query = query.where('id', '<', q.before);
  if (q.channel) query = query.where('channel', '=', q.channel);
  return query.orderBy('id', 'desc').limit(q.limit).execute();
}
