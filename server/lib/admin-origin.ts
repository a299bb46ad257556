/**
 * The operators' console on an origin of its own (ADMIN_ORIGIN), apart from the player site's
 * (PUBLIC_URL). On one origin, the player site the console previews in its iframe runs in the
 * console's origin, whose session storage holds the operator token: a script slipped into the
 * player site could read it. On two, the browser keeps them apart.
 *
 * Requests are told apart by their Host (Fastify's `req.host`: X-Forwarded-Host counts only when
 * the peer is a TRUST_PROXY proxy, as for X-Forwarded-For). On the admin host:
 * - the console (/admin…) and the operator API (/api/admin/…) answer;
 * - player pages (/, /m…) redirect to the player origin: the player site never runs there;
 * - everything else (the public API the console reads too, media, the built assets) answers as on
 *   the player host.
 * On any other host (the player's, and any name the server is reached by): the console's pages
 * redirect to the admin origin, the operator API and the console's built page answer 404.
 *
 * The console's page may frame the player origin (CSP frame-src); a player page opened for a
 * preview (?preview=) may be framed by the admin origin (CSP frame-ancestors). Every other answer
 * keeps the site's one policy.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { PREVIEW_PARAM } from '../../src/lib/preview-protocol';
import { helmetSteps } from './security-headers';

/** The two origins of a split deployment, each as URL.origin spells it. */
export interface SiteOrigins {
  admin: string;
  player: string;
}

const pathOf = (url: string) => url.split('?')[0] ?? '';
/** The console's pages (the client routes under /admin). */
const isConsolePage = (path: string) => path === '/admin' || path.startsWith('/admin/');
/** The console's built page as a static file (the build puts admin.html beside index.html under /m/). */
const isConsoleFile = (path: string) => path === '/m/admin.html';
const isOperatorApi = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');
/** What the player site is on a browser: its pages and its service worker (not the built assets, which the console's page loads too). */
const isPlayerPage = (path: string) => path === '/' || path === '/m' || (path.startsWith('/m/') && !path.startsWith('/m/assets/'));

/** Whether the request is a preview page load (the console's iframe), which the admin origin may frame. */
export function isPreviewRequest(req: FastifyRequest): boolean {
  const query = req.url.split('?')[1];
  return !!query && new URLSearchParams(query).has(PREVIEW_PARAM);
}

/** Tells whether a request came to the admin origin's host (case-insensitive, its scheme's default port optional). */
function adminHostTest(adminOrigin: string): (req: FastifyRequest) => boolean {
  const admin = new URL(adminOrigin);
  const defaultPort = admin.protocol === 'https:' ? ':443' : ':80';
  return (req) => {
    const host = req.host.toLowerCase();
    return (host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host) === admin.host;
  };
}

/** The site's Content-Security-Policy with some directives replaced, as helmet writes it. */
function cspWith(helmetOptions: Readonly<HelmetOptions>, changes: Record<string, string[]>): string {
  const csp = helmetOptions.contentSecurityPolicy as { directives: Record<string, string[]> };
  const steps = helmetSteps({ ...helmetOptions, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, ...changes } } });
  const step = steps.find((s) => s[0] === 'set' && s[1].toLowerCase() === 'content-security-policy');
  if (!step || step[0] !== 'set') throw new Error('admin origin: helmet wrote no Content-Security-Policy');
  return String(step[2]);
}

export interface OriginSplit {
  origins: SiteOrigins;
  /** Sets the console page's policy: it may frame the player origin (the preview). */
  consolePage(reply: FastifyReply): void;
  /** On a preview load of a player page, lets the admin origin frame it. */
  playerPage(req: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Puts the console and its API on the admin origin only (the rules above), before every route.
 * `helmetOptions` are the site's (its CSP is the base the two page policies change).
 */
export function registerOriginSplit(app: FastifyInstance, origins: SiteOrigins, helmetOptions: Readonly<HelmetOptions>): OriginSplit {
  const directives = (helmetOptions.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
  const consoleCsp = cspWith(helmetOptions, { 'frame-src': [...(directives['frame-src'] ?? ["'self'"]), origins.player] });
  const previewCsp = cspWith(helmetOptions, { 'frame-ancestors': [...(directives['frame-ancestors'] ?? ["'self'"]), origins.admin] });
  const isAdminHost = adminHostTest(origins.admin);
  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req.url);
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (isAdminHost(req)) {
      if (!isPlayerPage(path)) return;
      // The admin origin's own address opens the console; player pages open where they belong.
      if (page) return reply.redirect(path === '/' ? '/admin' : `${origins.player}${req.url}`, 302);
    } else {
      if (!isConsolePage(path) && !isConsoleFile(path) && !isOperatorApi(path)) return;
      if (page && isConsolePage(path)) return reply.redirect(`${origins.admin}${req.url}`, 302);
    }
    // The same answer as any unknown address: this host has nothing there.
    return reply.code(404).send({ success: false, errorCode: 'request.notFound', message: 'requested url is empty' });
  });
  return {
    origins,
    consolePage: (reply) => void reply.header('Content-Security-Policy', consoleCsp),
    playerPage: (req, reply) => {
      if (!isPreviewRequest(req) || isAdminHost(req)) return;
      reply.header('Content-Security-Policy', previewCsp);
      // frame-ancestors decides; the older header says "same origin only" and would contradict it.
      reply.raw.removeHeader('X-Frame-Options');
    },
  };
}
