import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Play for real, the rest of it: responsible gaming at the table (a member's
 * loss and session-time limits, and when their current playing session
 * started), real big wins on the winner board, the console's switches (a game or a whole vendor offline) and
 * the vendor secret's rotation (the previous secret still signs until a
 * moment the operator chose), and the indexes the limits, the sweeper of
 * open rounds and the console's reports read through.
 */
export function tableLimits({ dialect }: MigrationContext) {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('play_limits')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        /** lossDaily, lossWeekly, lossMonthly (cents) or session (minutes). */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount', big)
        .addColumn('pending_amount', big)
        .addColumn('pending_from', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_limits_pk', ['member_id', 'kind'])
        .execute();

      await db.schema
        .createTable('play_activity')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        /** The first real-money bet after a break (PLAY_SESSION_BREAK_MS without one). */
        .addColumn('started_at', 'text', (c) => c.notNull())
        /** The latest real-money bet. */
        .addColumn('last_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('games').addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('game_vendor_integrations').addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('game_vendor_integrations').addColumn('previous_secret', 'text').execute();
      await db.schema.alterTable('game_vendor_integrations').addColumn('previous_secret_until', 'text').execute();
      await db.schema.alterTable('game_vendor_integrations').addColumn('rotated_at', 'text').execute();

      /** 'seed': the demo's history; 'play': a real big win (BIG_WIN_MULTIPLE), record_id naming its round. */
      await db.schema.alterTable('winners').addColumn('source', 'text', (c) => c.notNull().defaultTo('seed')).execute();
      await db.schema.createIndex('winners_source_time').on('winners').columns(['source', 'created_at']).execute();

      await db.schema.createIndex('game_rounds_member_time').on('game_rounds').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('game_rounds_status_time').on('game_rounds').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('game_rounds_game_time').on('game_rounds').columns(['node_id', 'created_at']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const i of ['game_rounds_game_time', 'game_rounds_status_time', 'game_rounds_member_time', 'winners_source_time']) await db.schema.dropIndex(i).ifExists().execute();
      for (const c of ['rotated_at', 'previous_secret_until', 'previous_secret', 'offline']) await db.schema.alterTable('game_vendor_integrations').dropColumn(c).execute();
      await db.schema.alterTable('games').dropColumn('offline').execute();
      await db.schema.alterTable('winners').dropColumn('source').execute();
      for (const t of ['play_activity', 'play_limits']) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
