import { createServer } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, helmetSteps, registerSecurityHeaders } from '../../server/lib/security-headers';
import { createTestApp } from './helpers';

describe('security and delivery', () => {
  it('pages carry a CSP; unknown /m paths get the app shell; API bodies over 1 MB are refused with 413', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'parlor-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Parlor</title>');
    const t = await createTestApp('sqlite', { demo: false, distDir: dist });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/m/some/deep/link' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<title>Parlor</title>');
      const big = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a', password: 'x'.repeat(1_100_000) } });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ success: false, errorCode: 'request.tooLarge' });
      const badJson = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json().success).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('SMS codes are posted to the configured webhook as well as kept in the outbox', async () => {
    const received: unknown[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const t = await createTestApp('sqlite', { demo: false, smsWebhookUrl: `http://127.0.0.1:${port}/sms` });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sms', payload: { mobileNum: '9170001111', countryDialingCode: '+63' } });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toMatchObject({ to: '+63 9170001111', purpose: 'register' });
      expect((received[0] as { body: string }).body).toMatch(/\d{6}/);
    } finally {
      await t.close();
      server.close();
    }
  });
});

describe('router refusals', () => {
  it('a malformed or over-long URL gets a 4xx envelope', async () => {
    const t = await createTestApp('sqlite', { demo: false });
    try {
      for (const [url, status] of [['/api/layouts/%zz', 400], ['/api/layouts/' + 'a'.repeat(300), 414], ['/media/%C0%AF?%E2%80%A8=&%2B', 400]] as const) {
        const r = await t.app.inject({ method: 'GET', url });
        expect(r.statusCode, url).toBe(status);
        expect(r.json(), url).toMatchObject({ success: false, errorCode: 'request.invalid' });
      }
    } finally {
      await t.close();
    }
  });
});

describe('headers', () => {
  it('every answer asks for HTTPS from now on; answers to a signed-in caller are never stored', async () => {
    const t = await createTestApp('sqlite');
    try {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
      expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(login.headers['cache-control']).toBe('no-store');
      const token = login.json().value.token as string;
      for (const url of ['/api/member/info', '/api/wallet/withdraw', '/api/member/wallet']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      }
    } finally {
      await t.close();
    }
  });
});

describe('security headers, helmet configured once', () => {
  /** The raw header block of a GET, as the bytes on the wire, without the Date line (the only one that changes). */
  async function rawHeaders(app: FastifyInstance, path: string): Promise<string> {
    const port = (app.server.address() as { port: number }).port;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
      let got = '';
      socket.on('data', (c: Buffer) => (got += c.toString('latin1')));
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
    return raw.split('\r\n\r\n')[0]!.split('\r\n').filter((line) => !/^date:/i.test(line)).join('\r\n');
  }

  async function pair(mount: (app: FastifyInstance) => Promise<void> | void): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    await mount(app);
    // A route in a child plugin, as the site's routes are, and the not-found handler.
    await app.register(async (child) => {
      child.get('/thing', async () => ({ ok: true }));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  it('sends byte for byte the headers @fastify/helmet sent with the same options, on a route and on a 404', async () => {
    const reference = await pair(async (app) => {
      await app.register(fastifyHelmet, { global: true, ...HELMET_OPTIONS });
    });
    const once = await pair((app) => registerSecurityHeaders(app, HELMET_OPTIONS));
    try {
      for (const path of ['/thing', '/nowhere']) {
        const [want, got] = [await rawHeaders(reference, path), await rawHeaders(once, path)];
        expect(want).toContain('Content-Security-Policy: ');
        expect(got, path).toBe(want);
      }
    } finally {
      await Promise.all([reference.close(), once.close()]);
    }
  });

  it("puts every helmet header on the site's answers, the vendor wallet's among them", async () => {
    const steps = helmetSteps(HELMET_OPTIONS);
    const set = steps.filter((s) => s[0] === 'set');
    expect(set.map((s) => s[1])).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options']));
    const t = await createTestApp('sqlite', { demo: false });
    try {
      for (const req of [{ method: 'GET', url: '/api/system/status' }, { method: 'POST', url: '/api/seamless/PARLOR/balance', payload: {} }] as const) {
        const res = await t.app.inject(req);
        for (const [, name, value] of set) expect(res.headers[name.toLowerCase()], `${req.url} ${name}`).toBe(String(value));
      }
    } finally {
      await t.close();
    }
  });

  it('refuses options helmet refuses (here: a CSP without default-src), at start-up', () => {
    expect(() => helmetSteps({ contentSecurityPolicy: { useDefaults: false, directives: { 'script-src': ["'self'"] } } })).toThrow();
  });
});
