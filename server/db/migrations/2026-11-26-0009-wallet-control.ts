import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Control over wallet decisions: an operator may name the member account they own (they never
 * decide its orders), and a deposit above the dual-approval threshold records its first
 * approver until a second, different operator decides it.
 */
export function walletControl(_ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('operators').addColumn('member_account', 'text').execute();
      await db.schema.alterTable('wallet_orders').addColumn('first_approved_by', 'text').execute();
      await db.schema.alterTable('wallet_orders').addColumn('first_approved_at', 'text').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.alterTable('wallet_orders').dropColumn('first_approved_at').execute();
      await db.schema.alterTable('wallet_orders').dropColumn('first_approved_by').execute();
      await db.schema.alterTable('operators').dropColumn('member_account').execute();
    },
  };
}
