/**
 * Scale-out on PostgreSQL: the filtered games list and the cached layout answered by one real
 * server process, then by two on the same schema and Redis (as deployed behind a balancer),
 * beside a bare Fastify route measured the same two ways in the same run. Requests per second,
 * p50 and p99, and the ratio of two instances to one.
 *
 * The load is autocannon's, its connections dealt out to the instances in turn (what a balancer
 * keeping connections alive does); a balancer of our own in between would take CPU from the
 * servers and be measured with them. The games list cycles through filters the game-list
 * screen sends (built with the client's own URL builder); the layout is asked as a returning
 * player's client asks it, with the ETag it holds, and answered 304.
 *
 * Read the ratio with the machine in mind: the load generator, PostgreSQL, Redis and both
 * servers share the host's cores, so where they are few the second instance mostly competes
 * for the same CPU and the ratio shows what coordination costs (the shared limit counters and
 * the cache bus on Redis, two catalogue caches filled instead of one) more than what it gains.
 * The bare route's own ratio, measured alongside, is what a second process with nothing to
 * coordinate gets on this host. On a host other work keeps busy, a second process also wins a
 * larger share of the CPU from the scheduler, so a ratio near or above 2 there says that, not
 * that the site scales. The host's benchmarkIndex is measured before and after (and the load
 * average recorded), so figures from different runs can be set side by side.
 *
 * BENCH_SCALEOUT_SECONDS (default 5) per measured run, each after a 1 s warm-up; BENCH_PG_URL
 * (or TEST_DATABASE_URL) and REDIS_URL. Without PostgreSQL or Redis the part says so and
 * records nothing else. The schema and the Redis keys are the run's own and are removed after.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { assertValid, CONNECTIONS, measure, preflight, startHello, toRun, WARMUP_SECONDS, type ApiRun, type Case } from './api';
import { startServer } from './server-process';
import { benchmarkIndex } from '../benchmark-index';
import { gamesUrl } from '../../platform/answer-urls';
import { PAGE_SIZE_GAME_LIST } from '../../src/lib/constants';

const PG_URL = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SCALEOUT_SECONDS ?? 5);

interface ScaleRow {
  name: string;
  path: string;
  one: ApiRun;
  two: ApiRun;
  /** Two instances' req/s over one's. */
  twoToOne: number;
  /** Two instances' p99 over one's. */
  p99TwoToOne: number;
}

export interface ScaleOutResult {
  measuredAt: string;
  /** The host's Lighthouse benchmarkIndex, before the servers start and after they stop. */
  benchmarkIndex: { before: number; after: number };
  /**
   * Whether the host held still: the two benchmarkIndex measures within a quarter of each other.
   * When not, other work came or went during the run, and a ratio says as much about that as
   * about the instances.
   */
  steady: boolean;
  cpus: number;
  /** The 1-minute load average as the measuring began (other work on the host). */
  loadAverage1m: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The whole part, servers' start and both benchmarkIndex measures included. */
  totalSeconds: number;
  connections: number;
  /** The bare Fastify route: one worker thread, then two; its ratio is the machine's ceiling. */
  bare: ScaleRow;
  routes: ScaleRow[];
  skipped: string[];
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The filters the game-list screen sends: a vendor, several, a classification, another type, min bet and line, new games, a later page. */
const gamesPaths = (): string[] =>
  [
    { gameType: 'RNG' as const, vassalage: 'JILI' },
    { gameType: 'RNG' as const, vassalage: 'NOVA,FORTUNA', pageNo: 2 },
    { gameType: 'RNG' as const, gameClassify: 'JP' as const },
    { gameType: 'FISH' as const },
    { gameType: 'RNG' as const, minBet: 1, minLine: 20 },
    { gameType: 'RNG' as const, isNew: 1 as const },
    { gameType: 'RNG' as const, pageNo: 3 },
  ].map((q) => gamesUrl({ pageNo: 1, pageSize: PAGE_SIZE_GAME_LIST, ...q }));

async function reachable(): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    problems.push(`PostgreSQL: ${PG_URL.replace(/\/\/[^@]*@/, '//***@')} is not reachable`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    problems.push(`Redis: ${REDIS_URL.replace(/\/\/[^@]*@/, '//***@')} is not reachable`);
  } finally {
    redis.disconnect();
  }
  return problems;
}

function row(name: string, path: string, one: ApiRun, two: ApiRun): ScaleRow {
  return { name, path, one, two, twoToOne: round(two.reqPerSec / one.reqPerSec), p99TwoToOne: round(two.p99Ms / one.p99Ms) };
}

/** One measured run against `bases`, checked for wrong answers and failed connections. */
async function run(label: string, bases: string[], c: Case, helloRate: number | null): Promise<ApiRun> {
  for (const base of bases) for (const path of c.paths ?? [c.path]) await preflight(base, { ...c, path });
  await sleep(500);
  process.stdout.write(`scale-out bench: ${c.name}, ${label} (${WARMUP_SECONDS} s warm-up, ${seconds} s)… `);
  const r = toRun(c, await measure(bases, c, seconds), helloRate);
  console.log(`${r.reqPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);
  assertValid(c, r);
  return r;
}

export async function benchScaleOut(): Promise<ScaleOutResult | { measuredAt: string; skipped: string[] }> {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_SCALEOUT_SECONDS must be a positive number, not ${process.env.BENCH_SCALEOUT_SECONDS}`);
  const t0 = performance.now();
  const skipped = await reachable();
  if (skipped.length) {
    for (const s of skipped) console.log(`scale-out bench: skipped (${s})`);
    return { measuredAt: new Date().toISOString(), skipped };
  }

  process.stdout.write('scale-out bench: host benchmarkIndex… ');
  const indexBefore = await benchmarkIndex();
  console.log(indexBefore);
  const loadAverage1m = round(loadavg()[0]!, 2);

  const schema = `bench_scale_${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: PG_URL,
    PG_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: `parlor-${schema}:`,
    SEED_DEMO: '1',
    // No client build is needed for the API; a directory that does not exist keeps the real one out of it.
    DIST_DIR: join(tmpdir(), 'parlor-no-client'),
    // autocannon is one client at 127.0.0.1: the per-client limits, the global one too, are scaled up.
    PER_IP_LIMIT_FACTOR: '1000',
    SHUTDOWN_DELAY_MS: '0',
  };
  const stops: (() => Promise<void>)[] = [];
  let bare: ScaleRow;
  const routes: ScaleRow[] = [];
  try {
    // Both start together, as a deploy starts them (one migrates and seeds, the other waits on its lock).
    // B stays up but is sent nothing while one instance is measured, so each pair of runs sits
    // side by side in time: on a shared host the load of the minute moves the figures more than
    // an idle process does.
    process.stdout.write(`scale-out bench: starting instances A and B on schema ${schema}… `);
    const started = await Promise.allSettled([startServer('scale-out bench', env), startServer('scale-out bench', env)]);
    for (const s of started) if (s.status === 'fulfilled') stops.push(s.value.stop);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started.map((s) => (s as PromiseFulfilledResult<{ base: URL }>).value.base.origin) as [string, string];
    console.log(`${a}, ${b}`);
    // The seed's writes settle (PostgreSQL's autovacuum and analyze of the fresh tables) before anything is measured.
    await sleep(2000);

    // The ceiling: bare Fastify, one worker thread, then two (each an event loop of its own, as a process is).
    const hello: Case = { name: 'bare Fastify', method: 'GET', path: '/', expect: 200, strict: true };
    const helloA = await startHello();
    const helloB = await startHello();
    try {
      const one = await run('one', [helloA.url], hello, null);
      const two = await run('two', [helloA.url, helloB.url], hello, null);
      bare = row(hello.name, hello.path, one, two);
    } finally {
      await helloA.close();
      await helloB.close();
    }

    const layout = await fetch(`${a}/api/layouts/home`);
    await layout.arrayBuffer();
    const etag = layout.headers.get('etag');
    if (!layout.ok || !etag) throw new Error(`GET /api/layouts/home answered ${layout.status} with ETag ${etag}`);
    const paths = gamesPaths();
    const cases: Case[] = [
      { name: 'games list, filtered', method: 'GET', path: paths[0]!, paths, expect: 200, strict: true },
      // Every instance answers the same ETag for the same version, so a client revalidates on either.
      { name: 'layout home, If-None-Match (304)', method: 'GET', path: '/api/layouts/home', headers: { 'if-none-match': etag }, expect: 304, strict: true },
    ];
    for (const c of cases) {
      const one = await run('one instance', [a], c, bare.one.reqPerSec);
      const two = await run('two instances', [a, b], c, bare.one.reqPerSec);
      routes.push(row(c.name, c.paths ? '/api/games (filters in turn)' : c.path, one, two));
    }
  } finally {
    await Promise.all(stops.map((s) => s()));
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`parlor-${schema}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }

  process.stdout.write('scale-out bench: host benchmarkIndex again… ');
  const indexAfter = await benchmarkIndex();
  console.log(indexAfter);
  return {
    measuredAt: new Date().toISOString(),
    benchmarkIndex: { before: indexBefore, after: indexAfter },
    steady: Math.abs(indexAfter - indexBefore) <= 0.25 * Math.max(indexBefore, indexAfter),
    cpus: availableParallelism(),
    loadAverage1m,
    durationSeconds: seconds,
    warmupSeconds: WARMUP_SECONDS,
    totalSeconds: Math.round((performance.now() - t0) / 1000),
    connections: CONNECTIONS,
    bare,
    routes,
    skipped: [],
  };
}
