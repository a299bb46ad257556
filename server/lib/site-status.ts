/**
 * Maintenance mode and the region restriction (site.status, §4), enforced by the server: while
 * maintenance is on, or for a client whose address or country is blocked, every API route
 * answers 503 `system.maintenance` or 403 `system.regionRestricted` — the client's status screen
 * is no longer the only thing in the way. Exempt: the operators' console API (operators switch
 * maintenance off there), `/api/system/*` (status, settings and the health check the deployment
 * polls), the signed vendor wallet calls (a round a vendor already started must settle), and
 * everything that is not under /api (the player page shows the status screen from its boot data;
 * its files, media and the console's page).
 *
 * The client's country comes only from a configured source: COUNTRY_HEADER names a header that
 * the proxy in front sets (e.g. Cloudflare's `cf-ipcountry`), and it is read only when the request
 * reached the server through a proxy TRUST_PROXY trusts. Otherwise the country is unknown (and
 * only `blockedIps` applies): a header a client writes itself is never believed.
 *
 * The rules are read from the database at most every STATUS_CACHE_MS per process, and afresh at
 * every GET /api/system/status (every page load asks it first); a change made in the console
 * applies at once in the instance that saved it.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StatusRules } from '../db/seed/settings';
import { getStatusRules, systemStatusCode } from '../services/settings';
import { AppError } from './errors';

const STATUS_CACHE_MS = 2_000;
const EXEMPT_PREFIXES = ['/api/admin/', '/api/system/', '/api/seamless/', '/api/docs'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The site.status rules, briefly cached; `invalidate` after writing them. */
    siteStatus: { rules(): Promise<StatusRules>; remember(rules: StatusRules): void; invalidate(): void };
    /** COUNTRY_HEADER, lower-cased; undefined: the country is unknown. */
    countryHeader?: string;
    /** Whether the socket's peer is a proxy TRUST_PROXY trusts. */
    viaTrustedProxy(req: FastifyRequest): boolean;
  }
}

/** The TRUST_PROXY test for the socket's peer: a hop count trusts the nearest hop, a list its addresses/CIDRs. */
function trustedPeer(trustProxy: false | number | string[] | undefined): (address: string | undefined) => boolean {
  if (!trustProxy) return () => false;
  if (typeof trustProxy === 'number') return (a) => !!a;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [addr, bits] = entry.split('/');
    const family = isIP(addr!) === 6 ? 'ipv6' : 'ipv4';
    if (bits !== undefined) list.addSubnet(addr!, Number(bits), family);
    else list.addAddress(addr!, family);
  }
  return (a) => {
    if (!a) return false;
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)?.[1];
    if (v4) return list.check(v4, 'ipv4') || list.check(a, 'ipv6');
    return list.check(a, isIP(a) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** The client's country (ISO 3166 alpha-2, upper case) from the configured source, or undefined. */
function clientCountry(req: FastifyRequest): string | undefined {
  const header = req.server.countryHeader;
  if (!header || !req.server.viaTrustedProxy(req)) return undefined;
  const raw = req.headers[header];
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : undefined;
  return value && /^[A-Z0-9]{2}$/.test(value) ? value : undefined;
}

/** Whether the rules keep this client out (its address, or its known country). */
function regionRestricted(req: FastifyRequest, rules: StatusRules, country = clientCountry(req)): boolean {
  return rules.blockedIps.includes(req.ip) || (!!country && rules.blockedCountries.includes(country));
}

/**
 * The site's status for this client (GET /api/system/status, and the player page's boot data):
 * the rules read afresh (every page load asks it first) and remembered for the other routes.
 */
export async function statusFor(req: FastifyRequest) {
  const rules = await getStatusRules(req.server.db.kysely);
  req.server.siteStatus.remember(rules);
  const country = clientCountry(req);
  const regionRestriction = regionRestricted(req, rules, country);
  return {
    status: systemStatusCode(rules.maintenance, regionRestriction),
    info: rules.info,
    maintenance: rules.maintenance,
    regionRestriction,
    location: country ? { ip: req.ip, country } : { ip: req.ip },
  };
}

export function registerSiteStatus(app: FastifyInstance, opts: { countryHeader?: string; trustProxy?: false | number | string[] }): void {
  let cached: { rules: StatusRules; until: number } | null = null;
  app.decorate('siteStatus', {
    async rules() {
      const now = Date.now();
      if (cached && cached.until > now) return cached.rules;
      const rules = await getStatusRules(app.db.kysely);
      cached = { rules, until: now + STATUS_CACHE_MS };
      return rules;
    },
    /** Rules just read from the database (GET /api/system/status reads them fresh at every page load). */
    remember(rules: StatusRules) {
      cached = { rules, until: Date.now() + STATUS_CACHE_MS };
    },
    invalidate() {
      cached = null;
    },
  });
  app.decorate('countryHeader', opts.countryHeader?.toLowerCase());
  const trusted = trustedPeer(opts.trustProxy);
  app.decorate('viaTrustedProxy', (req: FastifyRequest) => trusted(req.socket?.remoteAddress));

  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return;
    const rules = await app.siteStatus.rules();
    if (rules.maintenance) throw new AppError(503, 'system.maintenance', 'System upgrading, please try again later', { info: rules.info });
    if (regionRestricted(req, rules)) throw new AppError(403, 'system.regionRestricted', 'Sorry, our service is not available in your region');
  });
}
