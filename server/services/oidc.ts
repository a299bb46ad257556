/**
 * Social sign-in as standard OpenID Connect: the
 * authorization-code flow with PKCE, state and nonce, by `openid-client`.
 * A provider is offered when its issuer, client id and secret are configured
 * and its whitelabel flag is on (§4: LINELOGIN3, FACEBOOKLOGIN3, GOOGLELOGIN3).
 *
 * A (provider, subject) pair is linked to exactly one member. The first
 * sign-in creates a new member with no password; an e-mail address never links
 * to an existing account by itself (anyone can claim an address at some
 * provider).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import { SOCIAL_PROVIDER_FLAGS, SOCIAL_PROVIDERS } from '../../src/lib/constants';
import type { Config } from '../config';
import type { Database, MemberRow } from '../db/types';
import * as identities from '../repositories/member-identities';
import * as members from '../repositories/members';
import { createMember, isUniqueViolation } from './members';
import { getSiteSettings } from './settings';

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcOptions {
  providers: Partial<Record<SocialProvider, OidcProviderConfig>>;
  /** Origin of the redirect URI (`PUBLIC_URL`); outside production, by default the origin the request came to. */
  publicUrl?: string;
  /** NODE_ENV=production: the redirect URI comes from `publicUrl` only, never from the request's Host or X-Forwarded-Host. */
  production?: boolean;
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = { line: 'LINE', facebook: 'Facebook', google: 'Google' };
/** Scopes asked of every provider: the subject and a display name. */
export const SOCIAL_SCOPE = 'openid profile';

/** The providers configured by the environment (`OIDC_<PROVIDER>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`) and `PUBLIC_URL`. */
export function oidcOptionsFromConfig(config: Config): OidcOptions {
  const env = config as Record<string, string | undefined>;
  const providers: OidcOptions['providers'] = {};
  for (const p of SOCIAL_PROVIDERS) {
    const key = p.toUpperCase();
    const issuer = env[`OIDC_${key}_ISSUER`];
    const clientId = env[`OIDC_${key}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${key}_CLIENT_SECRET`];
    if (issuer && clientId && clientSecret) providers[p] = { issuer, clientId, clientSecret };
  }
  return { providers, publicUrl: config.PUBLIC_URL, production: config.NODE_ENV === 'production' };
}

/** Plain http is allowed for a provider on 127.0.0.1 only: the tests' local OpenID provider. */
function isLocalTestIssuer(issuer: string): boolean {
  const u = new URL(issuer);
  return u.protocol === 'http:' && u.hostname === '127.0.0.1';
}

/** The configured providers whose whitelabel flag is on, in the login screen's order. */
export async function availableProviders(db: Kysely<Database>, options: OidcOptions): Promise<SocialProvider[]> {
  const flags = (await getSiteSettings(db)).whitelabel as Record<string, boolean | undefined>;
  return SOCIAL_PROVIDERS.filter((p) => !!options.providers[p] && !!flags[SOCIAL_PROVIDER_FLAGS[p]]);
}

/** Discovered provider configurations, fetched once per process (a failed discovery is retried next time). */
export class OidcClients {
  private readonly cache = new Map<SocialProvider, Promise<client.Configuration>>();
  constructor(private readonly options: OidcOptions) {}

  configuration(provider: SocialProvider): Promise<client.Configuration> {
    const cfg = this.options.providers[provider];
    if (!cfg) return Promise.reject(new Error(`${provider} is not configured`));
    let found = this.cache.get(provider);
    if (!found) {
      found = client.discovery(new URL(cfg.issuer), cfg.clientId, cfg.clientSecret, undefined, isLocalTestIssuer(cfg.issuer) ? { execute: [client.allowInsecureRequests] } : undefined);
      found.catch(() => this.cache.delete(provider));
      this.cache.set(provider, found);
    }
    return found;
  }
}

/** A display name from the provider's claims: nickname, name or given name, cleaned and cut to 40 characters. */
function nicknameFrom(claims: Record<string, unknown>, provider: SocialProvider): string {
  for (const key of ['nickname', 'name', 'given_name', 'preferred_username']) {
    const v = claims[key];
    if (typeof v !== 'string') continue;
    // eslint-disable-next-line no-control-regex
    const clean = [...v.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim()].slice(0, 40).join('').trim();
    if (clean) return clean;
  }
  return `${PROVIDER_NAMES[provider]} player`;
}

/**
 * The member linked to (provider, subject), or a new one: type 0, the
 * platform's registerMethod, a nickname from the claims and no password (they
 * may set one later; change password asks for no old one). Two first sign-ins
 * racing end on the same member.
 */
export async function memberForIdentity(
  db: Kysely<Database>,
  provider: SocialProvider,
  subject: string,
  claims: Record<string, unknown>,
  registerMethod: string,
  now = new Date(),
): Promise<{ member: MemberRow; created: boolean }> {
  const at = now.toISOString();
  const found = await identities.linkedMember(db, provider, subject);
  if (found) {
    await identities.touchLogin(db, provider, subject, at);
    return { member: found, created: false };
  }
  try {
    const member = await db.transaction().execute(async (trx) => {
      const m = await createMember(trx, {
        account: `${provider}_${randomBytes(5).toString('hex')}`,
        password: null,
        type: 0,
        nickname: nicknameFrom(claims, provider),
        registerMethod,
      }, now);
      await members.setPasswordSet(trx, m.id, 0);
      await identities.link(trx, provider, subject, m.id, at);
      return { ...m, password_set: 0 };
    });
    return { member, created: true };
  } catch (e) {
    const raced = isUniqueViolation(e) || (e as { errorCode?: string }).errorCode === 'member.username.exists' ? await identities.linkedMember(db, provider, subject) : undefined;
    if (raced) return { member: raced, created: false };
    throw e;
  }
}
