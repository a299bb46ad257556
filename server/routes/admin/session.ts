/**
 * Operator sign-in: POST/GET/DELETE /api/admin/session. Rate limits
 * and the captcha after failures work as the member login's (server/lib/login-guard.ts),
 * on keys of their own (`admin:`…) and with a lower lock limit; every sign-in, failure and sign-out is audited.
 * An operator who turned two-step sign-in on (POST /api/admin/totp/setup, then /confirm) signs in
 * with the password and a code from their authenticator app.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminLoginBodySchema,
  operatorSessionSchema,
  operatorWhoSchema,
  passwordChangedSchema,
  signedOutSchema,
  totpEnrolmentSchema,
  totpStateSchema,
  type AdminLoginBody,
} from '../../../schemas/admin.schema';
import { auditSignInAttempt } from '../../lib/admin-auth';
import { AppError, ok } from '../../lib/errors';
import { consumePerIp, LIMITS } from '../../lib/rate-limit';
import { envelopeOf } from '../../lib/schemas';
import { beginTotpSetup, changeOwnPassword, confirmTotp, openSession, signOut, turnTotpOff, whoAmI } from '../../services/admin-account';
import { verifyOperator } from '../../services/operators';
import { spendTotpCode } from '../../services/totp';
import { beginAccountCheck, beginAttempt } from '../../lib/login-guard';
import { guard, operatorOf } from './guard';
import { operatorOwnPasswordSchema, type OperatorOwnPassword } from '../../../schemas/admin-content.schema';

export default async function adminSessionRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  app.post<{ Body: AdminLoginBody }>(
    '/api/admin/session',
    { schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: envelopeOf(operatorSessionSchema) } } },
    async (req) => {
      const { password, captcha, captchaId, totp } = req.body;
      const username = req.body.username.trim().toLowerCase();
      await consumePerIp(req, 'admin:login', LIMITS.loginPerIp);
      let attempt;
      try {
        attempt = await beginAttempt(req, { prefix: 'admin:', account: username, lock: LIMITS.operatorLoginFailuresPerAccount, captchaId, captcha });
        // A burst from one client that got past the lock and the captcha is refused before argon2.
        await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);
      } catch (e) {
        await auditSignInAttempt(req, username, 'session.refused', { ip: req.ip });
        throw e;
      }
      const op = await verifyOperator(kysely, username, password);
      if (!op) {
        await auditSignInAttempt(req, username, 'session.failed', { ip: req.ip });
        throw new AppError(401, 'admin.auth.invalid', 'Incorrect username or password', { captcha: attempt.captchaNext });
      }
      // Two-step sign-in: with it on, the password alone opens nothing. The attempt counts as a
      // failure until the code is right too, so codes are guessed under the same lock as passwords.
      if (op.totp_secret) {
        if (!totp) throw new AppError(401, 'admin.totp.required', 'Enter the code from your authenticator app', { totp: true, captcha: attempt.captchaNext });
        if (!(await spendTotpCode(kysely, op.id, op.totp_secret, totp))) {
          await auditSignInAttempt(req, username, 'session.failed', { ip: req.ip, factor: 'totp' });
          throw new AppError(401, 'admin.totp.invalid', 'The code is wrong or was already used', { totp: true, captcha: attempt.captchaNext });
        }
      }
      await attempt.succeeded();
      if (op.enabled !== 1) throw new AppError(403, 'admin.auth.disabled', 'This operator account is disabled');
      return ok(await openSession(kysely, op, req.ip));
    },
  );

  app.get('/api/admin/session', { ...guard('viewer'), schema: { tags: ['admin'], response: { 200: envelopeOf(operatorWhoSchema) } } }, async (req) => {
    const { operator } = await operatorOf(req);
    return ok(await whoAmI(kysely, operator));
  });

  /** Starts setting up two-step sign-in: the password again, then a new secret to scan (kept pending until a code confirms it). */
  app.post<{ Body: { password: string } }>(
    '/api/admin/totp/setup',
    { ...guard('viewer'), schema: { tags: ['admin'], body: { type: 'object', required: ['password'], additionalProperties: false, properties: { password: { type: 'string', minLength: 1, maxLength: 128 } } }, response: { 200: envelopeOf(totpEnrolmentSchema) } } },
    async (req) => {
      const { operator } = await operatorOf(req);
      return ok(await beginTotpSetup(kysely, app.state, operator, req.body.password));
    },
  );

  /** Turns two-step sign-in on with the first code from the app; the operator's other sessions end. */
  app.post<{ Body: { code: string } }>(
    '/api/admin/totp/confirm',
    { ...guard('viewer'), schema: { tags: ['admin'], body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } } }, response: { 200: envelopeOf(totpStateSchema) } } },
    async (req) => {
      const { operator, tokenHash } = await operatorOf(req);
      return ok(await confirmTotp(kysely, app.state, operator, tokenHash, req.body.code));
    },
  );

  /** Turns one's own two-step sign-in off: the password and a current code. */
  app.delete<{ Body: { password: string; code: string } }>(
    '/api/admin/totp',
    {
      ...guard('viewer'),
      schema: {
        tags: ['admin'],
        body: { type: 'object', required: ['password', 'code'], additionalProperties: false, properties: { password: { type: 'string', minLength: 1, maxLength: 128 }, code: { type: 'string', pattern: '^[0-9]{6}$' } } },
        response: { 200: envelopeOf(totpStateSchema) },
      },
    },
    async (req) => {
      const { operator } = await operatorOf(req);
      return ok(await turnTotpOff(kysely, app.state, operator, req.body.password, req.body.code));
    },
  );

  /**
   * Changes the signed-in operator's own password, whatever their role: the current password (a wrong
   * one counts toward the sign-in lock of the account, so a stolen session cannot guess it faster than
   * the sign-in page could) and a new one under the creation policy. The operator's other sessions
   * end; this one stays. Audited with the change in one transaction, never with either password.
   */
  app.post<{ Body: OperatorOwnPassword }>(
    '/api/admin/password',
    { ...guard('viewer'), schema: { tags: ['admin'], body: operatorOwnPasswordSchema, response: { 200: envelopeOf(passwordChangedSchema) } } },
    async (req) => {
      const { operator, tokenHash } = await operatorOf(req);
      const check = await beginAccountCheck(req, { prefix: 'admin:', account: operator.username, lock: LIMITS.operatorLoginFailuresPerAccount });
      // Two argon2 runs follow: a client's burst is refused before them, as at sign-in.
      await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);
      return ok(await changeOwnPassword(kysely, operator, tokenHash, { ...req.body, ip: req.ip }, check));
    },
  );

  app.delete('/api/admin/session', { ...guard('viewer'), schema: { tags: ['admin'], response: { 200: envelopeOf(signedOutSchema) } } }, async (req) => {
    const { operator, tokenHash } = await operatorOf(req);
    await signOut(kysely, operator, tokenHash);
    return ok(null);
  });
}
