import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLayout } from './layout-store';
import { browserValidators } from './validators';
import { STORAGE_KEYS } from '../state/storage';
import shipped from '../../layouts/home.json';

const published = { screen: 'home', version: 1, blocks: [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }] };
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
});
