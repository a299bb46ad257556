import { request } from '../client';
import type { RewardApplications } from '../../../schemas/member.schema';

export type RewardApplication = RewardApplications['list'][number];

/** The reward centre (§6 REWCEN3): the member's reward applications. */
export function getRewards(signal?: AbortSignal): Promise<RewardApplications> {
  return request('/api/member/rewards', { signal });
}
