/**
 * Two app instances in one process, each with its own database pool on one PostgreSQL schema
 * (and its own upload folder), as two machines behind a balancer: what a console write changes
 * on one reaches players on the other within a second — through Redis pub/sub, or PostgreSQL
 * LISTEN/NOTIFY when there is no Redis —, ETags agree, and an upload through one is read through
 * the other. Also: the log's lines carry the request id and who asked, never a credential.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDb, type Db } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/startup';
import { newIp, PG_URL } from './helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');

describe.each(['redis', 'postgres'] as const)('two instances on one schema, caches cleared over %s', (bus) => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dirs = [mkdtempSync(join(tmpdir(), 'parlor-a-')), mkdtempSync(join(tmpdir(), 'parlor-b-'))];
  const lines: string[] = [];
  const dbs: Db[] = [];
  let a: FastifyInstance, b: FastifyInstance;
  let editor: string, publisher: string, member: string;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) dbs.push(openDb({ DATABASE_URL: PG_URL, PG_SCHEMA: schema }));
    await prepareDatabase(dbs[0]!, { demo: true, log: () => undefined });
    const options = (i: number) => ({
      db: dbs[i]!,
      uploadDir: dirs[i]!,
      ...(bus === 'redis' ? { redisUrl: REDIS_URL, redisPrefix: `parlor-${schema}:` } : {}),
      // Instance A's log is read by the last test.
      ...(i === 0 ? { logLevel: 'info', logStream: new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(...chunk.toString().split('\n').filter(Boolean)), done()) }) } : { logLevel: 'silent' }),
    });
    [a, b] = [await buildApp(options(0)), await buildApp(options(1))];
    await Promise.all([a.ready(), b.ready()]);
    const signIn = async (app: FastifyInstance, url: string, username: string, password: string) => {
      const res = await app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: newIp() });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.token as string;
    };
    editor = await signIn(a, '/api/admin/session', 'editor', 'editor1234');
    publisher = await signIn(a, '/api/admin/session', 'operator', 'operator1234');
    member = await signIn(a, '/api/auth/login', 'demo', 'demo1234');
  }, 90_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(dbs.map((d) => d.close()));
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string, token?: string) => app.inject({ method: 'GET', url, remoteAddress: newIp(), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const send = (app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string, payload: object) => app.inject({ method, url, remoteAddress: newIp(), headers: { authorization: `Bearer ${token}` }, payload });

  /** Polls `read` on the other instance until `done`; answers how long it took (fails past a second). */
  async function within(read: () => Promise<boolean>): Promise<number> {
    const t0 = Date.now();
    while (!(await read())) {
      if (Date.now() - t0 > 1_000) throw new Error('not seen within a second');
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - t0;
  }

  it('a vendor switched off on A is gone from the catalogue on B within a second (its cache lives five)', async () => {
    const vendorsOnB = async () => (await get(b, '/api/games/vendors')).json().value.list.map((v: { vassalage: string }) => v.vassalage) as string[];
    expect(await vendorsOnB()).toContain('JILI');
    expect((await send(a, 'PUT', '/api/admin/vendors/JILI', editor, { enabled: false })).statusCode).toBe(200);
    await within(async () => !(await vendorsOnB()).includes('JILI'));
    expect((await send(a, 'PUT', '/api/admin/vendors/JILI', editor, { enabled: true })).statusCode).toBe(200);
    await within(async () => (await vendorsOnB()).includes('JILI'));
  });

  it('a publish and a rollback on A reach players on B within a second, with the same ETag on both', async () => {
    const onB = async () => {
      const res = await get(b, '/api/layouts/promotions');
      return { version: res.json().value.version as number, etag: res.headers.etag as string };
    };
    const first = await onB();
    const detail = (await get(a, '/api/admin/layouts/promotions', publisher)).json().value;
    expect((await send(a, 'PUT', '/api/admin/layouts/promotions/draft', editor, { layout: detail.draft.layout, baseRevision: detail.draft.revision })).statusCode).toBe(200);
    const published = await send(a, 'POST', '/api/admin/layouts/promotions/publish', publisher, {});
    expect(published.statusCode, published.body).toBe(200);
    const v2 = published.json().value.version as number;
    await within(async () => (await onB()).version === v2);
    const etagA = (await get(a, '/api/layouts/promotions')).headers.etag;
    expect((await onB()).etag).toBe(etagA);
    expect(etagA).not.toBe(first.etag);

    const rolled = await send(a, 'POST', '/api/admin/layouts/promotions/rollback', publisher, { version: first.version });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const v3 = rolled.json().value.version as number;
    await within(async () => (await onB()).version === v3);
    expect((await onB()).etag).toBe((await get(a, '/api/layouts/promotions')).headers.etag);
  });

  it('a reward picture uploaded through A is read by an operator through B', async () => {
    const promo = await dbs[0]!.kysely.selectFrom('promotions').select('id').where('status', '=', 'Join').orderBy('id').executeTakeFirstOrThrow();
    const boundary = `----parlor${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remarks"\r\n\r\nthrough A\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const applied = await a.inject({ method: 'POST', url: `/api/promotions/${promo.id}/apply`, remoteAddress: newIp(), headers: { authorization: `Bearer ${member}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(applied.statusCode, applied.body).toBe(200);
    const [own] = applied.json().value.pictures as string[];
    const review = (await get(b, `/api/admin/rewards/${applied.json().value.applicationId}`, editor)).json().value;
    const picture = await get(b, review.pictures[0].url, editor);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // The member reads it back through B too.
    expect((await get(b, own!, member)).rawPayload.equals(PNG)).toBe(true);
  });

  it.runIf(bus === 'redis')('logs every request with its id, and the member or operator once known; never a credential', async () => {
    lines.length = 0;
    const preview = 'preview-secret-1234567890';
    await get(a, '/api/member/info', member);
    await get(a, '/api/admin/vendors', editor);
    await get(a, `/api/layouts/home?preview=${preview}`);
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string; memberId?: number; operatorId?: number; req?: { url: string } });
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.every((e) => typeof e.reqId === 'string')).toBe(true);
    const done = entries.filter((e) => e.msg === 'request completed');
    expect(done[0]).toMatchObject({ memberId: expect.any(Number) });
    expect(done[1]).toMatchObject({ operatorId: expect.any(Number) });
    const text = lines.join('\n');
    for (const secret of [member, editor, preview]) expect(text).not.toContain(secret);
    expect(entries.find((e) => e.req?.url.startsWith('/api/layouts/home'))?.req?.url).toBe('/api/layouts/home?preview=***');
  });
});
