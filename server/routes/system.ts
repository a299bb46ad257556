import type { FastifyInstance } from 'fastify';
import { statusSchema, settingsSchema } from '../../schemas/settings.schema';
import { envelopeOf } from '../lib/schemas';
import { ok } from '../lib/errors';
import { getSiteSettings, getStatusRules, readSetting, systemStatusCode } from '../services/settings';
import { COUNTRIES } from '../lib/countries';

/** Header a fronting proxy or CDN may set with the visitor's country (ISO 3166 alpha-2). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'];

export default async function systemRoutes(app: FastifyInstance) {
  app.get('/api/system/status', { schema: { response: { 200: envelopeOf(statusSchema) } } }, async (req, reply) => {
    const rules = await getStatusRules(app.db.kysely);
    const country = COUNTRY_HEADERS.map((h) => req.headers[h]).find((v): v is string => typeof v === 'string')?.toUpperCase();
    const regionRestriction = rules.blockedIps.includes(req.ip) || (!!country && rules.blockedCountries.includes(country));
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
