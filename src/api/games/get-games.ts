import type { GamesPage, GamesQuery } from '../../../schemas/games.schema';
import { gamesQuery } from '../../../platform/sources';
import { request } from '../client';

/** §7 game list: GET /api/games → { games, pageNum, totalPages, totalCount }. */
export function getGames(query: GamesQuery, signal?: AbortSignal): Promise<GamesPage> {
  return request<GamesPage>('/api/games', { query: gamesQuery(query), signal });
}
