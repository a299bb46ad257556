import type { GamesPage } from '../../../schemas/games.schema';
import { request } from '../client';
import { hotGamesQuery } from '../answer-urls';

/** §7 hot games: GET /api/games/hot. */
export function getHotGames(query: { pageNo?: number; pageSize?: number; language?: string }, signal?: AbortSignal): Promise<GamesPage> {
  return request<GamesPage>('/api/games/hot', { query: hotGamesQuery(query), signal });
}
