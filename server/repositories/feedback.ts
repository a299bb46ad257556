/** What members wrote through the feedback form, as the console reads it. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The newest `limit` messages, newest first, with the account of who wrote each. */
export function latestFeedback(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('feedback')
    .innerJoin('members', 'members.id', 'feedback.member_id')
    .select(['feedback.id', 'feedback.content', 'feedback.created_at', 'members.account'])
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}
