/**
 * ADMIN_ORIGIN: the console and the operator API answer on their own host only, so the player
 * site (which the console previews in a frame) never runs in the origin that holds the operator
 * token. The player host gets 404 for the operator API and a redirect for the console's pages; the
 * admin host sends player pages to the player origin; the public API answers on both. Unset, the
 * site is one origin as before. Host matching is independent of the database: SQLite only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newIp, type TestApp } from './helpers';
import { ConfigError, loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { BOOT_DATA_ID } from '../../src/lib/constants';

const ADMIN = 'https://admin.example.com';
const PLAYER = 'https://example.com';
const ADMIN_HOST = 'admin.example.com';
const PLAYER_HOST = 'example.com';

const dist = mkdtempSync(join(tmpdir(), 'parlor-origins-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>Parlor</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'admin.html'), '<!doctype html><html lang="en"><head><title>Parlor console</title></head><body><div id="admin-root"></div></body></html>');
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'admin-1.js'), 'export {};');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function bootData(html: string): Record<string, unknown> {
  const m = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  expect(m, 'boot data block').not.toBeNull();
  return JSON.parse(m![1]!) as Record<string, unknown>;
}

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('ADMIN_ORIGIN: configuration', () => {
  it('takes an absolute http(s) origin beside PUBLIC_URL, spelled as a browser does', () => {
    expect(loadConfig({}).ADMIN_ORIGIN).toBeUndefined();
    expect(loadConfig({ ADMIN_ORIGIN: ADMIN, PUBLIC_URL: PLAYER }).ADMIN_ORIGIN).toBe(ADMIN);
    expect(loadConfig({ ADMIN_ORIGIN: 'https://Admin.Example.com/', PUBLIC_URL: PLAYER }).ADMIN_ORIGIN).toBe(ADMIN);
    expect(loadConfig({ ADMIN_ORIGIN: 'http://127.0.0.1:8310', PUBLIC_URL: 'http://localhost:8310' }).ADMIN_ORIGIN).toBe('http://127.0.0.1:8310');
    expect(loadConfig({ ADMIN_ORIGIN: ADMIN, PUBLIC_URL: PLAYER, NODE_ENV: 'production' }).ADMIN_ORIGIN).toBe(ADMIN);
  });

  it('refuses to start on a malformed origin, without PUBLIC_URL, on the player host, or over http in production, and says why', () => {
    for (const bad of ['admin.example.com', 'https://admin.example.com/admin', 'https://admin.example.com?x=1', 'https://admin.example.com#x', 'ftp://admin.example.com', 'https://op:pw@admin.example.com', 'https://', 'javascript:alert(1)']) {
      expect(() => loadConfig({ ADMIN_ORIGIN: bad, PUBLIC_URL: PLAYER }), bad).toThrow(/ADMIN_ORIGIN: must be an absolute http\(s\) origin/);
    }
    expect(() => loadConfig({ ADMIN_ORIGIN: ADMIN })).toThrow(/ADMIN_ORIGIN: needs PUBLIC_URL/);
    expect(() => loadConfig({ ADMIN_ORIGIN: 'http://example.com', PUBLIC_URL: PLAYER })).toThrow(/ADMIN_ORIGIN: must be another host than PUBLIC_URL/);
    expect(() => loadConfig({ ADMIN_ORIGIN: 'http://admin.example.com', PUBLIC_URL: PLAYER, NODE_ENV: 'production' })).toThrow(/ADMIN_ORIGIN: must be https:\/\/ in production/);
    expect(() => loadConfig({ ADMIN_ORIGIN: 'nonsense', PUBLIC_URL: PLAYER })).toThrow(ConfigError);
  });

  it('the app refuses an admin origin without the player origin', async () => {
    await expect(buildApp({ db: {} as Db, logLevel: 'silent', adminOrigin: ADMIN })).rejects.toThrow(/publicUrl/);
  });
});

describe('ADMIN_ORIGIN set: the console and the operator API on their own host', () => {
  let t: TestApp;
  let proxied: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { distDir: dist, app: { adminOrigin: ADMIN, publicUrl: PLAYER } });
    proxied = await createTestApp('sqlite', { demo: false, distDir: dist, app: { adminOrigin: ADMIN, publicUrl: PLAYER, trustProxy: ['10.9.9.9'] } });
    const signIn = await at(ADMIN_HOST, 'POST', '/api/admin/session', { body: { username: 'operator', password: 'operator1234' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    token = signIn.json().value.token as string;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  function at(host: string, method: 'GET' | 'POST', url: string, o: { body?: object; token?: string; headers?: Record<string, string>; app?: TestApp; ip?: string } = {}) {
    return (o.app ?? t).app.inject({
      method,
      url,
      remoteAddress: o.ip ?? newIp(),
      headers: { host, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body ? { payload: o.body } : {}),
    });
  }

  it('refuses the operator API on the player host with a plain 404, even with a valid operator token', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/admin/session', { username: 'operator', password: 'operator1234' }],
      ['GET', '/api/admin/session', undefined],
      ['GET', '/api/admin/layouts', undefined],
      ['GET', '/api/admin/audit', undefined],
      ['POST', '/api/admin/preview', { screen: 'home' }],
      ['GET', '/api/admin', undefined],
    ] as const) {
      const res = await at(PLAYER_HOST, method, url, { token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ success: false, errorCode: 'request.notFound', message: 'requested url is empty' });
    }
  });

  it('serves the operator API on the admin host (any case, with or without the default port)', async () => {
    for (const host of [ADMIN_HOST, 'ADMIN.Example.com', `${ADMIN_HOST}:443`]) {
      const layouts = await at(host, 'GET', '/api/admin/layouts', { token });
      expect(layouts.statusCode, host).toBe(200);
      expect(layouts.json().success).toBe(true);
    }
    const preview = await at(ADMIN_HOST, 'POST', '/api/admin/preview', { token, body: { screen: 'home' } });
    expect(preview.statusCode, preview.body).toBe(200);
    // Another port is another origin.
    expect((await at(`${ADMIN_HOST}:8443`, 'GET', '/api/admin/layouts', { token })).statusCode).toBe(404);
  });

  it("sends the console's pages from the player host to the admin origin, and never serves its built page there", async () => {
    for (const url of ['/admin', '/admin/layouts/home?x=1']) {
      const res = await at(PLAYER_HOST, 'GET', url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`${ADMIN}${url}`);
    }
    expect((await at(PLAYER_HOST, 'GET', '/m/admin.html')).statusCode).toBe(404);
    // A double slash stays a path on the admin origin: no open redirect.
    expect((await at(PLAYER_HOST, 'GET', '/admin//evil.example')).headers.location).toBe(`${ADMIN}/admin//evil.example`);
  });

  it('serves the console on the admin host, telling it the player origin, and lets it frame only that', async () => {
    const res = await at(ADMIN_HOST, 'GET', '/admin/layouts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Parlor console</title>');
    expect(bootData(res.body)).toEqual({ playerOrigin: PLAYER });
    expect(directive(res.headers['content-security-policy'], 'frame-src')).toBe(`frame-src 'self' ${PLAYER}`);
    expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its built scripts are under /m/assets/, as the player's are.
    expect((await at(ADMIN_HOST, 'GET', '/m/assets/admin-1.js')).statusCode).toBe(200);
  });

  it('never runs the player site on the admin host: its pages redirect to the player origin; the public API the console reads still answers', async () => {
    for (const url of ['/m/home', '/m', '/m/slot-games?vassalage=JILI', '/m/index.html', '/m/home?preview=tok']) {
      const res = await at(ADMIN_HOST, 'GET', url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`${PLAYER}${url}`);
    }
    const root = await at(ADMIN_HOST, 'GET', '/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/admin');
    for (const url of ['/api/system/settings', '/api/system/status', '/api/auth/captcha', '/healthz']) expect((await at(ADMIN_HOST, 'GET', url)).statusCode, url).toBe(200);
  });

  it('leaves the player site alone on the player host; only a preview load may be framed by the admin origin', async () => {
    const home = await at(PLAYER_HOST, 'GET', '/m/home');
    expect(home.statusCode).toBe(200);
    expect(directive(home.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(bootData(home.body).consoleOrigin).toBeUndefined();

    const preview = await at(PLAYER_HOST, 'GET', '/m/home?menu=side&preview=tok');
    expect(preview.statusCode).toBe(200);
    expect(directive(preview.headers['content-security-policy'], 'frame-ancestors')).toBe(`frame-ancestors 'self' ${ADMIN}`);
    expect(preview.headers['x-frame-options']).toBeUndefined();
    // The page in the console's frame learns whose messages to take.
    expect(bootData(preview.body).consoleOrigin).toBe(ADMIN);

    expect((await at(PLAYER_HOST, 'GET', '/')).headers.location).toBe('/m/home');
    const login = await at(PLAYER_HOST, 'POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } });
    expect(login.statusCode, login.body).toBe(200);
    // A name the server is reached by that is not the admin host's is a player host (a health check by address).
    expect((await at('10.0.0.5:8080', 'GET', '/healthz')).statusCode).toBe(200);
    expect((await at('10.0.0.5:8080', 'GET', '/api/admin/layouts', { token })).statusCode).toBe(404);
  });

  it('believes X-Forwarded-Host only from a TRUST_PROXY proxy', async () => {
    const forged = { 'x-forwarded-host': ADMIN_HOST };
    expect((await at(PLAYER_HOST, 'POST', '/api/admin/session', { headers: forged, body: { username: 'nobody', password: 'whatever1' } })).statusCode).toBe(404);
    expect((await at(PLAYER_HOST, 'GET', '/admin', { headers: forged })).headers.location).toBe(`${ADMIN}/admin`);
    // Behind the trusted proxy, the host it says the browser asked for decides, either way.
    const viaProxy = await at(PLAYER_HOST, 'POST', '/api/admin/session', { app: proxied, ip: '10.9.9.9', headers: forged, body: { username: 'nobody', password: 'whatever1' } });
    expect(viaProxy.statusCode).toBe(401);
    expect((await at(ADMIN_HOST, 'GET', '/api/admin/layouts', { app: proxied, ip: '10.9.9.9', headers: { 'x-forwarded-host': PLAYER_HOST } })).statusCode).toBe(404);
    // The same header from any other peer is ignored.
    expect((await at(PLAYER_HOST, 'POST', '/api/admin/session', { app: proxied, ip: '10.9.9.8', headers: forged, body: { username: 'nobody', password: 'whatever1' } })).statusCode).toBe(404);
  });
});

describe('ADMIN_ORIGIN unset: one origin, as before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { distDir: dist, app: { publicUrl: PLAYER } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('serves the console, the operator API and the player site on whatever host the request names', async () => {
    for (const host of [PLAYER_HOST, ADMIN_HOST, 'localhost:8080']) {
      const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/session', remoteAddress: newIp(), headers: { host }, payload: { username: 'operator', password: 'operator1234' } });
      expect(signIn.statusCode, host).toBe(200);
      const console = await t.app.inject({ method: 'GET', url: '/admin/layouts', headers: { host } });
      expect(console.statusCode, host).toBe(200);
      // The console previews the player site on its own origin.
      expect(bootData(console.body)).toEqual({ playerOrigin: null });
      expect(directive(console.headers['content-security-policy'], 'frame-src')).toBeUndefined();
      const preview = await t.app.inject({ method: 'GET', url: '/m/home?preview=tok', headers: { host } });
      expect(preview.statusCode, host).toBe(200);
      expect(directive(preview.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(bootData(preview.body).consoleOrigin).toBeUndefined();
    }
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/m/home');
  });
});
