import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { LIMITS } from '../../server/lib/rate-limit';
import { OPERATOR_ROLES, roleAtLeast, UNKNOWN_OPERATOR_NAME } from '../../server/lib/admin-auth';
import { createOperator, OPERATOR_SESSION_TTL_MS } from '../../server/services/operators';

let ipSeq = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
const newIp = () => `10.9.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

describe('operator roles', () => {
  it('rank viewer < editor < publisher < admin; cashier apart: reads as a viewer, decides wallet orders with admin', () => {
    expect(OPERATOR_ROLES).toEqual(['viewer', 'editor', 'publisher', 'admin', 'cashier']);
    expect(roleAtLeast('cashier', 'viewer')).toBe(true);
    expect(roleAtLeast('cashier', 'editor')).toBe(false);
    expect(roleAtLeast('cashier', 'cashier')).toBe(true);
    expect(roleAtLeast('admin', 'cashier')).toBe(true);
    expect(roleAtLeast('publisher', 'cashier')).toBe(false);
    expect(roleAtLeast('editor', 'cashier')).toBe(false);
    expect(roleAtLeast('admin', 'publisher')).toBe(true);
    expect(roleAtLeast('publisher', 'publisher')).toBe(true);
    expect(roleAtLeast('editor', 'publisher')).toBe(false);
    expect(roleAtLeast('viewer', 'editor')).toBe(false);
  });
});

describe.each(DIALECTS)('operator sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  type Opts = { token?: string; ip?: string; body?: unknown };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: Opts = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: o.ip ?? newIp(),
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  const signIn = (username: string, password: string, extra: object = {}, ip?: string) => call('POST', '/api/admin/session', { ip, body: { username, password, ...extra } });
  const auditOf = (action: string) => t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

  it('seeds the demo operators with their roles', async () => {
    const rows = await t.db.kysely.selectFrom('operators').select(['username', 'role', 'enabled', 'password_hash']).orderBy('username').execute();
    expect(rows.map((r) => [r.username, r.role, r.enabled])).toEqual([
      ['cashier', 'cashier', 1],
      ['editor', 'editor', 1],
      ['operator', 'admin', 1],
      ['viewer', 'viewer', 1],
    ]);
    expect(rows.every((r) => r.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('signs in, tells who is signed in, and signs out (each audited, no-store)', async () => {
    const res = await signIn('operator', 'operator1234');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const v = res.json().value;
    expect(v).toMatchObject({ username: 'operator', role: 'admin' });
    expect(v.token).toMatch(/^[\w-]{43}$/);
    expect(v.expiresAt - Date.now()).toBeGreaterThan(OPERATOR_SESSION_TTL_MS - 60_000);
    const stored = await t.db.kysely.selectFrom('operator_sessions').selectAll().execute();
    expect(stored.some((s) => s.token_hash === v.token)).toBe(false);

    const who = await call('GET', '/api/admin/session', { token: v.token });
    expect(who.statusCode).toBe(200);
    expect(who.headers['cache-control']).toBe('no-store');
    expect(who.json().value).toEqual({ username: 'operator', role: 'admin', totp: { on: false, since: null } });

    expect((await call('DELETE', '/api/admin/session', { token: v.token })).statusCode).toBe(200);
    const after = await call('GET', '/api/admin/session', { token: v.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, errorCode: 'admin.auth.required' });

    expect((await auditOf('session.login'))[0]).toMatchObject({ operator_name: 'operator', target: 'session' });
    expect((await auditOf('session.logout'))[0]).toMatchObject({ operator_name: 'operator' });
  });

  it('accepts the username in any case', async () => {
    expect((await signIn('Editor', 'editor1234')).json().value).toMatchObject({ username: 'editor', role: 'editor' });
  });

  it('refuses a wrong password or an unknown operator alike, and audits the attempt', async () => {
    const ip = newIp();
    const wrong = await signIn('viewer', 'nope12345', {}, ip);
    const ghost = await signIn('ghost-op', 'nope12345', {}, ip);
    for (const r of [wrong, ghost]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'admin.auth.invalid' });
    }
    const failed = await auditOf('session.failed');
    // A name that is an operator is recorded against that operator; any other typed name (often a
    // password typed in the wrong field) never reaches the log.
    const viewer = await t.db.kysely.selectFrom('operators').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow();
    expect(failed).toEqual(expect.arrayContaining([expect.objectContaining({ operator_name: 'viewer', operator_id: viewer.id })]));
    expect(failed).toEqual(expect.arrayContaining([expect.objectContaining({ operator_name: UNKNOWN_OPERATOR_NAME, operator_id: null })]));
    expect(JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().execute())).not.toContain('ghost-op');
  });

  it('asks for a captcha after failures, exactly as the member login does', async () => {
    const ip = newIp();
    await createOperator(t.db.kysely, { username: 'captcha-op', password: 'right-pass1', role: 'viewer' });
    for (let i = 0; i < LIMITS.captchaAfterFailures - 1; i++) expect((await signIn('captcha-op', 'bad-pass1', {}, ip)).json().value.captcha).toBe(false);
    expect((await signIn('captcha-op', 'bad-pass1', {}, ip)).json().value.captcha).toBe(true);
    const without = await signIn('captcha-op', 'right-pass1', {}, ip);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ errorCode: 'auth.captcha.required', value: { captcha: true } });
    const { captchaId } = (await call('GET', '/api/auth/captcha', { ip })).json().value;
    const answer = await t.app.state.get(`captcha:${captchaId}`);
    const ok = await signIn('captcha-op', 'right-pass1', { captchaId, captcha: answer }, ip);
    expect(ok.statusCode).toBe(200);
    // Success clears the failures: the next sign-in needs no captcha.
    expect((await signIn('captcha-op', 'right-pass1', {}, ip)).statusCode).toBe(200);
    // The member login's counters are separate: the member "captcha-op" key was never touched.
    expect(await t.app.state.get('loginfail:acct:captcha-op')).toBeNull();
  });

  it('refuses a disabled operator with 403 and stops their live sessions', async () => {
    await createOperator(t.db.kysely, { username: 'gone-op', password: 'gone-pass1', role: 'publisher' });
    const token = (await signIn('gone-op', 'gone-pass1')).json().value.token as string;
    await t.db.kysely.updateTable('operators').set({ enabled: 0 }).where('username', '=', 'gone-op').execute();
    const res = await signIn('gone-op', 'gone-pass1');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('admin.auth.disabled');
    expect((await call('GET', '/api/admin/session', { token })).statusCode).toBe(403);
  });

  it('keeps member and operator tokens apart', async () => {
    const member = (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    const refused = await call('GET', '/api/admin/session', { token: member });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('admin.auth.required');
    expect((await call('GET', '/api/admin/layouts', { token: member })).statusCode).toBe(401);
    const operator = (await signIn('operator', 'operator1234')).json().value.token as string;
    const asMember = await call('GET', '/api/member/info', { token: operator });
    expect(asMember.statusCode).toBe(401);
    expect(asMember.json().errorCode).toBe('auth.required');
  });

  it('expires operator sessions after 12 hours', async () => {
    const token = (await signIn('viewer', 'viewer1234')).json().value.token as string;
    await t.db.kysely.updateTable('operator_sessions').set({ expires_at: Date.now() - 1 }).where('revoked_at', 'is', null).execute();
    expect((await call('GET', '/api/admin/session', { token })).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts per address with a 429 envelope', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.loginPerIp.limit; i++) statuses.push((await signIn(`nobody${i}`, 'x', {}, ip)).statusCode);
    // Refused as wrong (401) or, after the failures, for want of a captcha (400): never limited before the limit.
    expect(statuses.slice(0, LIMITS.loginPerIp.limit).every((s) => s === 401 || s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The member login's limit on that address is untouched.
    expect((await call('POST', '/api/auth/login', { ip, body: { username: 'demo', password: 'demo1234' } })).statusCode).toBe(200);
  });

  it('refuses malformed sign-in bodies with 400 envelopes', async () => {
    for (const body of [{}, { username: 'operator' }, { username: 'operator', password: 'operator1234', role: 'admin' }, { username: 'x'.repeat(41), password: 'p' }]) {
      const res = await call('POST', '/api/admin/session', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });

  it('lists the audit log newest first, with filters and pages', async () => {
    const token = (await signIn('viewer', 'viewer1234')).json().value.token as string;
    const all = (await call('GET', '/api/admin/audit?limit=200', { token })).json().value;
    expect(all.entries.length).toBeGreaterThan(5);
    const ids = all.entries.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const logins = (await call('GET', '/api/admin/audit?action=session.login&limit=2', { token })).json().value;
    expect(logins.entries).toHaveLength(2);
    expect(logins.entries.every((e: { action: string }) => e.action === 'session.login')).toBe(true);
    expect(logins.next).toBe(logins.entries[1].id);
    const page2 = (await call('GET', `/api/admin/audit?action=session.login&limit=2&before=${logins.next}`, { token })).json().value;
    expect(page2.entries[0].id).toBeLessThan(logins.next);
    expect(logins.entries[0]).toMatchObject({ operator: 'viewer', target: 'session', after: { ip: expect.any(String) } });
    expect((await call('GET', '/api/admin/audit?limit=0', { token })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?sort=id', { token })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);
  });
});
