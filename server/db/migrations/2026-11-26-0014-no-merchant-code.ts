import type { Kysely } from 'kysely';
import type { MigrationContext } from './index';

/**
 * The site settings lose `merchantCode`: one Parlor deployment is one site, so no call names a
 * merchant and nothing read the code. A stored value would no longer pass the
 * settings schema, so it leaves the stored site settings too.
 */
export function noMerchantCode(_ctx: MigrationContext) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rewrite = async (db: Kysely<any>, change: (v: Record<string, unknown>) => boolean) => {
    const row = (await db.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirst()) as { value: string } | undefined;
    if (!row) return;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    if (!change(value as Record<string, unknown>)) return;
    await db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', 'site.settings').execute();
  };
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await rewrite(db, (v) => 'merchantCode' in v && delete v.merchantCode);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>) {
      await rewrite(db, (v) => !('merchantCode' in v) && ((v.merchantCode = 'parlor'), true));
    },
  };
}
