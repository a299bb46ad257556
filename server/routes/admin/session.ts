/**
 * Operator sign-in: POST/GET/DELETE /api/admin/session. Rate limits
 * and the captcha after failures work as the member login's (server/lib/login-guard.ts),
 * on keys of their own (`admin:`…) and with a lower lock limit; every sign-in, failure and sign-out is audited.
 * An operator who turned two-step sign-in on (POST /api/admin/totp/setup, then /confirm) signs in
 * with the password and a code from their authenticator app.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { audit, auditIn, auditSignInAttempt, requireOperator } from '../../lib/admin-auth';
import { AppError, ok } from '../../lib/errors';
import { consumePerIp, LIMITS } from '../../lib/rate-limit';
import { envelopeOf } from '../../lib/schemas';
import { createOperatorSession, revokeOperatorSession, revokeOperatorSessions, verifyOperator } from '../../services/operators';
import { matchingStep, newTotpSecret, spendTotpCode, totpEnrolment } from '../../services/totp';
import { beginAccountCheck, beginAttempt } from '../../lib/login-guard';
import { hashPassword } from '../../services/passwords';
import { operatorOwnPasswordSchema, type OperatorOwnPassword } from '../../../schemas/admin-content.schema';

/** Step-up for changing one's own second factor: the password (and the code to turn it off), 5 wrong tries in 15 min. */
const STEP_UP = { limit: 5, windowMs: 15 * 60_000 };

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
      const { token, expiresAt } = await createOperatorSession(kysely, op.id);
      const operator = { id: op.id, username: op.username, role: op.role };
      await audit(req, operator, 'session.login', 'session', null, { ip: req.ip });
      return ok({ token, username: op.username, role: op.role, expiresAt });
    },
  );

  app.get('/api/admin/session', { schema: { tags: ['admin'], response: { 200: envelopeOf(operatorWhoSchema) } } }, async (req) => {
    const { operator } = await requireOperator(req);
    const row = await kysely.selectFrom('operators').select(['totp_secret', 'totp_enabled_at']).where('id', '=', operator.id).executeTakeFirstOrThrow();
    return ok({ username: operator.username, role: operator.role, totp: { on: !!row.totp_secret, since: row.totp_secret ? row.totp_enabled_at : null } });
  });

  /** The signed-in operator's row, after their password (and, when given, a code) counted against STEP_UP. */
  async function stepUp(req: FastifyRequest, password: string) {
    const { operator } = await requireOperator(req);
    const key = `rl:admin:stepup:${operator.id}`;
    if ((await app.state.incr(key, STEP_UP.windowMs)) > STEP_UP.limit) throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: STEP_UP.windowMs });
    const op = await verifyOperator(kysely, operator.username, password);
    if (!op) throw new AppError(400, 'admin.auth.invalid', 'The password is incorrect', { field: 'password' });
    await app.state.decr(key);
    return { operator, op, key };
  }

  /** Starts setting up two-step sign-in: the password again, then a new secret to scan (kept pending until a code confirms it). */
  app.post<{ Body: { password: string } }>(
    '/api/admin/totp/setup',
    { schema: { tags: ['admin'], body: { type: 'object', required: ['password'], additionalProperties: false, properties: { password: { type: 'string', minLength: 1, maxLength: 128 } } }, response: { 200: envelopeOf(totpEnrolmentSchema) } } },
    async (req) => {
      const { op } = await stepUp(req, req.body.password);
      if (op.totp_secret) throw new AppError(409, 'admin.totp.enrolled', 'Two-step sign-in is already on');
      const secret = newTotpSecret();
      await kysely.updateTable('operators').set({ totp_pending: secret }).where('id', '=', op.id).execute();
      return ok(totpEnrolment(secret, op.username));
    },
  );

  /** Turns two-step sign-in on with the first code from the app; the operator's other sessions end. */
  app.post<{ Body: { code: string } }>(
    '/api/admin/totp/confirm',
    { schema: { tags: ['admin'], body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } } }, response: { 200: envelopeOf(totpStateSchema) } } },
    async (req) => {
      const { operator, tokenHash } = await requireOperator(req);
      const key = `rl:admin:stepup:${operator.id}`;
      if ((await app.state.incr(key, STEP_UP.windowMs)) > STEP_UP.limit) throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: STEP_UP.windowMs });
      const row = await kysely.selectFrom('operators').select(['totp_pending', 'totp_secret']).where('id', '=', operator.id).executeTakeFirstOrThrow();
      if (row.totp_secret) throw new AppError(409, 'admin.totp.enrolled', 'Two-step sign-in is already on');
      if (!row.totp_pending) throw new AppError(409, 'admin.totp.notStarted', 'Start setting up two-step sign-in again');
      const step = matchingStep(row.totp_pending, req.body.code);
      if (step === null) throw new AppError(400, 'admin.totp.invalid', 'The code is wrong or was already used', { field: 'code' });
      await app.state.decr(key);
      const since = new Date().toISOString();
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('operators').set({ totp_secret: row.totp_pending, totp_pending: null, totp_enabled_at: since, totp_last_step: step }).where('id', '=', operator.id).execute();
        await auditIn(trx, operator, 'totp.enable', `operator:${operator.id}`, { totp: false }, { totp: true });
      });
      await revokeOperatorSessions(kysely, operator.id, tokenHash);
      return ok({ on: true, since });
    },
  );

  /** Turns one's own two-step sign-in off: the password and a current code. */
  app.delete<{ Body: { password: string; code: string } }>(
    '/api/admin/totp',
    {
      schema: {
        tags: ['admin'],
        body: { type: 'object', required: ['password', 'code'], additionalProperties: false, properties: { password: { type: 'string', minLength: 1, maxLength: 128 }, code: { type: 'string', pattern: '^[0-9]{6}$' } } },
        response: { 200: envelopeOf(totpStateSchema) },
      },
    },
    async (req) => {
      const { operator, op, key } = await stepUp(req, req.body.password);
      if (!op.totp_secret) return ok({ on: false, since: null });
      if ((await app.state.incr(key, STEP_UP.windowMs)) > STEP_UP.limit) throw new AppError(429, 'request.tooMany', 'Too many attempts, please wait a moment and try again', { retryAfterMs: STEP_UP.windowMs });
      if (!(await spendTotpCode(kysely, op.id, op.totp_secret, req.body.code))) throw new AppError(400, 'admin.totp.invalid', 'The code is wrong or was already used', { field: 'code' });
      await app.state.decr(key);
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('operators').set({ totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', op.id).execute();
        await auditIn(trx, operator, 'totp.disable', `operator:${op.id}`, { totp: true }, { totp: false });
      });
      return ok({ on: false, since: null });
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
    { schema: { tags: ['admin'], body: operatorOwnPasswordSchema, response: { 200: envelopeOf(passwordChangedSchema) } } },
    async (req) => {
      const { operator, tokenHash } = await requireOperator(req);
      const { currentPassword, newPassword } = req.body;
      const check = await beginAccountCheck(req, { prefix: 'admin:', account: operator.username, lock: LIMITS.operatorLoginFailuresPerAccount });
      // Two argon2 runs follow: a client's burst is refused before them, as at sign-in.
      await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);
      if (!(await verifyOperator(kysely, operator.username, currentPassword))) {
        await audit(req, operator, 'password.failed', `operator:${operator.id}`, null, { ip: req.ip });
        throw new AppError(400, 'admin.password.current', 'The current password is incorrect', { field: 'currentPassword' });
      }
      await check.succeeded();
      if (newPassword === currentPassword) throw new AppError(400, 'admin.password.same', 'The new password must differ from the current one', { field: 'newPassword' });
      const hash = await hashPassword(newPassword);
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('operators').set({ password_hash: hash }).where('id', '=', operator.id).execute();
        await auditIn(trx, operator, 'password.change', `operator:${operator.id}`, null, { passwordChanged: true, ip: req.ip });
      });
      await revokeOperatorSessions(kysely, operator.id, tokenHash);
      return ok({ changed: true });
    },
  );

  app.delete('/api/admin/session', { schema: { tags: ['admin'], response: { 200: envelopeOf(signedOutSchema) } } }, async (req) => {
    const { operator, tokenHash } = await requireOperator(req);
    await revokeOperatorSession(kysely, tokenHash);
    await audit(req, operator, 'session.logout', 'session', null, null);
    return ok(null);
  });
}
