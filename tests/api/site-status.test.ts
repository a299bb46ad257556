/**
 * Maintenance and the region restriction are enforced by the API, not only shown by the client, and the country comes from a configured
 * header set by a trusted proxy — never from a header a client writes. Replayed on both databases.
 */
import { describe, expect, it } from 'vitest';
import { caller, createTestApp, DIALECTS, newIp, useTestApp, type TestApp } from './helpers';

const RULES = { maintenance: false, info: '', blockedIps: [] as string[], blockedCountries: [] as string[] };

describe.each(DIALECTS)('site status enforced by the server on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  const admin = async () => (await call('POST', '/api/admin/session', { body: { username: 'operator', password: 'operator1234' } })).json().value.token as string;
  const setRules = async (token: string, rules: Partial<typeof RULES>) =>
    expect((await call('PUT', '/api/admin/settings/site.status', { token, body: { value: { ...RULES, ...rules } } })).statusCode).toBe(200);

  it('in maintenance every player API answers 503 system.maintenance; status, the console and pages still answer', async () => {
    const op = await admin();
    const member = (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    await setRules(op, { maintenance: true, info: 'Back at 06:00' });
    try {
      for (const [method, url, o] of [
        ['GET', '/api/games/vendors', {}],
        ['GET', '/api/member/info', { token: member }],
        ['POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } }],
        ['POST', '/api/auth/trial', {}],
        ['PUT', '/api/members', { body: { registerMethod: 'H5', type: 0, username: 'latecomer1', password: 'secret12', confirmPassword: 'secret12' } }],
        ['GET', '/api/layouts/home', {}],
      ] as const) {
        const res = await call(method, url, o);
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toMatchObject({ success: false, errorCode: 'system.maintenance', value: { info: 'Back at 06:00' } });
      }
      expect((await call('GET', '/api/system/status')).json().value).toMatchObject({ status: 1, maintenance: true });
      expect((await call('GET', '/api/system/settings')).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/session', { token: op })).statusCode).toBe(200);
      expect((await call('GET', '/m/home')).statusCode).not.toBe(503);
    } finally {
      await setRules(op, {});
    }
    expect((await call('GET', '/api/games/vendors')).statusCode).toBe(200);
  });

  it('a blocked address is refused by every player API, whatever X-Forwarded-For it writes', async () => {
    const op = await admin();
    const blocked = newIp();
    await setRules(op, { blockedIps: [blocked] });
    try {
      const res = await call('GET', '/api/games/vendors', { ip: blocked, headers: { 'x-forwarded-for': '198.51.100.20' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('system.regionRestricted');
      expect((await call('GET', '/api/system/status', { ip: blocked })).json().value).toMatchObject({ status: 2, regionRestriction: true });
      expect((await call('GET', '/api/games/vendors')).statusCode).toBe(200);
    } finally {
      await setRules(op, {});
    }
  });

  it('a client-written country header is never believed by default', async () => {
    const op = await admin();
    await setRules(op, { blockedCountries: ['US'] });
    try {
      for (const header of ['cf-ipcountry', 'x-country-code']) {
        expect((await call('GET', '/api/games/vendors', { headers: { [header]: 'US' } })).statusCode, header).toBe(200);
        const status = (await call('GET', '/api/system/status', { headers: { [header]: 'US' } })).json().value;
        expect(status, header).toMatchObject({ status: 0, regionRestriction: false });
        expect(status.location.country, header).toBeUndefined();
      }
    } finally {
      await setRules(op, {});
    }
  });

  describe('with COUNTRY_HEADER behind a trusted proxy', () => {
    let p: TestApp;
    const proxied = (o: { from: string; country?: string; url?: string }) =>
      p.app.inject({ method: 'GET', url: o.url ?? '/api/games/vendors', remoteAddress: o.from, headers: { 'x-forwarded-for': '198.51.100.30', ...(o.country ? { 'cf-ipcountry': o.country } : {}) } });

    it('reads the country only from the trusted proxy', async () => {
      p = await createTestApp(dialect, { app: { trustProxy: ['10.0.0.0/8'], countryHeader: 'cf-ipcountry' } });
      try {
        const op = (await p.app.inject({ method: 'POST', url: '/api/admin/session', remoteAddress: newIp(), payload: { username: 'operator', password: 'operator1234' } })).json().value.token;
        const put = await p.app.inject({ method: 'PUT', url: '/api/admin/settings/site.status', remoteAddress: newIp(), headers: { authorization: `Bearer ${op}` }, payload: { value: { ...RULES, blockedCountries: ['US'] } } });
        expect(put.statusCode).toBe(200);
        const refused = await proxied({ from: '10.2.3.4', country: 'us' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errorCode).toBe('system.regionRestricted');
        expect((await proxied({ from: '10.2.3.4', country: 'US', url: '/api/system/status' })).json().value).toMatchObject({ status: 2, location: { ip: '198.51.100.30', country: 'US' } });
        expect((await proxied({ from: '10.2.3.4', country: 'PH' })).statusCode).toBe(200);
        // The same header from a client that did not come through the proxy: unknown country.
        expect((await proxied({ from: '203.0.113.77', country: 'US' })).statusCode).toBe(200);
        expect((await proxied({ from: '::ffff:10.9.9.9', country: 'US' })).statusCode).toBe(403);
      } finally {
        await p.close();
      }
    });
  });
});
