import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { VitePWA } from 'vite-plugin-pwa';
import {
  isMedia, isOfflineCapableApi, isPlayerAsset, NAVIGATE_FALLBACK_ALLOW, NAVIGATE_FALLBACK_DENY, playerShellFiles, PWA_API_MAX_ENTRIES,
  PWA_API_NETWORK_TIMEOUT_S, PWA_ASSETS_MAX_AGE_S, PWA_ASSETS_MAX_ENTRIES, PWA_CACHES, PWA_MEDIA_MAX_AGE_S, PWA_MEDIA_MAX_ENTRIES, PWA_SCOPE,
  type ViteManifest,
} from './src/lib/pwa.ts';
import { localePart, localePartId } from './src/lib/locale-parts.ts';
import { SCREENS } from './platform/screens.ts';
import { SCREEN_LIST, screenModule } from './platform/route-table.ts';
import { BOOT_WIDGET_MODULES, WIDGETS, widgetComponentModule } from './platform/widgets.ts';

/** Regenerates schemas/generated (JSON copies, browser validators) before every build, so they never go stale. */
function schemaGen(): Plugin {
  return {
    name: 'parlor-schema-gen',
    buildStart() {
      execFileSync(process.execPath, ['--import', 'tsx', 'schemas/emit.ts'], { stdio: 'inherit' });
    },
  };
}

/**
 * Serves `locales/xx.json?part=first|later` as that part of the locale file (src/lib/locale-parts.ts):
 * the first screen loads only the strings it can show.
 */
export function localeParts(): Plugin {
  return {
    name: 'parlor-locale-parts',
    enforce: 'pre',
    load(id) {
      const p = localePartId(id);
      if (!p) return null;
      this.addWatchFile(p.file);
      const part = localePart(JSON.parse(readFileSync(p.file, 'utf8')) as Record<string, unknown>, p.part);
      // As Vite serves a large JSON file: a string the engine parses faster than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}

/**
 * The player page's stylesheet goes at the end of its body, not in its head: Chrome then paints
 * the splash (styled inline in index.html; on home the first banner, server/lib/player-page.ts) as
 * soon as the HTML is in, instead of after the stylesheet, while the app's scripts still wait for
 * it (a module script runs only once the stylesheets parsed before it ran are in), so nothing of
 * the app ever shows unstyled. The console's page keeps its stylesheet in its head.
 */
function stylesheetAfterSplash(): Plugin {
  return {
    name: 'parlor-stylesheet-after-splash',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!/(^|[\\/])index\.html$/.test(ctx.filename)) return html;
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace('</body>', `${links.join('')}</body>`);
      },
    },
  };
}

/**
 * Writes .gz and .br beside every text asset, so the server sends precompressed files. It walks the
 * folder this build wrote (`--outDir` or a Storybook build's), which may not be DIST_DIR.
 */
function precompress(): Plugin {
  let outDir = OUT_DIR;
  return {
    name: 'parlor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(buf));
      }
    },
  };
}

/**
 * Writes <outDir>/widget-weights.json for the console's performance budget: the gzip
 * bytes of the JS every /m page loads first (the entry and its static imports, plus the
 * home screen's chunk), and per widget the bytes its lazy chunk adds on top, with the
 * requests it declares (`requests` in its definition).
 */
function widgetWeights(): Plugin {
  type Chunk = { type: 'chunk'; fileName: string; code: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[] };
  return {
    name: 'parlor-widget-weights',
    apply: 'build',
    generateBundle(_opts, bundle) {
      // Said first as a warning too: the build's failure is otherwise reported as the PWA plugin's, which finds no manifest.
      const fail: (why: string) => never = (why) => {
        this.warn(why);
        return this.error(why);
      };
      const chunks = Object.values(bundle).filter((c): c is never => c.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const gz = (c: Chunk) => gzipSync(c.code, { level: 9 }).length;
      const closure = (start: Chunk, seen = new Set<string>()) => {
        if (seen.has(start.fileName)) return seen;
        seen.add(start.fileName);
        for (const i of start.imports) {
          const c = byFile.get(i);
          if (c) closure(c, seen);
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry && /[\\/]index\.html$/.test(c.facadeModuleId ?? ''));
      /** The chunk a source module is the facade of (its own chunk), if it has one. */
      const chunkOf = (source: string) => chunks.find((c) => (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(`/${source}`));
      const home = chunkOf(screenModule(SCREENS.home));
      if (!entry) return;
      // The server modulepreloads the landing screen's chunk by its source (server/lib/player-page.ts):
      // a screen whose module another chunk imports statically is folded into a shared chunk
      // without that name, and the preload would silently go.
      for (const source of SCREEN_LIST.map(([, d]) => screenModule(d))) {
        if (chunkOf(source)) continue;
        fail(`${source} is no longer a chunk of its own: move what other modules import from it into a module of its own`);
      }
      const base = closure(entry);
      if (home) closure(home, base);
      const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(byFile.get(f)!), 0);
      const widgets: Record<string, { js: number; requests: number; files: string[] }> = {};
      for (const widget of WIDGETS) {
        // Each widget's name, component and own requests, as platform/widgets.ts declares them.
        const component = widgetComponentModule(widget);
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(component)));
        // Without its weight the console's budget check and the server's preloads would silently skip the widget.
        if (!chunk) fail(`${widget.name}: no chunk holds ${component}`);
        const own = [...closure(chunk)].filter((f) => !base.has(f));
        // `files`: the chunks to fetch for it (the server preloads a landing page's first-screen widgets).
        widgets[widget.name] = { js: sum(own), requests: widget.requests ?? 0, files: own };
      }
      const baseFiles = Object.fromEntries([...base].map((f) => [f, gz(byFile.get(f)!)]));
      const manifest = { generatedAt: new Date().toISOString(), baseJs: sum(base), baseFiles, widgets };
      this.emitFile({ type: 'asset', fileName: 'widget-weights.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}

/**
 * The player app's start (src/app/start.tsx), which the entry (src/main.tsx) imports once the splash
 * has painted. 'boot' names it and every module it imports statically, directly or not: they load
 * together before anything renders, so they go out as one chunk, which the page preloads
 * (server/lib/player-page.ts). (The console's entry imports it too, for React and the shared code;
 * nothing of the console is in it.) The widgets of BOOT_WIDGET_MODULES (platform/widgets.ts) and
 * what they import join it.
 */
const PLAYER_START_MODULE = 'src/app/start.tsx';
/**
 * Modules the start imports dynamically that still belong to the boot chunk: React DOM's client is
 * set up (a few thousand lines of module code) after the boot's first awaits, in a task of its own
 * rather than inside the scripts' first evaluation, which on a slow phone was one long task.
 */
const BOOT_LATER_MODULES = ['node_modules/react-dom/client.js'];
/**
 * Small modules (a few hundred bytes each) that most screens' chunks import: left to the bundler,
 * each went out as a chunk of its own, and a screen's first load asked for up to five of them
 * beside its own chunk. On a phone's network every request costs a round trip and a share of the
 * few connections the boot chunk is coming in on (the help centre's largest paint, the end of the
 * boot's download in Lighthouse's simulation, came ~160 ms sooner without four of them). In the boot
 * chunk they add ~0.3 KB to it.
 */
const BOOT_SHARED_MODULES = ['platform/answer-urls.ts', 'schemas/games.schema.ts', 'src/lib/arriving.ts', 'src/api/content/get-help.ts'];

/** Vite's dynamic-import helper module (vite:build-import-analysis). */
const PRELOAD_HELPER = /vite\/preload-helper/;

function bootChunk() {
  let boot: Set<string> | null = null;
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null => {
    if (!boot) {
      const seen = new Set<string>();
      const walk = (m: string) => {
        if (seen.has(m)) return;
        seen.add(m);
        for (const next of ctx.getModuleInfo(m)?.importedIds ?? []) walk(next);
      };
      for (const source of [PLAYER_START_MODULE, ...BOOT_WIDGET_MODULES, ...BOOT_LATER_MODULES, ...BOOT_SHARED_MODULES]) {
        const id = resolve(source);
        if (!ctx.getModuleInfo(id)) throw new Error(`boot chunk: ${source} is not a module of the build`);
        walk(id);
      }
      boot = seen;
    }
    return boot.has(id) ? 'boot' : null;
  };
}

/** DIST_DIR (default dist) lets parallel checkouts or test runs build side by side. */
const OUT_DIR = process.env.DIST_DIR || 'dist';

/**
 * The installable web app (src/lib/pwa.ts): the manifest is public/manifest.webmanifest, linked
 * from index.html only (the console's admin.html stays out of it); the worker is registered by
 * src/app/start.tsx once the first screen is up. It precaches the player shell — never a file only
 * the console loads — and keeps API answers only as a fallback for when the network fails.
 */
function pwa(): PluginOption {
  let manifestFile = '';
  return VitePWA({
    injectRegister: false,
    manifest: false,
    scope: PWA_SCOPE,
    integration: {
      // Write the worker before precompress() runs, so sw.js gets its .br and .gz too.
      closeBundleOrder: 'pre',
      configureOptions(viteConfig, options) {
        manifestFile = resolve(viteConfig.root, viteConfig.build.outDir, '.vite', 'manifest.json');
        // Storybook builds this config from / for its own iframe: no player site, no worker.
        if (viteConfig.base !== PWA_SCOPE) options.disable = true;
      },
    },
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      globIgnores: ['admin.html', 'assets/admin-*'],
      manifestTransforms: [
        (entries) => {
          const shell = playerShellFiles(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest);
          return { manifest: entries.filter((e) => shell.has(e.url)), warnings: [] };
        },
      ],
      navigateFallback: `${PWA_SCOPE}index.html`,
      navigateFallbackAllowlist: NAVIGATE_FALLBACK_ALLOW,
      navigateFallbackDenylist: NAVIGATE_FALLBACK_DENY,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: isOfflineCapableApi,
          handler: 'NetworkFirst',
          options: {
            cacheName: PWA_CACHES.api,
            networkTimeoutSeconds: PWA_API_NETWORK_TIMEOUT_S,
            expiration: { maxEntries: PWA_API_MAX_ENTRIES },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: isMedia,
          handler: 'CacheFirst',
          options: {
            cacheName: PWA_CACHES.media,
            expiration: { maxEntries: PWA_MEDIA_MAX_ENTRIES, maxAgeSeconds: PWA_MEDIA_MAX_AGE_S },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: isPlayerAsset,
          handler: 'CacheFirst',
          options: {
            cacheName: PWA_CACHES.assets,
            expiration: { maxEntries: PWA_ASSETS_MAX_ENTRIES, maxAgeSeconds: PWA_ASSETS_MAX_AGE_S },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/**
 * react-router publishes its build with developer warnings on as the default of every export
 * condition; the same code without them is in dist/production. A build ships that one.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  base: '/m/',
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [schemaGen(), localeParts(), react(), tailwindcss(), widgetWeights(), stylesheetAfterSplash(), pwa(), precompress()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // No preload lists on lazy imports. Each `import()` would carry the names of the chunks its module
    // imports, fetched beside it; across the boot chunk's screens, widgets and languages those lists
    // named ~90 hashed files (1.9 KB gzip on every first load). What it saves is one round trip
    // on a screen's first opening, and only until the service worker has cached the shell (it does
    // after the first screen); the screen a visit lands on is preloaded by the page itself
    // (server/lib/player-page.ts).
    modulePreload: false,
    // Two entries: the player site, and the operators' console (its own chunks; players never load it).
    rolldownOptions: {
      input: { main: 'index.html', admin: 'admin.html' },
      output: {
        // What an entry imports statically goes out as few chunks as its sharing allows (one for
        // the player site alone, one shared with the console, one for the console), not as ~30
        // chunks of a few hundred bytes: on a phone's network every request costs a round trip,
        // and a browser opens only a handful of connections at once. Lazy chunks stay lazy.
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports goes out on its own (a few hundred bytes): the entry
            // uses it to import the start, and in the boot chunk (the boot group takes what its
            // modules import) it would make the entry import boot statically, evaluated before the
            // splash's paint.
            { name: 'import-helper', test: PRELOAD_HELPER, priority: 1 },
            { name: bootChunk(), debugName: 'boot' },
          ],
        },
      },
    },
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' },
  },
}));
