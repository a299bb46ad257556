import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** The layout platform, the game catalogue, content and media. */
export function initial({ dialect }: MigrationContext) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('layouts')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('screen', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('publish_at', 'text')
        .addUniqueConstraint('layouts_screen_version', ['screen', 'version'])
        .execute();
      await db.schema.createIndex('layouts_screen_status').on('layouts').columns(['screen', 'status', 'version']).execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('vendors')
        .addColumn('vassalage', 'text', (c) => c.primaryKey())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('icon_url', 'text', (c) => c.notNull())
        .addColumn('icon_mono_url', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('games')
        .addColumn('node_id', 'text', (c) => c.primaryKey())
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('game_name', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('vassalage', 'text', (c) => c.notNull().references('vendors.vassalage'))
        .addColumn('icon_url', 'text', (c) => c.notNull())
        .addColumn('mobile_large_icon', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('support_play', 'integer', (c) => c.notNull())
        .addColumn('is_game_h5', 'integer', (c) => c.notNull())
        .addColumn('play_type', 'text', (c) => c.notNull())
        .addColumn('freeplay', 'integer', (c) => c.notNull())
        .addColumn('room_id', 'text')
        .addColumn('lotto_mode', 'text')
        .addColumn('min_bet', real, (c) => c.notNull())
        .addColumn('min_line', 'integer', (c) => c.notNull())
        .addColumn('is_new', 'integer', (c) => c.notNull())
        .addColumn('hot_rank', 'integer')
        .addColumn('online_base', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('search_name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('games_type_sort').on('games').columns(['game_type', 'enabled', 'sort']).execute();
      await db.schema.createIndex('games_vendor_sort').on('games').columns(['vassalage', 'enabled', 'sort']).execute();
      await db.schema.createIndex('games_hot').on('games').columns(['hot_rank']).execute();

      await db.schema
        .createTable('game_classify')
        .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
        .addColumn('classify', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_classify_pk', ['classify', 'node_id'])
        .execute();

      await db.schema
        .createTable('winners')
        .addColumn('record_id', 'text', (c) => c.primaryKey())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('icon_url', 'text', (c) => c.notNull())
        .addColumn('win_amount', real, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('winners_amount').on('winners').columns(['win_amount']).execute();

      await db.schema
        .createTable('announcements')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('linkage', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text')
        .addColumn('no_expiry', 'integer', (c) => c.notNull())
        .addColumn('popup_kind', 'text')
        .addColumn('category_ids', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('announcements_type_group').on('announcements').columns(['type', 'group_name', 'sort']).execute();

      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const t of ['media', 'announcements', 'winners', 'game_classify', 'games', 'vendors', 'settings', 'layouts']) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
