/** Timestamped migrations, in order; each has up and down. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db, Dialect } from '../database';
import { initial } from './2026-11-21-0001-initial';
import { members } from './2026-11-21-0002-members';

export interface MigrationContext {
  dialect: Dialect;
}

function migrations(ctx: MigrationContext): Record<string, Migration> {
  return {
    '2026-11-21-0001-initial': initial(ctx),
    '2026-11-21-0002-members': members(ctx),
  };
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations({ dialect: db.dialect }) };
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
