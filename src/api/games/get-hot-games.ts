import type { GamesPage } from '../../../schemas/games.schema';
import { request } from '../client';

/** §7 hot games: GET /api/games/hot. */
export function getHotGames(query: { pageNo?: number; pageSize?: number; language?: string }, signal?: AbortSignal): Promise<GamesPage> {
  return request<GamesPage>('/api/games/hot', { query: { isPlatform: 2, platform: 'html5', ...query }, signal });
}
