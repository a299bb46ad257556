/**
 * The player's page (dist/index.html) as served for every /m path, with what the first screen
 * would otherwise wait a round trip for written into it: the site status and settings (the same
 * answers GET /api/system/status and /settings give this request) as an inert JSON block the
 * boot reads instead of fetching (src/app/boot.ts). That saves a request hop on a first visit (a
 * phone on a slow network pays ~150 ms a hop); returning players start from their cached copies
 * and the service worker's shell anyway. The language chunk is not preloaded: the server cannot
 * know a player's saved language, and a player's language loads alone (§9).
 * If building the block fails, the plain page goes out: the boot then fetches as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOT_DATA_ID } from '../../src/lib/constants';

/** JSON safe inside a <script> element: no "</script>", no "<!--". */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
      const data = { status: status.json().value as unknown, settings: settings.json().value as unknown };
      return template.replace('</head>', `<script type="application/json" id="${BOOT_DATA_ID}">${inertJson(data)}</script></head>`);
    } catch (e) {
      req.log.warn({ err: e }, 'player page: serving it without boot data');
      return template;
    }
  };
}
