import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The game studio and the seamless wallet: each vendor's integration (its
 * signing secret), every wallet call a vendor made (unique per vendor and
 * transactionId, so a replay never moves money twice), the rounds behind
 * them with their provably-fair seeds, the players' seed pairs, and the
 * one-time launch tokens and game sessions a launch creates.
 */
export function studio({ dialect }: MigrationContext) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('game_vendor_integrations')
        .addColumn('vassalage', 'text', (c) => c.primaryKey())
        /** 'studio': Parlor's own games at /m/play; 'seamless': an external vendor's launch URL. */
        .addColumn('kind', 'text', (c) => c.notNull())
        /** HMAC-SHA256 key of the vendor's wallet calls (hex). */
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('launch_url', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('play_launches')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('play_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('vassalage', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        /** Play money of a 'fun' session; never the member's balance. */
        .addColumn('fun_balance_cents', big, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('play_seeds')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        /** The nonce the next round takes. */
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revealed_at', 'text')
        .execute();
      // One active pair per member: two first rounds racing cannot both create one.
      await db.schema.createIndex('play_seeds_active').on('play_seeds').column('member_id').unique().where(sql.ref('active'), '=', 1).execute();

      await db.schema
        .createTable('game_rounds')
        .addColumn('id', id, pk)
        .addColumn('vassalage', 'text', (c) => c.notNull())
        /** The vendor's roundId. */
        .addColumn('round_ref', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('bet_cents', big, (c) => c.notNull())
        .addColumn('win_cents', big, (c) => c.notNull())
        .addColumn('balance_after_cents', big)
        .addColumn('seed_id', 'integer')
        .addColumn('server_seed_hash', 'text')
        .addColumn('client_seed', 'text')
        .addColumn('nonce', 'integer')
        /** Filled when the player rotates the seed pair the round used. */
        .addColumn('revealed_seed', 'text')
        /** JSON: the studio's outcome (params, reels, crash point, roll…). */
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('game_rounds_ref', ['vassalage', 'round_ref'])
        .execute();
      await db.schema.createIndex('game_rounds_member').on('game_rounds').columns(['member_id', 'id']).execute();
      await db.schema.createIndex('game_rounds_seed').on('game_rounds').column('seed_id').execute();

      await db.schema
        .createTable('seamless_tx')
        .addColumn('id', id, pk)
        .addColumn('vassalage', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        /** debit, credit, rollback, or tombstone: a rollback came first, so a late debit with this id is refused. */
        .addColumn('kind', 'text', (c) => c.notNull())
        /** applied; a debit becomes rolledback once undone. */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('round_ref', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('amount_cents', big, (c) => c.notNull())
        .addColumn('reference_tx', 'text')
        .addColumn('balance_after_cents', big, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('seamless_tx_unique', ['vassalage', 'transaction_id'])
        .execute();
      await db.schema.createIndex('seamless_tx_round').on('seamless_tx').columns(['vassalage', 'round_ref']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const t of ['seamless_tx', 'game_rounds', 'play_seeds', 'play_sessions', 'play_launches', 'game_vendor_integrations']) await db.schema.dropTable(t).ifExists().execute();
    },
  };
}
