/**
 * Operator sign-in (issue #7): POST/GET/DELETE /api/admin/session. Rate limits
 * and the captcha after failures work as the member login's (server/lib/login-guard.ts),
 * on keys of their own (`admin:`…) and with a lower lock limit; every sign-in, failure and sign-out is audited.
 */
import type { FastifyInstance } from 'fastify';
import { adminLoginBodySchema, type AdminLoginBody } from '../../../schemas/admin.schema';
import { audit, auditAnonymous, requireOperator } from '../../lib/admin-auth';
import { AppError, ok } from '../../lib/errors';
import { consumePerIp, LIMITS } from '../../lib/rate-limit';
import { envelopeOf } from '../../lib/schemas';
import { createOperatorSession, revokeOperatorSession, verifyOperator } from '../../services/operators';
import { beginAttempt } from '../../lib/login-guard';

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
  const kysely = app.db.kysely;

  app.post<{ Body: AdminLoginBody }>(
    '/api/admin/session',
    { schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: envelopeOf(sessionValue) } } },
    async (req) => {
      const { password, captcha, captchaId } = req.body;
      const username = req.body.username.trim().toLowerCase();
      await consumePerIp(req, 'admin:login', LIMITS.loginPerIp);
      let attempt;
      try {
        attempt = await beginAttempt(req, { prefix: 'admin:', account: username, lock: LIMITS.operatorLoginFailuresPerAccount, captchaId, captcha });
        // A burst from one client that got past the lock and the captcha is refused before argon2.
        await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);
      } catch (e) {
        await auditAnonymous(req, username, 'session.refused', 'session', { ip: req.ip });
        throw e;
      }
      const op = await verifyOperator(kysely, username, password);
      if (!op) {
        await auditAnonymous(req, username, 'session.failed', 'session', { ip: req.ip });
        throw new AppError(401, 'admin.auth.invalid', 'Incorrect username or password', { captcha: attempt.captchaNext });
      }
      await attempt.succeeded();
      if (op.enabled !== 1) throw new AppError(403, 'admin.auth.disabled', 'This operator account is disabled');
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
