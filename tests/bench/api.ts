/**
 * API throughput and latency with autocannon on loopback, each route beside a
 * bare Fastify hello-world measured in the same run with the same settings:
 * absolute figures drift on a shared machine, the ratio holds.
 *
 * The hello-world runs in a worker thread of this process, so it has an event
 * loop of its own as the real server does (a separate process); on the main
 * thread it would share one with autocannon and read low, flattering ratios.
 *
 * Every request carries its own X-Forwarded-For (the server trusts the proxy),
 * so the per-IP limits of the auth routes never answer instead of the route.
 * A GET run whose responses are not all the expected status is not a
 * measurement and throws; login's non-2xx are counted and reported.
 * Each run, the hello-world's too, follows an unrecorded 1 s warm-up.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import autocannon, { type RequestParams, type Result } from 'autocannon';

const API_TARGETS = {
  /** GET /api/layouts/home with a matching If-None-Match, as a share of the hello-world rate. */
  layoutsEtagRatio: 0.8,
  /** GET /api/games?gameType=RNG&pageNo=1&pageSize=36, as a share of the hello-world rate. */
  gamesListRatio: 0.35,
  /** p99 latency of both. */
  p99Ms: 25,
} as const;

export const CONNECTIONS = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_SECONDS must be a positive number, not ${process.env.BENCH_SECONDS}`);
const DURATION_SECONDS = seconds;
/** Not recorded; the same for every run, the hello-world included. */
export const WARMUP_SECONDS = 1;

export interface ApiRun {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Mean of autocannon's per-second samples. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses received. */
  responses: number;
  non2xx: number;
  /** Responses by status code. */
  statusCodes: Record<string, number>;
  /** Connection errors (timeouts included), and their codes. */
  errors: number;
  errorCodes: Record<string, number>;
  timeouts: number;
  /** reqPerSec over the hello-world's; 1 for the hello-world itself. */
  ratioToHello: number;
  /** Printed goal, or null when the route is reported, not targeted. */
  target: string | null;
  met: boolean | null;
}

export interface ApiBenchResult {
  measuredAt: string;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  hello: ApiRun;
  routes: ApiRun[];
  targets: typeof API_TARGETS;
}

export interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Paths each connection sends in turn instead of `path` alone (the same route under several filters). */
  paths?: string[];
  headers?: Record<string, string>;
  body?: string;
  /** The status every response must have (GET) or the one a success has (login). */
  expect: number;
  /** GET runs throw unless every response is `expect`; login only reports. */
  strict: boolean;
  target?: { ratio: number; p99Ms: number };
}

/** 10.a.b.c from a counter shared by every run: a fresh client address per request. */
let ipSeq = 0;
function nextIp(): string {
  ipSeq = (ipSeq % 0xfffffe) + 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}
const withFreshIp = (req: RequestParams): RequestParams => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': nextIp() } });

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request as the run will send it, to fail early (and clearly) when the route answers otherwise. */
export async function preflight(baseUrl: string, c: Case): Promise<void> {
  const res = await fetch(baseUrl + c.path, {
    method: c.method,
    headers: { ...c.headers, 'x-forwarded-for': nextIp() },
    ...(c.body !== undefined ? { body: c.body } : {}),
  });
  await res.arrayBuffer();
  if (res.status !== c.expect) throw new Error(`${c.name}: ${c.method} ${c.path} answered ${res.status}, expected ${c.expect}`);
}

/**
 * An unrecorded warm-up (JIT, caches, connection setup), then the measured run with the same settings.
 * Several base URLs: autocannon deals the connections out to them in turn and reports the whole.
 */
export async function measure(baseUrl: string | string[], c: Case, measuredSeconds = DURATION_SECONDS): Promise<{ result: Result; errorCodes: Record<string, number> }> {
  const requests: RequestParams[] = (c.paths ?? [c.path]).map((path) => {
    const request: RequestParams = { method: c.method, path, headers: c.headers ?? {}, setupRequest: withFreshIp };
    if (c.body !== undefined) request.body = c.body;
    return request;
  });
  const url = (Array.isArray(baseUrl) ? baseUrl : [baseUrl]).map((b) => b + c.path);
  const errorCodes: Record<string, number> = {};
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, requests: requests.map((r) => ({ ...r })) }).on('reqError', (e) => {
      const code = e.code ?? e.message;
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  await run(WARMUP_SECONDS);
  await sleep(250);
  for (const k of Object.keys(errorCodes)) delete errorCodes[k];
  return { result: await run(measuredSeconds), errorCodes };
}

export function toRun(c: Case, { result: r, errorCodes }: { result: Result; errorCodes: Record<string, number> }, helloRate: number | null): ApiRun {
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
  const responses = Object.values(statusCodes).reduce((s, n) => s + n, 0);
  const reqPerSec = Math.round(r.requests.average);
  const ratioToHello = helloRate ? round(reqPerSec / helloRate, 3) : 1;
  const p99Ms = r.latency.p99;
  const met = c.target ? ratioToHello >= c.target.ratio && p99Ms <= c.target.p99Ms : null;
  return {
    name: c.name,
    method: c.method,
    path: c.path,
    reqPerSec,
    p50Ms: r.latency.p50,
    p99Ms,
    responses,
    non2xx: r.non2xx,
    statusCodes,
    errors: r.errors,
    errorCodes,
    timeouts: r.timeouts,
    ratioToHello,
    target: c.target ? `≥ ${c.target.ratio}× hello, p99 ≤ ${c.target.p99Ms} ms` : null,
    met,
  };
}

/** Throws unless every response of a GET run was the expected status and no connection failed. */
export function assertValid(c: Case, run: ApiRun): void {
  if (!c.strict) return;
  const expected = run.statusCodes[String(c.expect)] ?? 0;
  const problems: string[] = [];
  if (run.responses === 0) problems.push('no responses');
  if (expected !== run.responses) problems.push(`status codes ${JSON.stringify(run.statusCodes)}, expected all ${c.expect}`);
  // A 304 is non-2xx by autocannon's count; every other GET must have none.
  if (c.expect < 300 && run.non2xx !== 0) problems.push(`non2xx ${run.non2xx}`);
  if (run.errors !== 0) problems.push(`${run.errors} connection errors (${run.timeouts} timeouts) ${JSON.stringify(run.errorCodes)}`);
  if (problems.length) throw new Error(`${c.name}: not a valid benchmark: ${problems.join('; ')}`);
}

/** The bare Fastify baseline in a worker thread; resolves its port and a closer. */
export async function startHello(): Promise<{ url: string; close: () => Promise<void> }> {
  const fastifyPath = createRequire(import.meta.url).resolve('fastify');
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const Fastify = require(workerData.fastifyPath);
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ host: '127.0.0.1', port: 0 }).then(() => parentPort.postMessage(app.server.address().port));
    parentPort.on('message', () => app.close().then(() => parentPort.close()));
    `,
    { eval: true, workerData: { fastifyPath } },
  );
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (p: number) => resolve(p));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`hello-world worker exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const exited = new Promise((r) => worker.once('exit', r));
      worker.postMessage('close');
      await Promise.race([exited, sleep(3000)]);
      await worker.terminate();
    },
  };
}

export async function benchApi(baseUrl: string): Promise<ApiBenchResult> {
  const layout = await fetch(`${baseUrl}/api/layouts/home`, { headers: { 'x-forwarded-for': nextIp() } });
  await layout.arrayBuffer();
  const etag = layout.headers.get('etag');
  if (!layout.ok || !etag) throw new Error(`GET /api/layouts/home answered ${layout.status} with ETag ${etag}`);

  const hello: Case = { name: 'hello-world (bare Fastify)', method: 'GET', path: '/', expect: 200, strict: true };
  const cases: Case[] = [
    {
      name: 'games list',
      method: 'GET',
      path: '/api/games?gameType=RNG&pageNo=1&pageSize=36',
      expect: 200,
      strict: true,
      target: { ratio: API_TARGETS.gamesListRatio, p99Ms: API_TARGETS.p99Ms },
    },
    { name: 'games hot', method: 'GET', path: '/api/games/hot', expect: 200, strict: true },
    { name: 'layouts home', method: 'GET', path: '/api/layouts/home', expect: 200, strict: true },
    {
      name: 'layouts home, If-None-Match (304)',
      method: 'GET',
      path: '/api/layouts/home',
      headers: { 'if-none-match': etag },
      expect: 304,
      strict: true,
      target: { ratio: API_TARGETS.layoutsEtagRatio, p99Ms: API_TARGETS.p99Ms },
    },
    {
      name: 'auth login',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
      expect: 200,
      strict: false,
    },
  ];

  const server = await startHello();
  let helloRun: ApiRun;
  try {
    await preflight(server.url, hello);
    process.stdout.write(`api bench: ${hello.name} (${WARMUP_SECONDS} s warm-up, ${DURATION_SECONDS} s)… `);
    helloRun = toRun(hello, await measure(server.url, hello), null);
    console.log(`${helloRun.reqPerSec} req/s`);
    assertValid(hello, helloRun);
  } finally {
    await server.close();
  }

  const routes: ApiRun[] = [];
  for (const c of cases) {
    await preflight(baseUrl, c);
    await sleep(500);
    process.stdout.write(`api bench: ${c.name} (${WARMUP_SECONDS} s warm-up, ${DURATION_SECONDS} s)… `);
    const run = toRun(c, await measure(baseUrl, c), helloRun.reqPerSec);
    console.log(`${run.reqPerSec} req/s${run.non2xx ? `, ${run.non2xx} non-2xx ${JSON.stringify(run.statusCodes)}` : ''}`);
    assertValid(c, run);
    routes.push(run);
  }

  return {
    measuredAt: new Date().toISOString(),
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    hello: helloRun,
    routes,
    targets: API_TARGETS,
  };
}
