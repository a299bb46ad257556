/**
 * Operators' second factor, so a leaked console password alone opens nothing. An
 * operator turns on two-step sign-in in the console (password again, scan, first code), and from
 * then on the password alone opens nothing; a code is good once, and codes are guessed under the
 * same lock as passwords. Replayed on both databases.
 */
import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, newIp, useTestApp } from './helpers';
import { createOperator } from '../../server/services/operators';
import { currentCode } from '../../server/services/totp';
import { LIMITS } from '../../server/lib/rate-limit';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${++seq}`;

describe.each(DIALECTS)('operators\u2019 two-step sign-in on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  const signIn = (username: string, password: string, extra: object = {}, ip?: string) => call('POST', '/api/admin/session', { ip, body: { username, password, ...extra } });
  const solvedCaptcha = async (ip: string) => {
    const { captchaId } = (await call('GET', '/api/auth/captcha', { ip })).json().value;
    return { captchaId, captcha: (await t.app.state.get(`captcha:${captchaId}`))! };
  };

  /** A new operator with two-step sign-in on; answers its secret and the step its confirming code used. */
  async function enrolled(role: 'viewer' | 'admin' = 'viewer') {
    const username = unique('otp');
    const password = 'Right-pass-1';
    await createOperator(t.db.kysely, { username, password, role });
    const token = (await signIn(username, password)).json().value.token as string;
    expect((await call('GET', '/api/admin/session', { token })).json().value.totp).toEqual({ on: false, since: null });
    expect((await call('POST', '/api/admin/totp/setup', { token, body: { password: 'wrong-pass-1' } })).json().errorCode).toBe('admin.auth.invalid');
    const setup = (await call('POST', '/api/admin/totp/setup', { token, body: { password } })).json().value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(new RegExp(`^otpauth://totp/Parlor%20console:${username}\\?`));
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = String((Number(currentCode(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await call('POST', '/api/admin/totp/confirm', { token, body: { code: wrong } })).json().errorCode).toBe('admin.totp.invalid');
    const on = await call('POST', '/api/admin/totp/confirm', { token, body: { code: currentCode(setup.secret) } });
    expect(on.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', { token })).json().value.totp.on).toBe(true);
    return { username, password, token, secret: setup.secret as string };
  }

  it('once on, the password alone opens nothing; a right code does, once', async () => {
    const o = await enrolled();
    const audit = await t.db.kysely.selectFrom('audit_log').select('action').where('operator_name', '=', o.username).where('action', '=', 'totp.enable').execute();
    expect(audit).toHaveLength(1);
    const bare = await signIn(o.username, o.password);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ errorCode: 'admin.totp.required', value: { totp: true } });
    expect(bare.json().value.token).toBeUndefined();
    // The confirming code's step is spent: the code shown next is the one that works.
    const next = currentCode(o.secret, Date.now() + 30_000);
    const ok = await signIn(o.username, o.password, { totp: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.token).toEqual(expect.any(String));
    // Replayed (read over a shoulder, or from a log): refused.
    expect((await signIn(o.username, o.password, { totp: next })).json().errorCode).toBe('admin.totp.invalid');
  });

  it('50 parallel code guesses with the stolen password lock the operator: the right code is then refused', async () => {
    const o = await enrolled();
    const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(o.username, o.password, { totp: String(100000 + i) })));
    expect(guesses.every((r) => r.statusCode !== 200)).toBe(true);
    expect(guesses.filter((r) => r.json().errorCode === 'admin.totp.invalid').length).toBeLessThanOrEqual(LIMITS.captchaAfterFailures);
    const ip = newIp();
    const right = await signIn(o.username, o.password, { totp: currentCode(o.secret, Date.now() + 30_000), ...(await solvedCaptcha(ip)) }, ip);
    expect(right.statusCode).toBe(429);
  });

  it('an operator turns it off with the password and a code; an admin resets a lost one', async () => {
    const o = await enrolled();
    expect((await call('DELETE', '/api/admin/totp', { token: o.token, body: { password: o.password, code: '000000' } })).json().errorCode).toBe('admin.totp.invalid');
    expect((await call('DELETE', '/api/admin/totp', { token: o.token, body: { password: 'wrong-pass-1', code: currentCode(o.secret, Date.now() + 30_000) } })).json().errorCode).toBe('admin.auth.invalid');
    const off = await call('DELETE', '/api/admin/totp', { token: o.token, body: { password: o.password, code: currentCode(o.secret, Date.now() + 30_000) } });
    expect(off.json().value).toEqual({ on: false, since: null });
    expect((await signIn(o.username, o.password)).statusCode).toBe(200);
    // A lost phone: an admin resets it.
    const lost = await enrolled();
    const admin = (await signIn('operator', 'operator1234')).json().value.token as string;
    const id = (await t.db.kysely.selectFrom('operators').select('id').where('username', '=', lost.username).executeTakeFirstOrThrow()).id;
    const reset = await call('PUT', `/api/admin/operators/${id}`, { token: admin, body: { resetTotp: true } });
    expect(reset.json().value).toMatchObject({ username: lost.username, totp: false });
    expect((await signIn(lost.username, lost.password)).statusCode).toBe(200);
    const viewer = (await signIn('viewer', 'viewer1234')).json().value.token as string;
    expect((await call('PUT', `/api/admin/operators/${id}`, { token: viewer, body: { resetTotp: true } })).statusCode).toBe(403);
  });
});
