/**
 * Unauthenticated CPU and request floods, replayed on both databases: the global per-client limit on every route, the security headers from
 * helmet (configured once, server/lib/security-headers.ts), and the cheap checks that refuse bursts and impossible input before argon2 runs.
 */
import { describe, expect, it } from 'vitest';
import { caller, createTestApp, DIALECTS, newIp, useTestApp } from './helpers';
import { LIMITS } from '../../server/lib/rate-limit';
import { HASH_GATE, hashPassword, hashRuns } from '../../server/services/passwords';
import { createMember } from '../../server/services/members';
import { BatchedCounter } from '../../server/lib/global-limit';
import { DbSharedState } from '../../server/lib/shared-state';
import { adultBirthday } from '../fixtures/members';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${++seq}`;

describe.each(DIALECTS)('floods on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);

  describe('the global per-client limit', () => {
    it(`the ${LIMITS.globalApiPerIp.limit + 1}th API request of a minute from one address is refused, whatever X-Forwarded-For it writes; other addresses go on`, async () => {
      const ip = newIp();
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.globalApiPerIp.limit; i += 50) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(50, LIMITS.globalApiPerIp.limit - i) }, () => call('GET', '/api/system/countries', { ip, headers: { 'x-forwarded-for': newIp() } })),
        );
        statuses.push(...batch.map((r) => r.statusCode));
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      const over = await call('GET', '/api/games/vendors', { ip, headers: { 'x-forwarded-for': newIp() } });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, errorCode: 'request.tooMany' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call('GET', '/api/system/countries')).statusCode).toBe(200);
    });

    it('two instances on one database count a client together (each writes its counts behind, in batches)', async () => {
      const a = new BatchedCounter(new DbSharedState(t.db.kysely));
      const b = new BatchedCounter(new DbSharedState(t.db.kysely));
      try {
        const key = `api:${newIp()}`;
        for (let i = 0; i < 30; i++) a.hit(key, 60_000);
        await a.flushAll();
        // b's first hit is local; once it writes, it learns what a counted.
        expect(b.hit(key, 60_000).count).toBe(1);
        await b.flushAll();
        expect(b.hit(key, 60_000).count).toBe(32);
        expect((await t.db.kysely.selectFrom('kv').select('value').where('key', '=', `grl:${key}`).executeTakeFirst())?.value).toBe('31');
      } finally {
        a.close();
        b.close();
      }
    });

    it('pages and static files have their own, more generous allowance; signed vendor calls have none', async () => {
      const api = await call('GET', '/api/system/countries');
      expect(Number(api.headers['x-ratelimit-limit'])).toBe(LIMITS.globalApiPerIp.limit);
      const page = await call('GET', '/m/home');
      expect(Number(page.headers['x-ratelimit-limit'])).toBe(LIMITS.globalPagesPerIp.limit);
      const vendor = await call('POST', '/api/seamless/nova/balance', { body: {} });
      expect(vendor.headers['x-ratelimit-limit']).toBeUndefined();
    });

    it('keys on the proxy-appended address behind a trusted proxy, and scales with PER_IP_LIMIT_FACTOR', async () => {
      const proxied = await createTestApp(dialect, { demo: false, app: { trustProxy: ['10.0.0.0/8'], perIpLimitFactor: 2 } });
      try {
        const via = (client: string) => proxied.app.inject({ method: 'GET', url: '/api/system/countries', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': client } });
        const a = await via('198.51.100.1');
        expect(Number(a.headers['x-ratelimit-limit'])).toBe(LIMITS.globalApiPerIp.limit * 2);
        expect(Number(a.headers['x-ratelimit-remaining'])).toBe(LIMITS.globalApiPerIp.limit * 2 - 1);
        expect(Number((await via('198.51.100.1')).headers['x-ratelimit-remaining'])).toBe(LIMITS.globalApiPerIp.limit * 2 - 2);
        // Another client behind the same proxy has its own count.
        expect(Number((await via('198.51.100.2')).headers['x-ratelimit-remaining'])).toBe(LIMITS.globalApiPerIp.limit * 2 - 1);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('security headers (helmet)', () => {
    it('every answer carries the CSP, HSTS, nosniff, frame and opener policies', async () => {
      for (const url of ['/api/system/status', '/m/home', '/api/nope']) {
        const res = await call('GET', url);
        const csp = String(res.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self'");
        expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp, url).toContain("object-src 'none'");
        expect(csp, url).toContain("frame-ancestors 'self'");
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
        expect(res.headers['permissions-policy'], url).toContain('camera=()');
      }
    });
  });

  describe('before argon2', () => {
    it('a trial account, a taken username and a login no account can match cost no argon2 run', async () => {
      const before = hashRuns.count;
      expect((await call('POST', '/api/auth/trial')).statusCode).toBe(200);
      const account = unique('taken');
      await createMember(t.db.kysely, { account, password: null, type: 0, registerMethod: 'H5' });
      const afterSeed = hashRuns.count;
      expect(afterSeed).toBe(before);
      const dup = await call('PUT', '/api/members', { body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), username: account, password: 'secret12', confirmPassword: 'secret12' } });
      expect(dup.json()).toMatchObject({ errorCode: 'member.username.exists', value: { field: 'username' } });
      for (const username of ['has space', '<script>', 'bell\u0007']) {
        expect((await call('POST', '/api/auth/login', { body: { username, password: 'whatever1' } })).json().errorCode).toBe('auth.invalidCredentials');
      }
      expect((await call('POST', '/api/auth/login', { body: { username: 'someone', password: '   ' } })).json().errorCode).toBe('auth.invalidCredentials');
      expect((await call('POST', '/api/auth/login', { body: { username: '9171234567', password: 'abc', type: 'sms' } })).json().errorCode).toBe('auth.invalidCredentials');
      expect(hashRuns.count).toBe(afterSeed);
    });

    it(`30 parallel registrations from one client: at most ${LIMITS.hashBurstPerIp.limit} reach argon2, the rest are refused at once`, async () => {
      const ip = newIp();
      const before = hashRuns.count;
      const all = await Promise.all(
        Array.from({ length: 30 }, () => {
          const username = unique('burst');
          return call('PUT', '/api/members', { ip, body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), username, password: 'secret12', confirmPassword: 'secret12' } });
        }),
      );
      expect(all.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(LIMITS.hashBurstPerIp.limit);
      expect(all.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(30 - LIMITS.hashBurstPerIp.limit);
      expect(hashRuns.count - before).toBeLessThanOrEqual(LIMITS.hashBurstPerIp.limit);
    });
  });
});

describe('the argon2 gate', () => {
  it('runs a bounded number at once, queues a bounded number, and refuses the rest at once with 503', async () => {
    const saved = { ...HASH_GATE };
    Object.assign(HASH_GATE, { concurrent: 1, queued: 2 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => hashPassword(`pw${i}`)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused).toHaveLength(5);
      expect(refused[0]!.reason).toMatchObject({ status: 503, errorCode: 'request.tooMany' });
      // The gate is free again afterwards.
      expect(await hashPassword('again')).toMatch(/^\$argon2id\$/);
    } finally {
      Object.assign(HASH_GATE, saved);
    }
  });
});
