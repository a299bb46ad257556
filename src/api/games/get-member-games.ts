import type { GamesPage } from '../../../schemas/games.schema';
import { request } from '../client';

/** §7 favourite list and recent list of the signed-in member. */
export function getMemberGames(kind: 'favourites' | 'recent', query: { pageNo: number; pageSize: number; gameType?: string; vendor?: string }, signal?: AbortSignal) {
  return request<GamesPage>(`/api/member/${kind}`, { query: { ...query, clientType: 2 }, signal });
}
