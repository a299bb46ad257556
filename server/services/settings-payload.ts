/**
 * The site settings as the player reads them (§3 settings payload): GET /api/system/settings answers
 * it, and the player page writes the same value into its boot data.
 */
import type { Kysely } from 'kysely';
import { CUSTOMER_SERVICE_KEY, type CustomerService } from '../../schemas/content.schema';
import { PATH_TYPE_CUSTOMER_SERVICE } from '../../schemas/settings.schema';
import type { Database } from '../db/types';
import { resourceLists } from './content';
import { getRegisterSettings, getSiteSettings, readSetting } from './settings';

/** The domains players may be sent to: the configured ones, else this host. */
export async function domainList(db: Kysely<Database>, hostname: string): Promise<string[]> {
  const configured = await readSetting<string[]>(db, 'site.domains', []);
  return configured.length ? configured : [hostname];
}

/** The site settings with customer service, domain route, path list, registration rules and resources (`hostname`: this request's host). */
export async function settingsPayload(db: Kysely<Database>, hostname: string) {
  const [site, register, service, domains, resources] = await Promise.all([
    getSiteSettings(db),
    getRegisterSettings(db),
    // The customer-service link and hours operators set in the console (empty: no entry).
    readSetting<Partial<CustomerService>>(db, CUSTOMER_SERVICE_KEY, {}),
    domainList(db, hostname),
    resourceLists(db),
  ]);
  const customerService = { url: service.url ?? '', hours: service.hours ?? '' };
  return {
    ...site,
    customerService,
    domainRoute: { domainList: domains },
    paths: customerService.url ? [{ type: PATH_TYPE_CUSTOMER_SERVICE, path: customerService.url }] : [],
    register,
    resources,
  };
}
