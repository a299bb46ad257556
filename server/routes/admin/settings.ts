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
import { settingEntrySchema, settingListSchema, vendorListSchema, vendorSchema, type Vendor } from '../../../schemas/admin.schema';
import { audit, auditIn, requireOperator } from '../../lib/admin-auth';
import { AppError, notFound, ok } from '../../lib/errors';
import { envelopeOf } from '../../lib/schemas';
import { definitionOf, readSettingEntry, SETTING_DEFINITIONS, validateSetting, writeSetting } from '../../services/admin-settings';
import { guard } from './guard';

const tags = ['admin'];

export default async function adminSettingsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/api/admin/settings', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(settingListSchema) } } }, async () => {
    return ok({ list: await Promise.all(SETTING_DEFINITIONS.map((d) => readSettingEntry(db, d))) });
  });

  app.get<{ Params: { key: string } }>('/api/admin/settings/:key', { ...guard('viewer'), schema: { tags, params: settingParamsSchema, response: { 200: envelopeOf(settingEntrySchema) } } }, async (req) => {
    const def = definitionOf(req.params.key);
    if (!def) throw notFound(`setting ${req.params.key}`);
    return ok(await readSettingEntry(db, def));
  });

  app.put<{ Params: { key: string }; Body: { value: unknown } }>(
    '/api/admin/settings/:key',
    { ...guard('admin'), schema: { tags, params: settingParamsSchema, body: settingBodySchema, response: { 200: envelopeOf(settingEntrySchema) } } },
    async (req) => {
      const { operator } = await requireOperator(req, 'admin');
      const def = definitionOf(req.params.key);
      if (!def) throw notFound(`setting ${req.params.key}`);
      const errors = validateSetting(def, req.body.value);
      if (errors.length) {
        const first = errors[0]!;
        throw new AppError(400, 'admin.settings.invalid', `${def.key}${first.instancePath} ${first.message}`, { key: def.key, errors });
      }
      // Settings carry money rules (limits, points, approvals): the change and its audit entry stand or fall together.
      const after = await db.transaction().execute(async (trx) => {
        const before = await readSettingEntry(trx, def);
        await writeSetting(trx, def.key, req.body.value);
        const saved = await readSettingEntry(trx, def);
        await auditIn(trx, operator, 'settings.update', `settings:${def.key}`, before.value, saved.value);
        return saved;
      });
      // vendorGroups and the like shape what the catalogue means: drop every cached catalogue answer.
      app.catalogueCache.clear();
      // Maintenance and the region rules apply to the API at once (other instances within seconds).
      if (def.key === 'site.status') app.siteStatus.invalidate();
      return ok(after);
    },
  );

  // ---- vendors ----

  const vendorsWithCounts = () =>
    db
      .selectFrom('vendors as v')
      .leftJoin('games as g', 'g.vassalage', 'v.vassalage')
      .select((eb) => ['v.vassalage', 'v.display_name', 'v.game_type', 'v.sort', 'v.enabled', 'v.icon_url', eb.fn.count<number>('g.node_id').as('games')])
      .groupBy(['v.vassalage', 'v.display_name', 'v.game_type', 'v.sort', 'v.enabled', 'v.icon_url']);
  type VendorRow = Awaited<ReturnType<ReturnType<typeof vendorsWithCounts>['execute']>>[number];
  const toVendor = (r: VendorRow): Vendor => ({ vassalage: r.vassalage, displayName: r.display_name, gameType: r.game_type, sort: r.sort, enabled: !!r.enabled, iconUrl: r.icon_url, gameCount: Number(r.games) });

  app.get('/api/admin/vendors', { ...guard('viewer'), schema: { tags, response: { 200: envelopeOf(vendorListSchema) } } }, async () => {
    return ok({ list: (await vendorsWithCounts().orderBy('v.sort').orderBy('v.vassalage').execute()).map(toVendor) });
  });

  app.put<{ Params: { vassalage: string }; Body: VendorUpdate }>(
    '/api/admin/vendors/:vassalage',
    { ...guard('editor'), schema: { tags, params: vendorParamsSchema, body: vendorUpdateSchema, response: { 200: envelopeOf(vendorSchema) } } },
    async (req) => {
      const { operator } = await requireOperator(req, 'editor');
      const one = () => vendorsWithCounts().where('v.vassalage', '=', req.params.vassalage).executeTakeFirst();
      const row = await one();
      if (!row) throw notFound(`vendor ${req.params.vassalage}`);
      const { enabled, sort, displayName } = req.body;
      await db
        .updateTable('vendors')
        .set({ ...(enabled !== undefined ? { enabled: enabled ? 1 : 0 } : {}), ...(sort !== undefined ? { sort } : {}), ...(displayName !== undefined ? { display_name: displayName.trim() } : {}) })
        .where('vassalage', '=', req.params.vassalage)
        .execute();
      // GET /api/games, /api/games/hot and /api/games/vendors answer from this cache: switch the vendor off there at once.
      app.catalogueCache.clear();
      const after = toVendor((await one())!);
      await audit(req, operator, 'vendor.update', `vendor:${after.vassalage}`, toVendor(row), after);
      return ok(after);
    },
  );
}
