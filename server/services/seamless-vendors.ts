/**
 * The game vendors' wallet integrations (their signing secrets and switches), read for the signature
 * check of each call and remembered by a process for a second; a rotation or a switch forgets them on
 * every instance (over the bus).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import * as vendorIntegrations from '../repositories/vendor-integrations';

type Db = Kysely<Database> | Transaction<Database>;

/** The vendor's signing secret, or null when it has no enabled integration. */
export async function vendorIntegration(db: Db, vendor: string) {
  return (await vendorIntegrations.findEnabled(db, vendor)) ?? null;
}

/** How long a process trusts the vendor integration (its secrets) it read; a rotation here forgets it at once. */
const VENDOR_CACHE_MS = 1_000;
type Integration = Awaited<ReturnType<typeof vendorIntegration>>;
const integrations = new WeakMap<Kysely<Database>, Map<string, { row: Integration; until: number }>>();

/**
 * vendorIntegration for the signature check of every wallet call, remembered for VENDOR_CACHE_MS
 * per database: reading the row at every call was a query per call for secrets that change at a
 * rotation. `cached` says whether the answer came from memory (the caller re-reads before
 * refusing a signature, so a secret rotated on another instance signs here at once). A rotation
 * calls forgetVendorIntegrations on every instance (over the bus, as the catalogue's clearing).
 */
export async function signingIntegration(db: Kysely<Database>, vendor: string, { fresh = false } = {}): Promise<{ row: Integration; cached: boolean }> {
  let perDb = integrations.get(db);
  if (!perDb) integrations.set(db, (perDb = new Map()));
  const hit = perDb.get(vendor);
  const t = Date.now();
  if (!fresh && hit && hit.until > t) return { row: hit.row, cached: true };
  const row = await vendorIntegration(db, vendor);
  // Unknown vendors are not remembered: a stranger's made-up names must not fill the map.
  if (row) perDb.set(vendor, { row, until: t + VENDOR_CACHE_MS });
  else perDb.delete(vendor);
  return { row, cached: false };
}

/** Forgets the remembered vendor integrations (after a secret rotation or a switch). */
export function forgetVendorIntegrations(db: Kysely<Database>): void {
  integrations.delete(db);
}
