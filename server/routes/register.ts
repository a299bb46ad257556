import type { FastifyInstance } from 'fastify';
import { registerBodySchema, sessionValueSchema, type RegisterBody } from '../../schemas/auth.schema';
import { checkField, REGISTER_FIELDS, type RegisterField } from '../../schemas/register.schema';
import { AppError, ok } from '../lib/errors';
import { consumePerIp, LIMITS } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { createMember, findByAccount } from '../services/members';
import { createSession } from '../services/sessions';
import { getRegisterSettings } from '../services/settings';
import { checkCaptcha, checkSmsCode } from '../services/verification';

/** Optional §3 fields kept in the member's `extra`. */
const EXTRA_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

export default async function registerRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;
  const { state } = app;

  app.get('/api/register/settings', async () => ok(await getRegisterSettings(kysely)));

  app.get<{ Querystring: { u: string } }>(
    '/api/register/username',
    { schema: { querystring: { type: 'object', required: ['u'], additionalProperties: false, properties: { u: { type: 'string', minLength: 1, maxLength: 40 } } } } },
    async (req) => {
      await consumePerIp(req, 'uname', LIMITS.usernameCheckPerIp);
      return ok({ available: !(await findByAccount(kysely, req.query.u)) });
    },
  );

  async function affiliateState(code: string, domain: string | undefined) {
    const row = await kysely.selectFrom('affiliates').selectAll().where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();
    if (!row) return 'invalid' as const;
    if (domain && row.domain !== '*' && row.domain !== domain.toLowerCase()) return 'domain' as const;
    return 'ok' as const;
  }

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
      },
    },
    async (req) => {
      const s = await affiliateState(req.query.code, req.query.domain);
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

    // §5: per-field rules; the first failing field is named so the client can focus it.
    const needs = new Set<RegisterField>(REGISTER_FIELDS.filter((f) => settings.rules[f].enabled));
    if (method === 'mobileNum') {
      needs.add('mobileNum');
      needs.add('verificationCode');
      needs.delete('username');
      if (!settings.mobileWithPassword) (['password', 'confirmPassword'] as const).forEach((f) => needs.delete(f));
    } else needs.delete('verificationCode');
    if (!settings.captcha) needs.delete('captcha');
    for (const field of REGISTER_FIELDS) {
      if (!needs.has(field) || field === 'captcha') continue;
      const rule = { ...settings.rules[field], required: settings.rules[field].required || (method === 'mobileNum' && (field === 'mobileNum' || field === 'verificationCode')) };
      const problem = checkField(rule, (b as unknown as Record<string, string | undefined>)[field]);
      if (problem) throw new AppError(400, 'register.field', `Invalid ${field}`, { field, ...problem });
    }
    if (needs.has('password') && b.password !== b.confirmPassword) throw new AppError(400, 'password.mismatch', 'Confirmation password not matched', { field: 'confirmPassword' });
    if (b.birthday) {
      const age = ageOn(b.birthday, new Date());
      if (age === null || age < settings.minimumAge) throw new AppError(400, 'register.age', `You must be ${settings.minimumAge} or older`, { field: 'birthday', min: settings.minimumAge });
    }
    if (b.affiliateCode) {
      const s = await affiliateState(b.affiliateCode, b.domain);
      if (s === 'invalid') throw new AppError(400, 'affiliate.invalid', 'Invalid invitation code', { field: 'affiliateCode' });
      if (s === 'domain') throw new AppError(400, 'affiliate.referrer', 'Referrer link error', { field: 'affiliateCode' });
    }
    if (settings.captcha) await checkCaptcha(state, b.captchaId, b.captcha);
    const dialing = b.countryDialingCode ?? '+63';
    if (method === 'mobileNum') await checkSmsCode(state, dialing, b.mobileNum!, 'register', b.verificationCode);

    const account = method === 'mobileNum' ? (b.username?.trim() || `m${dialing.replace(/\D/g, '')}${b.mobileNum}`) : b.username!;
    if (await findByAccount(kysely, account)) throw new AppError(409, 'member.username.exists', 'Sorry, the username already exists', { field: 'username' });
    // A member who registers by mobile without a password gets none (no hash of a random one).
    const password = b.password || null;
    const extra = Object.fromEntries(EXTRA_FIELDS.flatMap((f) => (b[f] ? [[f, b[f]!.trim()]] : [])));
    const member = await createMember(kysely, {
      account,
      password,
      type: 0,
      nickname: b.nickname,
      dialingCode: dialing,
      mobile: b.mobileNum || null,
      email: b.email || null,
      birthday: b.birthday || null,
      payeeName: b.payeeName || null,
      affiliateCode: b.affiliateCode || null,
      recommenderId: b.recommenderId || null,
      registerMethod: b.registerMethod,
      extra,
    });
    // A member who registered by mobile without a password has none they know (§5: change password asks for no old one).
    if (!b.password) await kysely.updateTable('members').set({ password_set: 0 }).where('id', '=', member.id).execute();
    const { token } = await createSession(kysely, member.id);
    return ok({ token, userName: member.account, type: member.type, firstTimeLogin: true });
  });
}

/** Whole years between a YYYY-MM-DD birthday and `on`; null for an impossible date (§5: 1900 to this year). */
export function ageOn(birthday: string, on: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || date > on) return null;
  let age = on.getUTCFullYear() - y;
  if (on.getUTCMonth() < mo - 1 || (on.getUTCMonth() === mo - 1 && on.getUTCDate() < d)) age--;
  return age;
}
