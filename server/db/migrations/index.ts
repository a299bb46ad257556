/** Timestamped migrations, in order; each has up and down. */
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db, Dialect } from '../database';
import { initial } from './2026-11-21-0001-initial';
import { members } from './2026-11-21-0002-members';
import { admin } from './2026-11-22-0003-admin';
import { adminContent } from './2026-11-22-0004-admin-content';
import { records } from './2026-11-22-0005-records';
import { rgOidc } from './2026-11-22-0006-rg-oidc';
import { wallet } from './2026-11-22-0007-wallet';
import { studio } from './2026-11-26-0008-studio';
import { walletControl } from './2026-11-26-0009-wallet-control';
import { operatorTotp } from './2026-11-26-0010-operator-totp';
import { tableLimits } from './2026-11-26-0011-table-limits';
import { sharedFiles } from './2026-11-26-0012-shared-files';
import { noMerchantCode } from './2026-11-26-0014-no-merchant-code';
import { idempotency } from './2026-11-26-0015-idempotency';
import { identityVerification } from './2026-11-26-0016-identity-verification';
import { applyLimits } from './2026-11-26-0018-apply-limits';
import { recordRounds } from './2026-11-28-0019-record-rounds';

export interface MigrationContext {
  dialect: Dialect;
}

function migrations(ctx: MigrationContext): Record<string, Migration> {
  return {
    '2026-11-21-0001-initial': initial(ctx),
    '2026-11-21-0002-members': members(ctx),
    '2026-11-22-0003-admin': admin(ctx),
    '2026-11-22-0004-admin-content': adminContent(ctx),
    '2026-11-22-0005-records': records(ctx),
    '2026-11-22-0006-rg-oidc': rgOidc(ctx),
    '2026-11-22-0007-wallet': wallet(ctx),
    '2026-11-26-0008-studio': studio(ctx),
    '2026-11-26-0009-wallet-control': walletControl(ctx),
    '2026-11-26-0010-operator-totp': operatorTotp(ctx),
    '2026-11-26-0011-table-limits': tableLimits(ctx),
    '2026-11-26-0012-shared-files': sharedFiles(ctx),
    '2026-11-26-0014-no-merchant-code': noMerchantCode(ctx),
    '2026-11-26-0015-idempotency': idempotency(ctx),
    '2026-11-26-0016-identity-verification': identityVerification(ctx),
    '2026-11-26-0018-apply-limits': applyLimits(ctx),
    '2026-11-28-0019-record-rounds': recordRounds(ctx),
  };
}

async function migrator(db: Db): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrations({ dialect: db.dialect }) };
  // Kysely looks for its bookkeeping tables in every schema; name ours, so another schema's (a parallel test run's) never counts.
  const migrationTableSchema = db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s : undefined;
  return new Migrator({ db: db.kysely, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** The migrations this build knows that the database has not run (none: its schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await (await migrator(db)).getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
