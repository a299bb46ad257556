/** Parlor Studio's game calls (docs/api.md, "Games"): the game session (session.ts) travels in X-Play-Session. */
import type { CrashWatch, GameKind, LiveCrashStart, PlayedRound, PlaySession, RoundRecord, SeedRotation } from '../../../schemas/play.schema';
import { request } from '../client';

export type { GameKind, LiveCrashStart, PlayedRound, PlaySession, RoundRecord };

const header = (sessionToken: string) => ({ 'X-Play-Session': sessionToken });

export const playRound = (sessionToken: string, gameId: string, body: { bet: number; target?: number; direction?: 'under' | 'over'; threshold?: number }) =>
  request<PlayedRound>(`/api/play/${encodeURIComponent(gameId)}/round`, { method: 'POST', body, headers: header(sessionToken) });
export const rotateSeeds = (sessionToken: string, clientSeed?: string) =>
  request<SeedRotation>('/api/play/seed', { method: 'POST', body: clientSeed ? { clientSeed } : {}, headers: header(sessionToken) });
/** A past round of the player's: with the game session, or without one by the signed-in member's own (the verify view opened from the betting record). */
export const getRound = (roundId: string, sessionToken?: string) =>
  request<RoundRecord>(`/api/play/rounds/${encodeURIComponent(roundId)}`, sessionToken ? { headers: header(sessionToken) } : {});

export const startCrash = (sessionToken: string, gameId: string, body: { bet: number; target?: number }) =>
  request<LiveCrashStart>(`/api/play/${encodeURIComponent(gameId)}/crash/start`, { method: 'POST', body, headers: header(sessionToken) });
export const cashOutCrash = (sessionToken: string, gameId: string, roundId: string) =>
  request<PlayedRound>(`/api/play/${encodeURIComponent(gameId)}/crash/cashout`, { method: 'POST', body: { roundId }, headers: header(sessionToken) });
/** Waits (up to 15 s on the server) for the round to end by itself: the settled round, or running: true to ask again. */
export const watchCrash = (sessionToken: string, gameId: string, roundId: string) =>
  request<CrashWatch>(`/api/play/${encodeURIComponent(gameId)}/crash/watch`, { method: 'POST', body: { roundId }, headers: header(sessionToken), longPoll: true });
