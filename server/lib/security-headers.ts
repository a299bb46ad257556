/**
 * The security headers of every answer, as helmet sets them, with helmet configured once.
 *
 * @fastify/helmet calls `helmet(options)` again at every request: it validates and builds the
 * options (the CSP's directives among them) into middleware each time, only to set the same
 * headers, since none of ours depends on the request. Here helmet builds its middleware once, at
 * start-up, and runs once against a recording response: what it set (and removed) is replayed on
 * every answer in one onRequest hook, in helmet's order, on the raw response as helmet does, so
 * the bytes on the wire are those @fastify/helmet sent (tests/api/security.test.ts compares them).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderStep = readonly ['set', string, string | number | readonly string[]] | readonly ['remove', string];

/** What helmet does to a response with these options, in order; throws on options helmet refuses. */
export function helmetSteps(options: Readonly<HelmetOptions>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push(['set', name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      steps.push(['remove', name]);
    },
  };
  let failure: unknown;
  // No option of ours reads the request: a directive given as a function would, and is refused below.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return steps;
}

/** Sets helmet's headers (for `options`, built once) on every answer of `app` and its children. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const directives = (options.contentSecurityPolicy as { directives?: Record<string, unknown> } | undefined)?.directives ?? {};
  if (Object.values(directives).some((v) => Array.isArray(v) && v.some((e) => typeof e === 'function'))) {
    throw new Error('registerSecurityHeaders: a CSP directive computed per request needs helmet per request');
  }
  const steps = helmetSteps(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const step of steps) {
      if (step[0] === 'set') res.setHeader(step[1], step[2]);
      else res.removeHeader(step[1]);
    }
    done();
  });
}
