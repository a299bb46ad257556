/**
 * A member's applications to promotions against each promotion's limits (`apply_limit`,
 * `apply_while_pending`). One rule, read by the apply route (which refuses by it) and by the
 * promotion answers (which tell the member before they press Apply), so the two never disagree.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types';
import type { MyApplication, PromotionPeriod } from '../../schemas/content.schema';
import { PROMOTION_COMING_SHOWN_DAYS, PROMOTION_ENDED_SHOWN_DAYS } from '../../src/lib/constants';
import * as rewardApplications from '../repositories/reward-applications';

type Limits = Pick<Selectable<Database['promotions']>, 'apply_limit' | 'apply_while_pending'>;

/**
 * Where one member stands: none more while an earlier application awaits its decision (unless the
 * promotion allows it), and at most `apply_limit` applications that were not rejected. A pending one
 * is named first: it may still be rejected, and then the member may apply again.
 */
function applicationState(counts: { pending: number; counted: number }, promo: Limits): MyApplication {
  const base = { pending: counts.pending, counted: counts.counted, limit: promo.apply_limit };
  if (counts.pending > 0 && !promo.apply_while_pending) return { ...base, canApply: false, reason: 'pending' };
  if (counts.counted >= promo.apply_limit) return { ...base, canApply: false, reason: 'limit' };
  return { ...base, canApply: true };
}

/** The member's applications that count (not rejected) per promotion, and how many of them are pending. */
async function applicationCounts(db: Kysely<Database>, memberId: number, promotionIds: readonly number[]): Promise<Map<number, { pending: number; counted: number }>> {
  const out = new Map<number, { pending: number; counted: number }>();
  if (!promotionIds.length) return out;
  const rows = await rewardApplications.countsByPromotion(db, memberId, promotionIds);
  for (const r of rows) {
    const c = out.get(r.promotion_id) ?? { pending: 0, counted: 0 };
    const n = Number(r.n);
    c.counted += n;
    if (r.status === 'Applying') c.pending += n;
    out.set(r.promotion_id, c);
  }
  return out;
}

/** What one member's applications to each of `promos` allow, by promotion id. */
export async function applicationStates(db: Kysely<Database>, memberId: number, promos: readonly (Limits & { id: number })[]): Promise<Map<number, MyApplication>> {
  const counts = await applicationCounts(db, memberId, promos.map((p) => p.id));
  return new Map(promos.map((p) => [p.id, applicationState(counts.get(p.id) ?? { pending: 0, counted: 0 }, p)]));
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * §3 coming/closed: the days (YYYY-MM-DD, UTC as the stored dates) a promotion list reaches to — it
 * shows promotions that start by `latestStart` and have not ended before `earliestEnd`.
 */
export function promotionWindow(now = Date.now()): { today: string; latestStart: string; earliestEnd: string } {
  return { today: isoDay(now), latestStart: isoDay(now + PROMOTION_COMING_SHOWN_DAYS * DAY_MS), earliestEnd: isoDay(now - PROMOTION_ENDED_SHOWN_DAYS * DAY_MS) };
}

/** §3: a promotion before its start date is coming, after its end date (unless long term) ended. */
export function promotionPeriod(a: { start_date: string; end_date: string | null; no_expiry: number }, today: string): PromotionPeriod {
  if (a.start_date.slice(0, 10) > today) return 'coming';
  if (!a.no_expiry && a.end_date && a.end_date.slice(0, 10) < today) return 'ended';
  return 'running';
}
