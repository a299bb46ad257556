import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * Operators' second factor: a TOTP secret per operator (RFC 6238),
 * the one being set up until its first code confirms it, when it was turned on, and the last
 * time step a code was used for (a code is good once).
 */
export function operatorTotp(_ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('operators').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('operators').addColumn('totp_pending', 'text').execute();
      await db.schema.alterTable('operators').addColumn('totp_enabled_at', 'text').execute();
      await db.schema.alterTable('operators').addColumn('totp_last_step', 'bigint').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      for (const c of ['totp_last_step', 'totp_enabled_at', 'totp_pending', 'totp_secret']) await db.schema.alterTable('operators').dropColumn(c).execute();
    },
  };
}
