import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * How often one member may apply to one promotion: `apply_limit` applications at most (rejected
 * ones do not count), and, unless `apply_while_pending`, none while an earlier one awaits its
 * decision. Existing promotions take the defaults (once per member, not while pending), which is
 * what an operator who never saw the settings would expect of a reward. The index serves the
 * count the apply route makes for every application. The default is written out (not
 * PROMOTION_APPLY_LIMIT_DEFAULT): a migration keeps what it did when it was written.
 */
export function applyLimits(_ctx: MigrationContext) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('promotions').addColumn('apply_limit', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('promotions').addColumn('apply_while_pending', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.createIndex('reward_applications_member_promotion').on('reward_applications').columns(['member_id', 'promotion_id', 'status']).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('reward_applications_member_promotion').ifExists().execute();
      await db.schema.alterTable('promotions').dropColumn('apply_while_pending').execute();
      await db.schema.alterTable('promotions').dropColumn('apply_limit').execute();
    },
  };
}
