import { gamePageQuery } from '../../../platform/answer-urls';
import type { GameQuery } from '../../state/game-list';
import { getGames } from './get-games';
import { getHotGames } from './get-hot-games';
import { getMemberGames } from './get-member-games';

/**
 * One page under a game list's filters, from the call that serves its data type (the game-list,
 * search and favourites/recent screens share it; kept out of the game-list screen's module so that
 * screen stays a chunk of its own, which the server modulepreloads on category routes). The hot,
 * favourite and recent lists get the same filters as the full list: the category's type, vendors
 * and classification, the chosen vendor and classification, the name, min bet and min line.
 */
export function fetchGamePage(q: GameQuery, signal: AbortSignal) {
  const filters = gamePageQuery(q);
  if (q.dataType === 'hot') return getHotGames(filters, signal);
  if (q.dataType === 'favourite' || q.dataType === 'recent') {
    const { vassalage, ...rest } = filters;
    return getMemberGames(q.dataType === 'favourite' ? 'favourites' : 'recent', { ...rest, pageNo: q.pageNo, pageSize: q.pageSize, vendor: vassalage }, signal);
  }
  return getGames(filters, signal);
}
