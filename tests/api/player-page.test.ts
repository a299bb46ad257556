/**
 * The player's page carries the site status and settings (the same answers the API gives that
 * request), so a first visit waits for no round trip for them before its first screen; markup in
 * operator text cannot break out of the block.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { BOOT_DATA_ID } from '../../src/lib/constants';

const dist = mkdtempSync(join(tmpdir(), 'parlor-page-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Parlor</title></head><body><div id="root"><b><!--site-name--></b></div></body></html>');

function bootData(html: string): { status: { status: number; regionRestriction: boolean }; settings: { siteName: string; defaultLanguage: string } } {
  const m = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  expect(m, 'boot data block').not.toBeNull();
  return JSON.parse(m![1]!);
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each(DIALECTS)('player page on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { distDir: dist });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves every /m path with the status and settings the API would answer', async () => {
    for (const url of ['/m/home', '/m/slot-games?vassalage=JILI', '/m/nowhere']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const data = bootData(res.body);
      const api = (await page('/api/system/settings')).json().value;
      expect(data.settings).toEqual(api);
      expect(data.status.status).toBe(0);
      expect(res.body).not.toContain('modulepreload');
      // The splash carries the site's name.
      expect(res.body).toContain(`<b>${api.siteName}</b>`);
    }
  });

  it('on home, preloads the image of the first banner its first screen shows; nowhere else', async () => {
    const banners = (await page('/api/announcements?platform=M&types=B&groupName=m_home&language=EN')).json().value.banners as { url: string }[];
    expect(banners.length).toBeGreaterThan(0);
    const preload = `<link rel="preload" as="image" href="${banners[0]!.url}" fetchpriority="high" />`;
    for (const url of ['/m/home', '/m', '/m/index']) expect((await page(url)).body, url).toContain(preload);
    for (const url of ['/m/slot-games', '/m/login']) expect((await page(url)).body, url).not.toContain('rel="preload" as="image"');
  });

  it('answers the status of that request (a blocked country sees status 2)', async () => {
    const key = 'site.status';
    const before = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    const rules = { ...JSON.parse(before.value), blockedCountries: ['US'] };
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify(rules) }).where('key', '=', key).execute();
    try {
      expect(bootData((await page('/m/home', { 'cf-ipcountry': 'US' })).body).status).toMatchObject({ status: 2, regionRestriction: true });
      expect(bootData((await page('/m/home', { 'cf-ipcountry': 'PH' })).body).status.status).toBe(0);
    } finally {
      await t.db.kysely.updateTable('settings').set({ value: before.value }).where('key', '=', key).execute();
    }
  });

  it('keeps operator text inert: a "</script>" in a setting cannot end the block', async () => {
    const key = 'site.settings';
    const before = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    const evil = '</script><script>alert(1)</script>';
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ ...JSON.parse(before.value), siteName: evil }) }).where('key', '=', key).execute();
    try {
      const html = (await page('/m/home')).body;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(bootData(html).settings.siteName).toBe(evil);
      // In the splash, as text.
      expect(html).toContain('<b>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</b>');
    } finally {
      await t.db.kysely.updateTable('settings').set({ value: before.value }).where('key', '=', key).execute();
    }
  });
});
