import { gamePageQuery } from '../answer-urls';
import type { GameQuery } from '../../state/game-list';
import { getGames } from './get-games';
import { getHotGames } from './get-hot-games';
import { getMemberGames } from './get-member-games';

/**
 * One page under a game list's filters, from the call that serves its data type (the game-list,
 * search and favourites/recent screens share it; kept out of the game-list screen's module so that
 * screen stays a chunk of its own, which the server modulepreloads on category routes).
 */
export function fetchGamePage(q: GameQuery, signal: AbortSignal) {
  if (q.dataType === 'hot') return getHotGames({ pageNo: q.pageNo, pageSize: q.pageSize }, signal);
  if (q.dataType === 'favourite' || q.dataType === 'recent') {
    return getMemberGames(q.dataType === 'favourite' ? 'favourites' : 'recent', { pageNo: q.pageNo, pageSize: q.pageSize, gameType: q.entry.gameType || undefined, vendor: q.vassalage || undefined }, signal);
  }
  return getGames(gamePageQuery(q), signal);
}
