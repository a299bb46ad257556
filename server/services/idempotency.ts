/**
 * Idempotency keys for the member's money-creating calls (deposits, withdrawals): a client that
 * retries a request whose answer it lost sends the same Idempotency-Key and gets the first answer
 * back instead of a second order or hold. Keys live in the database, scoped to the member (one
 * member can never see another's answer), and expire after IDEMPOTENCY_TTL_MS.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { AppError } from '../lib/errors';
import * as idempotencyKeys from '../repositories/idempotency-keys';
import { isUniqueViolation } from './members';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_MS } from '../../src/lib/wallet';

/** The request's Idempotency-Key, or null without one; a malformed one is refused (never ignored: the client meant to be safe). */
function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw new AppError(400, 'request.invalid', `${IDEMPOTENCY_HEADER} must be 8 to 64 letters, digits, '-' or '_'`, { field: IDEMPOTENCY_HEADER });
  }
  return raw;
}

const fingerprintOf = (fields: unknown) => createHash('sha256').update(JSON.stringify(fields)).digest('hex');

/**
 * Runs `create` once per (member, scope, key). The key is claimed before `create` runs, so a retry
 * racing the first request is told to wait (409) rather than creating a second order; a finished
 * first request is replayed as it was answered. A request that fails releases its key, so the same
 * attempt may be tried again. `fields` are what makes two requests the same (never a password).
 */
export async function oncePerKey<T>(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  claim: { memberId: number; scope: string; fields: unknown },
  create: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(req);
  if (key === null) return create();
  const fingerprint = fingerprintOf(claim.fields);
  const now = new Date();
  const at = now.toISOString();
  const mine = { memberId: claim.memberId, scope: claim.scope, key };
  // This member's expired keys go first (a key past its time is free to reuse).
  await idempotencyKeys.deleteExpired(db, claim.memberId, at);
  try {
    await idempotencyKeys.insert(db, { member_id: claim.memberId, scope: claim.scope, key, fingerprint, status_code: null, response: null, created_at: at, expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString() });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const first = await idempotencyKeys.find(db, mine);
    if (!first) throw new AppError(409, 'request.inProgress', 'Your previous request is still being processed, please wait a moment');
    if (first.fingerprint !== fingerprint) throw new AppError(422, 'request.idempotencyMismatch', 'This request key was already used for a different request', { field: IDEMPOTENCY_HEADER });
    if (first.response === null) throw new AppError(409, 'request.inProgress', 'Your previous request is still being processed, please wait a moment');
    reply.header('Idempotent-Replayed', 'true');
    return JSON.parse(first.response) as T;
  }
  let answer: T;
  try {
    answer = await create();
  } catch (e) {
    await idempotencyKeys.releaseUnanswered(db, mine);
    throw e;
  }
  await idempotencyKeys.storeAnswer(db, mine, 200, JSON.stringify(answer));
  return answer;
}
