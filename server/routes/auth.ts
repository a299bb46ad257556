import type { FastifyInstance } from 'fastify';
import {
  captchaValueSchema, changePasswordBodySchema, forgotBodySchema, loginBodySchema, phonePasswordBodySchema, sessionValueSchema, smsBodySchema, smsSentValueSchema, userNameValueSchema,
  type ChangePasswordBody, type ForgotBody, type LoginBody, type PhonePasswordBody, type SmsBody,
} from '../../schemas/auth.schema';
import { checkField, PATTERNS } from '../../schemas/register.schema';
import { TRIAL_TYPE } from '../../src/lib/constants';
import { bearer, isAgent, requireMember } from '../lib/auth';
import { AppError, ok } from '../lib/errors';
import { consume, consumePerIp, LIMITS, perIp } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { emptyValueSchema } from '../../schemas/member.schema';
import { findByAccount, findByMobile, startTrial } from '../services/members';
import { verifyPassword } from '../services/passwords';
import { assertNotExcluded } from '../services/responsible';
import { createSession } from '../services/sessions';
import { exchangeRememberToken, isFirstSignIn, replacePassword, signOut } from '../services/sign-in';
import { getRegisterSettings, getSiteSettings } from '../services/settings';
import { assertSmsResendDue, checkCaptcha, checkSmsCode, newCaptcha, phoneKey, sendSmsCode, takeSmsCode } from '../services/verification';
import { beginAttempt } from '../lib/login-guard';
import { mailResetLink, RESET_MAILS_PER_ACCOUNT } from '../services/password-reset';
import { mailOrigin } from './password-reset';

const sessionReply = { response: { 200: envelopeOf(sessionValueSchema) } };
const emptyReply = { response: { 200: envelopeOf(emptyValueSchema) } };

export default async function authRoutes(app: FastifyInstance) {
  const { db, state } = app;
  const kysely = db.kysely;

  app.get('/api/auth/captcha', { schema: { response: { 200: envelopeOf(captchaValueSchema) } } }, async (req, reply) => {
    await consumePerIp(req, 'captcha', LIMITS.captchaPerIp);
    reply.header('Cache-Control', 'no-store');
    return ok(await newCaptcha(state));
  });

  app.post<{ Body: LoginBody }>('/api/auth/login', { schema: { body: loginBodySchema, ...sessionReply } }, async (req) => {
    const body = req.body;
    // The per-client limit is spent before any argon2 work.
    await consumePerIp(req, 'login', LIMITS.loginPerIp);
    const settings = await getSiteSettings(kysely);
    const sms = body.type === 'sms';
    if (sms && !settings.whitelabel.MOBILEVERCODELOGIN3) throw new AppError(403, 'auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    const dialing = body.countryDialingCode ?? '+63';
    // Input no account or code can match is refused before any counter, lookup or hash.
    if (!plausibleLogin(body.username, body.password, sms)) throw new AppError(401, 'auth.invalidCredentials', 'Incorrect username or password', { captcha: false });
    const account = sms ? `sms:${phoneKey(dialing, body.username)}` : body.username.trim().toLowerCase();
    if (sms) await consume(state, `smsverify:num:${phoneKey(dialing, body.username)}`, LIMITS.smsVerifyPerNumber.limit, LIMITS.smsVerifyPerNumber.windowMs);
    const attempt = await beginAttempt(req, { prefix: '', account, lock: LIMITS.loginFailuresPerAccount, captchaId: body.captchaId, captcha: body.captcha });
    // A burst of attempts from one client that got this far (past the lock and the captcha) is refused before argon2.
    if (!sms) await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);

    const member = sms ? await findByMobile(kysely, dialing, body.username.trim()) : await findByAccount(kysely, account);
    let valid: boolean;
    if (sms) {
      valid = !!member && (await checkSmsCode(state, dialing, body.username.trim(), 'login', body.password).then(() => true, () => false));
    } else {
      valid = await verifyPassword(member?.password_hash, body.password);
    }
    if (!valid || !member) throw new AppError(401, 'auth.invalidCredentials', 'Incorrect username or password', { captcha: attempt.captchaNext });
    await attempt.succeeded();
    if (member.status !== 'active') throw new AppError(403, 'auth.userDisabled', 'Sorry, the user does not exist or is disabled');
    await assertNotExcluded(kysely, member.id);
    // §6: the agent portal refuses non-agents; the member site refuses non-member account types.
    if (body.portal === 'agent' && !isAgent(member)) throw new AppError(403, 'auth.nonAgent', 'Non-agents cannot log in');
    if (body.portal !== 'agent' && member.type === TRIAL_TYPE) throw new AppError(403, 'auth.nonMember', 'Non-member account unable to login');
    const firstTimeLogin = await isFirstSignIn(kysely, member.id);
    const { token } = await createSession(kysely, member.id);
    const remember = body.remember ? (await createSession(kysely, member.id, 'remember')).token : undefined;
    return ok({ token, userName: member.account, type: member.type, firstTimeLogin, ...(remember ? { rememberToken: remember } : {}) });
  });

  /** Signs back in with a remember token (never a stored password); the token is rotated. */
  app.post<{ Body: { rememberToken: string } }>(
    '/api/auth/remember',
    { schema: { body: { type: 'object', required: ['rememberToken'], additionalProperties: false, properties: { rememberToken: { type: 'string', minLength: 16, maxLength: 100 } } }, ...sessionReply } },
    async (req) => {
      await consumePerIp(req, 'login', LIMITS.loginPerIp);
      return ok(await exchangeRememberToken(kysely, req.body.rememberToken));
    },
  );

  /** Signs out: the session and, when the client sends it, its remember token (else it would sign back in for 30 days). */
  app.delete<{ Body: { rememberToken?: string } | null | undefined }>(
    '/api/auth/session',
    { schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: { rememberToken: { type: 'string', minLength: 16, maxLength: 100 } } }, ...emptyReply } },
    async (req) => {
      const token = bearer(req);
      if (!token) throw new AppError(401, 'auth.required', 'You are not logged in, please login first');
      // Only a remember token of the same member: a stranger's token in the body revokes nothing.
      await signOut(kysely, token, req.body?.rememberToken);
      return ok(null);
    },
  );

  app.post('/api/auth/trial', { schema: sessionReply }, async (req) => {
    await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);
    await consumePerIp(req, 'trial', LIMITS.registerPerIp);
    const { member, token } = await startTrial(kysely);
    return ok({ token, userName: member.account, type: member.type, customerType: member.type, firstTimeLogin: true });
  });

  /**
   * Sends an SMS code. Every send is counted first (atomic increments, per client address and per
   * normalised number); past LIMITS.smsCaptchaAfter for either, the send needs a solved captcha
   * (`auth.captcha.required` / `auth.captcha.invalid` with value.captcha, which the player's forms
   * answer by showing the picture). A send refused for its captcha gives both counts back, and one
   * inside the resend wait is refused before counting, so a stranger's requests that send nothing
   * cannot use up a number's sends.
   */
  app.post<{ Body: SmsBody }>('/api/auth/sms', { schema: { body: smsBodySchema, response: { 200: envelopeOf(smsSentValueSchema) } } }, async (req) => {
    const { mobileNum, countryDialingCode, purpose = 'register', captchaId, captcha } = req.body;
    const ipKey = `rl:sms:ip:${req.ip}`;
    const numKey = `rl:sms:num:${phoneKey(countryDialingCode, mobileNum)}`;
    // A request inside the resend wait sends nothing and counts nothing (the wait is checked again on sending).
    await assertSmsResendDue(state, countryDialingCode, mobileNum, purpose);
    const byIp = await consumePerIp(req, 'sms', LIMITS.smsPerIp);
    const byNumber = await consume(state, numKey.slice('rl:'.length), LIMITS.smsPerNumber.limit, LIMITS.smsPerNumber.windowMs);
    if (byNumber > LIMITS.smsCaptchaAfter.perNumber || byIp > perIp(req, LIMITS.smsCaptchaAfter.perIp)) {
      try {
        await checkCaptcha(state, captchaId, captcha);
      } catch (e) {
        await Promise.all([state.decr(ipKey), state.decr(numKey)]);
        throw e;
      }
    }
    return ok(await sendSmsCode(kysely, state, countryDialingCode, mobileNum, purpose, app.smsWebhookUrl ? { url: app.smsWebhookUrl, secret: app.smsWebhookSecret } : undefined));
  });

  async function checkNewPassword(newPassword: string, confirm: string) {
    const rules = (await getRegisterSettings(kysely)).rules;
    const problem = checkField(rules.password, newPassword);
    if (problem) throw new AppError(400, 'password.invalid', 'The new password does not meet the rules', problem);
    if (newPassword !== confirm) throw new AppError(400, 'password.mismatch', 'Confirmation password not matched');
  }

  /**
   * §4 change password v2: every other session of the member is revoked. The old
   * password is asked for only when the member has one (§5): a member who
   * registered by mobile without a password sets their first one here.
   */
  app.post<{ Body: ChangePasswordBody }>('/api/auth/password', { schema: { body: changePasswordBodySchema, ...emptyReply } }, async (req) => {
    const { member, tokenHash } = await requireMember(req);
    const { oldPassword, newPassword, confirmNewPassword } = req.body;
    await consume(state, `pwchange:${member.id}`, LIMITS.loginFailuresPerAccount.limit, LIMITS.loginFailuresPerAccount.windowMs);
    if (member.password_set !== 0) {
      if (!oldPassword || !(await verifyPassword(member.password_hash, oldPassword))) throw new AppError(400, 'password.oldInvalid', 'The current password is incorrect', { field: 'oldPassword' });
      if (oldPassword === newPassword) throw new AppError(400, 'password.same', 'The new password must differ from the old one', { field: 'newPassword' });
    }
    await checkNewPassword(newPassword, confirmNewPassword);
    await replacePassword(kysely, member.id, newPassword, tokenHash);
    return ok(null);
  });

  /**
   * Forgot by mobile. The code proves the phone, and a phone is one factor: the password is set
   * and every session revoked, but no session is handed out — the client signs in with the new
   * password (POST /api/auth/login), so a guessed or intercepted code alone never opens a session.
   */
  app.post<{ Body: PhonePasswordBody }>('/api/auth/password/phone', { schema: { body: phonePasswordBodySchema, response: { 200: envelopeOf(userNameValueSchema) } } }, async (req) => {
    const { mobileNum, countryDialingCode = '+63', verificationCode, newPassword } = req.body;
    await consumePerIp(req, 'pwphone', LIMITS.smsPerIp);
    await consume(state, `smsverify:num:${phoneKey(countryDialingCode, mobileNum)}`, LIMITS.smsVerifyPerNumber.limit, LIMITS.smsVerifyPerNumber.windowMs);
    // §8: a refused new password keeps the code usable (only the password field is cleared), so it is used up last.
    await checkSmsCode(state, countryDialingCode, mobileNum, 'password', verificationCode, { keep: true });
    const member = await findByMobile(kysely, countryDialingCode, mobileNum);
    if (!member || member.status !== 'active') throw new AppError(404, 'auth.userDisabled', 'Sorry, the user does not exist or is disabled');
    await assertNotExcluded(kysely, member.id);
    await checkNewPassword(newPassword, newPassword);
    if (await verifyPassword(member.password_hash, newPassword)) throw new AppError(400, 'modify.new.old.same', 'The new password must differ from the old one');
    if (!(await takeSmsCode(state, countryDialingCode, mobileNum, 'password'))) throw new AppError(400, 'sms.code.invalid', 'Verification code error');
    await replacePassword(kysely, member.id, newPassword);
    return ok({ userName: member.account });
  });

  /** §7 forgot by e-mail (form-encoded): mails a one-use reset link. Answers the same whether or not the pair matches. */
  app.post<{ Body: ForgotBody }>('/api/auth/password/forgot', { schema: { body: forgotBodySchema, ...emptyReply } }, async (req) => {
    const username = req.body.username.trim();
    const email = req.body.email.trim();
    if (!new RegExp(PATTERNS.email).test(email)) throw new AppError(400, 'email.invalid', 'Incorrect e-mail address');
    await consumePerIp(req, 'forgot', LIMITS.smsPerIp);
    const member = await findByAccount(kysely, username);
    const origin = mailOrigin(req);
    if (!origin) throw new AppError(503, 'auth.forbidden', 'Password reset by e-mail needs PUBLIC_URL in production');
    // Past the per-account limit nothing is sent, but the answer is the same (no account enumeration).
    if (member && member.email?.toLowerCase() === email.toLowerCase() && (await state.incr(`pwreset:mails:${member.id}`, RESET_MAILS_PER_ACCOUNT.windowMs)) <= RESET_MAILS_PER_ACCOUNT.limit) {
      await mailResetLink(kysely, state, member, email, origin);
    }
    return ok(null);
  });
}

/**
 * Whether a sign-in could match anything: an account name is printable text without spaces or
 * markup (every way of making one stores such a name), a password has a non-blank character, and
 * an SMS sign-in is a mobile number and a code of digits. Anything else is refused before it
 * costs a counter, a lookup or an argon2 run.
 */
function plausibleLogin(username: string, password: string, sms: boolean): boolean {
  const name = username.trim();
  if (sms) return /^[0-9]{7,15}$/.test(name) && /^[0-9]{4,10}$/.test(password.trim());
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return /^[^\s<>\u0000-\u001f\u007f]{1,40}$/.test(name) && password.trim() !== '';
}
