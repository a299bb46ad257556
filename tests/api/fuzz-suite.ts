/**
 * Bad-input suite: for every endpoint, property-based junk (fast-check) —
 * wrong types, missing and extra fields, huge values, unicode, injection
 * strings, control characters, malformed JSON and multipart, wrong content
 * types, junk path params, query strings, headers and Authorization — about
 * seventeen thousand requests on SQLite and seven and a half thousand on PostgreSQL (whose
 * passes keep to what the database can decide), in three passes:
 *   - one field at a time: each field of an accepted request set to each of
 *     the classic hazards (NUL, lone surrogate, Infinity, 2^31, 10k chars, …);
 *   - per route, fast-check mixing near-valid requests (one thing wrong) with
 *     chaos (everything may be wrong, including the method and the framing);
 *   - requests that must be refused, checked to change nothing.
 *
 * Every answer must be below 500, be JSON (bar an empty 204/304/HEAD or a
 * redirect), be a failure envelope with a string errorCode when it is not a
 * 2xx, and a refused request must leave every table but kv as it found it.
 * Violations are collected, not thrown at the first, so a failing run lists
 * each distinct bad answer with the exact request (also printed at the end);
 * FUZZ_SEED=<n> replays the random passes.
 *
 * Two test files per database: `fuzz-<db>-fields.test.ts` (the route catalogue, the attack shapes
 * and the one-field-at-a-time pass) and `fuzz-<db>-random.test.ts` (the random passes), each on its
 * own fresh database. The suite is the longest of the API tests; in four parts of similar length
 * it spreads over Vitest's workers instead of one file running alone at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc, { type Arbitrary } from 'fast-check';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { addBankAccount, placeDeposit, placeWithdraw } from '../../server/services/wallet';
import { createTestApp, DIALECTS, type TestApp, type TestDialect } from './helpers';
import { adultBirthday } from '../fixtures/members';
import { PROMOTION_APPLY_LIMIT_MAX } from '../../src/lib/constants';
import { createMember } from '../../server/services/members';
import { LIMITS } from '../../server/lib/rate-limit';
import { SMS_CODE_MAX_TRIES } from '../../server/services/verification';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Requests each part must answer on each dialect. */
const MIN_REQUESTS = 2500;

/** Which passes a test file runs (see the header). */
export type FuzzPart = 'fields' | 'random';
/**
 * How many of each random pass's runs to make: half by default, which keeps `npm test` inside its
 * time on a slow two-core machine (every run draws a new seed, so the runs add up across CI runs);
 * FUZZ_SCALE=1 or more for a deeper hunt. The one-field-at-a-time pass always runs whole.
 */
const FUZZ_SCALE = Math.max(0.05, Number(process.env.FUZZ_SCALE ?? 0.5) || 0.5);
/**
 * PostgreSQL's random pass draws 40 % of SQLite's runs (still over MIN_REQUESTS). Most junk is
 * refused by a route's schema before any query, which the SQLite pass decides for both databases;
 * what only PostgreSQL can get wrong (its types, limits and text rules) is in the fields pass's
 * STORAGE_HAZARDS and in this pass's requests that reach a query. Each of those requests costs
 * PostgreSQL two to three times SQLite's round trips, which made this the longest file of all.
 */
const RANDOM_SHARE: Record<TestDialect, number> = { sqlite: 1, postgres: 0.4 };
const scaled = (runs: number, dialect: TestDialect) => Math.max(10, Math.round(runs * FUZZ_SCALE * RANDOM_SHARE[dialect]));
/**
 * A pass takes 10–60 s on a quiet machine; `npm test` runs the API files beside the browser
 * journeys, and a slow CI machine may be twice as slow again.
 */
const FUZZ_TEST_TIMEOUT = 300_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH' | 'OPTIONS';
type AuthKind = 'member' | 'agent' | 'trial' | 'spare' | 'operator' | 'operatorSpare';
/** Route auth levels: the kinds a route is called with (operator routes by the demo admin operator). */
type AuthLevel = 'public' | 'member' | 'agent' | 'spare' | 'operator' | 'operatorSpare';
type Auth = { kind: 'none' } | { kind: 'token'; who: AuthKind; prefix?: string; suffix?: string } | { kind: 'raw'; value: string };

/** A generated request, before the real tokens are filled in. */
interface FuzzRequest {
  method: Method;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  payload?: string | Buffer;
  contentType?: string;
}

// ---------------------------------------------------------------------------
// Junk building blocks

const INJECTIONS = [
  "' OR 1=1 --", "' OR '1'='1", "'; DROP TABLE members; --", '" OR ""="', "1; SELECT pg_sleep(0); --", "admin'--", "1' UNION SELECT NULL, NULL --",
  "'||(SELECT sqlite_version())||'", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "javascript:alert('x')", '<svg/onload=alert(1)>',
  '${7*7}', '{{7*7}}', '#{7*7}', '${process.exit(1)}', '`rm -rf /`', '$(id)', '|| ls', '../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd%00.png',
  '%00', '\u0000', 'a\u0000b', '%2e%2e%2f', '%252e%252e', '{"$gt":""}', '$where', '__proto__', 'constructor', 'prototype', 'null', 'undefined', 'NaN',
  'Infinity', '-1', '0x7fffffff', '1e309', '%s%s%s%n', '\\', "'", '"', '`', ';', '%', '_', '%_%', '*', '?', '#', '&', '=', '\r\n\r\nHTTP/1.1 200 OK', 'true', '[]', '{}',
];
const UNICODE = [
  '😀', '👨‍👩‍👧‍👦', '🏳️‍🌈', '\u202Eevil\u202C', 'مرحبا بالعالم', 'שלום', '\u200B', '\u200D', '\uFEFF', '\u00AD', '\uD800', '\uDC00', 'a\uD83D', '\uDE00b', 'e\u0301',
  'Ω≈ç√∫', '𝕳𝖊𝖑𝖑𝖔', 'ｆｕｌｌｗｉｄｔｈ', 'İı', 'ß', '\u0085', '\u2028\u2029', '\t\n\r\v\f', 'Z̸̡̢͍͓̓̀a̵̢l̴g̷o̶', '中文字符', '日本語', '한국어', '\uFFFF', '\u{10FFFF}',
];
const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);

const hugeString: Arbitrary<string> = fc
  .tuple(pick(['A', '😀', "' OR 1=1 -- ", '\u202E', '<script>', 'é', '\u0000']), fc.integer({ min: 10_000, max: 30_000 }))
  .map(([s, n]) => s.repeat(Math.ceil(n / s.length)));

/** Control characters inside otherwise ordinary text: NUL is what text columns of some databases refuse. */
const controlString: Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 8 }), pick(['\u0000', '\u0000\u0000', '\u0000', '\u0000x\u0000', '\u0001', '\u001b[31m', '\u007f', '\b', '\r\n']), fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

const junkString: Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: pick(INJECTIONS) },
  { weight: 4, arbitrary: controlString },
  { weight: 4, arbitrary: pick(UNICODE) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(pick(INJECTIONS), pick(UNICODE), fc.string({ maxLength: 6 })), { minLength: 2, maxLength: 5 }).map((xs) => xs.join('')) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: hugeString },
);

const junkNumber: Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  pick([0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 99_999_999_999, 1e21, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER]),
);

const junkKey: Arbitrary<string> = fc.oneof(
  pick(['__proto__', 'constructor', 'prototype', '$where', 'toString', 'hasOwnProperty', '', ' ', 'id', 'admin', 'isAdmin', 'role', 'balance_cents', 'status', 'type']),
  fc.string({ maxLength: 12 }),
  pick(UNICODE),
);

const junkScalar: Arbitrary<unknown> = fc.oneof(junkString, junkNumber, fc.boolean(), fc.constant(null));

const deepNest: Arbitrary<unknown> = fc.integer({ min: 50, max: 2000 }).map((n) => {
  let v: unknown = 'deep';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
});

/** Anything JSON can carry: the wrong type for whatever field it lands in. */
const junkValue: Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: junkString },
  { weight: 4, arbitrary: junkNumber },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.array(junkScalar, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(junkKey, junkScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deepNest },
);

/** Bodies no JSON parser should accept, or that only a careless one would. */
const MALFORMED_JSON: (string | Buffer)[] = [
  '{', '}', '{"a":', '{"username":"demo"', '[1,2', "{'username':'demo'}", '{"a":1,}', '{"a":undefined}', '{"a":NaN}', '{"a":Infinity}', 'undefined', 'NaN',
  '{"a":1}garbage', '{"a":1}{"b":2}', '\uFEFF{}', '  ', 'nul', 'tru', '"unterminated', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":01}', '{"a":.5}', '{"a":+1}',
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"username":"demo","username":{"$gt":""}}', '[]', '[null]', '""', '0', '-0',
  'null', 'true', '123456789012345678901234567890', '1e400', '{"a":1e400}', '{"a":-1e400}', '{"a":123456789012345678901234567890}', '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), '['.repeat(20000), '\u0000', '{"a":"\u0000"}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d]),
];

/** Bodies no JSON parser accepts (or that Fastify refuses on purpose, like __proto__ keys). */
const UNPARSEABLE_JSON = [
  '{', '}', '{"a":', '{"username":"demo"', '[1,2', "{'username':'demo'}", '{"a":1,}', '{"a":undefined}', '{"a":NaN}', 'undefined', 'NaN', '{"a":1}garbage',
  '{"a":1}{"b":2}', 'nul', '"unterminated', '{"a":"\\x41"}', '{"a":01}', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '['.repeat(20000), '\u0000', '',
];

/** The classics, put into one field of an otherwise acceptable request at a time. */
const HAZARDS: unknown[] = [
  '\u0000', 'a\u0000b', '\uD800', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '${7*7}', '😀👨‍👩‍👧‍👦\u202E\u200B', 'x'.repeat(10_000), '',
  'Infinity', '-Infinity', '1e400', 2147483648, 99_999_999_999, -2147483649, 1e300, 1.5, -1, null, true, [], {},
];

/**
 * The hazards whose fate can depend on the database (NUL and lone surrogates PostgreSQL refuses in
 * text, integers past int4/int8, huge and exotic strings, quoting): the one-field pass sends these
 * on PostgreSQL, and every hazard on SQLite. The others (markup, paths, templates, wrong JSON
 * types, "Infinity" as text) are decided by the route's schema before any query, the same on both,
 * and sending them again cost the PostgreSQL half about half its time.
 */
const STORAGE_HAZARDS: unknown[] = ['\u0000', 'a\u0000b', '\uD800', "' OR 1=1 --", '😀👨‍👩‍👧‍👦\u202E\u200B', 'x'.repeat(10_000), 2147483648, 99_999_999_999, -2147483649, 1e300];

/** The subset for routes whose accepted requests hash a password (~40 ms each). */
const HASHING_HAZARDS: unknown[] = ['\u0000', 'a\u0000b', '\uD800', 'x'.repeat(10_000), 'Infinity', 2147483648, 1e300, null, [], {}];

const WRONG_CONTENT_TYPES = [
  'text/plain', 'text/html', 'application/xml', 'application/octet-stream', 'multipart/form-data; boundary=xyz', 'application/json; charset=utf-16le',
  'application/json; charset=latin1', 'application/jsonx', 'APPLICATION/JSON', 'application/x-www-form-urlencoded; charset=ebcdic', 'image/png', '*/*', ';',
  'application/json;;;', 'application/vnd.api+json', 'text/plain; charset=utf-8',
];

/** encodeURIComponent that survives lone surrogates (sent as the raw bytes of one). */
function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    let out = '';
    for (const ch of s) {
      try {
        out += encodeURIComponent(ch);
      } catch {
        out += '%ED%A0%80';
      }
    }
    return out;
  }
}

/** What a wire could carry in a header: latin-1 printable, no CR/LF. */
const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

const stringify = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v) ?? String(v));

/** key/value pairs of a query string or form body: arrays repeat the key, objects use brackets. */
function pairs(obj: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    if (Array.isArray(v)) for (const x of v) out.push(`${enc(k)}=${enc(stringify(x))}`);
    else if (v && typeof v === 'object') for (const [k2, v2] of Object.entries(v)) out.push(`${enc(k)}[${enc(k2)}]=${enc(stringify(v2))}`);
    else out.push(`${enc(k)}=${enc(v === null ? '' : String(v))}`);
  }
  return out;
}

const RAW_QUERY_JUNK = ['%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '%F4%90%80%80', '&&', '=', '==&=', '+', '%2B', ';', 'a=%', 'a', '[]=1', 'a[b][c][d]=1', 'a[]=1&a[]=2', '%26%3D'];
const RAW_PATH_JUNK = ['%', '%zz', '..%2F..%2Fetc%2Fpasswd', '..', '.', '%2e%2e', '%00', '%ED%A0%80', '%C0%AF', '%20', 'a%2Fb', '~', '1;2', '%252e', '%E2%80%AE', '%F0%9F%98%80', 'x'.repeat(500)];

interface FieldSpec {
  /** Plausible values: the right type, near the edges. */
  fields: Record<string, Arbitrary<unknown>>;
  required?: string[];
}

/** Each field: present (plausible or junk) or missing; plus unknown extras; sometimes not an object at all. */
function objectArb(spec: FieldSpec): Arbitrary<unknown> {
  const entries = Object.entries(spec.fields).map(([k, plausible]) => {
    const req = spec.required?.includes(k);
    const value = fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: junkValue });
    return fc.oneof({ weight: req ? 6 : 2, arbitrary: value.map((v) => [k, v] as const) }, { weight: req ? 1 : 2, arbitrary: fc.constant(null) });
  });
  const obj = fc.tuple(...entries).map((es) => Object.fromEntries(es.filter((e): e is readonly [string, unknown] => e !== null)));
  const extras = fc.dictionary(junkKey, junkValue, { minKeys: 1, maxKeys: 3 });
  return fc.oneof(
    { weight: 6, arbitrary: obj },
    { weight: 3, arbitrary: fc.tuple(obj, extras).map(([o, e]) => ({ ...o, ...e })) },
    { weight: 1, arbitrary: junkValue },
  );
}

function queryArb(spec: FieldSpec | undefined): Arbitrary<string> {
  const base = spec ? objectArb(spec) : fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(junkKey, junkValue, { maxKeys: 3 }) });
  return fc
    .tuple(base, fc.option(pick(RAW_QUERY_JUNK), { freq: 6 }))
    .map(([q, raw]) => {
      const parts = q && typeof q === 'object' && !Array.isArray(q) ? pairs(q as Record<string, unknown>) : [`q=${enc(stringify(q))}`];
      if (raw !== null) parts.push(raw);
      return parts.length ? `?${parts.join('&')}` : '';
    });
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function bodyArb(spec: FieldSpec | undefined): Arbitrary<Body> {
  const value = spec ? objectArb(spec) : junkValue;
  return fc.oneof(
    { weight: 12, arbitrary: value.map((b) => ({ payload: JSON.stringify(b) ?? 'null', contentType: 'application/json' })) },
    { weight: 3, arbitrary: pick(MALFORMED_JSON).map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: value.map((b) => ({
        payload: b && typeof b === 'object' && !Array.isArray(b) ? pairs(b as Record<string, unknown>).join('&') : enc(stringify(b)),
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    { weight: 2, arbitrary: fc.tuple(value, pick(WRONG_CONTENT_TYPES)).map(([b, contentType]) => ({ payload: JSON.stringify(b) ?? 'null', contentType })) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({ payload: OVER_LIMIT_BODY, contentType: 'application/json' }) },
  );
}

const str = (min: number, max: number) => fc.string({ minLength: min, maxLength: max });

/** Over the 1 MB body limit. */
const OVER_LIMIT_BODY = JSON.stringify({ remarks: 'x'.repeat(1_100_000) });

// Multipart bodies (the reward application): junk fields and files, fake and real magic bytes, broken framing.
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

type Part = { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; filename: string; type: string; bytes: Buffer };

function buildMultipart(parts: Part[], boundary = BOUNDARY, broken: 'none' | 'no-final' | 'bad-header' | 'truncated' | 'bare-lf' = 'none'): Buffer {
  const nl = broken === 'bare-lf' ? '\n' : '\r\n';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.kind === 'field' ? `form-data; name="${p.name}"` : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const head = broken === 'bad-header' ? `--${boundary}${nl}Content-Disposition ${disp}${nl}${nl}` : `--${boundary}${nl}Content-Disposition: ${disp}${nl}${p.kind === 'file' ? `Content-Type: ${p.type}${nl}` : ''}${nl}`;
    chunks.push(Buffer.from(head), p.kind === 'field' ? Buffer.from(p.value) : p.bytes, Buffer.from(nl));
  }
  if (broken !== 'no-final') chunks.push(Buffer.from(`--${boundary}--${nl}`));
  const all = Buffer.concat(chunks);
  return broken === 'truncated' ? all.subarray(0, Math.floor(all.length / 2)) : all;
}

const multipartPartArb: Arbitrary<Part> = fc.oneof(
  fc.record({
    kind: fc.constant('field' as const),
    name: fc.oneof({ weight: 4, arbitrary: fc.constant('remarks') }, { weight: 1, arbitrary: pick(['pictures', 'x', '', 'remarks[]', '__proto__']) }, { weight: 1, arbitrary: junkString.map(headerSafe) }),
    value: fc.oneof(str(0, 140), str(141, 160), junkString, fc.constant('y'.repeat(3000))),
  }),
  fc.record({
    kind: fc.constant('file' as const),
    name: fc.oneof({ weight: 4, arbitrary: fc.constant('pictures') }, { weight: 1, arbitrary: pick(['remarks', 'other', '']) }),
    filename: fc.oneof(pick(['a.png', 'a.jpg', '../../etc/passwd', 'a.jpg\u0000.php', '', 'x'.repeat(300), '"quoted".png']), junkString).map(headerSafe),
    type: pick(['image/png', 'image/jpeg', 'text/html', 'application/x-php', 'image/svg+xml', '']),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((u) => Buffer.concat([PNG, Buffer.from(u)])),
      fc.uint8Array({ maxLength: 200 }).map((u) => Buffer.concat([JPEG, Buffer.from(u)])),
      fc.uint8Array({ maxLength: 300 }).map((u) => Buffer.from(u)),
      pick(['<?php system($_GET[1]); ?>', '<svg onload=alert(1)>', 'GIF89a', '']).map((t) => Buffer.from(t)),
    ),
  }),
);

const multipartArb: Arbitrary<Body> = fc
  .record({
    parts: fc.array(multipartPartArb, { maxLength: 6 }),
    boundary: fc.oneof({ weight: 6, arbitrary: fc.constant(BOUNDARY) }, { weight: 1, arbitrary: pick(['', '"q"', 'x'.repeat(200), 'a b']) }),
    declared: fc.oneof({ weight: 6, arbitrary: fc.constant<string | null>(null) }, { weight: 1, arbitrary: pick(['other', '']) }),
    broken: fc.oneof({ weight: 6, arbitrary: fc.constant('none' as const) }, { weight: 1, arbitrary: pick(['no-final', 'bad-header', 'truncated', 'bare-lf'] as const) }),
  })
  .map(({ parts, boundary, declared, broken }) => ({
    payload: buildMultipart(parts, boundary, broken),
    contentType: `multipart/form-data; boundary=${declared ?? boundary}`,
  }));

const JUNK_AUTH = [
  'Bearer', 'Bearer ', 'Bearer  ', 'bearer abc', 'Basic dXNlcjpwYXNz', 'Bearer null', 'Bearer undefined', "Bearer ' OR 1=1 --", 'Bearer <script>',
  `Bearer ${'A'.repeat(20_000)}`, 'Token abc', 'Bearer a b c', 'Bearer \t', 'Bearer Bearer x', 'Bearer ../../etc/passwd', 'Bearer %00', 'Bearer é', ' Bearer x',
];

function authArb(level: AuthLevel): Arbitrary<Auth> {
  const real: Arbitrary<Auth> =
    level === 'spare' || level === 'operatorSpare'
      ? fc.constant({ kind: 'token', who: level })
      : pick<AuthKind>(level === 'agent' ? ['agent', 'agent', 'member', 'trial'] : level === 'operator' ? ['operator', 'operator', 'operator', 'member'] : ['member', 'member', 'agent', 'trial']).map((who) => ({ kind: 'token', who }));
  const mangled: Arbitrary<Auth> = fc
    .tuple(pick<AuthKind>(level === 'spare' || level === 'operatorSpare' || level === 'operator' ? [level] : ['member', 'agent']), pick(['', 'bearer ', 'Bearer  ', 'Token ', 'Bearer x']), pick(['', 'x', ' ', '==', '\t', '%00', 'ä']))
    .filter(([, p, s]) => p !== '' || s !== '')
    .map(([who, prefix, suffix]) => ({ kind: 'token', who, prefix, suffix }));
  const raw: Arbitrary<Auth> = fc.oneof(pick(JUNK_AUTH), junkString.map((s) => `Bearer ${s}`), junkString).map((value) => ({ kind: 'raw', value: headerSafe(value) }));
  return fc.oneof(
    { weight: level === 'public' ? 6 : 2, arbitrary: fc.constant<Auth>({ kind: 'none' }) },
    { weight: level === 'public' ? 1 : 6, arbitrary: real },
    { weight: 1, arbitrary: mangled },
    { weight: 2, arbitrary: raw },
  );
}

const extraHeadersArb: Arbitrary<Record<string, string>> = fc
  .record(
    {
      'if-none-match': fc.oneof(junkString, pick(['*', '"home-v1-x"', 'W/"x"'])),
      'cf-ipcountry': fc.oneof(junkString, pick(['US', 'PH', 'us', 'XX', 'T1'])),
      'x-country-code': junkString,
      'x-forwarded-for': fc.oneof(junkString, pick(['127.0.0.1', '::1', '1.2.3.4, 5.6.7.8', 'unknown', '999.999.999.999', '[::1]:80'])),
      'accept-language': junkString,
      accept: fc.oneof(junkString, pick(['application/xml', 'text/html', '*/*'])),
      origin: junkString,
      'x-http-method-override': pick(['DELETE', 'PUT', 'PATCH']),
      host: fc.oneof(junkString, pick(['evil.example', 'localhost:99999', '[::1]', '127.0.0.1:0', 'a..b', ''])),
      'x-forwarded-host': fc.oneof(junkString, pick(['evil.example', 'a, b', ''])),
    },
    { requiredKeys: [] },
  )
  .map((h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, headerSafe(v)])));

// ---------------------------------------------------------------------------
// The endpoints

interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify path, `:name` for params. */
  path: string;
  params?: Record<string, Arbitrary<string>>;
  query?: FieldSpec;
  body?: FieldSpec;
  auth: AuthLevel;
  runs: number;
  /** Succeeds with something other than an envelope (media bytes, the OpenAPI document). */
  binary?: boolean;
  /** A request the route accepts (or refuses only for state), for one-field-at-a-time hazards. */
  valid?: { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };
  /** Use one client address, so its per-IP limit caps the expensive successes. */
  fixedIp?: string;
  /** Body is multipart/form-data with these fields (the FieldSpec's string values become parts). */
  multipart?: boolean;
  /** Headers a near-valid request carries (the route reads them). */
  headers?: Arbitrary<Record<string, string>>;
  /** The hazards for the one-field-at-a-time pass, when the full list would be slow (password hashing). */
  hazards?: unknown[];
  /** Headers the route reads, for the one-field-at-a-time pass. */
  readsHeaders?: string[];
}

interface Fixtures {
  nodeIds: string[];
  freeplayNodeIds: string[];
  announcementIds: number[];
  promotionIds: number[];
  /** Pending wallet orders (deposits and withdrawals, alternating) for the operator's approve and reject routes. */
  walletOrderIds: number[];
}

/**
 * fc.stringMatching is costly to build (it tries fast-check's stock edge-case strings against each
 * character class): built once per shape, and the route catalogue once per database (routesOf),
 * instead of again in each of the ~150 tests that look a route up.
 */
const matching = new Map<string, Arbitrary<string>>();
const stringMatching = (pattern: string) => {
  let arb = matching.get(pattern);
  if (!arb) matching.set(pattern, (arb = fc.stringMatching(new RegExp(pattern))));
  return arb;
};
const digits = (min: number, max: number) => stringMatching(`^[0-9]{${min},${max}}$`);
const alnum = (min: number, max: number) => stringMatching(`^[a-z0-9]{${min},${max}}$`);
const password = fc.oneof(pick(['abc12345', 'wrong1234', 'Passw0rd!', 'short1', 'a1', 'nodigitsatall', '12345678']), alnum(6, 20));

const catalogues = new WeakMap<Fixtures, RouteDef[]>();
function routesOf(fx: Fixtures): RouteDef[] {
  let list = catalogues.get(fx);
  if (!list) catalogues.set(fx, (list = routes(fx)));
  return list;
}

function routes(fx: Fixtures): RouteDef[] {
  const nodeId = fc.oneof(pick(fx.nodeIds), pick(fx.freeplayNodeIds), pick(['JILI-RNG-0001', 'NOPE-RNG-9999', 'x', 'a'.repeat(80), 'a'.repeat(81)]));
  const promoId = fc.oneof(pick(fx.promotionIds.map(String)), pick(['0', '-1', '1.5', '2147483647', '2147483648', '99999999999', 'abc']), fc.nat().map(String));
  const annId = fc.oneof(pick(fx.announcementIds.map(String)), pick(['0', '-1', '1.5', '99999999999', '2147483648', '1e300', 'abc', '0x10', ' 1', '1 ']), fc.nat().map(String));
  const pageQuery: FieldSpec = {
    fields: {
      pageNo: fc.oneof(fc.integer({ min: -2, max: 10_002 }), pick([1, 2, 100000])),
      page: fc.integer({ min: -2, max: 10_002 }),
      pageSize: pick([0, 9, 16, 20, 24, 36, 100, 200, 201, 7]),
      gameType: pick(['RNG', 'LIVE', 'ALL', 'FAV', '', 'rng']),
      vendor: pick(['JILI', 'PG', '', 'NOPE']),
      language: pick(['en', 'zh-CN', 'x'.repeat(11)]),
      clientType: fc.integer(),
      token: str(0, 10),
    },
  };
  const captcha = { captcha: digits(1, 6), captchaId: str(0, 64) };
  return [
    {
      method: 'GET',
      path: '/api/system/status',
      auth: 'public',
      headers: fc.record({ 'cf-ipcountry': fc.oneof(pick(['US', 'PH', 'us']), junkString.map(headerSafe)) }, { requiredKeys: [] }),
      readsHeaders: ['cf-ipcountry', 'x-country-code', 'x-forwarded-for'],
      runs: 120,
    },
    { method: 'GET', path: '/api/system/settings', auth: 'public', runs: 60 },
    { method: 'GET', path: '/api/system/countries', auth: 'public', runs: 40 },
    {
      method: 'GET',
      path: '/api/system/domains',
      auth: 'public',
      headers: fc.record({ host: fc.oneof(pick(['parlor.example', 'evil.example:8080']), junkString.map(headerSafe)), 'x-forwarded-host': junkString.map(headerSafe) }, { requiredKeys: [] }),
      readsHeaders: ['host', 'x-forwarded-host'],
      runs: 100,
    },
    { method: 'GET', path: '/api/docs', auth: 'public', runs: 30, binary: true },
    { method: 'GET', path: '/api/notices', auth: 'member', runs: 80 },
    {
      method: 'GET',
      path: '/api/help',
      query: { fields: { lang: pick(['EN', 'en', 'ZH', 'xx', '']), language: pick(['EN', 'zh-CN']), device: pick(['H5', 'APP', '']), tag: pick(['faq', 'deposit', '']) } },
      auth: 'public',
      valid: { query: { lang: 'EN' } },
      runs: 150,
    },
    { method: 'GET', path: '/api/downloads', auth: 'public', runs: 40 },
    { method: 'GET', path: '/api/missions', auth: 'public', runs: 40 },
    { method: 'GET', path: '/api/promotions/:id', params: { id: promoId }, auth: 'member', valid: { params: { id: String(fx.promotionIds[0]) } }, runs: 150 },
    {
      method: 'POST',
      path: '/api/promotions/:id/apply',
      params: { id: promoId },
      body: { fields: { remarks: fc.oneof(str(0, 140), str(141, 150)) } },
      multipart: true,
      auth: 'member',
      valid: { params: { id: String(fx.promotionIds[0]) }, body: { remarks: 'please' } },
      runs: 200,
    },
    { method: 'GET', path: '/api/member/uploads/:id', params: { id: fc.oneof(stringMatching('^[0-9a-f]{32}\\.(png|jpg)$'), pick(['x.png', '../x.png'])) }, auth: 'member', valid: { params: { id: `${'0'.repeat(32)}.png` } }, runs: 100, binary: true },
    { method: 'GET', path: '/api/member/verification', auth: 'member', runs: 40 },
    {
      method: 'POST',
      path: '/api/member/verification',
      body: { fields: { note: str(0, 20) } },
      multipart: true,
      auth: 'member',
      valid: { body: {} },
      runs: 100,
    },
    { method: 'GET', path: '/api/member/avatar', auth: 'member', runs: 60 },
    {
      method: 'POST',
      path: '/api/member/avatar',
      body: { fields: { avatarUrl: pick(['/media/avatar-0.svg', '/media/avatar-7.svg', '/media/avatar-8.svg', 'https://evil.example/x.svg', 'javascript:alert(1)']) }, required: ['avatarUrl'] },
      auth: 'member',
      valid: { body: { avatarUrl: '/media/avatar-1.svg' } },
      runs: 120,
    },
    { method: 'GET', path: '/api/layouts/:screen', params: { screen: pick(['home', 'nowhere', 'Home', '-a', 'a'.repeat(40), 'a'.repeat(41), 'games', '']) }, auth: 'public', valid: { params: { screen: 'home' } }, runs: 200 },
    {
      method: 'GET',
      path: '/api/games',
      query: {
        fields: {
          gameType: pick(['', 'RNG', 'LIVE', 'FISH', 'NOPE', 'rng']),
          vassalage: pick(['JILI', 'JILI,PG', '', 'A_B-C', 'x'.repeat(201)]),
          gameClassify: pick(['', 'BG', 'JP', 'NEW', 'FeatureBuy', 'bg']),
          gameName: pick(['dragon', 'DRAGON', '%', '_', '%%%', '', 'x'.repeat(61)]),
          isNew: pick([0, 1, 2, -1]),
          minBet: fc.oneof(fc.double({ min: -1, max: 1_000_001, noNaN: true }), pick([0, 1e6, 1e6 + 1, -0.01])),
          minLine: fc.integer({ min: -1, max: 10_001 }),
          pageNo: fc.integer({ min: -1, max: 100_001 }),
          pageSize: pick([9, 16, 20, 24, 36, 7, 0, 1000]),
          language: pick(['en', 'x'.repeat(11)]),
          merchant: str(0, 41),
          platform: str(0, 21),
        },
      },
      auth: 'public',
      valid: { query: { gameType: 'RNG', pageNo: 1, pageSize: 36 } },
      runs: 450,
    },
    {
      method: 'GET',
      path: '/api/games/hot',
      query: {
        fields: {
          pageNo: fc.integer({ min: -1, max: 10_001 }),
          pageSize: pick([9, 16, 20, 24, 36, 7]),
          isPlatform: fc.integer(),
          language: str(0, 11),
          platform: str(0, 21),
          refresh: pick([true, false, 'yes', 1]),
        },
      },
      auth: 'public',
      valid: { query: { pageNo: 1 } },
      runs: 200,
    },
    {
      method: 'GET',
      path: '/api/games/vendors',
      query: { fields: { gameType: pick(['', 'RNG', 'LIVE', 'NOPE']), typeId: fc.integer(), merchantCode: str(0, 41), language: str(0, 11) } },
      auth: 'public',
      valid: { query: { gameType: 'RNG' } },
      runs: 120,
    },
    {
      method: 'GET',
      path: '/api/games/winners',
      query: { fields: { gameCategory: pick(['ALL', 'RNG', 'LIVE', 'all', '']), language: str(0, 11), limitNum: fc.integer({ min: -1, max: 31 }) } },
      auth: 'public',
      valid: { query: { gameCategory: 'ALL' } },
      runs: 200,
    },
    {
      method: 'GET',
      path: '/api/announcements',
      query: {
        fields: {
          types: pick(['B', 'PL', 'B,PL,PU,PR,H', 'B,B,B,B,B', 'B,PL,PU,PR,H,B', 'X', '', 'b']),
          groupName: pick(['m_home', '', 'M_HOME', 'a'.repeat(41)]),
          platform: str(0, 5),
          merchantCode: str(0, 41),
          language: str(0, 11),
        },
        required: ['types'],
      },
      auth: 'public',
      valid: { query: { types: 'B,PL', groupName: 'm_home' } },
      runs: 250,
    },
    { method: 'GET', path: '/media/:id', params: { id: pick(['g-JILI-RNG-0001.svg', 'nope.svg', 'a'.repeat(120), 'a'.repeat(121), '.', '..']) }, auth: 'public', valid: { params: { id: 'g-JILI-RNG-0001.svg' } }, runs: 120, binary: true },
    { method: 'GET', path: '/api/auth/captcha', auth: 'public', runs: 80 },
    {
      method: 'POST',
      path: '/api/auth/login',
      body: {
        fields: {
          username: pick(['fuzzuser', 'nobody', 'admin', 'a', 'x'.repeat(40), 'x'.repeat(41), '09171234567']),
          password,
          ...captcha,
          type: pick(['username', 'sms', 'email']),
          countryDialingCode: pick(['+63', '63', '+1234', '+12345', '']),
          remember: pick([true, false, 'true', 1]),
          portal: pick(['member', 'agent', 'admin']),
        },
        required: ['username', 'password'],
      },
      auth: 'public',
      valid: { body: { username: 'fuzzuser', password: 'wrong1234' } },
      runs: 260,
    },
    { method: 'POST', path: '/api/auth/remember', body: { fields: { rememberToken: fc.oneof(str(16, 100), str(0, 15), str(101, 120)) }, required: ['rememberToken'] }, auth: 'public', valid: { body: { rememberToken: 'r'.repeat(43) } }, runs: 150 },
    { method: 'DELETE', path: '/api/auth/session', auth: 'spare', runs: 100 },
    // Social sign-in (no provider is configured here, so start and callback send the browser back with socialError).
    { method: 'GET', path: '/api/auth/oidc/providers', auth: 'public', runs: 40 },
    {
      method: 'GET',
      path: '/api/auth/oidc/:provider/start',
      params: { provider: pick(['google', 'line', 'facebook', 'GOOGLE', 'twitter', '']) },
      query: { fields: { platform: pick(['H5', 'APP', 'PWA', 'WEBCLIP', 'h5', '']), binding: fc.oneof(stringMatching('^[\\w-]{43}$'), str(0, 50)) }, required: ['binding'] },
      auth: 'public',
      valid: { params: { provider: 'google' }, query: { platform: 'H5', binding: 'b'.repeat(43) } },
      runs: 100,
    },
    {
      method: 'GET',
      path: '/api/auth/oidc/:provider/callback',
      params: { provider: pick(['google', 'line', 'facebook', 'x']) },
      query: { fields: { code: str(0, 60), state: fc.oneof(str(0, 60), str(199, 202)), error: pick(['access_denied', 'server_error', '']), error_description: str(0, 40), iss: pick(['http://127.0.0.1:1', 'https://accounts.google.com', '']) } },
      auth: 'public',
      valid: { params: { provider: 'google' }, query: { code: 'abc', state: 's'.repeat(43) } },
      runs: 150,
    },
    {
      method: 'POST',
      path: '/api/auth/oidc/exchange',
      body: { fields: { code: fc.oneof(str(16, 100), str(0, 15), str(101, 120)), binding: fc.oneof(stringMatching('^[\\w-]{43}$'), str(0, 50)) }, required: ['code', 'binding'] },
      auth: 'public',
      valid: { body: { code: 'c'.repeat(43), binding: 'b'.repeat(43) } },
      runs: 120,
    },
    { method: 'POST', path: '/api/auth/trial', auth: 'public', runs: 40, fixedIp: '10.250.0.1' },
    {
      method: 'POST',
      path: '/api/auth/sms',
      body: { fields: { mobileNum: digits(6, 16), countryDialingCode: pick(['+63', '63', '+12345', '']), purpose: pick(['register', 'login', 'password', 'other']) }, required: ['mobileNum', 'countryDialingCode'] },
      auth: 'public',
      valid: { body: { mobileNum: '9170000000', countryDialingCode: '+63', purpose: 'register' } },
      runs: 180,
    },
    {
      method: 'POST',
      path: '/api/auth/password',
      body: { fields: { oldPassword: password, newPassword: password, confirmNewPassword: password }, required: ['newPassword', 'confirmNewPassword'] },
      auth: 'member',
      // No old password: refused before the (slow) hash check, except when the hazard is the old password.
      valid: { body: { newPassword: 'abc12345', confirmNewPassword: 'abc12345' } },
      hazards: HASHING_HAZARDS,
      runs: 90,
    },
    {
      method: 'POST',
      path: '/api/auth/password/phone',
      body: {
        fields: { newPassword: password, mobileNum: digits(6, 16), countryDialingCode: pick(['+63', '63', '+12345']), verificationCode: digits(1, 11), firebaseIdToken: str(0, 50) },
        required: ['newPassword', 'mobileNum', 'verificationCode'],
      },
      auth: 'public',
      valid: { body: { newPassword: 'abc12345', mobileNum: '9170000001', verificationCode: '123456' } },
      runs: 150,
    },
    {
      method: 'POST',
      path: '/api/auth/password/forgot',
      body: { fields: { username: pick(['fuzzuser', 'nobody', '']), email: pick(['a@b.com', 'demo@example.com', 'not-an-email', 'a@b', '@', 'x'.repeat(255)]) }, required: ['username', 'email'] },
      auth: 'public',
      valid: { body: { username: 'fuzzuser', email: 'fuzz@example.com' } },
      runs: 150,
    },
    {
      method: 'POST',
      path: '/api/auth/password/reset/check',
      body: { fields: { code: fc.oneof(stringMatching('^[A-Za-z0-9_-]{43}$'), str(0, 60), pick(['../../etc/passwd', 'A'.repeat(44)])) }, required: ['code'] },
      auth: 'public',
      valid: { body: { code: 'A'.repeat(43) } },
      runs: 100,
    },
    {
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { fields: { code: fc.oneof(stringMatching('^[A-Za-z0-9_-]{43}$'), str(0, 60)), newPassword: password, confirmNewPassword: password }, required: ['code', 'newPassword', 'confirmNewPassword'] },
      auth: 'public',
      valid: { body: { code: 'A'.repeat(43), newPassword: 'abc12345', confirmNewPassword: 'abc12345' } },
      runs: 100,
    },
    { method: 'GET', path: '/api/register/settings', auth: 'public', runs: 60 },
    { method: 'GET', path: '/api/register/username', query: { fields: { u: fc.oneof(alnum(1, 40), pick(['demo', 'DEMO', ' demo ', 'x'.repeat(41)])) }, required: ['u'] }, auth: 'public', valid: { query: { u: 'fuzzuser' } }, runs: 180 },
    {
      method: 'GET',
      path: '/api/affiliates/check',
      query: { fields: { code: pick(['PARLOR8', 'parlor8', 'NOPE', '', 'x'.repeat(41)]), domain: pick(['example.com', 'EXAMPLE.COM', '', 'x'.repeat(254)]) }, required: ['code'] },
      auth: 'public',
      valid: { query: { code: 'PARLOR8', domain: 'example.com' } },
      runs: 180,
    },
    {
      method: 'PUT',
      path: '/api/members',
      body: {
        fields: {
          registerMethod: pick(['H5', 'APP', 'PWA', 'WEBCLIP', 'WEB']),
          type: pick([0, 1, '0']),
          method: pick(['username', 'mobileNum', 'email']),
          username: fc.oneof(alnum(1, 20), pick(['demo', 'agentdemo'])),
          password,
          confirmPassword: password,
          countryDialingCode: pick(['+63', '+1234567']),
          mobileNum: digits(6, 16),
          email: pick(['a@b.com', 'bad', 'x'.repeat(255)]),
          nickname: str(0, 41),
          payeeName: str(0, 81),
          birthday: pick(['1990-01-01', '2020-01-01', '1899-12-31', '1990-02-30', '2999-01-01', '19900101', 'x'.repeat(11)]),
          affiliateCode: pick(['PARLOR8', 'NOPE1234', '']),
          recommenderId: str(0, 41),
          domain: pick(['example.com', '']),
          verificationCode: digits(1, 11),
          ...captcha,
          registerUrl: str(0, 20),
          paymentPassword: digits(0, 8),
          idNumber: str(0, 41),
          qqNum: digits(0, 21),
          facebook: str(0, 81),
          wechat: str(0, 81),
          line: str(0, 81),
          whatsapp: digits(0, 21),
          zalo: digits(0, 21),
        },
        required: ['registerMethod', 'type'],
      },
      auth: 'public',
      valid: { body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), username: 'fuzzreg01', password: 'abc12345', confirmPassword: 'abc12345' } },
      hazards: HASHING_HAZARDS,
      runs: 220,
    },
    { method: 'GET', path: '/api/member/info', auth: 'member', runs: 120 },
    { method: 'GET', path: '/api/member/wallet', auth: 'member', runs: 100 },
    { method: 'GET', path: '/api/member/rank', auth: 'member', runs: 100 },
    { method: 'GET', path: '/api/member/unread', auth: 'member', runs: 100 },
    {
      method: 'POST',
      path: '/api/announcements/:id/read',
      params: { id: annId },
      body: { fields: { announcementId: fc.oneof(pick(fx.announcementIds), fc.integer()), id: fc.integer(), read: pick([true, false, 'true', 1]) } },
      auth: 'member',
      valid: { params: { id: String(fx.announcementIds[0]) }, body: { read: true } },
      runs: 220,
    },
    { method: 'GET', path: '/api/member/favourites', query: pageQuery, auth: 'member', valid: { query: { pageNo: 1, pageSize: 36 } }, runs: 180 },
    { method: 'POST', path: '/api/member/favourites', body: { fields: { nodeId, vendor: str(0, 41), token: str(0, 20) }, required: ['nodeId'] }, auth: 'member', valid: { body: { nodeId: fx.nodeIds[0]! } }, runs: 200 },
    {
      method: 'DELETE',
      path: '/api/member/favourites',
      query: { fields: { nodeId, vendor: str(0, 10), token: str(0, 10) } },
      body: { fields: { nodeId } },
      auth: 'member',
      valid: { query: { nodeId: fx.nodeIds[0]! } },
      runs: 180,
    },
    { method: 'GET', path: '/api/member/recent', query: pageQuery, auth: 'member', valid: { query: { pageNo: 1, pageSize: 36 } }, runs: 180 },
    { method: 'POST', path: '/api/member/recent', body: { fields: { nodeId, vendor: str(0, 41), token: str(0, 201) }, required: ['nodeId'] }, auth: 'member', valid: { body: { nodeId: fx.nodeIds[0]! } }, runs: 200 },
    { method: 'GET', path: '/api/games/:id/launch', params: { id: nodeId }, auth: 'member', valid: { params: { id: fx.freeplayNodeIds[0]! } }, runs: 220 },
    // The game studio: a vendor's signed wallet calls (unsigned fuzz never gets past the signature) and the player's game session.
    ...(['balance', 'debit', 'credit', 'rollback'] as const).map((kind) => ({
      method: 'POST' as const,
      path: `/api/seamless/:vendor/${kind}`,
      params: { vendor: pick(['PARLOR', 'JILI', 'parlor', 'x', 'a'.repeat(41)]) },
      body: {
        fields: { transactionId: str(0, 101), referenceTransactionId: str(0, 101), roundId: str(0, 101), gameId: str(0, 81), sessionToken: str(0, 201), amount: fc.oneof(fc.integer({ min: -5, max: 1e11 }), fc.double()), currency: pick(['PHP', 'USD', 'php', '']) },
        required: ['sessionToken', 'currency'],
      },
      headers: fc.record({ 'x-parlor-signature': fc.oneof(pick(['t=1,v1=' + '0'.repeat(64), 't=x,v1=y', '']), junkString.map(headerSafe)) }, { requiredKeys: [] }),
      readsHeaders: ['x-parlor-signature'],
      auth: 'public' as const,
      valid: { params: { vendor: 'PARLOR' }, body: { transactionId: 't1', roundId: 'r1', gameId: 'PARLOR-RNG-0001', sessionToken: 's'.repeat(43), amount: 100, currency: 'PHP', referenceTransactionId: 't0' } },
      runs: 100,
    })),
    { method: 'POST', path: '/api/play/session', body: { fields: { token: fc.oneof(str(0, 201), alnum(43, 43)) }, required: ['token'] }, auth: 'public', valid: { body: { token: 't'.repeat(43) } }, runs: 120 },
    {
      method: 'POST',
      path: '/api/play/:gameId/round',
      params: { gameId: pick(['PARLOR-RNG-0001', 'PARLOR-ELOTT-0001', 'JILI-RNG-0001', 'x', 'a'.repeat(81)]) },
      body: { fields: { bet: fc.oneof(fc.double(), pick([0.2, 1, 0.001, -1, 1e7])), target: fc.oneof(fc.double(), pick([1.01, 2, 1000.5])), direction: pick(['under', 'over', 'x']), threshold: fc.oneof(fc.double(), pick([50, 49.555, 100.5])) }, required: ['bet'] },
      headers: fc.record({ 'x-play-session': fc.oneof(alnum(43, 43), junkString.map(headerSafe)) }, { requiredKeys: [] }),
      readsHeaders: ['x-play-session'],
      auth: 'public',
      valid: { params: { gameId: 'PARLOR-RNG-0001' }, body: { bet: 0.2 } },
      runs: 150,
    },
    { method: 'GET', path: '/api/play/seed', headers: fc.record({ 'x-play-session': fc.oneof(alnum(43, 43), junkString.map(headerSafe)) }, { requiredKeys: [] }), readsHeaders: ['x-play-session'], auth: 'public', runs: 60 },
    {
      method: 'POST',
      path: '/api/play/seed',
      body: { fields: { clientSeed: fc.oneof(str(0, 70), alnum(1, 64)) } },
      headers: fc.record({ 'x-play-session': fc.oneof(alnum(43, 43), junkString.map(headerSafe)) }, { requiredKeys: [] }),
      readsHeaders: ['x-play-session'],
      auth: 'public',
      valid: { body: { clientSeed: 'lucky' } },
      runs: 80,
    },
    // Live crash: start, cash out, watch (a junk session never reaches a round, so a watch answers at once).
    ...(['start', 'cashout', 'watch'] as const).map((step) => ({
      method: 'POST' as const,
      path: `/api/play/:gameId/crash/${step}`,
      params: { gameId: pick(['PARLOR-ELOTT-0001', 'PARLOR-RNG-0001', 'x', 'a'.repeat(81)]) },
      body: (step === 'start'
        ? { fields: { bet: fc.oneof(fc.double(), pick([0.1, 1, 0.001, -1, 1e7])), target: fc.oneof(fc.double(), pick([1.01, 2, 1000.5, 0])) }, required: ['bet'] }
        : { fields: { roundId: fc.oneof(str(0, 101), pick(['R00', 'x'])) }, required: ['roundId'] }) as FieldSpec,
      headers: fc.record({ 'x-play-session': fc.oneof(alnum(43, 43), junkString.map(headerSafe)) }, { requiredKeys: [] }),
      readsHeaders: ['x-play-session'],
      auth: 'public' as const,
      valid: { params: { gameId: 'PARLOR-ELOTT-0001' }, body: step === 'start' ? { bet: 1 } : { roundId: 'R00' } },
      runs: 60,
    })),
    { method: 'GET', path: '/api/play/rounds/:roundId', params: { roundId: fc.oneof(str(0, 101), pick(['R00', 'x'])) }, headers: fc.record({ 'x-play-session': alnum(43, 43) }, { requiredKeys: [] }), readsHeaders: ['x-play-session'], auth: 'member', valid: { params: { roundId: 'R00' } }, runs: 80 },
    { method: 'PUT', path: '/api/member/feedback', body: { fields: { content: fc.oneof(str(0, 20), str(995, 1005)) }, required: ['content'] }, auth: 'member', valid: { body: { content: 'hello world' } }, runs: 180 },
    { method: 'GET', path: '/api/member/contracts/check', auth: 'member', runs: 100 },
    { method: 'GET', path: '/api/member/contracts/:kind', params: { kind: pick(['salary', 'dividend', 'hourly', 'SALARY', 'check2', 'x']) }, auth: 'agent', valid: { params: { kind: 'salary' } }, runs: 150 },
    { method: 'GET', path: '/api/member/team', auth: 'agent', runs: 100 },
    { method: 'GET', path: '/api/member/inbox', query: { fields: { pageNo: fc.integer({ min: -2, max: 10_002 }), pageSize: pick([0, 7, 20, 36]), token: str(0, 10) } }, auth: 'member', valid: { query: { pageNo: 1, pageSize: 20 } }, runs: 120 },
    { method: 'POST', path: '/api/member/inbox/:id/read', params: { id: fc.oneof(pick(['1', '2', '0', '-1', '1.5', 'abc', '2147483648', '99999999999']), fc.nat().map(String)) }, auth: 'member', valid: { params: { id: '1' } }, runs: 120 },
    {
      method: 'GET',
      path: '/api/member/game-records',
      query: { fields: { pageNo: fc.integer({ min: -2, max: 10_002 }), pageSize: pick([0, 7, 20, 36]), days: pick([0, 1, 2, 7, 30, 31, -1]), gameType: pick(['RNG', 'LIVE', '', 'rng', '<x>', 'A'.repeat(13)]), token: str(0, 10) } },
      auth: 'member',
      valid: { query: { pageNo: 1, pageSize: 20, days: 30 } },
      runs: 150,
    },
    { method: 'GET', path: '/api/member/rewards', auth: 'member', runs: 80 },
    { method: 'POST', path: '/api/member/contracts/:id/sign', params: { id: fc.oneof(pick(['1', '0', '-1', '1.5', 'abc', '2147483648']), fc.nat().map(String)) }, auth: 'agent', valid: { params: { id: '1' } }, runs: 100 },
    { method: 'GET', path: '/api/member/referral', auth: 'member', runs: 60 },
    // Responsible gaming. An accepted PUT only changes the demo member's limits; an exclusion
    // must never be accepted here (it would sign the fuzzed accounts out), so its plausible kind and period never match.
    { method: 'GET', path: '/api/member/limits', auth: 'member', runs: 60 },
    { method: 'GET', path: '/api/member/reality-check', auth: 'member', runs: 40 },
    {
      method: 'PUT',
      path: '/api/member/limits',
      body: {
        fields: {
          daily: fc.oneof(pick([null, 0, -1, 0.001, 10.555, 1e9, 100_000_001]), fc.double({ min: 0.01, max: 1e8, noNaN: true })),
          weekly: fc.oneof(pick([null, 0.01, 12.34, 1e12]), fc.integer({ min: -5, max: 1_000_000 })),
          monthly: fc.oneof(pick([null, 99999999.99, 2.5]), fc.integer()),
          reminderMinutes: pick([0, 15, 30, 60, 120, 45, -15, 1.5]),
          lossDaily: fc.oneof(pick([null, 0, -1, 0.001, 10.555, 1e9]), fc.double({ min: 0.01, max: 1e8, noNaN: true })),
          lossWeekly: fc.oneof(pick([null, 0.01, 12.34, 1e12]), fc.integer({ min: -5, max: 1_000_000 })),
          lossMonthly: fc.oneof(pick([null, 99999999.99, 2.5]), fc.integer()),
          sessionMinutes: pick<unknown>([null, 30, 60, 120, 240, 480, 45, 0, -30, 1.5, '60']),
        },
      },
      auth: 'member',
      valid: { body: { daily: 1000, weekly: 5000, reminderMinutes: 30, lossDaily: 100_000, sessionMinutes: 480 } },
      runs: 180,
    },
    {
      method: 'POST',
      path: '/api/member/exclusion',
      body: { fields: { kind: pick(['timeout', 'forever', '']), period: pick(['6m', '1y', '5y', '2d', '']), confirm: pick([false, 'false', 0, 'yes']), password: pick(['demo1234', 'wrong', '', 'x'.repeat(129)]) }, required: ['kind', 'period', 'confirm'] },
      auth: 'member',
      valid: { body: { kind: 'timeout', period: '6m', confirm: true, password: 'demo1234' } },
      runs: 150,
    },
    ...walletRoutes(fx),
    ...adminLayoutRoutes(),
    ...adminContentRoutes(fx),
  ];
}

/** The operator console's session, layout and audit routes. */
function adminLayoutRoutes(): RouteDef[] {
  const screen = pick(['home', 'fuzz-draft', 'nowhere', 'Home', '-a', 'a'.repeat(40), 'a'.repeat(41), '']);
  const version = pick(['1', '2', '0', '-1', '1.5', '2147483647', '2147483648', 'abc']);
  const layout = fc.oneof(
    pick<unknown>([{ screen: 'fuzz-draft', version: 1, blocks: [] }, { screen: 'fuzz-draft', version: 1, blocks: [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }] }, { screen: 'home', version: 9, blocks: 'x' }, {}]),
    fc.dictionary(junkKey, junkScalar, { maxKeys: 3 }),
  );
  const fuzzDraft = { screen: 'fuzz-draft', version: 1, blocks: [] };
  return [
    {
      method: 'POST',
      path: '/api/admin/session',
      body: { fields: { username: pick(['operator', 'OPERATOR', 'viewer', 'nobody', '', 'x'.repeat(41)]), password: fc.oneof(password, pick(['operator1234'])), captcha: digits(1, 6), captchaId: str(0, 64) }, required: ['username', 'password'] },
      auth: 'public',
      valid: { body: { username: 'operator', password: 'operator1234' } },
      hazards: HASHING_HAZARDS,
      runs: 60,
    },
    { method: 'GET', path: '/api/admin/session', auth: 'operator', runs: 40 },
    { method: 'DELETE', path: '/api/admin/session', auth: 'operatorSpare', runs: 40 },
    { method: 'GET', path: '/api/admin/layouts', auth: 'operator', runs: 40 },
    { method: 'GET', path: '/api/admin/layouts/:screen', params: { screen }, auth: 'operator', valid: { params: { screen: 'home' } }, runs: 80 },
    {
      method: 'PUT',
      path: '/api/admin/layouts/:screen/draft',
      params: { screen },
      body: { fields: { layout, baseRevision: fc.oneof(fc.integer({ min: -1, max: 5 }), pick([2147483648, 1.5])) }, required: ['layout', 'baseRevision'] },
      auth: 'operator',
      valid: { params: { screen: 'fuzz-draft' }, body: { layout: fuzzDraft, baseRevision: 0 } },
      runs: 120,
    },
    { method: 'POST', path: '/api/admin/layouts/:screen/validate', params: { screen }, body: { fields: { layout } }, auth: 'operator', valid: { params: { screen: 'home' }, body: {} }, runs: 80 },
    {
      method: 'POST',
      path: '/api/admin/layouts/:screen/publish',
      params: { screen },
      body: {
        fields: {
          publishAt: pick(['2099-01-01T00:00:00Z', '2000-01-01T00:00:00Z', 'tomorrow', '2030-02-30T00:00:00Z', '', new Date(Date.now() + 86_400_000).toISOString()]),
          override: fc.oneof(fc.record({ reason: str(0, 501) }), junkValue),
        },
      },
      auth: 'operator',
      valid: { params: { screen: 'fuzz-draft' }, body: {} },
      runs: 100,
    },
    { method: 'GET', path: '/api/admin/layouts/:screen/versions', params: { screen }, auth: 'operator', valid: { params: { screen: 'home' } }, runs: 50 },
    { method: 'GET', path: '/api/admin/layouts/:screen/versions/:version', params: { screen, version }, auth: 'operator', valid: { params: { screen: 'home', version: '1' } }, runs: 80 },
    { method: 'DELETE', path: '/api/admin/layouts/:screen/versions/:version', params: { screen, version }, auth: 'operator', valid: { params: { screen: 'home', version: '1' } }, runs: 80 },
    {
      method: 'POST',
      path: '/api/admin/layouts/:screen/rollback',
      params: { screen },
      body: { fields: { version: fc.oneof(fc.integer({ min: -1, max: 4 }), pick<unknown>([2147483648, 1.5, '1'])) }, required: ['version'] },
      auth: 'operator',
      valid: { params: { screen: 'fuzz-draft' }, body: { version: 1 } },
      runs: 60,
    },
    {
      method: 'POST',
      path: '/api/admin/layouts/:screen/dry-run',
      params: { screen },
      body: {
        fields: {
          layout,
          languages: fc.oneof(pick<unknown>([['en'], ['EN', 'pt-br'], ['xx'], [], ['en', 'en']]), fc.array(str(0, 6), { maxLength: 3 })),
          roles: fc.oneof(pick<unknown>([['visitor'], ['member', 'agent'], ['admin'], []]), fc.array(str(0, 8), { maxLength: 3 })),
        },
      },
      auth: 'operator',
      valid: { params: { screen: 'fuzz-draft' }, body: { roles: ['visitor'] } },
      runs: 30,
    },
    { method: 'POST', path: '/api/admin/preview', body: { fields: { screen }, required: ['screen'] }, auth: 'operator', valid: { body: { screen: 'home' } }, runs: 60 },
    {
      method: 'GET',
      path: '/api/admin/audit',
      query: {
        fields: {
          limit: fc.integer({ min: -1, max: 201 }),
          before: fc.oneof(fc.integer({ min: -1, max: 100 }), pick([2147483648])),
          action: pick(['layout.publish', 'session.login', '', 'x'.repeat(61)]),
          target: pick(['home', '', 'x'.repeat(101)]),
        },
      },
      auth: 'operator',
      valid: { query: { limit: 10 } },
      runs: 80,
    },
  ];
}

/** The operator content routes: announcements, promotions, help, settings, reviews, outbox, vendors, operators. */
function adminContentRoutes(fx: Fixtures): RouteDef[] {
  const id = (known: number[]) => fc.oneof(pick(known.map(String)), pick(['0', '-1', '1.5', '2147483647', '2147483648', '1e300', 'abc', ' 1']), fc.nat().map(String));
  const annId = id(fx.announcementIds);
  const promoId = id(fx.promotionIds);
  const smallId = id([1, 2, 3]);
  const html = fc.oneof(pick(['<p>ok</p>', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '']), str(0, 30));
  const date = pick(['2026-01-01', '2099-12-31', '2026-02-30', '2026-13-01', '26-1-1', '', null]);
  const content = {
    title: fc.oneof(pick(['Fuzz item', '<b>x</b>', '', 'x'.repeat(201)]), str(0, 20)),
    content: html,
    imageUrl: pick(['/media/banner-1.svg', 'https://cdn.example/a.png', 'javascript:alert(1)', '//evil.example/a.png', '']),
    linkage: fc.oneof(pick<unknown>([{ type: 'none' }, { type: 'route', target: '/m/home' }, { type: 'url', target: 'javascript:alert(1)' }, { type: 'promotion', target: 'x' }]), junkValue),
    startDate: date,
    endDate: date,
    noExpiry: fc.boolean(),
    categoryIds: fc.oneof(pick<unknown>([[1, 2], [1, 1], [0], []]), fc.array(fc.integer(), { maxLength: 3 })),
    sort: fc.integer({ min: -2_000_000, max: 2_000_000 }),
    language: pick(['EN', 'TY', 'PT-BR', 'en', 'XX', null]),
    enabled: fc.boolean(),
  };
  const announcement = { ...content, groupName: pick(['m_home', 'm_event', '', 'M HOME']), popupKind: pick(['A', 'B', 'C', null]) };
  const promotion = { ...content, imageRequired: pick(['Y', 'N', 'y']), remarkRequired: pick(['Y', 'N', '']), activityStatus: pick(['Join', 'Claim', 'Applying', 'Process', 'Close', 'Open']), linkedPromotionId: fc.oneof(pick(fx.promotionIds), pick([0, 999999, null])), applyLimit: fc.oneof(fc.integer({ min: -1, max: PROMOTION_APPLY_LIMIT_MAX + 1 }), junkValue), applyWhilePending: fc.oneof(fc.boolean(), junkValue) };
  const help = { tag: pick(['fuzz-help', 'terms', 'Bad Tag', '', 'x'.repeat(41)]), language: pick(['EN', 'TY', 'en', 'XX']), title: content.title, content: html, sort: content.sort };
  const listQuery = { q: str(0, 101), status: pick(['live', 'scheduled', 'expired', 'disabled', 'retired', 'gone']), language: pick(['EN', 'TY', 'xx']), pageNo: fc.integer({ min: -1, max: 100_001 }), pageSize: fc.integer({ min: -1, max: 201 }) };
  const settingKey = pick(['site.settings', 'register.settings', 'site.status', 'site.domains', 'layout.budget', 'layout.rules', 'promotion.categories', 'nope.key', 'Site', '']);
  return [
    { method: 'GET', path: '/api/admin/announcements', query: { fields: { ...listQuery, type: pick(['B', 'PL', 'PU', 'PR', 'H', 'X']), groupName: pick(['m_home', 'M HOME']) } }, auth: 'operator', valid: { query: { type: 'PL' } }, runs: 60 },
    { method: 'GET', path: '/api/admin/announcements/:id', params: { id: annId }, auth: 'operator', valid: { params: { id: String(fx.announcementIds[0]) } }, runs: 40 },
    { method: 'POST', path: '/api/admin/announcements', body: { fields: { type: pick(['B', 'PL', 'PU', 'PR', 'H', 'X']), ...announcement }, required: ['type', 'title'] }, auth: 'operator', valid: { body: { type: 'PL', title: 'Fuzz notice', content: '<p>x</p>' } }, runs: 80 },
    { method: 'PUT', path: '/api/admin/announcements/:id', params: { id: annId }, body: { fields: announcement }, auth: 'operator', valid: { params: { id: String(fx.announcementIds[0]) }, body: { title: 'Fuzz title' } }, runs: 80 },
    { method: 'DELETE', path: '/api/admin/announcements/:id', params: { id: annId }, auth: 'operator', valid: { params: { id: String(fx.announcementIds[1] ?? fx.announcementIds[0]) } }, runs: 40 },
    { method: 'POST', path: '/api/admin/announcements/:id/restore', params: { id: annId }, auth: 'operator', valid: { params: { id: String(fx.announcementIds[1] ?? fx.announcementIds[0]) } }, runs: 40 },
    { method: 'GET', path: '/api/admin/promotions', query: { fields: listQuery }, auth: 'operator', valid: { query: { pageSize: 10 } }, runs: 50 },
    { method: 'GET', path: '/api/admin/promotions/:id', params: { id: promoId }, auth: 'operator', valid: { params: { id: String(fx.promotionIds[0]) } }, runs: 40 },
    { method: 'POST', path: '/api/admin/promotions', body: { fields: promotion, required: ['title'] }, auth: 'operator', valid: { body: { title: 'Fuzz promotion', imageRequired: 'Y' } }, runs: 80 },
    { method: 'PUT', path: '/api/admin/promotions/:id', params: { id: promoId }, body: { fields: promotion }, auth: 'operator', valid: { params: { id: String(fx.promotionIds[0]) }, body: { remarkRequired: 'Y' } }, runs: 80 },
    { method: 'DELETE', path: '/api/admin/promotions/:id', params: { id: promoId }, auth: 'operator', valid: { params: { id: String(fx.promotionIds[1] ?? fx.promotionIds[0]) } }, runs: 40 },
    { method: 'POST', path: '/api/admin/promotions/:id/restore', params: { id: promoId }, auth: 'operator', valid: { params: { id: String(fx.promotionIds[1] ?? fx.promotionIds[0]) } }, runs: 40 },
    { method: 'GET', path: '/api/admin/help', query: { fields: { q: str(0, 101), tag: help.tag, language: help.language } }, auth: 'operator', valid: { query: { language: 'EN' } }, runs: 40 },
    { method: 'GET', path: '/api/admin/help/:id', params: { id: smallId }, auth: 'operator', valid: { params: { id: '1' } }, runs: 30 },
    { method: 'POST', path: '/api/admin/help', body: { fields: help, required: ['tag', 'title'] }, auth: 'operator', valid: { body: { tag: 'fuzz-help', title: 'Fuzz help' } }, runs: 60 },
    { method: 'PUT', path: '/api/admin/help/:id', params: { id: smallId }, body: { fields: help }, auth: 'operator', valid: { params: { id: '2' }, body: { title: 'Fuzz help title' } }, runs: 60 },
    { method: 'DELETE', path: '/api/admin/help/:id', params: { id: smallId }, auth: 'operator', valid: { params: { id: '3' } }, runs: 30 },
    { method: 'GET', path: '/api/admin/settings', auth: 'operator', runs: 20 },
    { method: 'GET', path: '/api/admin/settings/:key', params: { key: settingKey }, auth: 'operator', valid: { params: { key: 'site.settings' } }, runs: 30 },
    {
      method: 'PUT',
      path: '/api/admin/settings/:key',
      params: { key: settingKey },
      body: { fields: { value: fc.oneof(pick<unknown>([['m.parlor.example'], { maxFirstScreenJsKb: 150, maxRequestsAboveFold: 6 }, { maintenance: 'on' }, []]), junkValue) }, required: ['value'] },
      auth: 'operator',
      valid: { params: { key: 'site.domains' }, body: { value: ['m.parlor.example'] } },
      runs: 80,
    },
    { method: 'GET', path: '/api/admin/rewards', query: { fields: { status: pick(['Applying', 'Issued', 'Rejected', 'Pending']), promotionId: fc.integer({ min: -1, max: 2147483648 }), pageNo: listQuery.pageNo, pageSize: listQuery.pageSize } }, auth: 'operator', valid: { query: { status: 'Applying' } }, runs: 50 },
    { method: 'GET', path: '/api/admin/rewards/:id', params: { id: smallId }, auth: 'operator', valid: { params: { id: '1' } }, runs: 30 },
    { method: 'POST', path: '/api/admin/rewards/:id/approve', params: { id: smallId }, body: { fields: { note: fc.oneof(str(0, 20), pick(['<b>x</b>', 'x'.repeat(501)])) } }, auth: 'operator', valid: { params: { id: '1' }, body: { note: 'ok' } }, runs: 50 },
    { method: 'POST', path: '/api/admin/rewards/:id/reject', params: { id: smallId }, body: { fields: { note: fc.oneof(str(0, 20), pick(['<b>x</b>', 'x'.repeat(501)])) } }, auth: 'operator', valid: { params: { id: '2' }, body: {} }, runs: 50 },
    { method: 'GET', path: '/api/admin/verifications', query: { fields: { status: pick(['pending', 'verified', 'rejected', 'Pending']), pageNo: listQuery.pageNo, pageSize: listQuery.pageSize } }, auth: 'operator', valid: { query: { status: 'pending' } }, runs: 50 },
    { method: 'POST', path: '/api/admin/verifications/:id/approve', params: { id: smallId }, body: { fields: {} }, auth: 'operator', valid: { params: { id: '1' }, body: {} }, runs: 30 },
    { method: 'POST', path: '/api/admin/verifications/:id/reject', params: { id: smallId }, body: { fields: { reason: fc.oneof(str(0, 20), pick(['<b>x</b>', ' ', 'x'.repeat(201)])) } }, auth: 'operator', valid: { params: { id: '1' }, body: { reason: 'blurred' } }, runs: 50 },
    { method: 'GET', path: '/api/admin/uploads/:id', params: { id: fc.oneof(pick(['0123456789abcdef0123456789abcdef.png', '../parlor.db', 'x.png', '']), str(0, 40)) }, auth: 'operator', valid: { params: { id: '0123456789abcdef0123456789abcdef.png' } }, binary: true, runs: 40 },
    { method: 'GET', path: '/api/admin/outbox', query: { fields: { limit: fc.integer({ min: -1, max: 501 }), before: fc.integer({ min: -1, max: 2147483648 }), channel: pick(['sms', 'mail', 'fax']) } }, auth: 'operator', valid: { query: { limit: 10 } }, runs: 50 },
    { method: 'GET', path: '/api/admin/feedback', auth: 'operator', runs: 20 },
    { method: 'GET', path: '/api/admin/vendors', auth: 'operator', runs: 20 },
    {
      method: 'PUT',
      path: '/api/admin/vendors/:vassalage',
      params: { vassalage: pick(['JILI', 'NOPE', 'jili', '', 'x'.repeat(41), 'A B']) },
      body: { fields: { enabled: fc.boolean(), sort: fc.integer({ min: -2_000_000, max: 2_000_000 }), displayName: fc.oneof(str(0, 61), pick(['<b>x</b>'])) } },
      auth: 'operator',
      valid: { params: { vassalage: 'JILI' }, body: { sort: 1 } },
      runs: 60,
    },
    { method: 'GET', path: '/api/admin/operators', auth: 'operator', runs: 20 },
    {
      method: 'POST',
      path: '/api/admin/operators',
      body: { fields: { username: pick(['fuzzop', 'operator', 'ab', 'x'.repeat(41), 'bad name']), password: fc.oneof(password, pick(['short'])), role: pick(['viewer', 'editor', 'publisher', 'admin', 'owner']) }, required: ['username', 'password', 'role'] },
      auth: 'operator',
      valid: { body: { username: 'fuzzop', password: 'fuzzop1234', role: 'viewer' } },
      hazards: HASHING_HAZARDS,
      runs: 30,
    },
    {
      method: 'PUT',
      path: '/api/admin/operators/:id',
      // The demo viewer (3) and ids that name nobody: never the signed-in admin, whose password the other suites use.
      params: { id: pick(['3', '999999', '0', '-1', 'abc', '2147483648']) },
      body: { fields: { role: pick(['viewer', 'editor', 'owner']), enabled: fc.boolean(), password: fc.oneof(password, pick(['short'])) } },
      auth: 'operator',
      valid: { params: { id: '3' }, body: { role: 'viewer' } },
      hazards: HASHING_HAZARDS,
      runs: 30,
    },
    // Members' time-outs and self-exclusions, and the operators' two-step sign-in.
    {
      method: 'GET',
      path: '/api/admin/exclusions',
      query: { fields: { state: pick(['all', 'running', 'ended', 'over']), account: pick(['demo', '', 'x'.repeat(41), "o'brien"]), limit: fc.integer({ min: -1, max: 501 }) } },
      auth: 'operator',
      valid: { query: { state: 'all' } },
      runs: 40,
    },
    {
      method: 'POST',
      path: '/api/admin/exclusions/:memberId/lift',
      params: { memberId: pick(['1', '999999', '0', '-1', 'abc', '2147483648']) },
      body: { fields: { note: fc.oneof(str(0, 501), pick(['<b>why</b>', 'Member asked by phone'])) }, required: ['note'] },
      auth: 'operator',
      valid: { params: { memberId: '1' }, body: { note: 'Member asked by phone' } },
      runs: 40,
    },
    {
      method: 'POST',
      path: '/api/admin/totp/setup',
      body: { fields: { password: fc.oneof(password, pick(['short'])) }, required: ['password'] },
      auth: 'operatorSpare',
      valid: { body: { password: 'wrong-password' } },
      hazards: HASHING_HAZARDS,
      runs: 15,
    },
    {
      method: 'POST',
      path: '/api/admin/totp/confirm',
      body: { fields: { code: pick(['000000', '12345', '1234567', 'abcdef', '']) }, required: ['code'] },
      auth: 'operatorSpare',
      valid: { body: { code: '000000' } },
      runs: 30,
    },
    {
      method: 'POST',
      path: '/api/admin/password',
      body: { fields: { currentPassword: fc.oneof(password, pick(['', 'x'.repeat(129)])), newPassword: fc.oneof(password, pick(['short', 'x'.repeat(73), 'tab\there12', 'ümlaut123'])) }, required: ['currentPassword', 'newPassword'] },
      auth: 'operatorSpare',
      // Never the right current password: a change would sign the fuzz's other operator session out.
      valid: { body: { currentPassword: 'wrong-password', newPassword: 'new-password-1' } },
      hazards: HASHING_HAZARDS,
      runs: 15,
    },
    {
      method: 'DELETE',
      path: '/api/admin/totp',
      body: { fields: { password: fc.oneof(password, pick(['short'])), code: pick(['000000', '12345', 'abcdef']) }, required: ['password', 'code'] },
      auth: 'operatorSpare',
      valid: { body: { password: 'wrong-password', code: '000000' } },
      hazards: HASHING_HAZARDS,
      runs: 15,
    },
  ];
}

/** The member wallet and the operator's order reviews. Successes write (an order, a bank account, a claim, a redemption): a 2xx may change the database, a refusal may not. */
function walletRoutes(fx: Fixtures): RouteDef[] {
  // Ids the fuzz's own orders and accounts get (small), and ids that name nothing or are no id.
  const id = fc.oneof(pick(fx.walletOrderIds.map(String)), fc.integer({ min: 1, max: 30 }).map(String), pick(['0', '-1', '1.5', '2147483647', '2147483648', '99999999999', '1e300', 'abc', ' 1', '0x10']), fc.nat().map(String));
  // Amounts: the schema takes (0, 10 000 000]; the route wants at most 2 decimals within the channel's or the withdrawal's bounds.
  const amount = (min: number, max: number) =>
    fc.oneof(
      { weight: 3, arbitrary: pick<unknown>([min, min - 0.01, min + 0.5, max, max + 0.01, 100.555, 0.001, 1e-7, 0, -0, -1, 10_000_000, 10_000_000.01, 2 ** 53 + 2, 1e21, '100', '1e2']) },
      { weight: 3, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.double({ min: -1, max: 20_000_000, noNaN: true }) },
      { weight: 1, arbitrary: fc.integer({ min: -1, max: 300_000 }) },
    );
  const note = fc.oneof(str(0, 20), pick(['<b>x</b>', '   ', '\t\n', 'x'.repeat(200), 'x'.repeat(201)]));
  return [
    { method: 'GET', path: '/api/wallet/deposit', auth: 'member', runs: 40 },
    {
      method: 'POST',
      path: '/api/wallet/deposits',
      body: { fields: { channel: fc.oneof(pick(['GCASH', 'MAYA', 'INSTAPAY']), pick(['USDT', 'gcash', 'NOPE', '', 'G CASH', 'A'.repeat(40), 'A'.repeat(41)])), amount: amount(100, 50_000) }, required: ['channel', 'amount'] },
      auth: 'member',
      valid: { body: { channel: 'GCASH', amount: 100 } },
      runs: 150,
    },
    { method: 'GET', path: '/api/wallet/withdraw', auth: 'member', runs: 40 },
    {
      method: 'POST',
      path: '/api/wallet/bank-accounts',
      body: {
        fields: {
          bankCode: pick(['BDO', 'BPI', 'GCASH', 'bdo', 'NOPE', '', 'A'.repeat(41)]),
          accountName: fc.oneof(pick(['Juan Dela Cruz', "O'Brien-Smith", 'José Rizal', '李小龙', 'J', ' Juan   Cruz ', 'Juan3', '-Juan', 'x'.repeat(60), 'x'.repeat(61)]), str(0, 62)),
          accountNumber: fc.oneof(digits(1, 22), pick(['1234-5678-90', '12 34 56 78', '12345', '123456789012345678901', '０１２３４５６７', 'abc123456', '-'.repeat(40), 'x'.repeat(41)]), str(0, 41)),
          password: pick(['demo1234', 'wrong', '', 'x'.repeat(129)]),
        },
        required: ['bankCode', 'accountName', 'accountNumber'],
      },
      auth: 'member',
      valid: { body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '1234567890', password: 'demo1234' } },
      runs: 120,
    },
    {
      method: 'POST',
      path: '/api/wallet/withdrawals',
      body: {
        fields: {
          bankAccountId: fc.oneof(fc.integer({ min: -1, max: 8 }), pick<unknown>([2147483647, 2147483648, 1.5, '1'])),
          amount: amount(100, 100_000),
          // The demo accounts' password, wrong ones (a few lock the form: 429 without hashing) and the length edges.
          password: fc.oneof({ weight: 3, arbitrary: fc.constant('demo1234') }, { weight: 1, arbitrary: pick(['wrong1234', '', 'x'.repeat(128), 'x'.repeat(129)]) }, { weight: 1, arbitrary: password }),
        },
        required: ['bankAccountId', 'amount', 'password'],
      },
      auth: 'member',
      valid: { body: { bankAccountId: 1, amount: 100, password: 'demo1234' } },
      hazards: HASHING_HAZARDS,
      runs: 100,
    },
    // After the withdrawals, so the accounts they use are still there when they run.
    { method: 'DELETE', path: '/api/wallet/bank-accounts/:id', params: { id }, auth: 'member', valid: { params: { id: '2' } }, runs: 80 },
    {
      method: 'GET',
      path: '/api/wallet/transactions',
      query: {
        fields: {
          type: fc.oneof(pick(['all', 'deposit', 'withdraw', 'refund', 'rebate', 'mall', 'adjustment']), pick(['ALL', 'bet', ''])),
          days: fc.oneof(pick([1, 7, 30]), pick<unknown>([0, 2, 31, -1, '7'])),
          pageNo: fc.integer({ min: -1, max: 10_001 }),
          pageSize: fc.oneof(fc.constant(20), pick([0, 10, 21, 100])),
        },
      },
      auth: 'member',
      valid: { query: { type: 'all', days: 7, pageNo: 1 } },
      runs: 150,
    },
    { method: 'GET', path: '/api/wallet/rebate', auth: 'member', runs: 40 },
    { method: 'POST', path: '/api/wallet/rebate/claim', auth: 'member', runs: 50 },
    { method: 'GET', path: '/api/wallet/mall', auth: 'member', runs: 40 },
    {
      method: 'POST',
      path: '/api/wallet/mall/redeem',
      body: { fields: { itemId: fc.oneof(fc.integer({ min: -1, max: 8 }), pick<unknown>([2147483647, 2147483648, 1.5, '1'])) }, required: ['itemId'] },
      auth: 'member',
      valid: { body: { itemId: 1 } },
      runs: 100,
    },
    {
      method: 'GET',
      path: '/api/admin/wallet/orders',
      query: {
        fields: {
          kind: fc.oneof(pick(['deposit', 'withdraw']), pick(['Deposit', 'refund', ''])),
          status: fc.oneof(pick(['pending', 'approved', 'rejected']), pick(['cancelled', ''])),
          pageNo: fc.integer({ min: -1, max: 10_001 }),
          pageSize: fc.integer({ min: -1, max: 201 }),
        },
      },
      auth: 'operator',
      valid: { query: { status: 'pending' } },
      runs: 80,
    },
    // The console's play pages. The valid switches leave the studio online (a fuzzed offline would only make launches 409).
    {
      method: 'GET',
      path: '/api/admin/games/rounds',
      query: {
        fields: {
          gameId: fc.oneof(pick(['PARLOR-RNG-0001', 'PARLOR-ELOTT-0002', 'JILI-RNG-0001', 'x']), str(0, 81)),
          member: fc.oneof(pick(['demo', '#1', '#0', '#99999999999', '#x']), str(0, 61)),
          roundId: str(0, 101),
          status: pick(['open', 'settled', 'rolledback', 'lost', '']),
          mode: pick(['real', 'free', 'fun']),
          pageNo: fc.integer({ min: -1, max: 10_001 }),
          pageSize: fc.integer({ min: -1, max: 201 }),
        },
      },
      auth: 'operator',
      valid: { query: { member: 'demo' } },
      runs: 80,
    },
    {
      method: 'GET',
      path: '/api/admin/games/rtp',
      query: { fields: { gameId: fc.oneof(pick(['PARLOR-RNG-0001', 'PARLOR-ELOTT-0002', 'JILI-RNG-0001', 'x']), str(0, 81)), from: pick(['2026-01-01', '2020-01-01', '2026-13-45', 'x', '']), to: pick(['2026-01-31', '1999-01-01', '2026-02-30', '']) } },
      auth: 'operator',
      valid: { query: { from: '2026-01-01', to: '2026-01-31' } },
      runs: 60,
    },
    { method: 'GET', path: '/api/admin/games/vendors', auth: 'operator', runs: 20 },
    {
      method: 'PUT',
      path: '/api/admin/games/:gameId/offline',
      params: { gameId: fc.oneof(pick(['PARLOR-ELOTT-0002', 'NOPE', '']), str(0, 81)) },
      body: { fields: { offline: fc.oneof(fc.boolean(), pick<unknown>(['true', 1, null])) }, required: ['offline'] },
      auth: 'operator',
      valid: { params: { gameId: 'PARLOR-ELOTT-0002' }, body: { offline: false } },
      runs: 60,
    },
    {
      method: 'PUT',
      path: '/api/admin/games/vendors/:vendor/offline',
      params: { vendor: pick(['PARLOR', 'JILI', 'parlor', '', 'x'.repeat(41)]) },
      body: { fields: { offline: fc.oneof(fc.boolean(), pick<unknown>(['true', 1, null])) }, required: ['offline'] },
      auth: 'operator',
      valid: { params: { vendor: 'PARLOR' }, body: { offline: false } },
      runs: 60,
    },
    {
      method: 'POST',
      path: '/api/admin/games/vendors/:vendor/secret',
      params: { vendor: pick(['PARLOR', 'JILI', 'parlor', '', 'x'.repeat(41)]) },
      body: { fields: { graceMinutes: fc.oneof(fc.integer({ min: -5, max: 20_000 }), pick<unknown>([1.5, '60', null])) } },
      auth: 'operator',
      valid: { params: { vendor: 'PARLOR' }, body: { graceMinutes: 60 } },
      runs: 40,
    },
    { method: 'POST', path: '/api/admin/wallet/orders/:id/approve', params: { id }, body: { fields: { note } }, auth: 'operator', valid: { params: { id: String(fx.walletOrderIds[0]) }, body: { note: 'ok' } }, runs: 100 },
    { method: 'POST', path: '/api/admin/wallet/orders/:id/reject', params: { id }, body: { fields: { note } }, auth: 'operator', valid: { params: { id: String(fx.walletOrderIds[1] ?? fx.walletOrderIds[0]) }, body: {} }, runs: 100 },
  ];
}

const OTHER_METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];

/**
 * Plausible values everywhere but one spot: a field with a junk value (most
 * often a string), a required field missing, or one unknown field added.
 * These get past the parser and deeper into each route than pure chaos does.
 */
function nearValidObjectArb(spec: FieldSpec | undefined): Arbitrary<Record<string, unknown>> {
  if (!spec) return fc.constant({});
  const keys = Object.keys(spec.fields);
  const base = fc.record(spec.fields, { requiredKeys: spec.required ?? [] });
  const junk = fc.oneof({ weight: 2, arbitrary: junkString }, { weight: 1, arbitrary: junkValue });
  return fc.tuple(base, fc.nat(), pick(['junk', 'junk', 'junk', 'missing', 'extra', 'none'] as const), junk, junkKey).map(([obj, i, how, value, extraKey]) => {
    const o: Record<string, unknown> = { ...obj };
    const k = keys[i % keys.length]!;
    if (how === 'junk') o[k] = value;
    else if (how === 'missing') delete o[k];
    else if (how === 'extra') Object.defineProperty(o, extraKey, { value, enumerable: true, configurable: true, writable: true });
    return o;
  });
}

function pathOf(r: RouteDef, params: string[]) {
  let i = 0;
  return r.path.replace(/:(\w+)/g, () => params[i++] ?? '');
}

function chaosRequestArb(r: RouteDef): Arbitrary<FuzzRequest> {
  const paramNames = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const paramArbs = paramNames.map((name) =>
    fc.oneof(
      { weight: 4, arbitrary: (r.params?.[name] ?? junkString).map(enc) },
      { weight: 3, arbitrary: junkString.map(enc) },
      { weight: 2, arbitrary: pick(RAW_PATH_JUNK) },
      { weight: 1, arbitrary: junkNumber.map((n) => enc(String(n))) },
    ),
  );
  const method: Arbitrary<Method> = fc.oneof({ weight: 12, arbitrary: fc.constant<Method>(r.method) }, { weight: 1, arbitrary: pick(OTHER_METHODS) });
  const hasBody = r.method !== 'GET';
  return fc
    .record({
      method,
      params: fc.tuple(...paramArbs),
      query: queryArb(r.query),
      body: r.multipart
        ? fc.oneof({ weight: 6, arbitrary: multipartArb }, { weight: 1, arbitrary: bodyArb(undefined) })
        : hasBody
          ? bodyArb(r.body)
          : fc.oneof({ weight: 9, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyArb(undefined) }),
      auth: authArb(r.auth),
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraHeadersArb }),
    })
    .map(({ method: m, params, query, body, auth, headers }) => {
      // A HEAD or GET carries no body over most clients; keep it on the rest.
      const withBody = m !== 'HEAD' && (m !== 'GET' || !hasBody);
      return { method: m, url: pathOf(r, params) + query, auth, headers, ...(withBody ? body : {}) };
    });
}

function nearValidRequestArb(r: RouteDef): Arbitrary<FuzzRequest> {
  const paramNames = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const paramArbs = paramNames.map((name) => fc.oneof({ weight: 3, arbitrary: r.params?.[name] ?? junkString }, { weight: 1, arbitrary: junkString }).map(enc));
  const auth: Arbitrary<Auth> =
    r.auth === 'public' ? fc.constant({ kind: 'none' }) : fc.constant({ kind: 'token', who: r.auth });
  return fc
    .record({ params: fc.tuple(...paramArbs), query: nearValidObjectArb(r.query), body: nearValidObjectArb(r.body), auth, headers: r.headers ?? fc.constant({}) })
    .map(({ params, query, body, auth: a, headers }) => {
      const qs = pairs(query).join('&');
      return { method: r.method, url: pathOf(r, params) + (qs ? `?${qs}` : ''), auth: a, headers, ...encodeBody(r, body) };
    });
}

/** A near-valid body as the route expects it: JSON, or multipart with one field part per key. */
function encodeBody(r: RouteDef, body: Record<string, unknown>): Body {
  if (r.method === 'GET') return {};
  if (r.multipart) return { payload: buildMultipart(Object.entries(body).map(([name, v]) => ({ kind: 'field', name, value: stringify(v) }))), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

function requestArb(r: RouteDef): Arbitrary<FuzzRequest> {
  return fc.oneof(chaosRequestArb(r), nearValidRequestArb(r));
}

// ---------------------------------------------------------------------------

let ipSeq = 0;
/** A fresh client address per request, so per-IP limits do not answer most requests. */
const newIp = () => `10.${(++ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;

/** Tables a refused request may still write: rate-limit counters and one-time codes, and the audit log (failed operator sign-ins are audited). */
const VOLATILE_TABLES = ['kv', 'audit_log'];

interface Violation {
  /** The route template (or test) the request was generated for. */
  route: string;
  problem: string;
  request: string;
  status: number;
  body: string;
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

/** The suite on one database, when TEST_DIALECTS includes it. */
export function fuzzSuite(only: TestDialect, part: FuzzPart): void {
  describe.each(DIALECTS.filter((d) => d === only))(`bad-input fuzz on %s (${part})`, (dialect) => {
    let t: TestApp;
    let fx: Fixtures;
    const tokens: Record<AuthKind, string> = { member: '', agent: '', trial: '', spare: '', operator: '', operatorSpare: '' };
    let total = 0;
    let lastChanges = '';
    const statuses = new Map<number, number>();
    const allViolations: Violation[] = [];

    /** Every table of the fresh database but the volatile ones, listed once it is migrated. */
    let tables: string[] = [];

    /** Row counts of every table but kv (and the migration bookkeeping), plus the in-place changes a refusal could make. */
    async function counts(): Promise<string> {
      const parts = tables.map((tbl) => sql`(select count(*) from ${sql.table(tbl)})`);
      parts.push(sql`(select count(revoked_at) from sessions)`, sql`(select max(password_changed_at) from members)`, sql`(select max(password_hash) from members)`);
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(parts.map((p, i) => sql`${p} as ${sql.ref(`c${i}`)}`))}`.execute(t.db.kysely);
      return Object.values(rows[0] ?? {}).map(String).join('|');
    }

    /**
     * Counts every row inserted, updated or deleted in those tables, by triggers
     * on the test's private database: one cheap read per request catches any
     * write, in-place updates included, where recounting every table would not.
     */
    async function installChangeCounter() {
      const k = t.db.kysely;
      await sql`create table fuzz_changes (n bigint not null)`.execute(k);
      await sql`insert into fuzz_changes (n) values (0)`.execute(k);
      if (t.db.dialect === 'postgres') {
        await sql.raw('create function fuzz_bump() returns trigger language plpgsql as $$ begin update fuzz_changes set n = n + 1; return null; end $$').execute(k);
        for (const tbl of tables) await sql.raw(`create trigger fuzz_bump after insert or update or delete on "${tbl}" for each row execute function fuzz_bump()`).execute(k);
      } else {
        for (const tbl of tables) {
          for (const op of ['insert', 'update', 'delete']) await sql.raw(`create trigger "fuzz_${op}_${tbl}" after ${op} on "${tbl}" begin update fuzz_changes set n = n + 1; end`).execute(k);
        }
      }
    }

    const changes = async () => String((await sql<{ n: unknown }>`select n from fuzz_changes`.execute(t.db.kysely)).rows[0]?.n);

    function describeRequest(r: FuzzRequest, authorization: string | undefined) {
      const payload = r.payload === undefined ? '' : ` ${r.contentType ?? ''} ${clip(Buffer.isBuffer(r.payload) ? `<bytes ${JSON.stringify(r.payload.toString('latin1'))}>` : r.payload)}`;
      return `${r.method} ${clip(r.url, 200)}${authorization !== undefined ? ` [Authorization: ${clip(authorization, 80)}]` : ''}${Object.keys(r.headers).length ? ` ${clip(JSON.stringify(r.headers), 200)}` : ''}${payload}`;
    }

    function authorizationOf(a: Auth): string | undefined {
      if (a.kind === 'none') return undefined;
      if (a.kind === 'raw') return a.value;
      return `${a.prefix ?? 'Bearer '}${tokens[a.who]}${a.suffix ?? ''}`;
    }

    /**
     * Sends one request and checks the contract; answers the violations found
     * (also kept for the per-dialect summary). `binary` routes may answer a
     * non-JSON 2xx.
     */
    async function send(r: FuzzRequest, route: string, opts: { binary?: boolean; ip?: string } = {}): Promise<{ status: number; violations: Violation[] }> {
      const authorization = authorizationOf(r.auth);
      const headers: Record<string, string> = { ...r.headers };
      if (authorization !== undefined) headers.authorization = authorization;
      if (r.contentType !== undefined) headers['content-type'] = r.contentType;
      const inject: InjectOptions = { method: r.method, url: r.url, headers, remoteAddress: opts.ip ?? newIp() };
      if (r.payload !== undefined) inject.payload = r.payload;
      const before = lastChanges || (await changes());
      const found: Violation[] = [];
      const violation = (problem: string, status: number, body: string) => found.push({ route, problem, request: describeRequest(r, authorization), status, body: clip(body, 400) });
      let status = 0;
      try {
        const res = await t.app.inject(inject);
        total++;
        status = res.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const body = res.body;
        if (status >= 500) violation('5xx answer', status, body);
        // A path that normalises outside /api (e.g. /media/..) may meet the site's redirect of `/`.
        const redirect = status >= 300 && status < 400 && status !== 304 && !!res.headers.location;
        const empty = body === '' && (status === 204 || status === 304 || redirect || r.method === 'HEAD');
        if (!empty && !(opts.binary && status < 300)) {
          if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) violation(`content-type ${String(res.headers['content-type'])} is not JSON`, status, body);
          let parsed: unknown;
          try {
            parsed = JSON.parse(body);
          } catch {
            violation('body is not JSON', status, body);
          }
          const env = parsed as { success?: unknown; errorCode?: unknown } | null | undefined;
          if (parsed !== undefined) {
            if (status >= 200 && status < 300) {
              if (!env || env.success !== true) violation('2xx without success:true', status, body);
            } else if (!redirect && (!env || env.success !== false || typeof env.errorCode !== 'string')) {
              violation('refusal is not a failure envelope with a string errorCode', status, body);
            }
          }
        }
      } catch (e) {
        violation('inject threw (crash)', 0, String((e as Error)?.stack ?? e));
      }
      const after = await changes();
      lastChanges = after;
      if ((status >= 400 || status === 0) && after !== before) violation(`database changed on a refused request (${Number(after) - Number(before)} rows written)`, status, '');
      allViolations.push(...found);
      return { status, violations: found };
    }

    /** One line per distinct problem (route, status, errorCode), with the first request that showed it. */
    function summarise(vs: Violation[]) {
      const seen = new Map<string, Violation & { count: number }>();
      for (const v of vs) {
        const code = /"(?:errorCode|code)":"([^"]*)"/.exec(v.body)?.[1] ?? '';
        const key = `${v.route}|${v.problem.replace(/\(.*\)/, '')}|${v.status}|${code}`;
        const prev = seen.get(key);
        if (prev) prev.count++;
        else seen.set(key, { ...v, count: 1 });
      }
      return [...seen.values()];
    }

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const login = async (body: object) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: newIp() });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value.token as string;
      };
      tokens.member = await login({ username: 'demo', password: 'demo1234' });
      tokens.agent = await login({ username: 'agentdemo', password: 'demo1234', portal: 'agent' });
      tokens.spare = await login({ username: 'demo', password: 'demo1234' });
      const operatorLogin = async () => {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: 'operator', password: 'operator1234' }, remoteAddress: newIp() });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().value.token as string;
      };
      tokens.operator = await operatorLogin();
      tokens.operatorSpare = await operatorLogin();
      const trial = await t.app.inject({ method: 'POST', url: '/api/auth/trial', remoteAddress: newIp() });
      expect(trial.statusCode, trial.body).toBe(200);
      tokens.trial = trial.json().value.token;
      const k = t.db.kysely;
      fx = {
        nodeIds: (await k.selectFrom('games').select('node_id').where('freeplay', '=', 0).orderBy('node_id').limit(3).execute()).map((g) => g.node_id),
        freeplayNodeIds: (await k.selectFrom('games').select('node_id').where('freeplay', '=', 1).orderBy('node_id').limit(3).execute()).map((g) => g.node_id),
        announcementIds: (await k.selectFrom('announcements').select('id').orderBy('id').limit(5).execute()).map((a) => Number(a.id)),
        promotionIds: (await k.selectFrom('promotions').select('id').orderBy('id').limit(5).execute()).map((a) => Number(a.id)),
        walletOrderIds: [],
      };
      // Pending orders for the operator to decide: the fuzz's own deposits mostly meet the deposit limits it sets, and its withdrawals the password lock.
      const demo = await k.selectFrom('members').selectAll().where('account', '=', 'demo').executeTakeFirstOrThrow();
      const payout = await addBankAccount(k, demo, { bankCode: 'GCASH', accountName: 'Demo Player', accountNumber: '09170000000' });
      for (let i = 0; i < 6; i++) fx.walletOrderIds.push((await placeDeposit(k, demo, 'GCASH', 100 + i)).id, (await placeWithdraw(k, demo, payout.id, 100 + i)).id);
      if (!fx.nodeIds.length) fx.nodeIds = ['none'];
      if (!fx.freeplayNodeIds.length) fx.freeplayNodeIds = fx.nodeIds;
      if (!fx.announcementIds.length) fx.announcementIds = [1];
      if (!fx.promotionIds.length) fx.promotionIds = [1];
      // The demo member applies to the first promotion again and again: its limits (once, none while pending) would
      // refuse every application after the first before its form is read, and the form's fields would go unfuzzed.
      await k.updateTable('promotions').set({ apply_limit: PROMOTION_APPLY_LIMIT_MAX, apply_while_pending: 1 }).where('id', '=', fx.promotionIds[0]!).execute();
      const listed =
        t.db.dialect === 'postgres'
          ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db.kysely)
          : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db.kysely);
      tables = listed.rows.map((r) => r.name).filter((n) => !VOLATILE_TABLES.includes(n) && !n.startsWith('kysely_')).sort();
      expect(tables).toEqual(expect.arrayContaining(['members', 'sessions', 'favourites', 'recent_plays', 'announcement_reads', 'feedback', 'layouts', 'games', 'announcements']));
      await installChangeCounter();
      lastChanges = await changes();
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    // describe.each bodies run before beforeAll, so the route list is built from placeholder
    // fixtures for the test names and rebuilt with the real ones inside each test.
    const placeholder: Fixtures = { nodeIds: ['x'], freeplayNodeIds: ['x'], announcementIds: [1], promotionIds: [1], walletOrderIds: [1] };
    const names = routes(placeholder).map((r) => `${r.method} ${r.path}`);

    if (part === 'fields') {
      it('the catalogue below covers every route the app serves, and only those', () => {
        for (const name of names) {
          const [method, url] = name.split(' ') as [Method, string];
          expect(t.app.hasRoute({ method, url }), `${name} is not served any more`).toBe(true);
        }
        // @fastify/swagger lists every route (but hidden ones such as /api/docs itself).
        const doc = (t.app as unknown as { swagger?: () => { paths?: Record<string, Record<string, unknown>> } }).swagger?.();
        const served = Object.entries(doc?.paths ?? {})
          .filter(([path]) => path.startsWith('/api/') || path.startsWith('/media/'))
          .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
        expect(served.filter((r) => !names.includes(r)), 'routes with no fuzz entry: add them to routes()').toEqual([]);
      });

      // Run before the random passes, which may change the site's settings (SMS sign-in among them).
      it('attack shapes: a rotating X-Forwarded-For never resets a per-IP limit; an SMS code dies after its tries', async () => {
        const found: Violation[] = [];
        // One client (one socket address) claiming another address in every request: with no TRUST_PROXY the header
        // is not the client, so the captcha's per-IP limit still counts every one of them.
        const client = newIp();
        const spoofs = fc.sample(fc.oneof(fc.ipV4(), fc.ipV6(), fc.tuple(fc.ipV4(), fc.ipV4()).map(([a, b]) => `${a}, ${b}`), junkString.map(headerSafe)), { numRuns: LIMITS.captchaPerIp.limit + 5, seed: SEED + 11 });
        let limited = 0;
        for (const xff of spoofs) {
          const { status, violations } = await send({ method: 'GET', url: '/api/auth/captcha', auth: { kind: 'none' }, headers: { 'x-forwarded-for': xff } }, 'attack: rotating X-Forwarded-For', { ip: client });
          found.push(...violations);
          if (status === 429) limited++;
        }
        expect(limited, 'requests past the per-IP captcha limit refused').toBe(spoofs.length - LIMITS.captchaPerIp.limit);

        // Guessing a member's password-reset SMS code from many addresses, each claiming yet another: the code dies
        // after SMS_CODE_MAX_TRIES wrong tries, so the right one is refused afterwards and the password stays.
        const mobile = `919${String(SEED % 10_000_000).padStart(7, '0')}`;
        const account = `fzsms${dialect.slice(0, 2)}${SEED % 10_000}`;
        await createMember(t.db.kysely, { account, password: 'right1234', type: 0, registerMethod: 'H5', dialingCode: '+63', mobile });
        lastChanges = await changes();
        const sms = { mobileNum: mobile, countryDialingCode: '+63' };
        const sent = await send({ method: 'POST', url: '/api/auth/sms', auth: { kind: 'none' }, headers: {}, payload: JSON.stringify({ ...sms, purpose: 'password' }), contentType: 'application/json' }, 'attack: SMS code guessing');
        expect(sent.status).toBe(200);
        const code = /(\d{6})/.exec((await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)![1]!;
        const guesses = fc.sample(fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')).filter((c) => c !== code), { numRuns: SMS_CODE_MAX_TRIES + 3, seed: SEED + 13 });
        for (const guess of guesses) {
          const { status, violations } = await send(
            { method: 'POST', url: '/api/auth/password/phone', auth: { kind: 'none' }, headers: { 'x-forwarded-for': newIp() }, payload: JSON.stringify({ ...sms, verificationCode: guess, newPassword: 'Attack3r99' }), contentType: 'application/json' },
            'attack: SMS code guessing',
          );
          found.push(...violations);
          expect([400, 429]).toContain(status);
        }
        const right = await send({ method: 'POST', url: '/api/auth/password/phone', auth: { kind: 'none' }, headers: {}, payload: JSON.stringify({ ...sms, verificationCode: code, newPassword: 'Attack3r99' }), contentType: 'application/json' }, 'attack: SMS code guessing');
        found.push(...right.violations);
        expect(right.status, 'the right code after the tries ran out').not.toBe(200);
        const stillRight = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: newIp(), payload: { username: account, password: 'right1234' } });
        expect(stillRight.statusCode, stillRight.body).toBe(200);
        lastChanges = await changes();
        expect(summarise(found), `FUZZ_SEED=${SEED}`).toEqual([]);
      }, 60_000);

      it('every field of every route survives the classic hazards, one field at a time', async ({ signal }) => {
        const found: Violation[] = [];
        let sent = 0;
        for (const r of routesOf(fx)) {
          // Past its time the test has failed already: stop sending, or the requests still going
          // would change the database under the next tests and fail them too.
          if (signal.aborted) break;
          const v = r.valid ?? {};
          const paramNames = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
          const spots = [
            ...paramNames.map((name) => ({ where: 'params', name })),
            ...Object.keys(r.query?.fields ?? {}).map((name) => ({ where: 'query', name })),
            ...Object.keys(r.body?.fields ?? {}).map((name) => ({ where: 'body', name })),
            ...(r.readsHeaders ?? []).map((name) => ({ where: 'header', name })),
          ];
          // Members' routes alternate between the demo member and the agent (also a member): per-member limits last twice as long.
          let turn = 0;
          const authFor = (): Auth => (r.auth === 'public' ? { kind: 'none' } : { kind: 'token', who: r.auth === 'member' ? (turn++ % 2 ? 'agent' : 'member') : r.auth });
          if (r.multipart) {
            // Broken framing first, before the per-member limit of the route runs out.
            const params = paramNames.map((n) => enc(v.params?.[n] ?? 'x'));
            const parts: Part[] = Object.entries(v.body ?? {}).map(([name, value]) => ({ kind: 'field', name, value: stringify(value) }));
            const framings: Body[] = [
              ...(['no-final', 'truncated', 'bare-lf', 'bad-header'] as const).map((broken) => ({ payload: buildMultipart(parts, BOUNDARY, broken), contentType: `multipart/form-data; boundary=${BOUNDARY}` })),
              { payload: buildMultipart(parts), contentType: 'multipart/form-data; boundary=other' },
              { payload: buildMultipart(parts), contentType: 'multipart/form-data' },
              { payload: '', contentType: `multipart/form-data; boundary=${BOUNDARY}` },
            ];
            for (const body of framings) {
              const req: FuzzRequest = { method: r.method, url: pathOf(r, params), auth: authFor(), headers: {}, ...body };
              found.push(...(await send(req, `${r.method} ${r.path} (multipart framing)`, { binary: r.binary, ip: r.fixedIp })).violations);
              sent++;
            }
          }
          for (const spot of spots) {
            for (const h of r.hazards ?? (dialect === 'postgres' ? STORAGE_HAZARDS : HAZARDS)) {
              const at = (where: string, name: string) => spot.where === where && spot.name === name;
              const params = paramNames.map((n) => enc(at('params', n) ? stringify(h) : (v.params?.[n] ?? 'x')));
              const qs = pairs({ ...v.query, ...(spot.where === 'query' ? { [spot.name]: h } : {}) }).join('&');
              const body = { ...v.body, ...(spot.where === 'body' ? { [spot.name]: h } : {}) };
              const headers = spot.where === 'header' ? { [spot.name]: headerSafe(stringify(h)) } : {};
              const req: FuzzRequest = { method: r.method, url: pathOf(r, params) + (qs ? `?${qs}` : ''), auth: authFor(), headers, ...encodeBody(r, body) };
              found.push(...(await send(req, `${r.method} ${r.path} (${spot.where}.${spot.name})`, { binary: r.binary, ip: r.fixedIp })).violations);
              sent++;
            }
          }
        }
        expect(sent).toBeGreaterThan(1000);
        expect(summarise(found), `FUZZ_SEED=${SEED}`).toEqual([]);
      }, FUZZ_TEST_TIMEOUT);
    }

    if (part === 'random') {
      it.each(names)('%s: junk never gets a 5xx, a non-envelope, or a database change when refused', async (name) => {
        const route = routesOf(fx).find((r) => `${r.method} ${r.path}` === name)!;
        const found: Violation[] = [];
        await fc.assert(
          fc.asyncProperty(requestArb(route), async (req) => {
            const { violations } = await send(req, name, { binary: route.binary, ip: route.fixedIp });
            found.push(...violations);
          }),
          { numRuns: scaled(route.runs, dialect), seed: SEED + names.indexOf(name), endOnFailure: true },
        );
        expect(summarise(found), `FUZZ_SEED=${SEED}`).toEqual([]);
      }, FUZZ_TEST_TIMEOUT);

      it('unknown paths and methods under /api answer 404 envelopes', async () => {
        const found: Violation[] = [];
        const pathArb = fc
          .tuple(pick(OTHER_METHODS), fc.array(fc.oneof(junkString.map(enc), pick(RAW_PATH_JUNK), pick(['member', 'games', 'auth', 'v2', 'admin', '.env'])), { minLength: 1, maxLength: 4 }), authArb('member'), bodyArb(undefined))
          .map(([method, segs, auth, body]): FuzzRequest => ({ method, url: `/api/zz-${segs.join('/')}`, auth, headers: {}, ...(method === 'GET' || method === 'HEAD' ? {} : body) }));
        await fc.assert(
          fc.asyncProperty(pathArb, async (req) => {
            const { status, violations } = await send(req, 'unknown /api paths');
            found.push(...violations);
            // A `..` segment can walk back onto a real route (/api/zz-x/../games is /api/games): only paths that stay unknown must be refused.
            const stillUnknown = new URL(req.url, 'http://x').pathname.startsWith('/api/zz-');
            if (stillUnknown && status !== 404 && status !== 400 && status !== 413 && status !== 415) found.push({ route: 'unknown /api paths', problem: 'unknown route not refused', request: describeRequest(req, undefined), status, body: '' });
          }),
          { numRuns: scaled(250, dialect), seed: SEED - 1 },
        );
        expect(summarise(found), `FUZZ_SEED=${SEED}`).toEqual([]);
      }, FUZZ_TEST_TIMEOUT);

      it('refused junk to every mutating route leaves the database unchanged', async () => {
        const mutating = routesOf(fx).filter((r) => r.method !== 'GET');
        // Refused by construction: no valid session on member routes; on public ones an
        // unknown field (every body schema forbids them) or a body that does not parse.
        const refusedArb = fc.constantFrom(...mutating).chain((r) =>
          fc
            .record({
              base: requestArb(r).filter((q) => q.method === r.method),
              fields: objectArb({ fields: r.body?.fields ?? {}, required: r.body?.required }).filter((o) => !!o && typeof o === 'object' && !Array.isArray(o)),
              extra: fc.dictionary(junkKey.filter((k) => !(k in (r.body?.fields ?? {}))), junkValue, { minKeys: 1, maxKeys: 3 }),
              junkAuth: fc.oneof(fc.constant<Auth>({ kind: 'none' }), pick(JUNK_AUTH).map((value): Auth => ({ kind: 'raw', value })), fc.string({ minLength: 43, maxLength: 43 }).map((s): Auth => ({ kind: 'raw', value: headerSafe(`Bearer ${s}`) }))),
              malformed: pick(UNPARSEABLE_JSON),
              useMalformed: fc.boolean(),
            })
            .map(({ base, fields, extra, junkAuth, malformed, useMalformed }): { route: RouteDef; req: FuzzRequest } => {
              // Logout answers 200 for any bearer token (nothing to revoke), so only "no token" is a refusal there.
              if (r.auth === 'spare') return { route: r, req: { ...base, auth: { kind: 'none' } } };
              if (r.auth !== 'public') return { route: r, req: { ...base, auth: junkAuth } };
              if (useMalformed || !r.body) return { route: r, req: { ...base, payload: malformed, contentType: 'application/json' } };
              return { route: r, req: { ...base, payload: JSON.stringify({ ...(fields as object), ...extra }), contentType: 'application/json' } };
            }),
        );
        const found: Violation[] = [];
        const before = await counts();
        let accepted = 0;
        await fc.assert(
          fc.asyncProperty(refusedArb, async ({ route, req }) => {
            const { status, violations } = await send(req, `refused ${route.method} ${route.path}`, { ip: route.fixedIp });
            found.push(...violations);
            if (status < 400) {
              accepted++;
              found.push({ route: `refused ${route.method} ${route.path}`, problem: 'junk that must be refused was accepted', request: describeRequest(req, authorizationOf(req.auth)), status, body: '' });
            }
          }),
          { numRuns: scaled(700, dialect), seed: SEED + 7 },
        );
        expect(await counts()).toBe(before);
        expect(accepted).toBe(0);
        expect(summarise(found), `FUZZ_SEED=${SEED}`).toEqual([]);
      }, FUZZ_TEST_TIMEOUT);
    }

    it(`answered at least ${MIN_REQUESTS} requests, mostly not by the rate limiter, and is still healthy`, async () => {
      const tooMany = statuses.get(429) ?? 0;
      const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      const distinct = summarise(allViolations);
      console.info(
        [`[fuzz ${dialect} ${part}] seed ${SEED}, scale ${FUZZ_SCALE}${part === 'random' && RANDOM_SHARE[dialect] !== 1 ? ` × ${RANDOM_SHARE[dialect]}` : ''}: ${total} requests, statuses ${JSON.stringify(histogram)}, ${distinct.length} distinct violations`]
          .concat(distinct.map((v) => `  ${v.route} | ${v.problem} | ${v.status} ×${v.count} | ${clip(v.request, 220)} → ${clip(v.body, 200)}`))
          .join('\n'),
      );
      expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
      expect(tooMany / total).toBeLessThan(0.25);
      // Still alive, the seeded accounts intact, the sessions fuzzed with still valid.
      expect((await t.app.inject({ method: 'GET', url: '/api/system/status', remoteAddress: newIp() })).statusCode).toBe(200);
      for (const who of ['member', 'agent'] as const) {
        const info = await t.app.inject({ method: 'GET', url: '/api/member/info', headers: { authorization: `Bearer ${tokens[who]}` }, remoteAddress: newIp() });
        expect(info.statusCode, info.body).toBe(200);
      }
      const relogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' }, remoteAddress: newIp() });
      expect(relogin.statusCode, relogin.body).toBe(200);
    });
  });
}
