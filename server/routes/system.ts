import type { FastifyInstance } from 'fastify';
import { countriesValueSchema, domainListValueSchema, statusSchema, settingsPayloadSchema } from '../../schemas/settings.schema';
import { envelopeOf } from '../lib/schemas';
import { ok } from '../lib/errors';
import { COUNTRIES } from '../lib/countries';
import { statusFor } from '../lib/site-status';
import { domainList, settingsPayload } from '../services/settings-payload';

export default async function systemRoutes(app: FastifyInstance) {
  /**
   * The site's status for this client. The country is read only from COUNTRY_HEADER set by a
   * trusted proxy (server/lib/site-status.ts), never from a header the client writes; the other
   * API routes refuse what this reports (maintenance, a restricted region).
   */
  app.get('/api/system/status', { schema: { response: { 200: envelopeOf(statusSchema) } } }, async (req, reply) => {
    const status = await statusFor(req);
    reply.header('Cache-Control', 'no-store');
    return ok(status);
  });

  /** §3 settings payload: the site settings with customer service, domain route, path list, registration rules and resources. */
  app.get('/api/system/settings', { schema: { response: { 200: envelopeOf(settingsPayloadSchema) } } }, async (req, reply) => {
    const payload = await settingsPayload(app.db.kysely, req.hostname);
    reply.header('Cache-Control', 'no-cache');
    return ok(payload);
  });

  app.get('/api/system/countries', { schema: { response: { 200: envelopeOf(countriesValueSchema) } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok({ list: COUNTRIES });
  });

  /** §7 domain route (device 0): the domains players may be sent to; this host when none is configured. */
  app.get('/api/system/domains', { schema: { response: { 200: envelopeOf(domainListValueSchema) } } }, async (req) => ok({ domainList: await domainList(app.db.kysely, req.hostname) }));
}
