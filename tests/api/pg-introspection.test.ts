/**
 * The migrator's "does my table exist?" on PostgreSQL looks only at this connection's schema: a
 * neighbour's schema (another tenant, a parallel test) being dropped at that moment used to fail
 * our start-up with `schema "…" does not exist`.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { PG_URL } from './helpers';

const ours = `t_${randomBytes(6).toString('hex')}`;
const neighbour = `t_${randomBytes(6).toString('hex')}`;
let db: Db;
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  // A neighbour with tables named like ours and a serial column: the stock introspector resolved both by name.
  await admin.query(`create schema "${neighbour}"; create table "${neighbour}".kysely_migration (name text primary key); create table "${neighbour}".stray (id serial primary key)`);
  db = openDb({ DATABASE_URL: PG_URL, PG_SCHEMA: ours });
});

afterAll(async () => {
  await db?.close();
  await admin.query(`drop schema if exists "${ours}" cascade; drop schema if exists "${neighbour}" cascade`);
  await admin.end();
});

describe('PostgreSQL introspection', () => {
  it('sees only its own schema, so the migrator never reads or resolves a neighbour', async () => {
    await migrateToLatest(db);
    const tables = await db.kysely.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.length).toBeGreaterThan(10);
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([ours]));
    expect(tables.map((t) => t.name)).toContain('kysely_migration');
    expect(tables.map((t) => t.name)).not.toContain('stray');
    const plain = await db.kysely.introspection.getTables();
    expect(plain.map((t) => t.name)).not.toContain('kysely_migration');
  });

  it('reports columns as Kysely does: types, nullability and serial ids', async () => {
    await sql`create table probe (id serial primary key, label text not null default 'x', note text)`;
    const probe = (await db.kysely.introspection.getTables()).find((t) => t.name === 'probe');
    expect(probe?.columns).toEqual([
      expect.objectContaining({ name: 'id', dataType: 'int4', isAutoIncrementing: true, isNullable: false, hasDefaultValue: true }),
      expect.objectContaining({ name: 'label', dataType: 'text', isAutoIncrementing: false, isNullable: false, hasDefaultValue: true }),
      expect.objectContaining({ name: 'note', dataType: 'text', isAutoIncrementing: false, isNullable: true, hasDefaultValue: false }),
    ]);
  });

  it('migrates while a neighbour schema is dropped and recreated over and over', async () => {
    let churn = true;
    const churner = (async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      const name = `t_${randomBytes(6).toString('hex')}`;
      while (churn) {
        await c.query(`create schema "${name}"; create table "${name}".x (id serial primary key)`);
        await c.query(`drop schema "${name}" cascade`);
      }
      await c.end();
    })();
    try {
      for (let i = 0; i < 30; i++) await expect(migrateToLatest(db)).resolves.toEqual([]);
    } finally {
      churn = false;
      await churner;
    }
  });
});

async function sql(strings: TemplateStringsArray) {
  await admin.query(`set search_path to "${ours}"; ${strings.join('')}`);
}
