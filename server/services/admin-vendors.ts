/** Game vendors in the console: each with its game count, switched off or on, reordered or renamed, audited. */
import type { Kysely } from 'kysely';
import type { VendorUpdate } from '../../schemas/admin-content.schema';
import type { Vendor } from '../../schemas/admin-games.schema';
import type { Database } from '../db/types';
import { auditIn, type Operator } from '../lib/admin-auth';
import { notFound } from '../lib/errors';
import * as catalogue from '../repositories/catalogue';

type Db = Kysely<Database>;

const toVendor = (r: catalogue.VendorWithCount): Vendor => ({ vassalage: r.vassalage, displayName: r.display_name, gameType: r.game_type, sort: r.sort, enabled: !!r.enabled, iconUrl: r.icon_url, gameCount: Number(r.games) });

export async function vendorList(db: Db) {
  return { list: (await catalogue.listVendors(db)).map(toVendor) };
}

/** Changes a vendor; `changed` runs once it is stored (the players' cached catalogue must forget it), before the audit entry. */
export async function updateVendor(db: Db, operator: Operator, vassalage: string, patch: VendorUpdate, changed: () => void): Promise<Vendor> {
  const row = await catalogue.findVendor(db, vassalage);
  if (!row) throw notFound(`vendor ${vassalage}`);
  const { enabled, sort, displayName } = patch;
  await catalogue.updateVendor(db, vassalage, {
    ...(enabled !== undefined ? { enabled: enabled ? 1 : 0 } : {}),
    ...(sort !== undefined ? { sort } : {}),
    ...(displayName !== undefined ? { display_name: displayName.trim() } : {}),
  });
  changed();
  const after = toVendor((await catalogue.findVendor(db, vassalage))!);
  await auditIn(db, operator, 'vendor.update', `vendor:${after.vassalage}`, toVendor(row), after);
  return after;
}
