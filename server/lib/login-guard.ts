/**
 * The failure counters of a sign-in (member and console), taken before the password or code
 * is checked. Each attempt adds one to its account's and its client's counter with an atomic
 * increment first, so a burst of parallel guesses is counted as it arrives instead of after the
 * slow argon2 compare (check-then-act let a whole burst through without a captcha). A success
 * clears both counters (a shared address is not charged for good sign-ins); a refusal keeps
 * its count. The per-account counter is the one an attacker cannot dodge.
 *
 * Past `captchaAfter` the attempt needs a solved captcha; past the account's lock limit it is
 * refused whatever the password, the right one included, until the window ends.
 */
import type { FastifyRequest } from 'fastify';
import { checkCaptcha } from '../services/verification';
import { AppError } from './errors';
import { type Limit, perIp, LIMITS } from './rate-limit';

export interface Attempt {
  /** Whether the next attempt of this account or client will need a captcha. */
  captchaNext: boolean;
  succeeded(): Promise<void>;
}

export async function beginAttempt(
  req: FastifyRequest,
  opts: { prefix: string; account: string; lock: Limit; captchaId?: string; captcha?: string },
): Promise<Attempt> {
  const { state } = req.server;
  const acctKey = `${opts.prefix}loginfail:acct:${opts.account}`;
  const ipKey = `${opts.prefix}loginfail:ip:${req.ip}`;
  const [acct, ip] = await Promise.all([state.incr(acctKey, opts.lock.windowMs), state.incr(ipKey, opts.lock.windowMs)]);
  if (acct > opts.lock.limit) {
    throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: opts.lock.windowMs });
  }
  const ipCaptchaAfter = perIp(req, LIMITS.captchaAfterFailures);
  if (acct > LIMITS.captchaAfterFailures || ip > ipCaptchaAfter) await checkCaptcha(state, opts.captchaId, opts.captcha);
  return {
    captchaNext: acct >= LIMITS.captchaAfterFailures || ip >= ipCaptchaAfter,
    async succeeded() {
      await state.del(acctKey);
      await state.del(ipKey);
    },
  };
}

/**
 * A password check of a signed-in account (the console's own password change) under its sign-in lock:
 * counted on the same per-account key before the compare, refused past the lock whatever the password,
 * and cleared by a right password as a successful sign-in clears it. No captcha and no per-client
 * counter: the caller is already signed in, and the account's count is the limit that matters.
 */
export async function beginAccountCheck(req: FastifyRequest, opts: { prefix: string; account: string; lock: Limit }): Promise<Pick<Attempt, 'succeeded'>> {
  const { state } = req.server;
  const acctKey = `${opts.prefix}loginfail:acct:${opts.account}`;
  if ((await state.incr(acctKey, opts.lock.windowMs)) > opts.lock.limit) {
    throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: opts.lock.windowMs });
  }
  return {
    async succeeded() {
      await state.del(acctKey);
    },
  };
}
