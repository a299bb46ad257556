import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The wallet: deposit and withdrawal orders an operator decides,
 * members' withdrawal accounts, the ledger of every balance (and points)
 * movement, rebate claims, and the point mall with its redemptions. Each
 * member gains a points balance and the cut-off of their last rebate claim.
 */
export function wallet({ dialect }: MigrationContext) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const pk = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('members').addColumn('points', big, (c) => c.notNull().defaultTo(0)).execute();
      // '' until the first claim: the compare-and-set of a claim needs a value, not NULL.
      await db.schema.alterTable('members').addColumn('rebate_until', 'text', (c) => c.notNull().defaultTo('')).execute();

      await db.schema
        .createTable('bank_accounts')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('bank_code', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_name', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('bank_accounts_unique', ['member_id', 'bank_code', 'account_number'])
        .execute();

      await db.schema
        .createTable('wallet_orders')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('amount_cents', big, (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        /** JSON: the channel's name, or the bank account as it was when the order was placed. */
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        .addColumn('decision_note', 'text')
        .execute();
      await db.schema.createIndex('wallet_orders_member').on('wallet_orders').columns(['member_id', 'kind', 'created_at']).execute();
      await db.schema.createIndex('wallet_orders_queue').on('wallet_orders').columns(['kind', 'status', 'id']).execute();

      await db.schema
        .createTable('ledger')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_cents', big, (c) => c.notNull())
        .addColumn('points', big, (c) => c.notNull())
        /** The balance right after the money moved; null while a deposit waits (no money moved yet). */
        .addColumn('balance_after_cents', big)
        .addColumn('order_id', 'integer', (c) => c.references('wallet_orders.id').onDelete('set null'))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_member_time').on('ledger').columns(['member_id', 'created_at']).execute();

      await db.schema
        .createTable('rebate_claims')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('amount_cents', big, (c) => c.notNull())
        .addColumn('valid_bet_cents', big, (c) => c.notNull())
        /** JSON: per game type { gameType, validBet, rate, amount } in cents. */
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('bets_from', 'text', (c) => c.notNull())
        .addColumn('bets_until', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rebate_claims_member').on('rebate_claims').columns(['member_id', 'id']).execute();

      await db.schema
        .createTable('mall_items')
        .addColumn('id', id, pk)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('points_cost', big, (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mall_redemptions')
        .addColumn('id', id, pk)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (c) => c.notNull().references('mall_items.id'))
        .addColumn('item_name', 'text', (c) => c.notNull())
        .addColumn('points', big, (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mall_redemptions_member').on('mall_redemptions').columns(['member_id', 'id']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const t of ['mall_redemptions', 'mall_items', 'rebate_claims', 'ledger', 'wallet_orders', 'bank_accounts']) await db.schema.dropTable(t).ifExists().execute();
      await db.schema.alterTable('members').dropColumn('rebate_until').execute();
      await db.schema.alterTable('members').dropColumn('points').execute();
    },
  };
}
