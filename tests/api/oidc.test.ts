/**
 * Social sign-in end to end against a real OpenID provider
 * (`oidc-provider`) started here on 127.0.0.1, with its development login and
 * consent pages driven by fetch and a small cookie jar — no browser, no
 * network: start → provider → login/consent → callback → exchange → a session
 * that works on GET /api/member/info.
 *
 * The provider is configured the way an operator would: OIDC_GOOGLE_* in the
 * environment (checked by server/config.ts's schema).
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_STATE_TTL_MS } from '../../src/lib/constants';
import { exclude } from '../../server/services/responsible';
import { createTestApp, DIALECTS, type TestApp } from './helpers';

const CLIENT_ID = 'parlor-test';
const CLIENT_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const OIDC_ENV = ['OIDC_GOOGLE_ISSUER', 'OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET'] as const;
/** The secret the player's browser keeps from the start to the exchange. */
const BINDING = 'tab-secret-0123456789-abcdefghijklmnopqrstu';

/** Just enough of a browser: follows redirects by hand and keeps each host's cookies. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private async send(url: URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const cookies = this.jar.get(url.host);
    const headers: Record<string, string> = { 'x-forwarded-for': '10.62.0.1' };
    if (cookies?.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expires = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      const gone = !value || (expires && Date.parse(expires.slice(8)) < Date.now());
      const jar = this.jar.get(url.host) ?? new Map<string, string>();
      if (gone) jar.delete(name);
      else jar.set(name, value);
      this.jar.set(url.host, jar);
    }
    return res;
  }

  /** Requests `url` and follows redirects until a page answers, or until `stop` says so for the next address. */
  async go(url: URL | string, init: { form?: Record<string, string> } = {}, stop: (next: URL) => boolean = () => false) {
    let at = new URL(url);
    let res = await this.send(at, init);
    for (let i = 0; i < 20 && res.status >= 300 && res.status < 400; i++) {
      const next = new URL(res.headers.get('location')!, at);
      await res.body?.cancel();
      if (stop(next)) return { url: next, res, stopped: true };
      at = next;
      res = await this.send(at);
    }
    return { url: at, res, stopped: false };
  }
}

const formOf = (html: string) => {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
  return { action, prompt };
};

describe.each(DIALECTS)('social sign-in (OpenID Connect) on %s', (dialect) => {
  let t: TestApp;
  let appOrigin: string;
  let providerServer: Server;
  let issuer: string;
  const savedEnv: Record<string, string | undefined> = {};

  beforeAll(async () => {
    // The provider's port first (it is its issuer), then the app (the redirect URI names its port).
    providerServer = createServer();
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
    for (const k of OIDC_ENV) savedEnv[k] = process.env[k];
    Object.assign(process.env, { OIDC_GOOGLE_ISSUER: issuer, OIDC_GOOGLE_CLIENT_ID: CLIENT_ID, OIDC_GOOGLE_CLIENT_SECRET: CLIENT_SECRET });
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    appOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const provider = new Provider(issuer, {
      clients: [{
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${appOrigin}/api/auth/oidc/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      }],
      features: { devInteractions: { enabled: true } },
      claims: { openid: ['sub'], profile: ['name', 'nickname'] },
      // Whoever signs in at the dev login page is the account named by its "login" field.
      findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, name: `Player ${id}` }) }),
      cookies: { keys: ['parlor-oidc-test-cookie-key'] },
      jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    });
    providerServer.on('request', provider.callback());
    // The whitelabel flag of the provider is on for these tests (off in the seed).
    await setFlags({ GOOGLELOGIN3: true, LINELOGIN3: true });
  }, 60_000);

  afterAll(async () => {
    for (const k of OIDC_ENV) {
      if (savedEnv[k] === undefined) delete process.env[k];
      else process.env[k] = savedEnv[k];
    }
    await t?.close();
    await new Promise((resolve) => providerServer?.close(resolve));
  });

  async function setFlags(flags: Record<string, boolean>) {
    const row = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirstOrThrow();
    const value = JSON.parse(row.value);
    Object.assign(value.whitelabel, flags);
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', 'site.settings').execute();
  }

  const startUrl = (platform = 'PWA') => `${appOrigin}/api/auth/oidc/google/start?platform=${platform}&binding=${BINDING}`;
  const isLogin = (u: URL) => u.origin === appOrigin && u.pathname === '/m/login';
  const isCallback = (u: URL) => u.origin === appOrigin && u.pathname === '/api/auth/oidc/google/callback';

  /**
   * Walks a browser from the login screen's button through the provider's pages
   * (signing in as `subject`, consenting) until it is sent to `stopAt`.
   */
  async function walk(browser: Browser, subject: string, stopAt: (u: URL) => boolean = isLogin, from: string = startUrl()) {
    let step = await browser.go(from, {}, stopAt);
    for (let i = 0; i < 4 && !step.stopped; i++) {
      const html = await step.res.text();
      const { action, prompt } = formOf(html);
      expect(action, `a page of the provider without a form: ${step.url.href} ${step.res.status}`).toBeTruthy();
      const form: Record<string, string> = prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt: prompt! };
      step = await browser.go(new URL(action!, step.url), { form }, stopAt);
    }
    expect(step.stopped, 'the flow never came back').toBe(true);
    return step.url;
  }

  const exchange = (code: string, binding = BINDING) => t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code, binding }, remoteAddress: '10.62.0.2' });
  const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/member/info', headers: { authorization: `Bearer ${token}` }, remoteAddress: '10.62.0.3' });

  it('lists a provider only when it is configured and its flag is on', async () => {
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' })).json().value.providers;
    // LINE's flag is on but it has no issuer configured: not offered.
    expect(await list()).toEqual([{ id: 'google', name: 'Google' }]);
    await setFlags({ GOOGLELOGIN3: false });
    try {
      expect(await list()).toEqual([]);
      const start = await fetch(startUrl(), { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect(start.headers.get('location')).toBe('/m/login?socialError=auth.social.unavailable');
    } finally {
      await setFlags({ GOOGLELOGIN3: true });
    }
  });

  it('starts the code flow with PKCE (S256), state and nonce', async () => {
    const res = await fetch(startUrl(), { redirect: 'manual' });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${appOrigin}/api/auth/oidc/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid profile',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)).toMatch(/^[\w-]{22,}$/);
  });

  it('signs a new player in: a new member with no password, then the same member on the next sign-in', async () => {
    const subject = `alice-${dialect}`;
    const back = await walk(new Browser(), subject);
    const code = back.searchParams.get('social');
    expect(code, back.href).toMatch(/^[\w-]{43}$/);
    const res = await exchange(code!);
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().value;
    expect(session).toMatchObject({ type: 0, firstTimeLogin: true });
    expect(session.userName).toMatch(/^google_[0-9a-f]{10}$/);
    const me = await info(session.token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().value).toMatchObject({ account: session.userName, nickname: `Player ${subject}`, type: 0, passwordSet: false });
    const row = await t.db.kysely.selectFrom('members').select(['register_method']).where('account', '=', session.userName).executeTakeFirstOrThrow();
    expect(row.register_method).toBe('PWA');

    // The one-time code is spent.
    expect((await exchange(code!)).json()).toMatchObject({ success: false, errorCode: 'auth.social.expired' });

    // Another browser, the same subject: the same member, no new account.
    const again = await walk(new Browser(), subject);
    const second = (await exchange(again.searchParams.get('social')!)).json().value;
    expect(second.userName).toBe(session.userName);
    expect(second.firstTimeLogin).toBe(false);
    expect((await info(second.token)).statusCode).toBe(200);
    const linked = await t.db.kysely.selectFrom('member_identities').select('member_id').where('provider', '=', 'google').where('subject', '=', subject).execute();
    expect(linked).toHaveLength(1);

    // A different subject is a different member.
    const bob = (await exchange((await walk(new Browser(), `bob-${dialect}`)).searchParams.get('social')!)).json().value;
    expect(bob.userName).not.toBe(session.userName);
  });

  it('refuses a tampered state, a replayed callback and an expired sign-in', async () => {
    const callback = await walk(new Browser(), `carol-${dialect}`, isCallback);
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const bad = await fetch(tampered, { redirect: 'manual' });
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toBe('/m/login?socialError=auth.social.state');
    // The genuine callback still works once…
    const good = await fetch(callback, { redirect: 'manual' });
    expect(good.headers.get('location')).toMatch(/^\/m\/login\?social=[\w-]{43}$/);
    // …and only once.
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(replay.headers.get('location')).toBe('/m/login?socialError=auth.social.state');
    // A state from another provider's start is refused as well.
    const other = new URL(callback.href.replace('/google/', '/line/'));
    expect((await fetch(other, { redirect: 'manual' })).headers.get('location')).toBe('/m/login?socialError=auth.social.state');

    // A sign-in that took longer than its time.
    const late = await walk(new Browser(), `carol-${dialect}`, isCallback);
    const key = `oidc:state:${late.searchParams.get('state')}`;
    const pending = JSON.parse((await t.app.state.get(key))!);
    await t.app.state.set(key, JSON.stringify({ ...pending, createdAt: pending.createdAt - SOCIAL_STATE_TTL_MS - 1000 }), 60_000);
    expect((await fetch(late, { redirect: 'manual' })).headers.get('location')).toBe('/m/login?socialError=auth.social.expired');

    // A junk exchange code.
    expect((await exchange('x'.repeat(43))).statusCode).toBe(401);
  });

  it('a sign-in finishes only in the browser that started it (no login CSRF)', async () => {
    // Someone signs in at the provider and sends the callback to a victim: the victim's tab holds another binding.
    const theirs = (await walk(new Browser(), `mallory-${dialect}`)).searchParams.get('social')!;
    const victim = await exchange(theirs, 'victim-tab-secret-0123456789-abcdefghijklmn');
    expect(victim.statusCode).toBe(401);
    expect(victim.json().errorCode).toBe('auth.social.state');
    // …and the code is spent.
    expect((await exchange(theirs)).json().errorCode).toBe('auth.social.expired');
    // No binding at all is refused up front.
    const bare = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code: theirs }, remoteAddress: '10.62.0.2' });
    expect(bare.statusCode).toBe(400);
  });

  it('says so when the player refuses at the provider', async () => {
    const browser = new Browser();
    const first = await browser.go(startUrl(), {}, isLogin);
    const uid = /\/interaction\/([\w-]+)/.exec(first.url.pathname)?.[1];
    expect(uid, first.url.href).toBeTruthy();
    const aborted = await browser.go(`${issuer}/interaction/${uid}/abort`, {}, isLogin);
    expect(aborted.stopped).toBe(true);
    expect(aborted.url.searchParams.get('socialError')).toBe('auth.social.denied');
  });

  it('refuses a self-excluded member, with the end date', async () => {
    const subject = `dave-${dialect}`;
    const session = (await exchange((await walk(new Browser(), subject)).searchParams.get('social')!)).json().value;
    const member = await t.db.kysely.selectFrom('members').select('id').where('account', '=', session.userName).executeTakeFirstOrThrow();
    const { until } = await exclude(t.db.kysely, Number(member.id), 'timeout', '7d');
    expect((await info(session.token)).statusCode).toBe(401);
    const back = await walk(new Browser(), subject);
    expect(back.searchParams.get('socialError')).toBe('auth.selfExcluded');
    expect(back.searchParams.get('until')).toBe(until);
    expect(back.searchParams.get('social')).toBeNull();
  });
});
