/** Game vendors' wallet integrations (`game_vendor_integrations`): their switches and signing secrets. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** Every integration without its secrets, by vendor. */
export function listIntegrations(db: Db) {
  return db.selectFrom('game_vendor_integrations').select(['vassalage', 'kind', 'enabled', 'offline', 'rotated_at', 'previous_secret_until', 'created_at']).orderBy('vassalage').execute();
}

export function findOffline(db: Db, vendor: string) {
  return db.selectFrom('game_vendor_integrations').select(['vassalage', 'offline']).where('vassalage', '=', vendor).executeTakeFirst();
}

export async function setOffline(db: Db, vendor: string, offline: number): Promise<void> {
  await db.updateTable('game_vendor_integrations').set({ offline }).where('vassalage', '=', vendor).execute();
}

export function findSecret(db: Db, vendor: string) {
  return db.selectFrom('game_vendor_integrations').select(['vassalage', 'secret', 'previous_secret_until']).where('vassalage', '=', vendor).executeTakeFirst();
}

/** Stores a new signing secret; the previous one keeps signing until `previousUntil` (null: it stops at once). */
export async function rotateSecret(db: Db, vendor: string, s: { secret: string; previousSecret: string | null; previousUntil: string | null; rotatedAt: string }): Promise<void> {
  await db
    .updateTable('game_vendor_integrations')
    .set({ secret: s.secret, previous_secret: s.previousSecret, previous_secret_until: s.previousUntil, rotated_at: s.rotatedAt })
    .where('vassalage', '=', vendor)
    .execute();
}

/** The vendor's integration, while enabled. */
export function findEnabled(db: Db, vendor: string) {
  return db.selectFrom('game_vendor_integrations').selectAll().where('vassalage', '=', vendor).where('enabled', '=', 1).executeTakeFirst();
}
