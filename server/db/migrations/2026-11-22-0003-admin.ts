import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** The operator console: operators and their sessions, the audit log, layout drafts, and when each layout version goes live. */
export function admin({ dialect }: MigrationContext) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('operators')
        .addColumn('id', id, pk)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('operator_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', big, (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('operator_sessions_operator').on('operator_sessions').columns(['operator_id']).execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', id, pk)
        .addColumn('operator_id', 'integer', (c) => c.references('operators.id').onDelete('set null'))
        .addColumn('operator_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();

      await db.schema
        .createTable('layout_drafts')
        .addColumn('screen', 'text', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('layouts').addColumn('live_at', 'text').execute();
      await sql`update layouts set live_at = coalesce(publish_at, created_at)`.execute(db);
      await db.schema.createIndex('layouts_screen_live').on('layouts').columns(['screen', 'live_at']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('layouts_screen_live').ifExists().execute();
      await db.schema.alterTable('layouts').dropColumn('live_at').execute();
      for (const t of ['layout_drafts', 'audit_log', 'operator_sessions', 'operators']) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
