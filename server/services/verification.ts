/**
 * One-time codes: captcha answers and SMS codes live in shared state, are
 * compared in constant time and used once. SMS codes go through the outbox
 * (the operator console reads it; a webhook sender delivers it when configured).
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { SharedState } from '../lib/shared-state';
import { AppError } from '../lib/errors';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** §4/§9: the SMS countdown, 60 s. */
export const SMS_RESEND_MS = 60_000;

export function sameSecret(a: string, b: string): boolean {
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

export const phoneKey = (dialingCode: string, mobile: string) => `${dialingCode.replace(/^\+/, '')}:${mobile}`;

export async function sendSmsCode(db: Kysely<Database>, state: SharedState, dialingCode: string, mobile: string, purpose: string, webhookUrl?: string, now = Date.now()) {
  const phone = phoneKey(dialingCode, mobile);
  const waitKey = `sms:wait:${purpose}:${phone}`;
  const waitUntil = await state.get(waitKey);
  if (waitUntil && Number(waitUntil) > now) {
    throw new AppError(429, 'sms.wait', 'Please wait before asking for another code', { expirationTime: Number(waitUntil) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + SMS_RESEND_MS;
  await state.set(`sms:code:${purpose}:${phone}`, code, SMS_CODE_TTL_MS);
  await state.set(waitKey, String(expirationTime), SMS_RESEND_MS);
  const to = `+${phone.replace(':', ' ')}`;
  const body = `Your Parlor verification code is ${code}. It expires in 5 minutes.`;
  await db.insertInto('outbox').values({ channel: 'sms', address: to, body, purpose, created_at: new Date(now).toISOString() }).execute();
  if (webhookUrl) {
    // Delivery is best effort and off the request path; the outbox keeps the message either way.
    void fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ to, body, purpose }), signal: AbortSignal.timeout(5000) }).catch(() => undefined);
  }
  return { expirationTime };
}

/** Checks and consumes an SMS code; a wrong code does not consume it. */
export async function checkSmsCode(state: SharedState, dialingCode: string, mobile: string, purpose: string, code: string | undefined) {
  const key = `sms:code:${purpose}:${phoneKey(dialingCode, mobile)}`;
  const expected = await state.get(key);
  if (!code || !expected || !sameSecret(expected, code.trim())) throw new AppError(400, 'sms.code.invalid', 'Verification code error');
  await state.del(key);
}
