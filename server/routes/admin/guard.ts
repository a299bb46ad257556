/**
 * How every console route says who may call it, in one style: `...guard(role)` in the route's
 * options. The role check runs on request, before the body is parsed or validated, so a visitor or
 * a viewer learns nothing about a write's payload rules (401/403 before any 400). The handler then
 * takes the operator the guard admitted with `operatorOf(req)` (the session is looked up once per
 * request). Only the sign-in itself (POST /api/admin/session) has no guard.
 * (Non-finite numbers in bodies are refused for every route in server/app.ts.)
 */
import type { FastifyRequest } from 'fastify';
import { requireOperator, type OperatorRole } from '../../lib/admin-auth';

export function guard(min: OperatorRole) {
  return {
    onRequest: async (req: FastifyRequest) => {
      await requireOperator(req, min);
    },
  };
}

/** The operator (and their session's token hash) that the route's guard admitted. */
export function operatorOf(req: FastifyRequest) {
  return requireOperator(req);
}

/**
 * A read any operator role may make, with a query string closed to the properties named (an
 * unknown parameter is refused rather than ignored, so a mistyped filter does not list everything), and
 * the response schemas of its answer when it declares them.
 */
export function viewerQuery<P extends Record<string, object>>(tags: string[], properties: P, response?: Record<number, object>) {
  return { ...guard('viewer'), schema: { tags, querystring: { type: 'object', additionalProperties: false, properties } as const, ...(response ? { response } : {}) } };
}
