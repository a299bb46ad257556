/** The game catalogue as the console manages it: vendors with their game counts, the games of some vendors, and their switches. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** The games of `vendors`, in catalogue order. */
export function gamesOfVendors(db: Db, vendors: string[]) {
  return db
    .selectFrom('games')
    .select(['node_id', 'display_name', 'game_code', 'vassalage', 'enabled', 'offline'])
    .where('vassalage', 'in', vendors.length ? vendors : [''])
    .orderBy('sort')
    .execute();
}

export function findGameOffline(db: Db, nodeId: string) {
  return db.selectFrom('games').select(['node_id', 'offline']).where('node_id', '=', nodeId).executeTakeFirst();
}

export async function setGameOffline(db: Db, nodeId: string, offline: number): Promise<void> {
  await db.updateTable('games').set({ offline }).where('node_id', '=', nodeId).execute();
}

const vendorsWithCounts = (db: Db) =>
  db
    .selectFrom('vendors as v')
    .leftJoin('games as g', 'g.vassalage', 'v.vassalage')
    .select((eb) => ['v.vassalage', 'v.display_name', 'v.game_type', 'v.sort', 'v.enabled', 'v.icon_url', eb.fn.count<number>('g.node_id').as('games')])
    .groupBy(['v.vassalage', 'v.display_name', 'v.game_type', 'v.sort', 'v.enabled', 'v.icon_url']);

export type VendorWithCount = Awaited<ReturnType<ReturnType<typeof vendorsWithCounts>['execute']>>[number];

/** Every vendor with how many games it has, by sort then name. */
export function listVendors(db: Db): Promise<VendorWithCount[]> {
  return vendorsWithCounts(db).orderBy('v.sort').orderBy('v.vassalage').execute();
}

export function findVendor(db: Db, vassalage: string): Promise<VendorWithCount | undefined> {
  return vendorsWithCounts(db).where('v.vassalage', '=', vassalage).executeTakeFirst();
}

export async function updateVendor(db: Db, vassalage: string, set: { enabled?: number; sort?: number; display_name?: string }): Promise<void> {
  await db.updateTable('vendors').set(set).where('vassalage', '=', vassalage).execute();
}
