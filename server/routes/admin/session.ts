/**
 * Operator sign-in (issue #7): POST/GET/DELETE /api/admin/session. Rate limits
 * and the captcha after failures work exactly as the member login's, on keys
 * of their own (`admin:`…); every sign-in, failure and sign-out is audited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminLoginBodySchema, type AdminLoginBody } from '../../../schemas/admin.schema';
import { audit, auditAnonymous, requireOperator } from '../../lib/admin-auth';
import { AppError, ok } from '../../lib/errors';
import { consume, LIMITS } from '../../lib/rate-limit';
import { envelopeOf } from '../../lib/schemas';
import { createOperatorSession, revokeOperatorSession, verifyOperator } from '../../services/operators';
import { checkCaptcha } from '../../services/verification';

const sessionValue = {
  type: 'object',
  required: ['token', 'username', 'role', 'expiresAt'],
  properties: { token: { type: 'string' }, username: { type: 'string' }, role: { type: 'string' }, expiresAt: { type: 'integer' } },
} as const;

const whoValue = {
  type: 'object',
  required: ['username', 'role'],
  properties: { username: { type: 'string' }, role: { type: 'string' } },
} as const;

export default async function adminSessionRoutes(app: FastifyInstance) {
  const { state } = app;
  const kysely = app.db.kysely;

  const failures = (req: FastifyRequest, username: string) => [`admin:loginfail:ip:${req.ip}`, `admin:loginfail:acct:${username}`];
  async function captchaNeeded(req: FastifyRequest, username: string) {
    const counts = await Promise.all(failures(req, username).map((k) => state.get(k)));
    return counts.some((c) => Number(c ?? 0) >= LIMITS.captchaAfterFailures);
  }

  app.post<{ Body: AdminLoginBody }>(
    '/api/admin/session',
    { schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: envelopeOf(sessionValue) } } },
    async (req) => {
      const { password, captcha, captchaId } = req.body;
      const username = req.body.username.trim().toLowerCase();
      await consume(state, `admin:login:ip:${req.ip}`, LIMITS.loginPerIp.limit, LIMITS.loginPerIp.windowMs);
      if (await captchaNeeded(req, username)) await checkCaptcha(state, captchaId, captcha);
      const op = await verifyOperator(kysely, username, password);
      if (!op) {
        for (const k of failures(req, username)) await state.incr(k, LIMITS.failureWindowMs);
        await auditAnonymous(req, username, 'session.failed', 'session', { ip: req.ip });
        await consume(state, `admin:loginfail-lock:${username}`, LIMITS.loginFailuresPerAccount.limit, LIMITS.loginFailuresPerAccount.windowMs);
        throw new AppError(401, 'admin.auth.invalid', 'Incorrect username or password', { captcha: await captchaNeeded(req, username) });
      }
      if (op.enabled !== 1) throw new AppError(403, 'admin.auth.disabled', 'This operator account is disabled');
      for (const k of failures(req, username)) await state.del(k);
      const { token, expiresAt } = await createOperatorSession(kysely, op.id);
      const operator = { id: op.id, username: op.username, role: op.role };
      await audit(req, operator, 'session.login', 'session', null, { ip: req.ip });
      return ok({ token, username: op.username, role: op.role, expiresAt });
    },
  );

  app.get('/api/admin/session', { schema: { tags: ['admin'], response: { 200: envelopeOf(whoValue) } } }, async (req) => {
    const { operator } = await requireOperator(req);
    return ok({ username: operator.username, role: operator.role });
  });

  app.delete('/api/admin/session', { schema: { tags: ['admin'] } }, async (req) => {
    const { operator, tokenHash } = await requireOperator(req);
    await revokeOperatorSession(kysely, tokenHash);
    await audit(req, operator, 'session.logout', 'session', null, null);
    return ok(null);
  });
}
