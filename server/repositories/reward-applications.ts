/** A member's applications to promotions, as the reward centre lists them. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The member's applications to any of `promotionIds`, oldest first (promotion and status). */
export function statusesOf(db: Kysely<Database>, memberId: number, promotionIds: readonly number[]) {
  return db.selectFrom('reward_applications').select(['promotion_id', 'status']).where('member_id', '=', memberId).where('promotion_id', 'in', promotionIds).orderBy('id').execute();
}

/** A new application, under review; answers its id. */
export async function insertApplying(db: Kysely<Database>, memberId: number, promotionId: number, remarks: string, at: string): Promise<number> {
  const row = await db.insertInto('reward_applications').values({ member_id: memberId, promotion_id: promotionId, remarks, status: 'Applying', created_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The member's latest applications (at most `limit`), newest first, with their promotion's title and picture. */
export function listOwn(db: Kysely<Database>, memberId: number, limit: number) {
  return db
    .selectFrom('reward_applications as r')
    .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
    .innerJoin('announcements as a', 'a.id', 'p.announcement_id')
    .select(['r.id', 'r.promotion_id', 'r.remarks', 'r.status', 'r.created_at', 'a.title', 'a.image_url'])
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** The member's applications not rejected, counted per promotion of `promotionIds` and status. */
export function countsByPromotion(db: Kysely<Database>, memberId: number, promotionIds: readonly number[]) {
  return db
    .selectFrom('reward_applications')
    .select(['promotion_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', [...promotionIds])
    .where('status', '!=', 'Rejected')
    .groupBy(['promotion_id', 'status'])
    .execute();
}
