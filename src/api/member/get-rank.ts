import { request } from '../client';
import type { MemberRank } from '../../../schemas/member.schema';

/** §3 player rank progress. */
export type RankProgress = MemberRank;

export function getRank(signal?: AbortSignal): Promise<RankProgress> {
  return request<RankProgress>('/api/member/rank', { signal });
}
