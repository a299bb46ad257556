/**
 * A real app over a real, fresh database for API tests: a temporary SQLite
 * file, or a private schema on the local PostgreSQL (dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { openDb, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { seedBase, seedDemo } from '../../server/db/seed';
import { lowerHashCostForTests } from '../../server/services/passwords';

// The API tests are about accounts and limits, not argon2's cost (tests/api/global-limits.test.ts
// counts argon2 runs, which does not depend on it).
lowerHashCostForTests();

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDialect = 'sqlite' | 'postgres';
export const DIALECTS: TestDialect[] = (process.env.TEST_DIALECTS ?? 'sqlite,postgres').split(',') as TestDialect[];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * `demo` seeds the demo data (accounts and operators with their published passwords) explicitly:
 * the server itself seeds it only into the embedded default database (server/config.ts demoSeedWanted),
 * and the tests need it on PostgreSQL too.
 */
export async function createTestApp(
  dialect: TestDialect,
  { demo = true, distDir, smsWebhookUrl, app: appOptions = {} }: { demo?: boolean; distDir?: string; smsWebhookUrl?: string; app?: Partial<AppOptions> } = {},
): Promise<TestApp> {
  let cleanup: () => Promise<void>;
  let db: Db;
  const uploadDir = mkdtempSync(join(tmpdir(), 'parlor-uploads-'));
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'parlor-test-'));
    db = openDb({ DATA_DIR: dir });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    db = openDb({ DATABASE_URL: PG_URL, PG_SCHEMA: schema });
    cleanup = async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    };
  }
  await migrateToLatest(db);
  await seedBase(db.kysely, () => undefined);
  if (demo) await seedDemo(db.kysely, () => undefined);
  const app = await buildApp({ db, logLevel: 'silent', uploadDir, distDir, smsWebhookUrl, ...appOptions });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      await cleanup();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

let addressSeq = 0;
/** A client address no other call of this test file has used: one test's per-IP limits never touch another's (in the attack tests, a botnet). */
export function newIp(): string {
  const n = ++addressSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * The app of one database for a describe block: made before its tests and closed after them.
 * The answer reads through to it, so a test writes `t.app` and `t.db` as with createTestApp.
 */
export function useTestApp(dialect: TestDialect, options?: Parameters<typeof createTestApp>[1]): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(dialect, options);
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  const live = () => current ?? (() => { throw new Error('the test app is made in beforeAll'); })();
  return {
    get app() {
      return live().app;
    },
    get db() {
      return live().db;
    },
    close: () => live().close(),
  };
}

export interface CallOptions {
  token?: string;
  /** The client address; a fresh one by default. */
  ip?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request to the app as a client sends it: from an address, with a bearer token and a JSON body. */
export function caller(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: o.ip ?? newIp(),
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
}
