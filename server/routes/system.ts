import type { FastifyInstance } from 'fastify';
import { statusSchema, settingsSchema } from '../../schemas/settings.schema';
import { envelopeOf } from '../lib/schemas';
import { ok } from '../lib/errors';
import { getSiteSettings, getStatusRules, readSetting, systemStatusCode } from '../services/settings';
import { COUNTRIES } from '../lib/countries';
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

  app.get('/api/system/settings', { schema: { response: { 200: envelopeOf(settingsSchema) } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ok(await getSiteSettings(app.db.kysely));
  });

  app.get('/api/system/countries', async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok({ list: COUNTRIES });
  });

  /** §7 domain route (device 0): the domains players may be sent to; this host when none is configured. */
  app.get('/api/system/domains', async (req) => {
    const configured = await readSetting<string[]>(app.db.kysely, 'site.domains', []);
    return ok({ domainList: configured.length ? configured : [req.hostname] });
  });
}
