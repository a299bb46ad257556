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
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every answer (helmet; the pages are what it is for).
 * Scripts only from this origin, no inline script at all: the player page's boot data is an inert
 * `application/json` block, which is never executed and needs no nonce, and neither page has an
 * inline script (checked in headless Chromium against a build: /m/home and /admin load without a
 * CSP violation). Styles allow 'unsafe-inline': the splash's `<style>`, React's style attributes
 * (the theme, the banner's aspect ratio) and the console's rich-text editor set inline styles, and
 * a hash cannot cover style attributes. Images may come from image CDNs over https, data: URIs
 * (captcha pictures, icons) and blob: URLs (the console shows uploaded pictures through them).
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};
/**
 * Security headers on every answer (helmet, configured once: server/lib/security-headers.ts): CSP
 * (above), HSTS (browsers that saw one answer over HTTPS keep to HTTPS; they ignore it on plain
 * http), nosniff, frames from this origin only, and no referrer path to other origins. The opener
 * policy lets the games this site opens in a new window keep their opener (they are other
 * origins); other pages that open this one lose it.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
  xFrameOptions: { action: 'sameorigin' },
} as const;

type HeaderStep = readonly ['set', string, string | number | readonly string[]] | readonly ['remove', string];

/** A response that only records what helmet sets and removes, in order; nothing is ever sent on it. */
class HeaderRecorder extends ServerResponse {
  readonly steps: HeaderStep[] = [];
  override setHeader(name: string, value: string | number | readonly string[]): this {
    this.steps.push(['set', name, value]);
    return this;
  }
  override removeHeader(name: string): void {
    this.steps.push(['remove', name]);
  }
}

/** What helmet does to a response with these options, in order; throws on options helmet refuses. */
export function helmetSteps(options: Readonly<HelmetOptions>): HeaderStep[] {
  // No option of ours reads the request: a directive given as a function would, and is refused below.
  const request = {} as IncomingMessage;
  const recorder = new HeaderRecorder(request);
  let failure: unknown;
  helmet(options)(request, recorder, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return recorder.steps;
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
