/**
 * One-time codes: captcha answers and SMS codes live in shared state, are
 * compared in constant time and used once. SMS codes go through the outbox
 * (the operator console reads it; a webhook sender delivers it when configured).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SharedState } from '../lib/shared-state';
import { AppError } from '../lib/errors';
import * as outbox from '../repositories/outbox';

const CAPTCHA_TTL_MS = 5 * 60_000;
const SMS_CODE_TTL_MS = 5 * 60_000;
/** §4/§9: the SMS countdown, 60 s. */
const SMS_RESEND_MS = 60_000;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function newCaptcha(state: SharedState) {
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, charPreset: '0123456789', color: true, background: '#f4f1e8', width: 120, height: 44 });
  const captchaId = randomBytes(16).toString('base64url');
  await state.set(`captcha:${captchaId}`, text, CAPTCHA_TTL_MS);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Consumes the challenge whatever the answer, so one image allows one try. */
export async function checkCaptcha(state: SharedState, captchaId: string | undefined, answer: string | undefined) {
  if (!captchaId || !answer) throw new AppError(400, 'auth.captcha.required', 'Verification code error', { captcha: true });
  const expected = await state.take(`captcha:${captchaId}`);
  if (!expected || !sameSecret(expected, answer.trim())) throw new AppError(400, 'auth.captcha.invalid', 'Verification code error', { captcha: true });
}

/** Wrong tries one SMS code survives: the next try (even with the right code) finds it gone. */
export const SMS_CODE_MAX_TRIES = 5;

/**
 * One number, one key: `+63`+`9171234567`, `63`+`9171234567`, `+63`+`639171234567` and
 * `+63`+`09171234567` are all `63:9171234567`. Every per-number limit and every code is keyed by it,
 * so respelling a number neither doubles its send limit nor starts a fresh count of code guesses.
 * The dialing code is digits only; a mobile number that repeats it (and is then longer than a
 * national number, at most 10 digits) loses it, and a national trunk prefix 0 is dropped.
 */
export function phoneKey(dialingCode: string, mobile: string): string {
  const cc = dialingCode.replace(/\D/g, '');
  let national = mobile.replace(/\D/g, '');
  if (cc && national.startsWith(cc) && national.length - cc.length >= 7 && national.length > 10) national = national.slice(cc.length);
  national = national.replace(/^0+/, '');
  return `${cc}:${national}`;
}

/** Refuses a new code for a number and purpose while the last one's resend wait (SMS_RESEND_MS) runs. */
export async function assertSmsResendDue(state: SharedState, dialingCode: string, mobile: string, purpose: string, now = Date.now()) {
  const waitUntil = await state.get(`sms:wait:${purpose}:${phoneKey(dialingCode, mobile)}`);
  if (waitUntil && Number(waitUntil) > now) {
    throw new AppError(429, 'sms.wait', 'Please wait before asking for another code', { expirationTime: Number(waitUntil) });
  }
}

/** Where SMS codes are POSTed for delivery (SMS_WEBHOOK_URL), and the secret that signs each POST (SMS_WEBHOOK_SECRET). */
export interface SmsWebhook {
  url: string;
  secret?: string;
}

/**
 * The signature header of a webhook POST: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * with SMS_WEBHOOK_SECRET. The receiver recomputes it over the raw body, compares in constant time,
 * and refuses a `t` older than a few minutes (a replay).
 */
function webhookSignature(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export async function sendSmsCode(db: Kysely<Database>, state: SharedState, dialingCode: string, mobile: string, purpose: string, webhook?: SmsWebhook, now = Date.now()) {
  const phone = phoneKey(dialingCode, mobile);
  const waitKey = `sms:wait:${purpose}:${phone}`;
  await assertSmsResendDue(state, dialingCode, mobile, purpose, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + SMS_RESEND_MS;
  await state.set(`sms:code:${purpose}:${phone}`, code, SMS_CODE_TTL_MS);
  // A new code starts its own count of wrong tries (sends per number are limited, so this buys little).
  await state.del(`sms:tries:${purpose}:${phone}`);
  await state.set(waitKey, String(expirationTime), SMS_RESEND_MS);
  const to = `+${phone.replace(':', ' ')}`;
  const body = `Your Parlor verification code is ${code}. It expires in 5 minutes.`;
  await outbox.insertMessage(db, { channel: 'sms', address: to, body, purpose, created_at: new Date(now).toISOString() });
  if (webhook) {
    // Delivery is best effort and off the request path; the outbox keeps the message either way.
    const payload = JSON.stringify({ to, body, purpose });
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (webhook.secret) headers['X-Parlor-Signature'] = webhookSignature(webhook.secret, payload, now);
    void fetch(webhook.url, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  }
  return { expirationTime };
}

/**
 * Checks an SMS code and, unless `keep`, uses it up. Every try is counted (an atomic increment,
 * before the comparison, so parallel guesses are counted too); past SMS_CODE_MAX_TRIES the code is
 * deleted and even the right one is refused: a member asks for a new code.
 * With `keep`, the caller checks more and then calls takeSmsCode, which uses it up once.
 */
export async function checkSmsCode(state: SharedState, dialingCode: string, mobile: string, purpose: string, code: string | undefined, { keep = false } = {}) {
  const phone = phoneKey(dialingCode, mobile);
  const key = `sms:code:${purpose}:${phone}`;
  const tries = await state.incr(`sms:tries:${purpose}:${phone}`, SMS_CODE_TTL_MS);
  if (tries > SMS_CODE_MAX_TRIES) {
    await state.del(key);
    throw new AppError(400, 'sms.code.exhausted', 'Too many wrong codes; ask for a new code', { maxTries: SMS_CODE_MAX_TRIES });
  }
  const expected = await state.get(key);
  if (!code || !expected || !sameSecret(expected, code.trim())) throw new AppError(400, 'sms.code.invalid', 'Verification code error', { triesLeft: SMS_CODE_MAX_TRIES - tries });
  if (!keep) await takeSmsCode(state, dialingCode, mobile, purpose);
}

/** Uses up a checked code; false when a parallel request used it first. */
export async function takeSmsCode(state: SharedState, dialingCode: string, mobile: string, purpose: string): Promise<boolean> {
  const phone = phoneKey(dialingCode, mobile);
  const taken = await state.take(`sms:code:${purpose}:${phone}`);
  await state.del(`sms:tries:${purpose}:${phone}`);
  return taken !== null;
}
