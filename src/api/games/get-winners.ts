import type { Winner } from '../../../schemas/games.schema';
import { request } from '../client';

/** §7 winner board: GET /api/games/winners → value.list, sorted by winAmount descending. */
export function getWinners(query: { gameCategory?: string; limitNum?: number; language?: string }, signal?: AbortSignal) {
  return request<{ list: Winner[] }>('/api/games/winners', { query, signal });
}
