/**
 * Launching a game: who may play it how (trial players only free-play games, with play money; the
 * other account types with no free play at all), whether its vendor can take players now, and the
 * launch URL with a one-time token bound to the member and the game. The play counts as recent.
 */
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';
import { isGameKind } from '../games';
import { createLaunch } from '../games/studio';
import { isTrial, mayFreePlay } from '../lib/auth';
import { AppError } from '../lib/errors';
import * as gameLists from '../repositories/game-lists';
import { vendorIntegration } from './seamless-vendors';
import { orderedStamp } from '../lib/stamp';

export async function launchGame(db: Kysely<Database>, member: MemberRow, nodeId: string, freeplayAsked: boolean): Promise<{ url: string; mode: 'free' | 'real' }> {
  const game = await gameLists.findLaunchable(db, nodeId);
  if (!game || !game.support_play) throw new AppError(404, 'game.notFound', 'This game is not available right now');
  if (isTrial(member) && !game.freeplay) throw new AppError(403, 'auth.trialRefused', 'Please log in to a real account to use this function');
  const free = isTrial(member) || freeplayAsked;
  // §5: the other account types (40, 41, 42) get no free play.
  if (free && !mayFreePlay(member)) throw new AppError(403, 'auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
  if (free && !game.freeplay) throw new AppError(400, 'request.invalid', 'This game has no free play', { field: 'freeplay' });
  const integration = await vendorIntegration(db, game.vassalage);
  const studioKind = integration?.kind === 'studio' && isGameKind(game.game_code) ? game.game_code : null;
  // No integration, or the console took the game or its vendor offline: the tile stays, the game says it is unavailable.
  if (!integration || (integration.kind === 'studio' && !studioKind) || Number(game.offline) === 1 || Number(integration.offline) === 1) {
    throw new AppError(409, 'game.unavailable', 'This game is temporarily unavailable');
  }
  const mode = free ? ('free' as const) : ('real' as const);
  const token = await createLaunch(db, member.id, game.node_id, mode);
  await gameLists.upsertRecent(db, member.id, game.node_id, orderedStamp());
  const url = studioKind
    ? `/m/play/${studioKind}/${encodeURIComponent(game.node_id)}?t=${token}`
    : `${integration.launch_url}${integration.launch_url.includes('?') ? '&' : '?'}t=${token}&gameId=${encodeURIComponent(game.node_id)}&gameCode=${encodeURIComponent(game.game_code)}&mode=${mode}`;
  return { url, mode };
}
