import { request } from '../client';

export interface RewardApplication {
  id: number;
  promotionId: number;
  title: string;
  imageUrl: string;
  remarks: string;
  status: 'Applying' | 'Issued' | 'Rejected';
  createdAt: string;
}

/** The reward centre (§6 REWCEN3): the member's reward applications. */
export function getRewards(signal?: AbortSignal): Promise<{ list: RewardApplication[] }> {
  return request('/api/member/rewards', { signal });
}
