import { request } from '../client';

export interface GameRecord {
  id: number;
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: number;
  winAmount: number;
  status: 'settled' | 'unsettled' | 'cancelled';
  betTime: string;
}

export interface GameRecordPage {
  list: GameRecord[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: { betAmount: number; winAmount: number; profit: number };
}

/** §2 betting record of the last `days` days, paged. */
export function getGameRecords(query: { pageNo: number; days: number }, signal?: AbortSignal): Promise<GameRecordPage> {
  return request<GameRecordPage>('/api/member/game-records', { query, signal });
}
