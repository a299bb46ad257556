import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { caller, useTestApp } from './helpers';

/** Forgot by e-mail, end to end: the mailed link sets a new password once, within 30 minutes. */
describe('password reset by e-mail', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const forgot = (username: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'parlor.test' }, payload: new URLSearchParams({ username, email }).toString() });
  const mailTo = async (address: string) => {
    const row = await t.db.kysely.selectFrom('outbox').select('body').where('channel', '=', 'mail').where('address', '=', address).orderBy('id', 'desc').executeTakeFirst();
    return row?.body ?? '';
  };
  const linkIn = (body: string) => /(https?:\/\/\S+\/m\/forget\/reset\?code=([\w-]+))/.exec(body);
  const login = (username: string, password: string) => call('POST', '/api/auth/login', { body: { username, password } });
  let n = 0;
  const member = async () => {
    const account = `resetme${++n}`;
    await createMember(t.db.kysely, { account, password: 'before123', type: 0, registerMethod: 'H5', email: `${account}@mail.com` });
    return { account, email: `${account}@mail.com` };
  };

  it('mails a link to the reset screen that sets the password once, revokes every session and signs nobody in', async () => {
    const m = await member();
    const session = (await login(m.account, 'before123')).json().value.token as string;
    expect((await forgot(m.account, m.email)).statusCode).toBe(200);
    const link = linkIn(await mailTo(m.email));
    expect(link?.[1]).toMatch(/^http:\/\/parlor\.test\/m\/forget\/reset\?code=[\w-]{43}$/);
    const code = link![2]!;

    expect((await call('POST', '/api/auth/password/reset/check', { body: { code } })).json().value).toEqual({ userName: m.account });
    // A refused password keeps the link usable.
    const weak = await call('POST', '/api/auth/password/reset', { body: { code, newPassword: 'short', confirmNewPassword: 'short' } });
    expect(weak.json()).toMatchObject({ errorCode: 'password.invalid' });
    const mismatch = await call('POST', '/api/auth/password/reset', { body: { code, newPassword: 'after1234', confirmNewPassword: 'after12345' } });
    expect(mismatch.json()).toMatchObject({ errorCode: 'password.mismatch' });

    const done = await call('POST', '/api/auth/password/reset', { body: { code, newPassword: 'after1234', confirmNewPassword: 'after1234' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().value).toEqual({ userName: m.account });
    expect(JSON.stringify(done.json())).not.toMatch(/token/i);
    expect((await call('GET', '/api/member/info', { token: session })).statusCode).toBe(401);
    expect((await login(m.account, 'before123')).statusCode).toBe(401);
    expect((await login(m.account, 'after1234')).statusCode).toBe(200);

    // Single use: the same link is refused afterwards, for checking and for setting.
    expect((await call('POST', '/api/auth/password/reset/check', { body: { code } })).json()).toMatchObject({ success: false, errorCode: 'password.resetLink' });
    const again = await call('POST', '/api/auth/password/reset', { body: { code, newPassword: 'third1234', confirmNewPassword: 'third1234' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('password.resetLink');
    expect((await login(m.account, 'after1234')).statusCode).toBe(200);
  });

  it('keeps only a digest of the token, and the link dies after 30 minutes', async () => {
    const m = await member();
    await forgot(m.account, m.email);
    const code = linkIn(await mailTo(m.email))![2]!;
    const stored = await t.db.kysely.selectFrom('kv').select(['key', 'value', 'expires_at']).where('key', 'like', 'pwreset:%').where('key', 'not like', 'pwreset:mails:%').execute();
    expect(stored.some((r) => r.key.includes(code) || r.value.includes(code))).toBe(false);
    const mine = stored.find((r) => r.value.includes('"m":'))!;
    const ttl = Number(mine.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    // 30 minutes later (the stored expiry passed), the link is refused.
    await t.db.kysely.updateTable('kv').set({ expires_at: Date.now() - 1 }).where('key', 'like', 'pwreset:%').where('key', 'not like', 'pwreset:mails:%').execute();
    expect((await call('POST', '/api/auth/password/reset', { body: { code, newPassword: 'after1234', confirmNewPassword: 'after1234' } })).json().errorCode).toBe('password.resetLink');
  });

  it('retires a mailed link when the password changes another way, and of two parallel uses only one sets it', async () => {
    const m = await member();
    await forgot(m.account, m.email);
    const older = linkIn(await mailTo(m.email))![2]!;
    await forgot(m.account, m.email);
    const newer = linkIn(await mailTo(m.email))![2]!;
    expect(newer).not.toBe(older);
    const both = await Promise.all(['first1234', 'second123'].map((p) => call('POST', '/api/auth/password/reset', { body: { code: newer, newPassword: p, confirmNewPassword: p } })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // The older link was mailed before that change: it no longer works.
    expect((await call('POST', '/api/auth/password/reset', { body: { code: older, newPassword: 'third1234', confirmNewPassword: 'third1234' } })).json().errorCode).toBe('password.resetLink');
  });

  it('answers alike for a wrong pair and past the per-account mail limit, and refuses made-up codes', async () => {
    const m = await member();
    expect((await forgot(m.account, 'other@mail.com')).json()).toEqual({ success: true, value: null });
    for (let i = 0; i < 5; i++) expect((await forgot(m.account, m.email)).json()).toEqual({ success: true, value: null });
    const mails = await t.db.kysely.selectFrom('outbox').select('id').where('address', '=', m.email).execute();
    expect(mails).toHaveLength(3);
    expect((await call('POST', '/api/auth/password/reset/check', { body: { code: 'A'.repeat(43) } })).json().errorCode).toBe('password.resetLink');
    expect((await call('POST', '/api/auth/password/reset/check', { body: { code: '../../etc' } })).statusCode).toBe(400);
  });
});
