/**
 * The player's page (dist/index.html) as served for every /m path, with what the first screen
 * would otherwise wait a round trip for written into it: the site status and settings (the same
 * answers GET /api/system/status and /settings give this request) as an inert JSON block the
 * boot reads instead of fetching (src/app/boot.ts), and the site's name into the splash the page
 * shows until the app starts (its first paint has the brand, not a blank page); on home, a
 * preload of the banner image that will be its largest paint. That saves a request hop on a first visit (a
 * phone on a slow network pays ~150 ms a hop); returning players start from their cached copies
 * and the service worker's shell anyway. The language chunk is not preloaded: the server cannot
 * know a player's saved language, and a player's language loads alone (§9).
 * If building the block fails, the plain page goes out: the boot then fetches as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOT_DATA_ID, EAGER_BLOCKS, HOME_PATHS } from '../../src/lib/constants';

/** The marker in index.html's splash where the site's name goes. */
const SITE_NAME_MARKER = '<!--site-name-->';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside a <script> element: no "</script>", no "<!--". */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface HeroBlock {
  widget?: string;
  hidden?: boolean;
  when?: Record<string, unknown>;
  source?: { name?: string; params?: { group?: unknown } };
}

/** Whether a /m path is home (§2). */
const isHome = (path: string) => (HOME_PATHS as readonly string[]).includes(path.replace(/^\/m(?=\/|$)/, '').replace(/^\/+|\/+$/g, ''));

/**
 * Home's largest paint is its banner: the first image of the first banner carousel among the
 * blocks of its first screen, when a visitor sees it (no condition but roles with visitor). Its
 * URL, so the page can preload it beside the scripts instead of after them.
 */
async function homeHeroImage(ask: (url: string) => Promise<{ statusCode: number; json(): unknown }>, language: string): Promise<string | null> {
  const layout = await ask('/api/layouts/home');
  if (layout.statusCode !== 200) return null;
  const blocks = ((layout.json() as { value?: { layout?: { blocks?: HeroBlock[] } } }).value?.layout?.blocks ?? []).filter((b) => !b.hidden).slice(0, EAGER_BLOCKS);
  const hero = blocks.find((b) => b.widget === 'BannerCarousel');
  const when = hero?.when ?? {};
  const forVisitors = Object.keys(when).every((k) => k === 'roles') && (!when.roles || (when.roles as unknown[]).includes('visitor'));
  const group = hero?.source?.name === 'banners.group' ? hero.source.params?.group : undefined;
  if (!hero || !forVisitors || typeof group !== 'string') return null;
  const res = await ask(`/api/announcements?platform=M&types=B&groupName=${encodeURIComponent(group)}&language=${encodeURIComponent(language)}`);
  if (res.statusCode !== 200) return null;
  const url = (res.json() as { value?: { banners?: { url?: string }[] } }).value?.banners?.[0]?.url;
  return typeof url === 'string' && url.startsWith('/') ? url : null;
}

export function playerPage(app: FastifyInstance, distDir: string) {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  return async function render(req: FastifyRequest): Promise<string> {
    try {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'accept-encoding' && k !== 'content-length' && !k.startsWith('if-')),
      ) as Record<string, string>;
      const ask = (url: string) => app.inject({ method: 'GET', url, headers, remoteAddress: req.ip });
      const [status, settings] = await Promise.all([ask('/api/system/status'), ask('/api/system/settings')]);
      if (status.statusCode !== 200 || settings.statusCode !== 200) return template;
      const site = settings.json().value as { siteName?: string; defaultLanguage?: string };
      const data = { status: status.json().value as unknown, settings: site };
      const hero = isHome(req.url.split('?')[0] ?? '') ? await homeHeroImage(ask, site.defaultLanguage ?? 'EN').catch(() => null) : null;
      const preload = hero ? `<link rel="preload" as="image" href="${escapeHtml(hero)}" fetchpriority="high" />` : '';
      return template
        .replace(SITE_NAME_MARKER, escapeHtml(site.siteName ?? ''))
        .replace('</head>', `${preload}<script type="application/json" id="${BOOT_DATA_ID}">${inertJson(data)}</script></head>`);
    } catch (e) {
      req.log.warn({ err: e }, 'player page: serving it without boot data');
      return template;
    }
  };
}
