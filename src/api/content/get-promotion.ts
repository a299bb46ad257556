import type { PromotionDetail } from '../../../schemas/content.schema';
import { request } from '../client';

/**
 * §3 promotion (activity): the announcement plus its reward-application flags, status and dates'
 * period, and for a signed-in member their own applications against its limits (`myApplication`).
 */
export type { PromotionDetail };

export function getPromotion(id: number, signal?: AbortSignal): Promise<PromotionDetail> {
  return request<PromotionDetail>(`/api/promotions/${id}`, { signal });
}
