/**
 * The installable web app: what the service worker precaches and what it
 * caches at run time. vite.config.ts builds the worker (vite-plugin-pwa, generateSW) from
 * these; the unit tests prove the rules. The route matchers are copied into sw.js as source
 * text, so each must stand alone: no imports, no outer variables, literal paths only.
 */

/** The player site's base path (§9 "Mobile base path /m") and the worker's scope. */
export const PWA_SCOPE = '/m/';

/** Runtime caches. API answers are only ever a fallback for when the network fails. */
export const PWA_CACHES = { api: 'parlor-api', media: 'parlor-media', assets: 'parlor-assets' } as const;

/**
 * An API answer older than this is not worth showing offline: the worker waits this long for
 * the network before it answers from its copy (shorter than the layout loader's own timeout,
 * so the copy arrives before the page gives up).
 */
export const PWA_API_NETWORK_TIMEOUT_S = 3;
export const PWA_API_MAX_ENTRIES = 60;
/** Media matches the server's own `Cache-Control: max-age=86400`. */
export const PWA_MEDIA_MAX_AGE_S = 86_400;
export const PWA_MEDIA_MAX_ENTRIES = 200;
/** Hashed, immutable chunks loaded on demand (other screens, other languages). */
export const PWA_ASSETS_MAX_AGE_S = 30 * 86_400;
export const PWA_ASSETS_MAX_ENTRIES = 300;

interface RouteMatch {
  url: URL;
  sameOrigin: boolean;
}

/**
 * Network first, the worker's copy only when the network fails or is slower than
 * PWA_API_NETWORK_TIMEOUT_S: published layouts (never a console preview, `?preview=`), the site
 * settings and status, and the public game catalogue the home rows show (lists, hot, vendors,
 * winners; never a launch). Online, a player always gets the fresh answer. Nothing that depends
 * on who is signed in is kept.
 */
export function isOfflineCapableApi({ url, sameOrigin }: RouteMatch): boolean {
  if (!sameOrigin) return false;
  if (/^\/api\/(system\/(settings|status)|games(\/(hot|vendors|winners))?)$/.test(url.pathname)) return true;
  return url.pathname.startsWith('/api/layouts/') && !url.searchParams.has('preview');
}

/** Seeded and uploaded artwork (`/media/:id`): cache first, for as long as the server allows. */
export function isMedia({ url, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && url.pathname.startsWith('/media/');
}

/** The player site's hashed chunks that were not precached: cache first (their names change with their content). */
export function isPlayerAsset({ url, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && url.pathname.startsWith('/m/assets/') && !/^\/m\/assets\/admin[-.]/.test(url.pathname);
}

/**
 * Navigations the worker answers with the cached shell (/m/index.html): every /m/ page, nothing
 * else. A preview load (the console's frame) always goes to the server: its answer carries what the
 * cached shell lacks, the console's origin in its boot data and the policy that lets that origin
 * frame it (ADMIN_ORIGIN). Workbox matches these against the path and the query; `preview` is
 * PREVIEW_PARAM, spelled out as this module imports nothing (pwa.test.ts holds them together).
 */
export const NAVIGATE_FALLBACK_ALLOW = [/^\/m\//];
export const NAVIGATE_FALLBACK_DENY = [/^\/api\//, /^\/admin/, /^\/media\//, /^\/m\/assets\//, /[?&]preview=/];

/** The part of Vite's build manifest (`.vite/manifest.json`) the precache reads. */
interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Lazy modules left to the runtime cache: screens other than home, and languages other than English (both its parts precached). */
const ON_DEMAND = /^(src\/app\/screens\/(?!home-screen\.)|locales\/(?!en\.json(\?|$)))/;

/**
 * The output files of the player shell, which the worker precaches: index.html, the entry and
 * everything it imports, its CSS, the home screen, the widgets and shell pieces composed screens
 * load, the shipped default layouts and the English strings. Left out: the other screens and
 * languages (cached when first used) and everything only the operators' console (admin.html)
 * reaches — players never download a byte of it.
 */
export function playerShellFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(f);
    for (const i of chunk.imports ?? []) visit(i);
    for (const d of chunk.dynamicImports ?? []) if (!ON_DEMAND.test(d)) visit(d);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && /(^|\/)index\.html$/.test(k));
  if (entry) visit(entry);
  return files;
}
