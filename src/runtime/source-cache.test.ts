// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquire, clearSourceCache } from './source-cache';

const ctx = { language: 'en', token: null };

describe('source cache', () => {
  afterEach(() => {
    clearSourceCache();
    vi.unstubAllGlobals();
  });

  it('shares one request between identical subscribers', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { list: [] } })));
    vi.stubGlobal('fetch', fetch);
    const a = acquire('winners.top', { limit: 30 }, ctx);
    const b = acquire('winners.top', { limit: 30 }, ctx);
    await Promise.all([a.entry.promise, b.entry.promise]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const c = acquire('winners.top', { limit: 30 }, { ...ctx, language: 'ar' });
    await c.entry.promise;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('aborts the request when its last subscriber leaves before it settles', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', vi.fn((_u: string, init: RequestInit) => ((signal = init.signal!), new Promise(() => undefined))));
    const a = acquire('winners.top', {}, ctx);
    const b = acquire('winners.top', {}, ctx);
    a.release();
    expect(signal!.aborted).toBe(false);
    b.release();
    expect(signal!.aborted).toBe(true);
  });

  it('refetches after an error', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: false, errorCode: 'system.unknown', message: '' }), { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const a = acquire('winners.top', {}, ctx);
    await expect(a.entry.promise).rejects.toMatchObject({ errorCode: 'system.unknown' });
    await acquire('winners.top', {}, ctx).entry.promise.catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
