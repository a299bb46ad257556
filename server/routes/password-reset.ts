/**
 * The end of §2's forgot-by-e-mail: the mailed link's screen (/m/forget/reset?code=…) asks who the
 * link is for, then sets the new password through it (server/services/password-reset.ts).
 * The mail itself is sent by POST /api/auth/password/forgot (routes/auth.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resetCheckBodySchema, resetPasswordBodySchema, userNameValueSchema, type ResetCheckBody, type ResetPasswordBody } from '../../schemas/auth.schema';
import { ok } from '../lib/errors';
import { consumePerIp, LIMITS } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { peekResetLink, redeemResetLink } from '../services/password-reset';

/**
 * The origin a mailed link points at: PUBLIC_URL when set. Without it the request's own origin,
 * except in production, where a forged Host header would otherwise make the site mail a victim a
 * working link to the attacker's host (null there: no link is mailed).
 */
export function mailOrigin(req: FastifyRequest): string | null {
  const configured = req.server.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  if (process.env.NODE_ENV === 'production') return null;
  return `${req.protocol}://${req.host}`;
}

export default async function passwordResetRoutes(app: FastifyInstance) {
  const { state } = app;
  const kysely = app.db.kysely;

  /** Who a live link is for, without using it: `{ userName }`, or `password.resetLink`. */
  app.post<{ Body: ResetCheckBody }>('/api/auth/password/reset/check', { schema: { body: resetCheckBodySchema, response: { 200: envelopeOf(userNameValueSchema) } } }, async (req) => {
    await consumePerIp(req, 'pwreset', LIMITS.loginPerIp);
    const member = await peekResetLink(kysely, state, req.body.code);
    return ok({ userName: member.account });
  });

  /**
   * Sets the password through a link: once, within 30 minutes, revoking every session and remember
   * token of the member. No session is handed out: the member signs in with the new password.
   */
  app.post<{ Body: ResetPasswordBody }>('/api/auth/password/reset', { schema: { body: resetPasswordBodySchema, response: { 200: envelopeOf(userNameValueSchema) } } }, async (req) => {
    await consumePerIp(req, 'pwreset', LIMITS.loginPerIp);
    const member = await redeemResetLink(kysely, state, req.body.code, req.body.newPassword, req.body.confirmNewPassword);
    return ok({ userName: member.account });
  });
}
