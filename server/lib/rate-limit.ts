import type { SharedState } from './shared-state';
import { AppError } from './errors';

/** Fixed-window limit on shared state: the (limit+1)th hit in a window is a 429 envelope. */
export async function consume(state: SharedState, key: string, limit: number, windowMs: number): Promise<number> {
  const n = await state.incr(`rl:${key}`, windowMs);
  if (n > limit) throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: windowMs });
  return n;
}

/** Limits of the auth calls, per IP and per account. */
export const LIMITS = {
  loginPerIp: { limit: 30, windowMs: 60_000 },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** §5: a captcha is needed after this many failed logins for an account or an IP. */
  captchaAfterFailures: 3,
  failureWindowMs: 15 * 60_000,
  registerPerIp: { limit: 20, windowMs: 60 * 60_000 },
  smsPerNumber: { limit: 5, windowMs: 60 * 60_000 },
  smsPerIp: { limit: 20, windowMs: 60 * 60_000 },
  captchaPerIp: { limit: 60, windowMs: 60_000 },
} as const;
