/**
 * The operations routes of one instance (on the embedded SQLite: these do not differ by
 * database): liveness, readiness and what makes it fail (a pending migration, a missing build,
 * draining), metrics that stay off without a token, log URLs without credentials, and uploads
 * that stay on local disk without PostgreSQL.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/startup';
import { redactUrl } from '../../server/lib/ops';
import { DbFileStore, DiskFileStore } from '../../server/lib/file-store';
import { PG_URL, useTestApp } from './helpers';

describe('operations routes', () => {
  const t = useTestApp('sqlite', { demo: false });

  it('answers /healthz, and /readyz with each check', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', bus: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('does not serve /metrics without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode).toBe(404);
  });

  it('is unready while draining', async () => {
    t.app.ops.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unready', checks: { draining: 'failing: shutting down' } });
      // Answers while draining end their connection.
      expect((await t.app.inject({ method: 'GET', url: '/api/system/settings' })).headers.connection).toBe('close');
    } finally {
      t.app.ops.draining = false;
    }
  });

  it('keeps uploads on local disk on SQLite', () => {
    expect(t.app.files.kind).toBe('disk');
  });

  it('masks credential values in logged URLs', () => {
    expect(redactUrl('/api/layouts/home?preview=abc&x=1')).toBe('/api/layouts/home?preview=***&x=1');
    expect(redactUrl('/api/auth/oidc/google/callback?code=c&state=s')).toBe('/api/auth/oidc/google/callback?code=***&state=***');
    expect(redactUrl('/api/games?pageNo=2')).toBe('/api/games?pageNo=2');
  });
});

describe('readiness needs the migrations and the build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-ready-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is unready while a migration this build knows is not applied, or the client build is missing', async () => {
    const db = openDb({ DATA_DIR: dir });
    await prepareDatabase(db, { demo: false, log: () => undefined });
    const app = await buildApp({ db, logLevel: 'silent', uploadDir: join(dir, 'uploads'), distDir: join(dir, 'no-build') });
    try {
      const first = (await app.inject({ method: 'GET', url: '/readyz' })).json();
      expect(first.checks).toMatchObject({ migrations: 'ok', build: 'failing: no client build' });
      await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(db.kysely);
      const app2 = await buildApp({ db, logLevel: 'silent', uploadDir: join(dir, 'uploads') });
      try {
        const res = await app2.inject({ method: 'GET', url: '/readyz' });
        expect(res.statusCode).toBe(503);
        expect(res.json().checks.migrations).toMatch(/^failing: pending: 2026-/);
      } finally {
        await app2.close();
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('file stores', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-files-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = openDb({ DATABASE_URL: PG_URL, PG_SCHEMA: schema });
  afterAll(async () => {
    await db.close();
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps bytes in PostgreSQL, still finds files an older release left on disk, and never takes a path for an id', async () => {
    await prepareDatabase(db, { demo: false, log: () => undefined });
    const disk = new DiskFileStore(dir);
    const store = new DbFileStore(db.kysely, disk);
    const bytes = randomBytes(3000);
    await store.put('a.png', bytes, 'image/png');
    expect((await store.get('a.png'))!.equals(bytes)).toBe(true);
    expect(existsSync(join(dir, 'a.png'))).toBe(false);
    await expect(store.put('a.png', bytes, 'image/png')).rejects.toThrow();
    await disk.put('old.jpg', Buffer.from('old'), 'image/jpeg');
    expect((await store.get('old.jpg'))!.toString()).toBe('old');
    await store.delete('a.png');
    expect(await store.get('a.png')).toBeNull();
    await expect(store.get('../parlor.db')).rejects.toThrow(/bad file id/);
    await expect(disk.get('../x')).rejects.toThrow(/bad file id/);
  });
});
