/**
 * Loads a screen's layout: the published one from the API (with its ETag),
 * else the last good copy kept in storage, else the default shipped in
 * layouts/. A layout is migrated and validated before use; a broken network or
 * a bad release never blanks a screen.
 */
import type { Layout } from '../../schemas/layout.schema';
import { LAYOUT_FETCH_TIMEOUT_MS } from '../lib/constants';
import { readJson, STORAGE_KEYS, writeJson } from '../state/storage';
import { checkBlocks, type BlockIssue, type LayoutValidators } from './check-layout';
import { migrateLayout } from './migrations';
import { previewToken } from './preview';
import { PREVIEW_PARAM } from '../lib/preview-protocol';

export type LayoutOrigin = 'network' | 'cache' | 'default' | 'preview';
export interface LoadedLayout {
  layout: Layout;
  issues: BlockIssue[];
  origin: LayoutOrigin;
}

interface CachedLayout {
  etag: string;
  layout: unknown;
}

const defaults = import.meta.glob<{ default: unknown }>('../../layouts/*.json');

export function prepareLayout(raw: unknown, v: LayoutValidators): { layout: Layout; issues: BlockIssue[] } | { error: string } {
  const migrated = migrateLayout(raw);
  const error = v.layout(migrated);
  if (error) return { error };
  const layout = migrated as Layout;
  return { layout, issues: checkBlocks(layout, v) };
}

async function fetchWithTimeout(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** The last good copy of a screen's layout, at once (no network), or null. */
export function cachedLayout(screen: string, v: LayoutValidators): LoadedLayout | null {
  const cached = readJson<CachedLayout>(STORAGE_KEYS.layoutPrefix + screen);
  if (!cached) return null;
  const prepared = prepareLayout(cached.layout, v);
  return 'layout' in prepared ? { ...prepared, origin: 'cache' } : null;
}

/** The console's preview: the saved draft behind a preview token, never cached, never a player's copy. */
async function loadPreview(screen: string, token: string, v: LayoutValidators): Promise<LoadedLayout | { error: string }> {
  try {
    const url = `/api/layouts/${encodeURIComponent(screen)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    const res = await fetchWithTimeout(url, { headers: { Accept: 'application/json' }, cache: 'no-store' }, LAYOUT_FETCH_TIMEOUT_MS);
    const body = (await res.json()) as { success: boolean; value?: { layout: unknown }; message?: string };
    if (!body.success) return { error: body.message ?? `HTTP ${res.status}` };
    const prepared = prepareLayout(body.value?.layout, v);
    return 'layout' in prepared ? { ...prepared, origin: 'preview' } : prepared;
  } catch (e) {
    return { error: (e as Error).message };
  }
}

export async function loadLayout(screen: string, v: LayoutValidators, log: (msg: string) => void = console.warn): Promise<LoadedLayout> {
  const token = previewToken();
  if (token) {
    const p = await loadPreview(screen, token, v);
    if ('layout' in p) return p;
    log(`[layout] ${screen}: preview unavailable (${p.error}); showing the published layout`);
  }
  const cacheKey = STORAGE_KEYS.layoutPrefix + screen;
  const cached = readJson<CachedLayout>(cacheKey);
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (cached?.etag) headers['If-None-Match'] = cached.etag;
    const res = await fetchWithTimeout(`/api/layouts/${encodeURIComponent(screen)}`, { headers, cache: 'no-store' }, LAYOUT_FETCH_TIMEOUT_MS);
    if (res.status === 304 && cached) {
      const prepared = prepareLayout(cached.layout, v);
      if ('layout' in prepared) return { ...prepared, origin: 'cache' };
    } else if (res.ok) {
      const body = (await res.json()) as { success: boolean; value?: { layout: unknown } };
      const prepared = prepareLayout(body.value?.layout, v);
      if ('layout' in prepared) {
        writeJson(cacheKey, { etag: res.headers.get('ETag') ?? '', layout: body.value?.layout });
        return { ...prepared, origin: 'network' };
      }
      log(`[layout] ${screen}: published layout rejected (${prepared.error}); using the last good copy`);
    } else if (res.status !== 404) {
      log(`[layout] ${screen}: HTTP ${res.status}; using the last good copy`);
    }
  } catch (e) {
    log(`[layout] ${screen}: ${(e as Error).message}; using the last good copy`);
  }
  if (cached) {
    const prepared = prepareLayout(cached.layout, v);
    if ('layout' in prepared) return { ...prepared, origin: 'cache' };
  }
  const load = defaults[`../../layouts/${screen}.json`];
  if (load) {
    const prepared = prepareLayout((await load()).default, v);
    if ('layout' in prepared) return { ...prepared, origin: 'default' };
    log(`[layout] ${screen}: the shipped default is invalid (${prepared.error})`);
  }
  return { layout: { screen, version: 1, blocks: [] }, issues: [], origin: 'default' };
}
