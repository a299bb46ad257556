import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedLayout, loadLayout, prefetchLayout, SCHEMA_FINGERPRINT } from './layout-store';
import { browserValidators } from './validators';
import { STORAGE_KEYS } from '../state/storage';
import shipped from '../../layouts/home.json';
import type { TypedLayout } from '../../widgets/layout-types';

const published = { screen: 'home', version: 1, blocks: [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }] } satisfies TypedLayout;
const envelope = (layout: unknown) => ({ success: true, value: { screen: 'home', version: 2, layout } });

function mockFetch(impl: (init?: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(impl(init)));
  vi.stubGlobal('fetch', fn);
  return fn;
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('loadLayout', () => {
  afterEach(() => vi.unstubAllGlobals());
  const quiet = () => undefined;

  it('uses the published layout and keeps it as the last good copy with its ETag', async () => {
    mockFetch(() => json(envelope(published), 200, { ETag: '"home-v2-x"' }));
    const r = await loadLayout('home', browserValidators, quiet);
    expect(r.origin).toBe('network');
    expect(r.layout.blocks).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutPrefix + 'home')!)).toEqual({ etag: '"home-v2-x"', layout: published });
  });

  it('revalidates with If-None-Match and uses the kept copy on 304', async () => {
    localStorage.setItem(STORAGE_KEYS.layoutPrefix + 'home', JSON.stringify({ etag: '"e1"', layout: published }));
    const fetch = mockFetch(() => new Response(null, { status: 304 }));
    const r = await loadLayout('home', browserValidators, quiet);
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['If-None-Match']).toBe('"e1"');
    expect(r.origin).toBe('cache');
    expect(r.layout).toEqual(published);
  });

  it('falls back to the last good copy when the network fails or the release is broken', async () => {
    localStorage.setItem(STORAGE_KEYS.layoutPrefix + 'home', JSON.stringify({ etag: '"e1"', layout: published }));
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await loadLayout('home', browserValidators, quiet)).origin).toBe('cache');
    mockFetch(() => json(envelope({ screen: 'home', blocks: 'nope' })));
    const r = await loadLayout('home', browserValidators, quiet);
    expect(r.origin).toBe('cache');
    expect(r.layout).toEqual(published);
    // The broken release did not replace the kept copy.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.layoutPrefix + 'home')!).layout).toEqual(published);
  });

  it('falls back to the shipped default with nothing kept', async () => {
    mockFetch(() => json({ success: false, errorCode: 'system.unknown', message: 'x' }, 500));
    const r = await loadLayout('home', browserValidators, quiet);
    expect(r.origin).toBe('default');
    expect(r.layout.blocks.map((b) => b.id)).toEqual(shipped.blocks.map((b) => b.id));
  });

  it('answers an empty layout for a screen with neither', async () => {
    mockFetch(() => json({ success: false, errorCode: 'request.notFound', message: 'x' }, 404));
    const r = await loadLayout('nowhere', browserValidators, quiet);
    expect(r.layout.blocks).toEqual([]);
  });

  describe('schema fingerprint (validators off the first screen)', () => {
    const badBlock = { screen: 'home', version: 1, blocks: [{ id: 'x', widget: 'NoSuchWidget' }, ...published.blocks] };
    const withHash = (layout: unknown, schemaHash: string) => ({ success: true, value: { screen: 'home', version: 2, schemaHash, layout } });

    it('uses a layout the server checked against these schemas without loading the validators', async () => {
      mockFetch(() => json(withHash(published, SCHEMA_FINGERPRINT), 200, { ETag: '"e2"' }));
      const loader = vi.fn(() => Promise.resolve(browserValidators));
      const r = await loadLayout('home', loader, quiet);
      expect(loader).not.toHaveBeenCalled();
      expect(r.layout).toEqual(published);
      // The kept copy remembers it was checked, so the next start shows it at once, unchecked too.
      expect(cachedLayout('home')?.layout).toEqual(published);
    });

    it('checks a layout with another fingerprint (a deploy in between), dropping its bad block', async () => {
      mockFetch(() => json(withHash(badBlock, 'from-another-build'), 200, { ETag: '"e3"' }));
      const loader = vi.fn(() => Promise.resolve(browserValidators));
      const r = await loadLayout('home', loader, quiet);
      expect(loader).toHaveBeenCalledTimes(1);
      expect(r.issues.map((i) => [i.blockId, i.code])).toEqual([['x', 'widget.unknown']]);
      // An unchecked kept copy is not shown at once; offline, the next load checks it again.
      expect(cachedLayout('home')).toBeNull();
      mockFetch(() => Promise.reject(new TypeError('offline')));
      const offline = await loadLayout('home', loader, quiet);
      expect(offline.origin).toBe('cache');
      expect(offline.issues.map((i) => [i.blockId, i.code])).toEqual([['x', 'widget.unknown']]);
    });

    it('checks a layout the server sent without a fingerprint', async () => {
      mockFetch(() => json(envelope(badBlock)));
      const loader = vi.fn(() => Promise.resolve(browserValidators));
      const r = await loadLayout('home', loader, quiet);
      expect(loader).toHaveBeenCalledTimes(1);
      expect(r.issues).toHaveLength(1);
    });
  });

  it('a prefetched layout is taken over by the first load: one request, the same answer', async () => {
    const fetch = mockFetch(() => json(envelope(published), 200, { ETag: '"p1"' }));
    prefetchLayout('home', browserValidators);
    const r = await loadLayout('home', browserValidators, quiet);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(r.layout).toEqual(published);
    // Taken over once: the next load asks again.
    await loadLayout('home', browserValidators, quiet);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
