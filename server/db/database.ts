/**
 * Kysely over better-sqlite3 (WAL) by default, PostgreSQL when DATABASE_URL is
 * postgres://…: same migrations, same queries.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type DatabaseIntrospector, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config';
import { CurrentSchemaIntrospector } from './pg-introspector';
import type { Database } from './types';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** A human-readable location, for the start-up log. */
  where: string;
  /** PostgreSQL only: the pool (its counts are metrics) and what a dedicated connection needs (LISTEN). */
  pg?: { pool: pg.Pool; connectionString: string; schema?: string };
  close(): Promise<void>;
}

/** PostgreSQL whose introspection (what the migrator asks) stays inside this connection's schema. */
class SchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}

export function openDb(config: Partial<Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'PG_SCHEMA'>>): Db {
  const url = config.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    if (config.PG_SCHEMA) {
      const schema = config.PG_SCHEMA;
      pool.on('connect', (client) => {
        // Instances starting at once race to create the schema: the loser's CREATE fails on a unique
        // index, which would cancel its SET too (it would then work in "public"); the block swallows it.
        client
          .query(`DO $$ BEGIN CREATE SCHEMA IF NOT EXISTS "${schema}"; EXCEPTION WHEN unique_violation OR duplicate_schema THEN NULL; END $$; SET search_path TO "${schema}"`)
          .catch(() => undefined);
      });
    }
    const kysely = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) });
    pools.set(kysely, pool);
    return {
      kysely,
      dialect: 'postgres',
      where: url.replace(/\/\/[^@]*@/, '//***@') + (config.PG_SCHEMA ? ` (schema ${config.PG_SCHEMA})` : ''),
      pg: { pool, connectionString: url, schema: config.PG_SCHEMA },
      close: () => kysely.destroy(),
    };
  }
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : join(config.DATA_DIR ?? 'data', 'parlor.db');
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  handles.set(kysely, sqlite);
  return { kysely, dialect: 'sqlite', where: file, close: () => kysely.destroy() };
}

const handles = new WeakMap<Kysely<Database>, SQLite.Database>();
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The pg pool under a PostgreSQL Kysely (undefined on SQLite), for the few hot paths that send one
 * hand-written statement as a named prepared statement (services/seamless-pg.ts): PostgreSQL then
 * parses and plans it once per connection, and nothing is built per call. Its connections are
 * Kysely's, with the same schema (search_path) set on connect.
 */
export function pgPool(kysely: Kysely<Database>): pg.Pool | undefined {
  return pools.get(kysely);
}

/**
 * The better-sqlite3 handle under a SQLite Kysely (undefined on PostgreSQL), for the few hot paths
 * that run a whole transaction synchronously (services/seamless-sqlite.ts). Use it only while
 * holding Kysely's connection (`kysely.connection().execute(…)`): the driver shares this one
 * connection between all queries, and a statement run outside its lock could land inside another
 * caller's open transaction.
 */
export function sqliteHandle(kysely: Kysely<Database>): SQLite.Database | undefined {
  return handles.get(kysely);
}

/** How many prepared statements a SQLite database keeps (the app has a few hundred distinct queries). */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely's SQLite driver prepares every query afresh; preparing is as costly
 * as running a short query (a quarter of a wallet call's time). Statements are
 * reusable, and the driver runs one query at a time on its one connection (it
 * streams nowhere here, so no statement is left mid-iteration), so the same
 * SQL text gets the statement prepared the first time. SQLite re-prepares a
 * cached statement itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let stmt = statements.get(sql);
      if (!stmt || stmt.busy) {
        stmt = sqlite.prepare(sql);
        statements.set(sql, stmt);
      }
      return stmt;
    },
  };
}
