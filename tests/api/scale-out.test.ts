/**
 * Three real server processes started at once on one fresh PostgreSQL schema and one Redis
 * behave as one site: one of them migrates and seeds, all three come up ready, and a session,
 * failure counters, a publish, an upload and the wallet are the same whichever instance answers.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from './helpers';
import { fakeDist, startInstance, type Instance } from './instances';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');
const DICE = 'PARLOR-ELOTT-0002';

describe('three instances on one PostgreSQL schema and Redis', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dist = fakeDist();
  let nodes: Instance[] = [];
  let a: Instance, b: Instance, c: Instance;
  const sql = new pg.Client({ connectionString: PG_URL });

  beforeAll(async () => {
    const env = { DATABASE_URL: PG_URL, PG_SCHEMA: schema, REDIS_URL, REDIS_PREFIX: `parlor-${schema}:`, SEED_DEMO: '1', DIST_DIR: dist, METRICS_TOKEN: 'metrics-token-0123456789' };
    const started = await Promise.allSettled([startInstance(env), startInstance(env), startInstance(env)]);
    nodes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failed, failed.join('\n')).toEqual([]);
    [a, b, c] = nodes as [Instance, Instance, Instance];
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await sql.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await sql.end().catch(() => undefined);
    rmSync(dist, { recursive: true, force: true });
  });

  const call = async (node: Instance, method: string, path: string, o: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: Buffer } = {}) => {
    const res = await fetch(node.url + path, {
      method,
      headers: { ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      body: o.raw ? new Uint8Array(o.raw) : o.body !== undefined ? JSON.stringify(o.body) : undefined,
    });
    const text = await res.text();
    let json: { success?: boolean; value?: Record<string, unknown> & { token?: string }; errorCode?: string } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      /* not JSON */
    }
    return { status: res.status, text, json, headers: res.headers };
  };

  it('migrates once and seeds once, and every instance comes up ready', async () => {
    const outputs = nodes.map((n) => n.output());
    expect(outputs.filter((o) => o.includes('Migrated:')).length, outputs.join('\n----\n')).toBe(1);
    expect(outputs.filter((o) => o.includes('Seeded the demo operator')).length).toBe(1);
    const { rows } = await sql.query<{ name: string; n: string }>(`select name, count(*) as n from "${schema}".kysely_migration group by name`);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    const settings = await sql.query<{ n: string }>(`select count(*) as n from "${schema}".settings where key = 'site.settings'`);
    expect(Number(settings.rows[0]!.n)).toBe(1);
    for (const node of nodes) {
      const ready = await call(node, 'GET', '/readyz');
      expect(ready.status, ready.text).toBe(200);
      expect(ready.json).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok', build: 'ok', redis: 'ok', bus: 'ok' } });
      expect((await call(node, 'GET', '/healthz')).status).toBe(200);
    }
  });

  it('serves a member signed in through A on B and C', async () => {
    const login = await call(a, 'POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } });
    expect(login.status, login.text).toBe(200);
    const token = login.json.value!.token!;
    for (const node of [b, c]) {
      const info = await call(node, 'GET', '/api/member/info', { token });
      expect(info.status, info.text).toBe(200);
    }
  });

  it('shows a layout published on A to a player polling C within a second', async () => {
    const op = await call(a, 'POST', '/api/admin/session', { body: { username: 'operator', password: 'operator1234' } });
    expect(op.status, op.text).toBe(200);
    const token = op.json.value!.token!;
    const before = await call(c, 'GET', '/api/layouts/event');
    expect(before.status).toBe(200);
    const beforeVersion = (before.json.value as { version: number }).version;
    const etagBefore = before.headers.get('etag');
    // Every instance answers the same ETag for the same version.
    for (const node of [a, b]) expect((await call(node, 'GET', '/api/layouts/event')).headers.get('etag')).toBe(etagBefore);
    const draft = await call(a, 'GET', '/api/admin/layouts/event', { token });
    const layout = (draft.json.value as { draft: { layout: { blocks: unknown[] }; revision: number } }).draft;
    // The live layout as a draft, published again: a new version of the same body.
    const saved = await call(a, 'PUT', '/api/admin/layouts/event/draft', { token, body: { layout: layout.layout, baseRevision: layout.revision } });
    expect(saved.status, saved.text).toBe(200);
    const published = await call(a, 'POST', '/api/admin/layouts/event/publish', { token, body: { override: { reason: 'scale-out test' } } });
    expect(published.status, published.text).toBe(200);
    const t0 = Date.now();
    let seen = beforeVersion;
    while (seen === beforeVersion && Date.now() - t0 < 1_000) {
      seen = ((await call(c, 'GET', '/api/layouts/event')).json.value as { version: number }).version;
    }
    expect(seen).toBe((published.json.value as { version: number }).version);
    expect(Date.now() - t0).toBeLessThan(1_000);
    const etags = await Promise.all(nodes.map(async (n) => (await call(n, 'GET', '/api/layouts/event')).headers.get('etag')));
    expect(new Set(etags).size).toBe(1);
    expect(etags[0]).not.toBe(etagBefore);
  });

  it('lets an operator on C open a reward picture uploaded through B', async () => {
    const login = await call(b, 'POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } });
    const member = login.json.value!.token!;
    const { rows } = await sql.query<{ id: number }>(`select p.id from "${schema}".promotions p where p.status = 'Join' order by p.id limit 1`);
    const boundary = `----parlor${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remarks"\r\n\r\nfrom B\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const applied = await call(b, 'POST', `/api/promotions/${rows[0]!.id}/apply`, { token: member, raw: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(applied.status, applied.text).toBe(200);
    const op = (await call(c, 'POST', '/api/admin/session', { body: { username: 'viewer', password: 'viewer1234' } })).json.value!.token!;
    const review = await call(c, 'GET', `/api/admin/rewards/${(applied.json.value as { applicationId: number }).applicationId}`, { token: op });
    const url = (review.json.value as { pictures: { url: string }[] }).pictures[0]!.url;
    const picture = await fetch(c.url + url, { headers: { authorization: `Bearer ${op}` } });
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps the balance exact through 600 parallel rounds spread over the three', async () => {
    const token = (await call(c, 'POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json.value!.token!;
    const balance = async () => Number((await sql.query<{ b: string }>(`select balance_cents as b from "${schema}".members where account = 'demo'`)).rows[0]!.b);
    const start = await balance();
    const launch = await call(a, 'GET', `/api/games/${DICE}/launch`, { token });
    expect(launch.status, launch.text).toBe(200);
    const t0 = new URL((launch.json.value as { url: string }).url, 'http://x').searchParams.get('t')!;
    const session = (await call(b, 'POST', '/api/play/session', { body: { token: t0 } })).json.value as { sessionToken: string };
    const rounds = await Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        call(nodes[i % 3]!, 'POST', `/api/play/${DICE}/round`, { headers: { 'x-play-session': session.sessionToken }, body: { bet: 1, direction: 'under', threshold: 50 } }),
      ),
    );
    const failed = rounds.filter((r) => r.status !== 200);
    expect(failed.map((r) => r.text).slice(0, 3)).toEqual([]);
    const net = rounds.reduce((sum, r) => sum + Math.round(((r.json.value as { win: number; bet: number }).win - (r.json.value as { bet: number }).bet) * 100), 0);
    expect(await balance()).toBe(start + net);
    // The same figure on every instance.
    for (const node of nodes) expect(Math.round(((await call(node, 'GET', '/api/member/wallet', { token })).json.value as { sumBalance: number }).sumBalance * 100)).toBe(start + net);
  }, 120_000);

  // Last of the sign-ins: the failures also count against the test's one address (127.0.0.1).
  it('counts failed sign-ins spread over A, B and C together: the captcha is asked for', async () => {
    const outcomes: string[] = [];
    for (const [i, node] of [a, b, c, a, b].entries()) {
      const res = await call(node, 'POST', '/api/auth/login', { body: { username: 'agentdemo', password: `wrong-${i}` } });
      outcomes.push(res.json.errorCode ?? String(res.status));
    }
    // Three failures are allowed without one; the next attempt, on whichever instance, needs a captcha.
    expect(outcomes.slice(0, 3)).toEqual(['auth.invalidCredentials', 'auth.invalidCredentials', 'auth.invalidCredentials']);
    expect(outcomes.slice(3)).toEqual(['auth.captcha.required', 'auth.captcha.required']);
  });

  it('counts requests for Prometheus, only for the metrics token', async () => {
    expect((await call(a, 'GET', '/metrics')).status).toBe(401);
    expect((await call(a, 'GET', '/metrics', { token: 'wrong-token-wrong-token' })).status).toBe(401);
    const m = await call(a, 'GET', '/metrics', { token: 'metrics-token-0123456789' });
    expect(m.status).toBe(200);
    expect(m.text).toMatch(/parlor_http_requests_total\{method="POST",route="\/api\/auth\/login",status="200"\} \d+/);
    expect(m.text).toMatch(/parlor_http_request_duration_seconds_bucket\{/);
    expect(m.text).toMatch(/parlor_layout_publishes_total\{action="publish"\} 1/);
    expect(m.text).toMatch(/parlor_wallet_operations_total\{route="\/api\/play\/:gameId\/round",outcome="ok"\} \d+/);
    expect(m.text).toMatch(/parlor_db_pool_connections\{state="total"\} \d+/);
    expect(m.text).toMatch(/parlor_cache_lookups_total\{cache="layout",result="(hit|miss)"\} \d+/);
  });
});
