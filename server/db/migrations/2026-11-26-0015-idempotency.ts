import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Idempotency keys of deposits and withdrawals, in the database so a retry that reaches another
 * instance still finds the first answer; and an index for the per-member daily upload quota.
 */
export function idempotency(_ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'scope', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').columns(['expires_at']).execute();
      await db.schema.createIndex('uploads_member_created').on('uploads').columns(['member_id', 'created_at']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('uploads_member_created').ifExists().execute();
      await db.schema.dropTable('idempotency_keys').ifExists().execute();
    },
  };
}
