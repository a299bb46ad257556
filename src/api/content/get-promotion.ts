import type { Announcement } from '../../../schemas/content.schema';
import { request } from '../client';

/** §3 promotion (activity): the announcement plus its reward-application flags and status. */
export interface PromotionDetail extends Announcement {
  linkedPromotionId: number | null;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  status: 'Join' | 'Applying' | 'Close';
}

export function getPromotion(id: number, signal?: AbortSignal): Promise<PromotionDetail> {
  return request<PromotionDetail>(`/api/promotions/${id}`, { signal });
}
