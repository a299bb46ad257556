/**
 * What a process does to its database before it serves: run the migrations it knows and seed
 * what is missing. On PostgreSQL several instances may start at once on one schema (a rolling
 * deploy, a fleet booted together): they take turns under a session advisory lock keyed by the
 * schema, so the first migrates and seeds, and the others find the work done and only check it.
 * Without the lock two seeds raced on the same settings rows and one process exited with a
 * duplicate key. An instance therefore never listens before its migrations are current.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import { migrateToLatest } from './migrations';
import { seedBase, seedDemo } from './seed';

export interface PreparedDatabase {
  /** Migrations this process ran (empty when another instance had run them). */
  migrated: string[];
  /** Whether this process seeded the demo data. */
  seededDemo: boolean;
}

/** The lock's key: one per schema, so databases (and parallel test schemas) never wait for each other. */
const LOCK_KEY = sql<number>`hashtext('parlor.startup.' || current_setting('search_path'))`;

/** Runs `work` holding the start-up lock (PostgreSQL), or directly (SQLite: one process owns the file). */
async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  // A session lock on one pooled connection, held across the migrations' own transactions.
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
}

export async function prepareDatabase(db: Db, opts: { demo: boolean; log: (m: string) => void }): Promise<PreparedDatabase> {
  return withStartupLock(db, async () => {
    const migrated = await migrateToLatest(db);
    if (migrated.length) opts.log(`Migrated: ${migrated.join(', ')}`);
    await seedBase(db.kysely, opts.log);
    let seededDemo = false;
    if (opts.demo) {
      const t = Date.now();
      seededDemo = await seedDemo(db.kysely, (m) => opts.log(`Seeding demo data…${m}`));
      if (seededDemo) opts.log(`Seeded the demo operator in ${Date.now() - t} ms`);
    }
    return { migrated, seededDemo };
  });
}
