/**
 * Demo wallet: the point mall's items (artwork from the seed's
 * SVG helper), and the demo member's points with the ledger rows that explain
 * them. Deposit channels, banks and rebate rates are the `wallet.settings`
 * setting (its default applies until an operator saves one).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { gameArt } from './artwork';

const WALLET_MARKER = 'seed.wallet';

const MALL_ITEMS = [
  { name: 'Load card ₱100', description: 'Prepaid load for any network, sent to your mobile number.', points: 600, stock: 200, motif: 'PVP' },
  { name: 'Parlor cap', description: 'Embroidered cotton cap in Parlor gold.', points: 900, stock: 50, motif: 'JACKPOT' },
  { name: 'Grab voucher ₱500', description: 'Ride or food voucher, sent by SMS.', points: 2_800, stock: 40, motif: 'SPORTS' },
  { name: 'Travel mug', description: 'Insulated 500 ml steel mug.', points: 1_500, stock: 30, motif: 'BINGO' },
  { name: 'Bluetooth speaker', description: 'Pocket speaker, 12 h battery.', points: 9_000, stock: 8, motif: 'LIVE' },
  { name: 'Smartwatch', description: 'Fitness smartwatch with heart-rate monitor.', points: 24_000, stock: 0, motif: 'RNG' },
] as const;

/** Idempotent: a demo database seeded before the wallet existed gets it on its next start. */
export async function seedWallet(db: Kysely<Database>, log: (m: string) => void, now = new Date()) {
  if (await db.selectFrom('settings').select('key').where('key', '=', WALLET_MARKER).executeTakeFirst()) return;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [i, item] of MALL_ITEMS.entries()) {
      const id = `mall-${i + 1}.svg`;
      await trx.insertInto('media').values({ id, content_type: 'image/svg+xml', body: gameArt(item.name, 'Point mall', item.motif) }).onConflict((oc) => oc.column('id').doNothing()).execute();
      await trx.insertInto('mall_items').values({ name: item.name, description: item.description, image_url: `/media/${id}`, points_cost: item.points, stock: item.stock, sort: i, enabled: 1 }).execute();
    }
    const demo = await trx.selectFrom('members').select(['id', 'balance_cents']).where('account', '=', 'demo').executeTakeFirst();
    if (demo) {
      const balance = Number(demo.balance_cents);
      const welcome = 3_200;
      await trx.updateTable('members').set({ points: welcome }).where('id', '=', demo.id).execute();
      // A deposit the demo member made two days ago (already part of the seeded balance), and the welcome points.
      const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000).toISOString();
      const order = await trx
        .insertInto('wallet_orders')
        .values({ member_id: demo.id, kind: 'deposit', reference: `D${twoDaysAgo.slice(0, 10).replaceAll('-', '')}-DEMO01`, amount_cents: 200_000, channel: 'GCASH', details: JSON.stringify({ name: 'GCash', kind: 'ewallet', payee: null }), status: 'approved', created_at: twoDaysAgo, decided_at: twoDaysAgo, decided_by: 'operator', decision_note: null })
        .returning(['id', 'reference'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('ledger').values([
        { member_id: demo.id, type: 'deposit', status: 'completed', amount_cents: 200_000, points: 0, balance_after_cents: balance, order_id: order.id, reference: order.reference, note: '', created_at: twoDaysAgo },
        { member_id: demo.id, type: 'adjustment', status: 'completed', amount_cents: 0, points: welcome, balance_after_cents: balance, order_id: null, reference: 'WELCOME', note: 'Welcome points', created_at: at },
      ]).execute();
    }
    await trx.insertInto('settings').values({ key: WALLET_MARKER, value: JSON.stringify(at), updated_at: at }).execute();
  });
  log(`  wallet: ${MALL_ITEMS.length} mall items`);
}
