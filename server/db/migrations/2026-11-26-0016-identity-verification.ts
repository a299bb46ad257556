import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Identity verification: each ID picture a member sends is one row, kept after a decision so the
 * console and the audit log can show what was decided on. The picture itself is an upload of the
 * member's (uploads, no reward application). A member has at most one row awaiting review or
 * verified at a time (the partial unique index), so two racing submits cannot both stand.
 */
export function identityVerification(ctx: MigrationContext) {
  const id = ctx.dialect === 'postgres' ? 'serial' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('identity_verifications')
        .addColumn('id', id, (c) => (ctx.dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
        /** pending, verified or rejected. */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        /** The operator's reason for a rejection, shown to the member. */
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('identity_verifications_member').on('identity_verifications').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('identity_verifications_status').on('identity_verifications').columns(['status', 'id']).execute();
      await db.schema
        .createIndex('identity_verifications_one_active')
        .on('identity_verifications')
        .column('member_id')
        .unique()
        .where(sql.ref('status'), 'in', sql`('pending', 'verified')`)
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropTable('identity_verifications').ifExists().execute();
    },
  };
}
