import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Operator content: an announcement may be for one language
 * only (null: every language) and is retired, never deleted (retired_at), and
 * a reward application records who decided it, when, and why.
 */
export function adminContent(_ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      // SQLite adds one column per statement.
      await db.schema.alterTable('announcements').addColumn('language', 'text').execute();
      await db.schema.alterTable('announcements').addColumn('retired_at', 'text').execute();
      await db.schema.alterTable('announcements').addColumn('updated_at', 'text').execute();
      await db.schema.alterTable('reward_applications').addColumn('decided_at', 'text').execute();
      await db.schema.alterTable('reward_applications').addColumn('decided_by', 'text').execute();
      await db.schema.alterTable('reward_applications').addColumn('decision_note', 'text').execute();
      await db.schema.createIndex('reward_applications_status').on('reward_applications').columns(['status', 'id']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('reward_applications_status').ifExists().execute();
      for (const c of ['decision_note', 'decided_by', 'decided_at']) await db.schema.alterTable('reward_applications').dropColumn(c).execute();
      for (const c of ['updated_at', 'retired_at', 'language']) await db.schema.alterTable('announcements').dropColumn(c).execute();
    },
  };
}
