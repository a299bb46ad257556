import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/** Members, sessions, short-lived shared state, member game lists, and the content a member reads. */
export function members({ dialect }: MigrationContext) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('members')
        .addColumn('id', id, pk)
        .addColumn('account', 'text', (c) => c.notNull().unique())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('dialing_code', 'text')
        .addColumn('mobile', 'text')
        .addColumn('email', 'text')
        .addColumn('birthday', 'text')
        .addColumn('payee_name', 'text')
        .addColumn('affiliate_code', 'text')
        .addColumn('recommender_id', 'text')
        .addColumn('register_method', 'text', (c) => c.notNull())
        .addColumn('extra', 'text', (c) => c.notNull())
        .addColumn('balance_cents', big, (c) => c.notNull())
        .addColumn('vip_label', 'text')
        .addColumn('rank_completed', 'integer', (c) => c.notNull())
        .addColumn('rank_total', 'integer', (c) => c.notNull())
        .addColumn('avatar_url', 'text')
        .addColumn('password_changed_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('members_mobile').on('members').columns(['dialing_code', 'mobile']).unique().where('mobile', 'is not', null).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', big, (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_member').on('sessions').columns(['member_id', 'kind']).execute();

      await db.schema
        .createTable('kv')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expires_at', big, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('kv_expiry').on('kv').columns(['expires_at']).execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', id, pk)
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('favourites')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('favourites_pk', ['member_id', 'node_id'])
        .execute();

      await db.schema
        .createTable('recent_plays')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
        .addColumn('played_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('recent_plays_pk', ['member_id', 'node_id'])
        .execute();

      await db.schema
        .createTable('announcement_reads')
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('announcement_id', 'integer', (c) => c.notNull())
        .addColumn('read_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcement_reads_pk', ['member_id', 'announcement_id'])
        .execute();

      await db.schema
        .createTable('affiliates')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('help_entries')
        .addColumn('id', id, pk)
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('resources')
        .addColumn('id', id, pk)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('resource_type', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('label_name_en', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('contracts')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('terms', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('promotions')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('announcement_id', 'integer', (c) => c.notNull())
        .addColumn('linked_promotion_id', 'integer')
        .addColumn('image_required', 'text', (c) => c.notNull())
        .addColumn('remark_required', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('reward_applications')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
        .addColumn('remarks', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('application_id', 'integer', (c) => c.references('reward_applications.id').onDelete('cascade'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('inbox')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('read', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const t of ['uploads', 'reward_applications', 'promotions', 'inbox', 'contracts', 'feedback', 'resources', 'help_entries', 'affiliates', 'announcement_reads', 'recent_plays', 'favourites', 'outbox', 'kv', 'sessions', 'members']) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
