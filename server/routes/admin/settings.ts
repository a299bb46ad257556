/**
 * Operator settings and vendors (ARCHITECTURE.md's "admin
 * content"): GET /api/admin/settings (viewer+) and PUT /api/admin/settings/:key
 * (admin) for the whitelabel settings, registration rules, status rules,
 * domains and the layout.* keys; GET/PUT /api/admin/vendors (editor+ writes)
 * to switch a game vendor off or reorder it. Players get a saved setting on
 * their next load; the game catalogue cache is cleared on every write.
 */
import type { FastifyInstance } from 'fastify';
import { settingBodySchema, settingParamsSchema, vendorParamsSchema, vendorUpdateSchema, type VendorUpdate } from '../../../schemas/admin-content.schema';
import { settingEntrySchema, settingListSchema, vendorListSchema, vendorSchema } from '../../../schemas/admin-games.schema';
import { ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { readSettingEntry, SETTING_DEFINITIONS, settingEntry, updateSetting } from '../../services/admin-settings';
import { updateVendor, vendorList } from '../../services/admin-vendors';
import { guard, operatorOf } from './guard';

const tags = ['admin'];

export default async function adminSettingsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/admin/settings', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(settingListSchema) } } }, async () => {
    return ok({ list: await Promise.all(SETTING_DEFINITIONS.map((d) => readSettingEntry(db, d))) });
  });

  app.get<{ Params: { key: string } }>('/api/admin/settings/:key', { ...guard('viewer'), schema: { tags, params: settingParamsSchema, response: { 200: envelopeOf(settingEntrySchema) } } }, async (req) =>
    ok(await settingEntry(db, req.params.key)),
  );

  app.put<{ Params: { key: string }; Body: { value: unknown } }>(
    '/api/admin/settings/:key',
    { ...guard('admin'), schema: { tags, params: settingParamsSchema, body: settingBodySchema, response: { 200: envelopeOf(settingEntrySchema) } } },
    async (req) => {
      const { operator } = await operatorOf(req);
      const after = await updateSetting(db, operator, req.params.key, req.body.value);
      // vendorGroups and the like shape what the catalogue means: drop every cached catalogue answer.
      app.catalogueCache.clear();
      // Maintenance and the region rules apply to the API at once (other instances within seconds).
      if (after.key === 'site.status') app.siteStatus.invalidate();
      return ok(after);
    },
  );

  // ---- vendors ----

  app.get('/api/admin/vendors', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(vendorListSchema) } } }, async () => ok(await vendorList(db)));

  app.put<{ Params: { vassalage: string }; Body: VendorUpdate }>(
    '/api/admin/vendors/:vassalage',
    { ...guard('editor'), schema: { tags, params: vendorParamsSchema, body: vendorUpdateSchema, response: { 200: envelopeOf(vendorSchema) } } },
    async (req) => {
      const { operator } = await operatorOf(req);
      // GET /api/games, /api/games/hot and /api/games/vendors answer from this cache: switch the vendor off there at once.
      return ok(await updateVendor(db, operator, req.params.vassalage, req.body, () => app.catalogueCache.clear()));
    },
  );
}
