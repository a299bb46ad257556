/**
 * Every console route but the sign-in itself is guarded the one way (server/routes/admin/guard.ts):
 * the operator's role is checked on request, before the body is parsed or validated, so a caller
 * without an operator token gets the same 401 whatever it sends — never a 400 that would tell a
 * stranger about a write's payload rules — and a member's token is no operator token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, newIp, type TestApp } from './helpers';

/** The only console route open to a caller without an operator session. */
const SIGN_IN = 'post /api/admin/session';

describe.each(DIALECTS)('console guard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every console route but the sign-in with 401 before reading the body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs', remoteAddress: newIp() })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase() as 'GET', path, url: path.replace(/\{[^}]+\}/g, '1') })))
      .filter(({ method, path }) => `${method.toLowerCase()} ${path}` !== SIGN_IN);
    // Every console area is in the walk (a route missing from the docs would slip past it).
    expect(routes.length).toBeGreaterThan(60);
    const member = (await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: newIp(), payload: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    expect(member).toBeTruthy();
    const refused: string[] = [];
    for (const { method, url } of routes) {
      for (const headers of [{}, { authorization: `Bearer ${member}` }]) {
        // A body no route's schema accepts, and one that is not even JSON: either way the answer is the 401.
        for (const payload of method === 'GET' || method === 'DELETE' ? [undefined] : ['{"nonsense":', { nonsense: 1 }]) {
          const res = await t.app.inject({ method, url, remoteAddress: newIp(), headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) }, ...(payload !== undefined ? { payload } : {}) });
          if (res.statusCode !== 401 || res.json().errorCode !== 'admin.auth.required') refused.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });
});
