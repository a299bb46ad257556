/**
 * Step-up for a signed-in member's sensitive actions (withdrawal, a new payout account,
 * a time-out or self-exclusion): the login password again, so a stolen session token alone
 * cannot move money out or lock the member out. All of them share one counter per member,
 * taken with an atomic increment before argon2 (parallel guesses are counted as they
 * arrive); a right password gives its count back.
 */
import type { FastifyInstance } from 'fastify';
import { WITHDRAW_PASSWORD_ATTEMPTS, WITHDRAW_PASSWORD_WINDOW_MS } from '../../src/lib/wallet';
import type { MemberRow } from '../db/types';
import { verifyPassword } from '../services/passwords';
import { AppError } from './errors';

export async function confirmMemberPassword(
  app: FastifyInstance,
  member: MemberRow,
  password: string | undefined,
  codes: { unset: string; invalid: string } = { unset: 'wallet.password.unset', invalid: 'wallet.password.invalid' },
): Promise<void> {
  if (member.password_set === 0) throw new AppError(409, codes.unset, 'Set a login password first (Settings → Change password)');
  if (!password) throw new AppError(400, codes.invalid, 'Enter your login password', { field: 'password' });
  const key = `rl:wdpw:${member.id}`;
  const n = await app.state.incr(key, WITHDRAW_PASSWORD_WINDOW_MS);
  if (n > WITHDRAW_PASSWORD_ATTEMPTS) throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: WITHDRAW_PASSWORD_WINDOW_MS });
  if (!(await verifyPassword(member.password_hash, password))) throw new AppError(400, codes.invalid, 'The password is incorrect', { field: 'password' });
  await app.state.decr(key);
}
