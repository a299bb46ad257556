/**
 * The settings payload carries what §3 lists beside the site settings:
 * customerService, domainRoute, paths, register, resources, imageCDNs.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_SETTINGS } from '../../schemas/register.schema';
import { noMerchantCode } from '../../server/db/migrations/2026-11-26-0014-no-merchant-code';
import { caller, DIALECTS, useTestApp } from './helpers';

describe.each(DIALECTS)('settings payload on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  const put = (key: string, value: unknown) =>
    t.db.kysely
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  const payload = async () => {
    const res = await call('GET', '/api/system/settings');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };

  it('carries customer service, the domain route, the path list, the registration rules, the resources and the image CDNs', async () => {
    const first = await payload();
    expect(first).toMatchObject({
      customerService: { url: '', hours: '' },
      domainRoute: { domainList: ['localhost'] },
      paths: [],
      register: { methods: DEFAULT_REGISTER_SETTINGS.methods },
      imageCDNs: [],
    });
    expect(first.register.rules.username).toMatchObject({ enabled: true });
    const downloads = (await call('GET', '/api/downloads')).json().value;
    expect(first.resources).toEqual(downloads);

    await put('site.customer-service', { url: 'https://chat.example.com/parlor', hours: '24/7' });
    await put('site.domains', ['play.example.com', 'm.example.com']);
    const site = (await call('GET', '/api/system/settings')).json().value;
    const { customerService: _c, domainRoute: _d, paths: _p, register: _r, resources: _s, ...stored } = site;
    await put('site.settings', { ...stored, imageCDNs: ['https://img1.example.com', 'https://img2.example.com'] });
    const after = await payload();
    expect(after).toMatchObject({
      customerService: { url: 'https://chat.example.com/parlor', hours: '24/7' },
      domainRoute: { domainList: ['play.example.com', 'm.example.com'] },
      paths: [{ type: '3', path: 'https://chat.example.com/parlor' }],
      imageCDNs: ['https://img1.example.com', 'https://img2.example.com'],
    });
    // The domain route's own call answers the same list.
    expect((await call('GET', '/api/system/domains')).json().value).toEqual({ domainList: ['play.example.com', 'm.example.com'] });
  });

  it('names no merchant: the settings have no merchantCode, and migration 0014 drops a stored one', async () => {
    const site = await payload();
    expect(site).not.toHaveProperty('merchantCode');
    const { customerService: _c, domainRoute: _d, paths: _p, register: _r, resources: _s, ...stored } = site;
    await put('site.settings', { ...stored, merchantCode: 'parlor' });
    const migration = noMerchantCode({ dialect });
    await migration.up(t.db.kysely);
    const row = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual(stored);
    await migration.down(t.db.kysely);
    const back = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirstOrThrow();
    expect(JSON.parse(back.value)).toEqual({ ...stored, merchantCode: 'parlor' });
    await migration.up(t.db.kysely);
  });
});
