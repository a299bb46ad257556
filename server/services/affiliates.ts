/** Invitation codes: whether one may be used (here), and the member a registration it brings is referred by. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import * as affiliates from '../repositories/affiliates';

/** 'ok', 'invalid' (no such code switched on), or 'domain' (the code belongs to another domain). */
export async function affiliateState(db: Kysely<Database>, code: string, domain: string | undefined) {
  const row = await affiliates.findEnabled(db, code);
  if (!row) return 'invalid' as const;
  if (domain && row.domain !== '*' && row.domain !== domain.toLowerCase()) return 'domain' as const;
  return 'ok' as const;
}

/** The account of the member an invitation code belongs to (null for a site-wide code). */
export async function referrerOf(db: Kysely<Database>, code: string): Promise<string | null> {
  return (await affiliates.ownerAccount(db, code)) ?? null;
}
