/**
 * Who the client is (X-Forwarded-For is believed only from trusted proxies, so a client cannot
 * pick the address its limits count) and the demo data with its published passwords (only the
 * embedded default database, never re-created,
 * refused in production), replayed on both databases.
 */
import { describe, expect, it } from 'vitest';
import { caller, createTestApp, DIALECTS, newIp, useTestApp } from './helpers';
import { LIMITS } from '../../server/lib/rate-limit';
import { ConfigError, demoSeedWanted, loadConfig, parseTrustProxy } from '../../server/config';
import { UNKNOWN_OPERATOR_NAME } from '../../server/lib/admin-auth';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${++seq}`;

describe.each(DIALECTS)('client addresses on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);

  it('60 failed logins each with its own X-Forwarded-For meet the captcha and the 429 exactly as from one address', async () => {
    const run = async (spoof: boolean) => {
      const ip = newIp();
      const out: number[] = [];
      for (let i = 0; i < 60; i++) {
        const headers = spoof ? { 'x-forwarded-for': newIp() } : undefined;
        out.push((await call('POST', '/api/auth/login', { ip, headers, body: { username: unique('ghost'), password: 'wrong123' } })).statusCode);
      }
      return out;
    };
    const spoofed = await run(true);
    const plain = await run(false);
    expect(spoofed).toEqual(plain);
    expect(spoofed).toContain(429);
    expect(spoofed.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMITS.captchaAfterFailures);
  });

  it('audit rows record the socket address by default, and the proxy-appended one behind a trusted proxy', async () => {
    const name = unique('ghostop');
    await call('POST', '/api/admin/session', { ip: '192.0.2.10', headers: { 'x-forwarded-for': '203.0.113.99' }, body: { username: name, password: 'whatever1' } });
    // The name matches no operator, so the row keeps a marker rather than what was typed.
    const lastUnknown = (db: typeof t.db) => db.kysely.selectFrom('audit_log').select('after').where('operator_name', '=', UNKNOWN_OPERATOR_NAME).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const row = await lastUnknown(t.db);
    expect(JSON.parse(row.after!)).toEqual({ ip: '192.0.2.10' });

    const proxied = await createTestApp(dialect, { demo: false, app: { trustProxy: 1 } });
    try {
      await proxied.app.inject({ method: 'POST', url: '/api/admin/session', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '203.0.113.99, 198.51.100.7' }, payload: { username: name, password: 'whatever1' } });
      const r = await lastUnknown(proxied.db);
      expect(JSON.parse(r.after!)).toEqual({ ip: '198.51.100.7' });
    } finally {
      await proxied.close();
    }
  });
});

describe('trusted proxies and demo data: configuration', () => {
  it('validates TRUST_PROXY and PER_IP_LIMIT_FACTOR, and has no demo data by default outside the embedded database', async () => {
    expect(parseTrustProxy(loadConfig({}).TRUST_PROXY)).toBe(false);
    expect(parseTrustProxy(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY)).toBe(1);
    expect(parseTrustProxy(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).TRUST_PROXY)).toEqual(['10.0.0.0/8', '192.168.1.1']);
    for (const bad of [{ TRUST_PROXY: 'true' }, { TRUST_PROXY: '999.1.1.1' }, { PER_IP_LIMIT_FACTOR: '0.5' }, { PER_IP_LIMIT_FACTOR: 'x' }]) expect(() => loadConfig(bad), JSON.stringify(bad)).toThrow(ConfigError);
    expect(loadConfig({}).PER_IP_LIMIT_FACTOR).toBe(1);
    expect(demoSeedWanted(loadConfig({}))).toBe(true);
    expect(demoSeedWanted(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }))).toBe(false);
    expect(demoSeedWanted(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }))).toBe(false);
    expect(demoSeedWanted(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(demoSeedWanted(loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: '1' }))).toBe(true);
    expect(demoSeedWanted(loadConfig({ SEED_DEMO: '0' }))).toBe(false);
  });
});

describe.each(DIALECTS)('demo operators on %s', (dialect) => {
  it('are never re-created on an existing database, and production refuses to start while one keeps its password', async () => {
    const { seedDemo } = await import('../../server/db/seed');
    const { checkDemoOperators } = await import('../../server/db/seed/operators');
    const t = await createTestApp(dialect);
    try {
      const warnings: string[] = [];
      await expect(checkDemoOperators(t.db.kysely, 'production')).rejects.toThrow(/operator/);
      expect(await checkDemoOperators(t.db.kysely, undefined, (m) => warnings.push(m))).toMatch(/operator/);
      await t.db.kysely.deleteFrom('operators').where('username', 'in', ['operator', 'editor', 'viewer', 'cashier']).execute();
      await seedDemo(t.db.kysely, () => undefined);
      expect(await t.db.kysely.selectFrom('operators').select('username').execute()).toEqual([]);
      await expect(checkDemoOperators(t.db.kysely, 'production')).resolves.toBeNull();
    } finally {
      await t.close();
    }
  });
});
