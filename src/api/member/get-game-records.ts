import { request } from '../client';
import type { GameRecordsPage } from '../../../schemas/member.schema';

export type GameRecordPage = GameRecordsPage;

/** §2 betting record of the last `days` days, paged. */
export function getGameRecords(query: { pageNo: number; days: number }, signal?: AbortSignal): Promise<GameRecordPage> {
  return request<GameRecordPage>('/api/member/game-records', { query, signal });
}
