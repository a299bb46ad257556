import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Uploaded files' bytes in the database, so that every instance on one PostgreSQL reads what any
 * of them received (a reward picture uploaded through one is reviewed through another). The
 * embedded SQLite default keeps them on disk and leaves this table empty.
 */
export function sharedFiles(ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('file_blobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('body', ctx.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('file_blobs').ifExists().execute();
    },
  };
}
