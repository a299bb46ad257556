/**
 * Loads a screen's layout: the published one from the API (with its ETag),
 * else the last good copy kept in storage, else the default shipped in
 * layouts/. A layout is migrated and validated before use; a broken network or
 * a bad release never blanks a screen.
 *
 * A layout the server checked against the same schemas this build has (its
 * `schemaHash` equals this build's fingerprint, schemas/fingerprint.ts) is used
 * as it is; any other one is checked here with the browser's validators, which
 * are then loaded on demand (validators may be given as a loader).
 */
import type { Layout } from '../../schemas/layout.schema';
import type { LayoutAnswer } from '../../schemas/layout-answer.schema';
import { LAYOUT_FETCH_TIMEOUT_MS } from '../lib/constants';
import { readJson, STORAGE_KEYS, writeJson } from '../state/storage';
import type { BlockIssue, LayoutValidators } from './check-layout';
import { previewToken } from './preview';
import { peekBootLayout, takeBootLayout } from './boot-answers';
import { OPERATOR_TOKEN_KEY, PREVIEW_PARAM } from '../lib/preview-protocol';
import generated from '../../schemas/generated/fingerprint.json';

type LayoutOrigin = 'network' | 'cache' | 'default' | 'preview';
export interface LoadedLayout {
  layout: Layout;
  issues: BlockIssue[];
  origin: LayoutOrigin;
}

interface CachedLayout {
  etag: string;
  layout: unknown;
  /** The schema fingerprint the server sent with it, when it had checked it. */
  schemaHash?: string;
}

/** Validators, or a loader of them (the browser's are a lazy chunk). */
export type ValidatorSource = LayoutValidators | (() => Promise<LayoutValidators>);

/** This build's schema fingerprint. */
export const SCHEMA_FINGERPRINT: string = generated.fingerprint;

/** The browser's precompiled validators, a chunk of their own: loaded only when a layout needs checking here. */
export const loadBrowserValidators = (): Promise<LayoutValidators> => import('./validators').then((m) => m.browserValidators);

const resolveValidators = (v: ValidatorSource): Promise<LayoutValidators> => (typeof v === 'function' ? v() : Promise.resolve(v));

/**
 * A layout the server checked against exactly this build's schemas: used without a second check.
 * The fingerprint covers each widget's props version too, and the server migrates what it serves,
 * so such a layout needs no migration either.
 */
function trustedLayout(raw: unknown, schemaHash: unknown): { layout: Layout; issues: BlockIssue[] } | null {
  if (schemaHash !== SCHEMA_FINGERPRINT || !raw || typeof raw !== 'object') return null;
  const layout = raw as Partial<Layout>;
  return Array.isArray(layout.blocks) && typeof layout.screen === 'string' ? { layout: layout as Layout, issues: [] } : null;
}

type Prepared = { layout: Layout; issues: BlockIssue[] } | { error: string };

/** Migrates and checks a layout nobody checked for this build: the migrations and the check are a chunk loaded only then, with the validators. */
export async function prepareUnchecked(raw: unknown, v: ValidatorSource): Promise<Prepared> {
  const [{ prepareLayout }, validators] = await Promise.all([import('./prepare-layout'), resolveValidators(v)]);
  return prepareLayout(raw, validators);
}

/** Trusted as it is, else checked by the validators. */
async function prepareAny(raw: unknown, schemaHash: unknown, v: ValidatorSource): Promise<Prepared> {
  return trustedLayout(raw, schemaHash) ?? prepareUnchecked(raw, v);
}

const defaults = import.meta.glob<{ default: unknown }>('../../layouts/*.json');

async function fetchWithTimeout(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The last good copy of a screen's layout, at once (no network), or null: only a copy the server
 * had checked against this build's schemas qualifies (any other one waits for the validators).
 */
export function cachedLayout(screen: string): LoadedLayout | null {
  // A layout the page brought (boot-answers.ts) is the freshest copy there is: a shell layout's first render has it at once.
  const cached = peekBootLayout(screen) ?? readJson<CachedLayout>(STORAGE_KEYS.layoutPrefix + screen);
  if (!cached) return null;
  const trusted = trustedLayout(cached.layout, cached.schemaHash);
  return trusted ? { ...trusted, origin: 'cache' } : null;
}

/** The console's operator token, which a same-origin preview frame shares with the console's tab. */
function operatorToken(): string | null {
  try {
    return sessionStorage.getItem(OPERATOR_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The console's preview: the saved draft behind a preview token, never cached, never a player's copy. */
async function loadPreview(screen: string, token: string, v: ValidatorSource): Promise<LoadedLayout | { error: string }> {
  try {
    const url = `/api/layouts/${encodeURIComponent(screen)}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    // The server shows a draft only to the console session that minted the token.
    const operator = operatorToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...(operator ? { Authorization: `Bearer ${operator}` } : {}) };
    const res = await fetchWithTimeout(url, { headers, cache: 'no-store' }, LAYOUT_FETCH_TIMEOUT_MS);
    const body = (await res.json()) as { success: boolean; value?: LayoutAnswer; message?: string };
    if (!body.success) return { error: body.message ?? `HTTP ${res.status}` };
    const prepared = await prepareUnchecked(body.value?.layout, v);
    return 'layout' in prepared ? { ...prepared, origin: 'preview' } : prepared;
  } catch (e) {
    return { error: (e as Error).message };
  }
}

const prefetched = new Map<string, Promise<LoadedLayout>>();

/**
 * Starts loading a screen's layout before the screen renders (the boot does it for the screen a
 * visit lands on, while the language loads); the screen's first loadLayout takes the answer over.
 */
export function prefetchLayout(screen: string, v: ValidatorSource = loadBrowserValidators): void {
  if (!prefetched.has(screen)) prefetched.set(screen, loadLayout(screen, v));
}

export async function loadLayout(screen: string, v: ValidatorSource, log: (msg: string) => void = console.warn): Promise<LoadedLayout> {
  const early = prefetched.get(screen);
  if (early) {
    prefetched.delete(screen);
    return early;
  }
  const token = previewToken();
  if (token) {
    const p = await loadPreview(screen, token, v);
    if ('layout' in p) return p;
    log(`[layout] ${screen}: preview unavailable (${p.error}); showing the published layout`);
  }
  const cacheKey = STORAGE_KEYS.layoutPrefix + screen;
  const answered = token ? undefined : takeBootLayout(screen);
  if (answered) {
    const prepared = await prepareAny(answered.layout, answered.schemaHash, v);
    if ('layout' in prepared) {
      writeJson(cacheKey, { etag: answered.etag, layout: answered.layout, schemaHash: answered.schemaHash });
      return { ...prepared, origin: 'network' };
    }
  }
  const cached = readJson<CachedLayout>(cacheKey);
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (cached?.etag) headers['If-None-Match'] = cached.etag;
    const res = await fetchWithTimeout(`/api/layouts/${encodeURIComponent(screen)}`, { headers, cache: 'no-store' }, LAYOUT_FETCH_TIMEOUT_MS);
    if (res.status === 304 && cached) {
      const prepared = await prepareAny(cached.layout, cached.schemaHash, v);
      if ('layout' in prepared) return { ...prepared, origin: 'cache' };
    } else if (res.ok) {
      const body = (await res.json()) as { success: boolean; value?: LayoutAnswer };
      const prepared = await prepareAny(body.value?.layout, body.value?.schemaHash, v);
      if ('layout' in prepared) {
        const entry: CachedLayout = { etag: res.headers.get('ETag') ?? '', layout: body.value?.layout, schemaHash: body.value?.schemaHash };
        writeJson(cacheKey, entry);
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
    const prepared = await prepareAny(cached.layout, cached.schemaHash, v);
    if ('layout' in prepared) return { ...prepared, origin: 'cache' };
  }
  const load = defaults[`../../layouts/${screen}.json`];
  if (load) {
    const prepared = await prepareUnchecked((await load()).default, v);
    if ('layout' in prepared) return { ...prepared, origin: 'default' };
    log(`[layout] ${screen}: the shipped default is invalid (${prepared.error})`);
  }
  return { layout: { screen, version: 1, blocks: [] }, issues: [], origin: 'default' };
}
