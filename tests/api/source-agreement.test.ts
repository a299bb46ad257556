// @vitest-environment jsdom
/**
 * The console's dry run and the player agree on what every data source holds: the dry run
 * (server/services/dry-run.ts, in process) and the player's fetchers (src/runtime/sources.ts, over
 * HTTP, here answered by the same app) both resolve platform/sources.ts's declarations, so a block
 * the player would show empty, such as a menu link that is `javascript:`, the dry run counts empty too.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SourceName } from '../../platform/sources';
import { countItems, SOURCES, sourceDeclaration } from '../../platform/source-declarations';
import { sources } from '../../src/runtime/sources';
import { dryRun } from '../../server/services/dry-run';
import { createTestApp, type TestApp } from './helpers';

/** A block bound to each source, with params a layout would carry. */
const BLOCKS: { id: string; widget: string; source: { name: SourceName; params: Record<string, unknown> } }[] = [
  { id: 'banners', widget: 'BannerCarousel', source: { name: 'banners.group', params: { group: 'm_home' } } },
  { id: 'notices', widget: 'NoticeMarquee', source: { name: 'notices.marquee', params: {} } },
  { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top', params: { limit: 5 } } },
  { id: 'rng', widget: 'GameRow', source: { name: 'games.byType', params: { gameType: 'RNG', pageSize: 9 } } },
  { id: 'hot', widget: 'GameRow', source: { name: 'games.hot', params: {} } },
  { id: 'favourites', widget: 'GameGrid', source: { name: 'games.favourites', params: {} } },
  { id: 'vendors', widget: 'VendorGrid', source: { name: 'vendors.byType', params: { gameType: 'RNG' } } },
  { id: 'promotions', widget: 'PromoStrip', source: { name: 'promotions.list', params: { limit: 2 } } },
  { id: 'footer', widget: 'SiteFooter', source: { name: 'site.footer', params: {} } },
  { id: 'unread', widget: 'MenuEntry', source: { name: 'member.unread', params: {} } },
  { id: 'telegram', widget: 'MenuEntry', source: { name: 'site.resource', params: { type: 'TELEGRAM' } } },
  { id: 'unsafe', widget: 'MenuEntry', source: { name: 'site.resource', params: { type: 'SNEAKY' } } },
  { id: 'protocol-relative', widget: 'MenuEntry', source: { name: 'site.resource', params: { type: 'ELSEWHERE' } } },
];

describe('the dry run counts what the player shows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // Links the player never opens: a script, and another site's address without a scheme.
    await t.db.kysely
      .insertInto('resources')
      .values([
        { kind: 'download', resource_type: 'SNEAKY', url: 'javascript:alert(1)', label_name_en: 'Sneaky', sort: 90 },
        { kind: 'channel', resource_type: 'ELSEWHERE', url: '//evil.example/x', label_name_en: 'Elsewhere', sort: 91 },
      ])
      .execute();
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t?.close();
  });

  it('every source is in the check', () => {
    expect(new Set(BLOCKS.map((b) => b.source.name))).toEqual(new Set(Object.keys(SOURCES).filter((n) => n !== 'popups.home')));
  });

  it('block by block, for a visitor, the same number of items', async () => {
    const results = await dryRun(t.app, { blocks: BLOCKS, languages: ['EN'], roles: ['visitor'], flags: new Set() });
    // The player's fetches go to the same app, as a visitor's browser would ask.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const res = await t.app.inject({ method: 'GET', url: String(input), headers: { accept: 'application/json' } });
        return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
      }),
    );
    for (const block of BLOCKS) {
      const dry = results.find((r) => r.blockId === block.id)!;
      const fetcher = sources[block.source.name] as (p: object, c: object, s: AbortSignal) => Promise<unknown>;
      const data = await fetcher(block.source.params, { language: 'en', token: null }, new AbortController().signal);
      const shown = countItems(sourceDeclaration(block.source.name)!, data);
      // A source the player answers without asking (no session: no favourites, no badge) is not counted.
      expect(dry.count ?? 0, `${block.id}: dry run ${JSON.stringify(dry)}, player ${JSON.stringify(data)}`).toBe(shown);
    }
    expect(results.find((r) => r.blockId === 'telegram')).toMatchObject({ status: 'ok', count: 1 });
    expect(results.find((r) => r.blockId === 'unsafe')).toMatchObject({ status: 'empty', count: 0 });
    expect(results.find((r) => r.blockId === 'protocol-relative')).toMatchObject({ status: 'empty', count: 0 });
  });
});
