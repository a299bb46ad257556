/**
 * What the one-go debit and credit paths (seamless-sqlite.ts, seamless-pg.ts) take: a vendor call
 * already checked by the route, and the studio's round detail when the game is in-house.
 */
export interface FastCall {
  transactionId: string;
  roundId: string;
  gameId: string;
  sessionToken: string;
  amount: number;
}

export interface FastDetail {
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}
