import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Member records: the betting records behind `/m/gameRecord`, and
 * whether a member chose their password. A member who registered by mobile
 * without a password has none they know, so changing it must not ask for the
 * old one (§5 "old password only when unknown").
 */
export function records({ dialect }: MigrationContext) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('game_records')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        // No foreign key to games: a record outlives a game the operator retires.
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('game_name', 'text', (c) => c.notNull())
        .addColumn('vassalage', 'text', (c) => c.notNull())
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('bet_cents', big, (c) => c.notNull())
        .addColumn('win_cents', big, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('bet_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('game_records_member_time').on('game_records').columns(['member_id', 'bet_at']).execute();
      await db.schema.alterTable('members').addColumn('password_set', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('members').dropColumn('password_set').execute();
      await db.schema.dropTable('game_records').ifExists().execute();
    },
  };
}
