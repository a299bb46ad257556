/**
 * The seamless wallet's protocol, as aggregators define it: the call kinds, the request a vendor sends
 * and the answer it gets, the vendor-facing `seamless.*` errorCodes (they go to the vendor's server,
 * never to a player's screen, so they have no translations), and the session tokens a launch hands out.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../lib/errors';

export const SEAMLESS_KINDS = ['balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessKind = (typeof SEAMLESS_KINDS)[number];

/** The largest amount one call may move, in minor units. */
export const SEAMLESS_AMOUNT_MAX = 10_000_000_000;

const SEAMLESS_ERRORS = {
  'seamless.signature.missing': [401, 'The X-Parlor-Signature header is missing or malformed'],
  'seamless.signature.invalid': [401, 'The signature does not match'],
  'seamless.signature.stale': [401, 'The signature timestamp is outside the allowed window'],
  'seamless.session.invalid': [401, 'The session is unknown, expired or not a real-money session of this vendor'],
  'seamless.game.mismatch': [400, 'The gameId is not the game of this session'],
  'seamless.currency.mismatch': [400, 'The currency is not the wallet currency'],
  'seamless.amount.invalid': [400, 'A debit must move a positive amount'],
  'seamless.funds.insufficient': [402, 'The balance is lower than the debit'],
  'seamless.transaction.conflict': [409, 'This transactionId was already used for a different call'],
  'seamless.transaction.rolledBack': [409, 'This transactionId was rolled back before it arrived'],
  'seamless.round.notFound': [404, 'No debit was made in this round'],
  'seamless.round.settled': [409, 'This round is already settled'],
  'seamless.round.rolledBack': [409, 'This round was rolled back'],
  'seamless.game.offline': [409, 'The operator has taken this game or vendor offline: no new bets'],
  'seamless.player.excluded': [403, 'The player is in a time-out or self-exclusion'],
  'seamless.limit.loss': [403, 'The bet could take the player past their loss limit'],
  'seamless.limit.session': [403, 'The player has reached their session-time limit'],
} as const satisfies Record<string, readonly [number, string]>;
export type SeamlessErrorCode = keyof typeof SEAMLESS_ERRORS;

export function seamlessError(code: SeamlessErrorCode, value?: unknown): AppError {
  const [status, message] = SEAMLESS_ERRORS[code];
  return new AppError(status, code, message, value);
}

export interface SeamlessRequest {
  transactionId: string;
  roundId: string;
  gameId: string;
  sessionToken: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** rollback: the debit it undoes. */
  referenceTransactionId?: string;
}

/** What the studio adds to its own round rows: the provably-fair inputs and the outcome. */
export interface RoundDetail {
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}

export interface SeamlessAnswer {
  /** Minor units, after the call. */
  balance: number;
  currency: string;
  transactionId?: string;
}

export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');
