/**
 * Social sign-in routes: the OpenID Connect authorization
 * code flow with PKCE, state and nonce.
 *
 *   GET  /api/auth/oidc/providers            the providers to show (configured and flag on)
 *   GET  /api/auth/oidc/:provider/start      302 to the provider
 *   GET  /api/auth/oidc/:provider/callback   code → tokens → member; 302 to /m/login?social=<one-time code>
 *   POST /api/auth/oidc/exchange {code}      the one-time code → the same session answer as POST /api/auth/login
 *
 * The browser carries no token between the callback and the login screen: the
 * callback hands over a short-lived one-time code instead, which works only
 * with the secret ("binding") the same browser gave at the start — so a sign-in
 * someone else started cannot land in this browser (login CSRF), with no
 * cookie. Every failure of the browser part comes back as
 * /m/login?socialError=<errorCode>.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { sessionValueSchema } from '../../schemas/auth.schema';
import {
  socialExchangeBodySchema, socialProviderParamsSchema, socialProvidersValueSchema, socialStartQuerySchema, type SocialExchangeBody,
} from '../../schemas/responsible.schema';
import { SOCIAL_CODE_TTL_MS, SOCIAL_STATE_TTL_MS } from '../../src/lib/constants';
import { loadConfig } from '../config';
import { AppError, ok } from '../lib/errors';
import { consumePerIp, LIMITS } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { availableProviders, memberForIdentity, OidcClients, oidcOptionsFromConfig, PROVIDER_NAMES, SOCIAL_SCOPE, type OidcOptions, type SocialProvider } from '../services/oidc';
import { assertNotExcluded, exclusionRefusal } from '../services/responsible';
import { createSession, digest } from '../services/sessions';
import { findMember, isFirstSignIn } from '../services/sign-in';

interface PendingSignIn {
  provider: SocialProvider;
  verifier: string;
  nonce: string;
  redirectUri: string;
  platform: string;
  /** Digest of the browser's binding secret. */
  binding: string;
  createdAt: number;
}

/** The OIDC settings of the environment, read the way start-up checked them. */
function fromEnvironment(): OidcOptions {
  const picked = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('OIDC_') || k === 'PUBLIC_URL' || k === 'NODE_ENV'));
  return oidcOptionsFromConfig(loadConfig(picked));
}

export default async function oidcRoutes(app: FastifyInstance, opts: { oidc?: OidcOptions }) {
  const { state } = app;
  const kysely = app.db.kysely;
  const options = opts.oidc ?? fromEnvironment();
  const clients = new OidcClients(options);

  // In production only PUBLIC_URL (start-up refuses social sign-in without it): the request's Host and
  // X-Forwarded-Host are whatever reached the server, and the redirect URI must not follow them.
  const origin = (req: FastifyRequest) => options.publicUrl ?? (options.production ? null : `${req.protocol}://${req.host}`);
  const back = (reply: FastifyReply, query: Record<string, string>) =>
    reply.header('Cache-Control', 'no-store').redirect(`/m/login?${new URLSearchParams(query).toString()}`, 302);
  const fail = (reply: FastifyReply, errorCode: string, extra: Record<string, string> = {}) => back(reply, { socialError: errorCode, ...extra });

  app.get('/api/auth/oidc/providers', { schema: { response: { 200: envelopeOf(socialProvidersValueSchema) } } }, async () => {
    const list = await availableProviders(kysely, options);
    return ok({ providers: list.map((id) => ({ id, name: PROVIDER_NAMES[id] })) });
  });

  app.get<{ Params: { provider: SocialProvider }; Querystring: { binding: string; platform?: string } }>(
    '/api/auth/oidc/:provider/start',
    { schema: { params: socialProviderParamsSchema, querystring: socialStartQuerySchema } },
    async (req, reply) => {
      const { provider } = req.params;
      await consumePerIp(req, 'oidc', LIMITS.loginPerIp);
      const base = origin(req);
      if (!base || !(await availableProviders(kysely, options)).includes(provider)) return fail(reply, 'auth.social.unavailable');
      let config: client.Configuration;
      try {
        config = await clients.configuration(provider);
      } catch (e) {
        req.log.warn({ err: e, provider }, 'OpenID discovery failed');
        return fail(reply, 'auth.social.failed');
      }
      const verifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const stateValue = client.randomState();
      const redirectUri = `${base}/api/auth/oidc/${provider}/callback`;
      const pending: PendingSignIn = { provider, verifier, nonce, redirectUri, platform: req.query.platform ?? 'H5', binding: digest(req.query.binding), createdAt: Date.now() };
      // Kept twice as long as it is valid, so a late return says "expired" rather than "not ours".
      await state.set(`oidc:state:${stateValue}`, JSON.stringify(pending), 2 * SOCIAL_STATE_TTL_MS);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SOCIAL_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: stateValue,
        nonce,
      });
      return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get<{ Params: { provider: SocialProvider }; Querystring: Record<string, string> }>(
    '/api/auth/oidc/:provider/callback',
    {
      schema: {
        params: socialProviderParamsSchema,
        // Providers add parameters of their own (Google: scope, authuser, prompt…), so others are let through, as text.
        querystring: {
          type: 'object',
          additionalProperties: { type: 'string', maxLength: 4096 },
          properties: {
            code: { type: 'string', maxLength: 4096 },
            state: { type: 'string', maxLength: 200 },
            error: { type: 'string', maxLength: 200 },
            error_description: { type: 'string', maxLength: 1000 },
            iss: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const q = req.query;
      const raw = q.state ? await state.take(`oidc:state:${q.state}`) : null;
      let pending: PendingSignIn | null;
      try {
        pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
      } catch {
        pending = null;
      }
      if (!pending || pending.provider !== provider) return fail(reply, 'auth.social.state');
      if (Date.now() - pending.createdAt > SOCIAL_STATE_TTL_MS) return fail(reply, 'auth.social.expired');
      if (q.error) return fail(reply, 'auth.social.denied');
      const base = origin(req);
      if (!base || !(await availableProviders(kysely, options)).includes(provider)) return fail(reply, 'auth.social.unavailable');

      let claims: Record<string, unknown>;
      try {
        const config = await clients.configuration(provider);
        const current = new URL(pending.redirectUri);
        for (const [k, v] of Object.entries(q)) current.searchParams.set(k, v);
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: pending.verifier,
          expectedState: q.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = { ...(tokens.claims() ?? {}) };
        // Some providers put the profile only behind the userinfo endpoint.
        if (!claims.name && !claims.nickname && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub)).catch(() => null);
          if (info) claims = { ...info, ...claims };
        }
      } catch (e) {
        req.log.warn({ err: e, provider }, 'OpenID sign-in failed');
        return fail(reply, 'auth.social.failed');
      }
      const subject = typeof claims.sub === 'string' ? claims.sub : '';
      if (!subject || subject.length > 255) return fail(reply, 'auth.social.failed');

      const { member } = await memberForIdentity(kysely, provider, subject, claims, pending.platform);
      if (member.status !== 'active') return fail(reply, 'auth.userDisabled');
      const refusal = await exclusionRefusal(kysely, member.id);
      if (refusal) return fail(reply, refusal.errorCode, { until: (refusal.value as { until: string }).until });
      const code = randomBytes(32).toString('base64url');
      await state.set(`oidc:code:${digest(code)}`, JSON.stringify({ memberId: member.id, binding: pending.binding }), SOCIAL_CODE_TTL_MS);
      return back(reply, { social: code });
    },
  );

  app.post<{ Body: SocialExchangeBody }>(
    '/api/auth/oidc/exchange',
    { schema: { body: socialExchangeBodySchema, response: { 200: envelopeOf(sessionValueSchema) } } },
    async (req) => {
      await consumePerIp(req, 'login', LIMITS.loginPerIp);
      const raw = await state.take(`oidc:code:${digest(req.body.code)}`);
      if (!raw) throw new AppError(401, 'auth.social.expired', 'This sign-in has expired, please try again');
      const issued = JSON.parse(raw) as { memberId: number; binding: string };
      // Another browser's sign-in (the code was spent all the same).
      if (issued.binding !== digest(req.body.binding)) throw new AppError(401, 'auth.social.state', 'This sign-in could not be verified, please try again');
      const memberId = Number(issued.memberId);
      const member = await findMember(kysely, memberId);
      if (!member || member.status !== 'active') throw new AppError(403, 'auth.userDisabled', 'Sorry, the user does not exist or is disabled');
      await assertNotExcluded(kysely, member.id);
      const firstTimeLogin = await isFirstSignIn(kysely, member.id);
      const { token } = await createSession(kysely, member.id);
      return ok({ token, userName: member.account, type: member.type, firstTimeLogin });
    },
  );
}
