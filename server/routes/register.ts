import type { FastifyInstance } from 'fastify';
import { affiliateCheckValueSchema, registerBodySchema, sessionValueSchema, usernameAvailableValueSchema, type RegisterBody } from '../../schemas/auth.schema';
import { registerSettingsSchema } from '../../schemas/admin-content.schema';
import { ageOn, checkField, REGISTER_FIELDS, type RegisterField, type RegisterSettings } from '../../schemas/register.schema';
import { AppError, ok } from '../lib/errors';
import { consumePerIp, LIMITS } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { createMember, findByAccount } from '../services/members';
import { affiliateState, referrerOf } from '../services/affiliates';
import { createSession } from '../services/sessions';
import { markNoPassword } from '../services/sign-in';
import { getRegisterSettings } from '../services/settings';
import { checkCaptcha, checkSmsCode } from '../services/verification';

/** Optional §3 fields kept in the member's `extra`. */
const EXTRA_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

export default async function registerRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;
  const { state } = app;

  app.get('/api/register/settings', { schema: { response: { 200: envelopeOf(registerSettingsSchema) } } }, async () => ok(await getRegisterSettings(kysely)));

  app.get<{ Querystring: { u: string } }>(
    '/api/register/username',
    { schema: { querystring: { type: 'object', required: ['u'], additionalProperties: false, properties: { u: { type: 'string', minLength: 1, maxLength: 40 } } }, response: { 200: envelopeOf(usernameAvailableValueSchema) } } },
    async (req) => {
      await consumePerIp(req, 'uname', LIMITS.usernameCheckPerIp);
      return ok({ available: !(await findByAccount(kysely, req.query.u)) });
    },
  );

  app.get<{ Querystring: { code: string; domain?: string } }>(
    '/api/affiliates/check',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', minLength: 1, maxLength: 40 }, domain: { type: 'string', maxLength: 253 } },
        },
        response: { 200: envelopeOf(affiliateCheckValueSchema) },
      },
    },
    async (req) => {
      const s = await affiliateState(kysely, req.query.code, req.query.domain);
      return ok({ success: s === 'ok', code: s === 'ok' ? 0 : s === 'domain' ? 2 : 1 });
    },
  );

  app.put<{ Body: RegisterBody }>('/api/members', { schema: { body: registerBodySchema, response: { 200: envelopeOf(sessionValueSchema) } } }, async (req) => {
    const b = req.body;
    // Every check below runs before the one argon2 run (in createMember): a burst, a refused field,
    // a wrong captcha or code, or a taken name costs no hashing.
    await consumePerIp(req, 'hash', LIMITS.hashBurstPerIp);
    await consumePerIp(req, 'register', LIMITS.registerPerIp);
    const settings = await getRegisterSettings(kysely);
    const method = b.method ?? 'username';
    if (!settings.methods.includes(method)) throw new AppError(400, 'register.method', 'This way of registering is not available');
    const { needs, required } = registerFieldsFor(settings, method, b.mobileNum);

    // §5: per-field rules; the first failing field is named so the client can focus it.
    for (const field of REGISTER_FIELDS) {
      if (!needs.has(field) || field === 'captcha') continue;
      const rule = { ...settings.rules[field], enabled: true, required: required.has(field) };
      const problem = checkField(rule, b[field]);
      if (problem) throw new AppError(400, 'register.field', `Invalid ${field}`, { field, ...problem });
    }
    if (needs.has('password') && b.password !== b.confirmPassword) throw new AppError(400, 'password.mismatch', 'Confirmation password not matched', { field: 'confirmPassword' });
    // A birthday given is always checked; with the age check on it is required (above), so the age cannot be skipped.
    if (needs.has('birthday') && b.birthday) {
      const age = ageOn(b.birthday, new Date());
      if (age === null || age < settings.minimumAge) throw new AppError(400, 'register.age', `You must be ${settings.minimumAge} or older`, { field: 'birthday', min: settings.minimumAge });
    }
    // The referrer is the member behind a valid invitation code (typed, or from a referral link), never free text.
    let recommenderId: string | null = null;
    if (b.affiliateCode) {
      const s = await affiliateState(kysely, b.affiliateCode, b.domain);
      if (s === 'invalid') throw new AppError(400, 'affiliate.invalid', 'Invalid invitation code', { field: 'affiliateCode' });
      if (s === 'domain') throw new AppError(400, 'affiliate.referrer', 'Referrer link error', { field: 'affiliateCode' });
      recommenderId = await referrerOf(kysely, b.affiliateCode);
    }
    if (settings.captcha) await checkCaptcha(state, b.captchaId, b.captcha);
    const dialing = b.countryDialingCode ?? '+63';
    // A mobile number is stored only once its SMS code is verified, whichever the method: no one can
    // take a stranger's number, or learn from "already registered" that a number has an account.
    const mobile = needs.has('mobileNum') && b.mobileNum?.trim() ? b.mobileNum.trim() : null;
    if (mobile) await checkSmsCode(state, dialing, mobile, 'register', b.verificationCode);

    const account = method === 'mobileNum' ? (b.username?.trim() || `m${dialing.replace(/\D/g, '')}${mobile}`) : b.username!;
    if (await findByAccount(kysely, account)) throw new AppError(409, 'member.username.exists', 'Sorry, the username already exists', { field: 'username' });
    // A member who registers by mobile without a password gets none (no hash of a random one).
    const password = b.password || null;
    /** A field the rules switched off is dropped, whatever the body says. */
    const kept = (f: RegisterField) => (needs.has(f) && b[f]?.trim()) || null;
    const extra = Object.fromEntries(EXTRA_FIELDS.flatMap((f) => (kept(f) ? [[f, kept(f)!]] : [])));
    const member = await createMember(kysely, {
      account,
      password,
      type: 0,
      nickname: kept('nickname') ?? undefined,
      dialingCode: dialing,
      mobile,
      email: kept('email'),
      birthday: kept('birthday'),
      payeeName: kept('payeeName'),
      affiliateCode: b.affiliateCode || null,
      recommenderId,
      registerMethod: b.registerMethod,
      extra,
    });
    // A member who registered by mobile without a password has none they know (§5: change password asks for no old one).
    if (!b.password) await markNoPassword(kysely, member.id);
    const { token } = await createSession(kysely, member.id);
    return ok({ token, userName: member.account, type: member.type, firstTimeLogin: true });
  });
}

/**
 * Which registration fields a method checks and stores, and which of them are required: the
 * enabled rules, plus what the method needs (§4/§5). The username method shows the mobile number
 * when its rule is on (optional or required); a number typed there needs its SMS code too. The
 * age check (`ageCheck`) makes the birthday required. `recommenderId` is never taken from the
 * body: it comes from the invitation code.
 */
function registerFieldsFor(settings: RegisterSettings, method: 'username' | 'mobileNum', mobileNum?: string) {
  const needs = new Set<RegisterField>(REGISTER_FIELDS.filter((f) => settings.rules[f].enabled));
  const required = new Set<RegisterField>([...needs].filter((f) => settings.rules[f].required));
  needs.delete('recommenderId');
  if (method === 'mobileNum') {
    for (const f of ['mobileNum', 'verificationCode'] as const) {
      needs.add(f);
      required.add(f);
    }
    needs.delete('username');
    if (!settings.mobileWithPassword) (['password', 'confirmPassword'] as const).forEach((f) => needs.delete(f));
  } else {
    needs.delete('verificationCode');
    if (needs.has('mobileNum') && mobileNum?.trim()) {
      needs.add('verificationCode');
      required.add('verificationCode');
    }
  }
  if (settings.ageCheck) {
    needs.add('birthday');
    required.add('birthday');
  }
  if (!settings.captcha) needs.delete('captcha');
  for (const f of [...required]) if (!needs.has(f)) required.delete(f);
  return { needs, required };
}
