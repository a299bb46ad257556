import { request } from '../client';

/** §3 player rank progress. */
export interface RankProgress {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: string | null };
  percent: number;
}

export function getRank(signal?: AbortSignal): Promise<RankProgress> {
  return request<RankProgress>('/api/member/rank', { signal });
}
