/** Parlor Studio's game calls (docs/api.md, "Games"): the game session travels in X-Play-Session. */
import { request } from '../client';

export type GameKind = 'slot' | 'crash' | 'dice';

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface PlaySession {
  sessionToken: string;
  expiresAt: string;
  mode: 'real' | 'free';
  balance: number;
  game: { id: string; name: string; kind: GameKind };
  rules: Record<string, unknown> & { kind: GameKind };
  seed: Fairness;
}

export interface PlayedRound {
  roundId: string;
  kind: GameKind;
  mode: 'real' | 'free';
  bet: number;
  win: number;
  balance: number;
  outcome: { kind: GameKind; params: Record<string, unknown>; result: Record<string, unknown> };
  fairness: Fairness;
}

export interface RoundRecord {
  roundId: string;
  kind: GameKind;
  bet: number;
  outcome: PlayedRound['outcome'] | null;
  fairness: (Fairness & { serverSeed: string | null }) | null;
}

const header = (sessionToken: string) => ({ 'X-Play-Session': sessionToken });

export const openPlaySession = (token: string) => request<PlaySession>('/api/play/session', { method: 'POST', body: { token } });
export const playRound = (sessionToken: string, gameId: string, body: { bet: number; target?: number; direction?: 'under' | 'over'; threshold?: number }) =>
  request<PlayedRound>(`/api/play/${encodeURIComponent(gameId)}/round`, { method: 'POST', body, headers: header(sessionToken) });
export const rotateSeeds = (sessionToken: string, clientSeed?: string) =>
  request<{ previous: Fairness & { serverSeed: string }; current: Fairness }>('/api/play/seed', { method: 'POST', body: clientSeed ? { clientSeed } : {}, headers: header(sessionToken) });
export const getRound = (sessionToken: string, roundId: string) => request<RoundRecord>(`/api/play/rounds/${encodeURIComponent(roundId)}`, { headers: header(sessionToken) });

/** A live crash round as it starts: the server's clock, so the page can run the multiplier from the same moment. */
export interface LiveCrashStart {
  roundId: string;
  mode: 'real' | 'free';
  bet: number;
  /** The auto cash-out (×), at most 1,000. */
  target: number;
  startedAt: string;
  serverNow: string;
  growthPerMs: number;
  balance: number;
  fairness: Fairness;
}

export const startCrash = (sessionToken: string, gameId: string, body: { bet: number; target?: number }) =>
  request<LiveCrashStart>(`/api/play/${encodeURIComponent(gameId)}/crash/start`, { method: 'POST', body, headers: header(sessionToken) });
export const cashOutCrash = (sessionToken: string, gameId: string, roundId: string) =>
  request<PlayedRound>(`/api/play/${encodeURIComponent(gameId)}/crash/cashout`, { method: 'POST', body: { roundId }, headers: header(sessionToken) });
/** Waits (up to 15 s on the server) for the round to end by itself: the settled round, or running: true to ask again. */
export const watchCrash = (sessionToken: string, gameId: string, roundId: string) =>
  request<{ running: boolean; round: PlayedRound | null }>(`/api/play/${encodeURIComponent(gameId)}/crash/watch`, { method: 'POST', body: { roundId }, headers: header(sessionToken), longPoll: true });
