import type { GamesPage, GamesQuery } from '../../../schemas/games.schema';
import { request } from '../client';

/** The filters a member list takes: those of the game list, with the vendor named `vendor` (§7). */
export type MemberGamesQuery = Omit<Partial<GamesQuery>, 'vassalage' | 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number; vendor?: string };

/** §7 favourite list and recent list of the signed-in member. */
export function getMemberGames(kind: 'favourites' | 'recent', query: MemberGamesQuery, signal?: AbortSignal) {
  return request<GamesPage>(`/api/member/${kind}`, { query: { ...query, clientType: 2 }, signal });
}
