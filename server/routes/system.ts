import type { FastifyInstance } from 'fastify';
import { countriesValueSchema, domainListValueSchema, PATH_TYPE_CUSTOMER_SERVICE, statusSchema, settingsPayloadSchema } from '../../schemas/settings.schema';
import { envelopeOf } from '../lib/schemas';
import { ok } from '../lib/errors';
import { getRegisterSettings, getSiteSettings, getStatusRules, readSetting, systemStatusCode } from '../services/settings';
import { COUNTRIES } from '../lib/countries';
import { resourceLists } from '../services/content';
import { CUSTOMER_SERVICE_KEY, type CustomerService } from '../../schemas/content.schema';
import { clientCountry, regionRestricted } from '../lib/site-status';

export default async function systemRoutes(app: FastifyInstance) {
  /**
   * The site's status for this client. The country is read only from COUNTRY_HEADER set by a
   * trusted proxy (server/lib/site-status.ts), never from a header the client writes; the other
   * API routes refuse what this reports (maintenance, a restricted region).
   */
  app.get('/api/system/status', { schema: { response: { 200: envelopeOf(statusSchema) } } }, async (req, reply) => {
    const rules = await getStatusRules(app.db.kysely);
    app.siteStatus.remember(rules);
    const country = clientCountry(req);
    const regionRestriction = regionRestricted(req, rules, country);
    reply.header('Cache-Control', 'no-store');
    return ok({
      status: systemStatusCode(rules.maintenance, regionRestriction),
      info: rules.info,
      maintenance: rules.maintenance,
      regionRestriction,
      location: country ? { ip: req.ip, country } : { ip: req.ip },
    });
  });

  /** The domains players may be sent to: the configured ones, else this host. */
  const domainList = async (hostname: string) => {
    const configured = await readSetting<string[]>(app.db.kysely, 'site.domains', []);
    return configured.length ? configured : [hostname];
  };

  /** §3 settings payload: the site settings with customer service, domain route, path list, registration rules and resources. */
  app.get('/api/system/settings', { schema: { response: { 200: envelopeOf(settingsPayloadSchema) } } }, async (req, reply) => {
    const db = app.db.kysely;
    const [site, register, service, domains, resources] = await Promise.all([
      getSiteSettings(db),
      getRegisterSettings(db),
      // The customer-service link and hours operators set in the console (empty: no entry).
      readSetting<Partial<CustomerService>>(db, CUSTOMER_SERVICE_KEY, {}),
      domainList(req.hostname),
      resourceLists(db),
    ]);
    const customerService = { url: service.url ?? '', hours: service.hours ?? '' };
    reply.header('Cache-Control', 'no-cache');
    return ok({
      ...site,
      customerService,
      domainRoute: { domainList: domains },
      paths: customerService.url ? [{ type: PATH_TYPE_CUSTOMER_SERVICE, path: customerService.url }] : [],
      register,
      resources,
    });
  });

  app.get('/api/system/countries', { schema: { response: { 200: envelopeOf(countriesValueSchema) } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok({ list: COUNTRIES });
  });

  /** §7 domain route (device 0): the domains players may be sent to; this host when none is configured. */
  app.get('/api/system/domains', { schema: { response: { 200: envelopeOf(domainListValueSchema) } } }, async (req) => ok({ domainList: await domainList(req.hostname) }));
}
