/**
 * The seamless-wallet API a game vendor's server calls:
 * POST /api/seamless/:vendor/balance|debit|credit|rollback. Every call is
 * signed with the vendor's secret over the exact bytes sent:
 *   X-Parlor-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>
 * and refused when unsigned, wrongly signed, or stamped more than 5 minutes
 * from our clock. After the console rotates the secret, the previous one
 * still signs until the grace period the operator chose ends. The raw body is kept by this plugin's own JSON parser (the
 * plugin is encapsulated, so no other route pays for it). The rules of each
 * call are in services/seamless.ts; docs/api.md has the contract.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';
import { seamlessCall } from '../services/seamless';
import { SEAMLESS_AMOUNT_MAX, SEAMLESS_KINDS, seamlessError, type SeamlessKind, type SeamlessRequest } from '../services/seamless-protocol';
import { signingIntegration } from '../services/seamless-vendors';

const SIGNATURE_HEADER = 'x-parlor-signature';
/** How far a signature's timestamp may be from our clock. */
const SIGNATURE_TOLERANCE_S = 300;

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** The header value for a body, as a vendor computes it. */
export function signSeamless(secret: string, rawBody: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

function parseSignature(header: unknown): { t: number; v1: string } | null {
  if (typeof header !== 'string') return null;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!/^\d{1,12}$/.test(parts.t ?? '') || !Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/i.test(parts.v1 ?? '')) return null;
  return { t, v1: parts.v1!.toLowerCase() };
}

const idString = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' } as const;
const bodySchema = (kind: SeamlessKind) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: kind === 'balance' ? ['sessionToken', 'currency'] : kind === 'rollback' ? ['transactionId', 'referenceTransactionId', 'roundId', 'gameId', 'sessionToken', 'currency'] : ['transactionId', 'roundId', 'gameId', 'sessionToken', 'amount', 'currency'],
    properties: {
      transactionId: idString,
      referenceTransactionId: idString,
      roundId: idString,
      gameId: { type: 'string', minLength: 1, maxLength: 80 },
      sessionToken: { type: 'string', minLength: 1, maxLength: 200 },
      amount: { type: 'integer', minimum: 0, maximum: SEAMLESS_AMOUNT_MAX },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    },
  }) as const;

/**
 * What every call answers (SeamlessAnswer): declared so that Fastify serializes it with a compiled
 * serializer instead of JSON.stringify, and so that nothing but these fields can ever reach a vendor.
 */
const answerSchema = envelopeOf({
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'currency'],
  properties: {
    balance: { type: 'integer' },
    currency: { type: 'string' },
    transactionId: { type: 'string' },
  },
} as const);

export default async function seamlessRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  // Before the body's schema: an unsigned call learns nothing about what it sent.
  app.addHook('preValidation', async (req: FastifyRequest<{ Params: { vendor: string } }>) => {
    const sig = parseSignature(req.headers[SIGNATURE_HEADER]);
    if (!sig || req.rawBody === undefined) throw seamlessError('seamless.signature.missing');
    const given = Buffer.from(sig.v1, 'hex');
    const signs = (secret: string) => timingSafeEqual(createHmac('sha256', secret).update(`${sig.t}.${req.rawBody}`).digest(), given);
    // After a rotation, the secret before it signs too until its grace period ends.
    const signedBy = (integration: NonNullable<Awaited<ReturnType<typeof signingIntegration>>['row']>) => {
      const previous = integration.previous_secret && integration.previous_secret_until && integration.previous_secret_until > new Date().toISOString() ? integration.previous_secret : null;
      return signs(integration.secret) || (!!previous && signs(previous));
    };
    const known = await signingIntegration(db, req.params.vendor);
    let row = known.row;
    let valid = !!row && signedBy(row);
    // A remembered secret that does not sign is read again before refusing: it may have just been rotated.
    if (!valid && known.cached) {
      row = (await signingIntegration(db, req.params.vendor, { fresh: true })).row;
      valid = !!row && signedBy(row);
    }
    // An unknown vendor gets the same answer as a bad signature: nothing to probe.
    if (!valid) throw seamlessError('seamless.signature.invalid');
    if (Math.abs(Date.now() / 1000 - sig.t) > SIGNATURE_TOLERANCE_S) throw seamlessError('seamless.signature.stale');
  });

  for (const kind of SEAMLESS_KINDS) {
    app.post<{ Params: { vendor: string }; Body: SeamlessRequest }>(
      `/api/seamless/:vendor/${kind}`,
      {
        schema: {
          tags: ['seamless'],
          params: { type: 'object', required: ['vendor'], properties: { vendor: { type: 'string', minLength: 1, maxLength: 40 } } },
          body: bodySchema(kind),
          response: { 200: answerSchema },
        },
      },
      async (req) => ok(await seamlessCall(db, req.params.vendor, kind, req.body)),
    );
  }
}
