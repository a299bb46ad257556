import type { GamesPage } from '../../../schemas/games.schema';
import { request } from '../client';
import { hotGamesQuery, type HotGamesQuery } from '../../../platform/sources';

/** §7 hot games: GET /api/games/hot, narrowed by the list's filters when it is a category's hot view. */
export function getHotGames(query: HotGamesQuery, signal?: AbortSignal): Promise<GamesPage> {
  return request<GamesPage>('/api/games/hot', { query: hotGamesQuery(query), signal });
}
