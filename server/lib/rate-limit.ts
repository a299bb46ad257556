import type { FastifyRequest } from 'fastify';
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
  /** Failed sign-ins an account survives in the window; then it is locked, even for the right password. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** The console locks sooner: its accounts hold the keys to money and content. */
  operatorLoginFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** §5: a captcha is needed after this many failed logins for an account or an IP. */
  captchaAfterFailures: 3,
  failureWindowMs: 15 * 60_000,
  registerPerIp: { limit: 20, windowMs: 60 * 60_000 },
  smsPerNumber: { limit: 5, windowMs: 60 * 60_000 },
  smsPerIp: { limit: 20, windowMs: 60 * 60_000 },
  /**
   * Sends that need no captcha in the send windows above: past this many for one (normalised)
   * number, or for one client address (scaled by PER_IP_LIMIT_FACTOR), a send needs a solved captcha.
   */
  smsCaptchaAfter: { perNumber: 2, perIp: 3 },
  /** Code checks (forgot by mobile, SMS login) per number, over every code sent to it in the window. */
  smsVerifyPerNumber: { limit: 15, windowMs: 60 * 60_000 },
  captchaPerIp: { limit: 60, windowMs: 60_000 },
  /**
   * Requests that may run argon2 (sign-in, console sign-in, registration, trial) from one client in
   * a short window: a burst past it is refused before any hashing.
   */
  hashBurstPerIp: { limit: 10, windowMs: 10_000 },
  /** The global limit on every /api route per client address (server/lib/global-limit.ts). */
  globalApiPerIp: { limit: 1200, windowMs: 60_000 },
  /** The global limit on pages, static files and media per client address: one page load is dozens of files. */
  globalPagesPerIp: { limit: 3000, windowMs: 60_000 },
  usernameCheckPerIp: { limit: 120, windowMs: 60_000 },
} as const;

export interface Limit {
  limit: number;
  windowMs: number;
}

/** A per-client-address limit, scaled by PER_IP_LIMIT_FACTOR (a test farm's browsers all share 127.0.0.1). */
export function perIp(req: FastifyRequest, limit: number): number {
  return Math.floor(limit * (req.server.perIpLimitFactor ?? 1));
}

/** consume() keyed by the client's address (`<name>:ip:<addr>`), with the per-IP factor applied. */
export function consumePerIp(req: FastifyRequest, name: string, spec: Limit): Promise<number> {
  return consume(req.server.state, `${name}:ip:${req.ip}`, perIp(req, spec.limit), spec.windowMs);
}
