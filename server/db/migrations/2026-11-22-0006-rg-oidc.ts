import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Responsible gaming and social sign-in: each
 * member's deposit limits (a raised one waits in `pending_*` until it
 * applies), their reminder interval and time-out or self-exclusion, and the
 * OpenID Connect identities (provider, subject) linked to a member.
 */
export function rgOidc({ dialect }: MigrationContext) {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('deposit_limits')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('amount_cents', big)
        .addColumn('pending_amount_cents', big)
        .addColumn('pending_from', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('deposit_limits_pk', ['member_id', 'period'])
        .execute();

      await db.schema
        .createTable('responsible_gaming')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('reminder_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('exclusion_kind', 'text')
        .addColumn('exclusion_period', 'text')
        .addColumn('excluded_at', 'text')
        .addColumn('excluded_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('member_identities')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_login_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_identities_pk', ['provider', 'subject'])
        .execute();
      await db.schema.createIndex('member_identities_member').on('member_identities').column('member_id').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const t of ['member_identities', 'responsible_gaming', 'deposit_limits']) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
