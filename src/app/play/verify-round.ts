/**
 * The "verify" view's recomputation of a past round, with the server's own derivation and engines.
 * A chunk of its own that the game page loads when the player opens the fairness panel: the slot's
 * engine builds its line-pay tables (9⁵ entries) when it loads, work a game page's first screen
 * should not wait for.
 */
import type { GameKind } from '../../../schemas/play.schema';
import { playFair, seedHash } from '../../lib/provably-fair';
import { playRound as playLocally, type RoundParams } from '../../../server/games';
import { crashPoint } from '../../../server/games/crash';

export type { RoundParams };

/**
 * Recomputes a round from its revealed seeds with the server's engines: is the revealed seed the
 * one committed to before the round (its SHA-256 is the hash shown then), and does it give the
 * stored outcome?
 */
export async function verifyRound(kind: GameKind, betCents: number, params: RoundParams & { live?: boolean }, fairness: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }, stored: unknown): Promise<boolean> {
  if ((await seedHash(fairness.serverSeed)) !== fairness.serverSeedHash) return false;
  if (kind === 'crash' && params.live) {
    // A live crash round: the seeds fix the crash point; the cash-out was the player's, and must pay by the rules.
    const point = await playFair(fairness, (next) => crashPoint(next()));
    const s = stored as { crashPoint: number; cashOutAt: number | null; win: number; bet: number };
    const pays = s.cashOutAt !== null && s.cashOutAt <= point ? Math.floor((s.bet * s.cashOutAt) / 100) : 0;
    return s.crashPoint === point && s.bet === betCents && s.win === pays;
  }
  const again = await playFair(fairness, (next) => playLocally(kind, betCents, params, next));
  return JSON.stringify(again.result) === JSON.stringify(stored);
}
