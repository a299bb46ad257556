/**
 * Wallet rounds per second through the seamless-wallet API, as a vendor's
 * server drives it: each round is a signed debit then a signed credit
 * (`POST /api/seamless/PARLOR/debit|credit`, HMAC over the raw body), on the
 * real server process, once on SQLite and once on PostgreSQL, with p50/p99
 * of a whole round (debit sent → credit answered). Beside them, in the same
 * run and with the same driver and concurrency, a bare Fastify route asked
 * twice per "round": the machine's ceiling for two loopback requests.
 *
 * Each database is fresh (a temporary SQLite directory; a PostgreSQL schema
 * of its own, dropped afterwards), migrated and seeded with the studio and
 * members holding ample balance, each with a real-money game session; the
 * workers share the members round-robin. After the run, the ledger is
 * checked: every acknowledged round moved money exactly once. Beside
 * rounds/s, the server's own CPU time per round (from /proc): on a machine
 * shared with other work it is the steadier figure to compare changes by.
 *
 * Then, on the same server, each in-house game as its page plays it: a
 * member signs in, launches the game and opens its session, then plays
 * SPINS rounds one after another, each timed from the request sent to the
 * answer read (slot and dice: POST /api/play/:game/round; crash: the live
 * round's start then its cash-out, the two calls a player's round makes).
 * One member per game: the per-member round limit (600 a minute) is the
 * page's, so the spins stay under it. The bench's server runs with
 * PER_IP_LIMIT_FACTOR=1000 (BENCH_SERVER_ENV): every spin comes from
 * 127.0.0.1, and the three games' spins together pass the global per-address
 * limit of /api (1,200 a minute), which a real site meets one player per
 * address; at factor 1 the last game's spins were refused with 429s and
 * counted as errors.
 *
 * BENCH_SECONDS (default 10) per measured run, after a 1 s warm-up;
 * BENCH_WALLET_CONNECTIONS (default 16) concurrent rounds; BENCH_PG_URL (or
 * TEST_DATABASE_URL) for PostgreSQL — unreachable, that half is skipped and
 * says so.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { seedBase } from '../../server/db/seed';
import { seedStudio, STUDIO_GAMES, STUDIO_VENDOR } from '../../server/db/seed/studio';
import { createMember } from '../../server/services/members';
import { newToken, sessionDigest } from '../../server/services/seamless-protocol';
import { benchmarkIndex } from '../benchmark-index';
import { startHello } from './api';
import { startServer } from './server-process';

const GAME = 'PARLOR-RNG-0001';
const MEMBERS = 64;
const START_CENTS = 1_000_000_000;
const WALLET_TARGETS = { sqliteRoundsPerSec: 2000, sqliteP99Ms: 20 } as const;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_WALLET_CONNECTIONS ?? 16);
const WARMUP_MS = 1000;
/** What every bench server gets: one client address plays for many (see above); never the server's default. */
const BENCH_SERVER_ENV = { PER_IP_LIMIT_FACTOR: '1000' } as const;
const PG_URL = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface WalletRun {
  name: string;
  rounds: number;
  roundsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Rounds per second over the bare route's. */
  ratioToBare: number | null;
  /**
   * The server process's CPU time (user + system) per measured round, in ms: what a round costs
   * the server, which the machine's other load changes far less than rounds/s (PostgreSQL's own
   * processes not counted). Null for the bare route (in the driver's process) or without /proc.
   */
  serverCpuMsPerRound: number | null;
  target: string | null;
  met: boolean | null;
}

/** A game's spins as its page makes them, one member playing one after another on loopback. */
interface SpinRun {
  name: string;
  game: string;
  kind: string;
  spins: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** How many spins each game plays (under the 600-a-minute per-member limit at any speed this machine reaches). */
const SPINS = Number(process.env.BENCH_SPINS ?? 300);

export interface WalletBenchResult {
  measuredAt: string;
  /** The host's Lighthouse benchmarkIndex, measured just before the runs: the figures are this machine's at that moment. */
  hostBenchmarkIndex: number;
  durationSeconds: number;
  connections: number;
  bare: WalletRun;
  runs: WalletRun[];
  /** Each in-house game's spin round trip, per database. */
  spins: SpinRun[];
  skipped: string[];
  targets: typeof WALLET_TARGETS;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One HTTP request on a keep-alive agent; resolves the status. */
function send(agent: Agent, base: URL, method: 'GET' | 'POST', path: string, body?: string, headers: Record<string, string> = {}): Promise<number> {
  return exchange(agent, base, method, path, body, headers, false).then((r) => r.status);
}

/** One HTTP request; resolves the status and, when asked, the answer's body read to the end. */
function exchange(agent: Agent, base: URL, method: 'GET' | 'POST', path: string, body: string | undefined, headers: Record<string, string>, read: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, method, path, agent, headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      if (read) res.on('data', (c: Buffer) => chunks.push(c));
      else res.resume();
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, text: read ? Buffer.concat(chunks).toString() : '' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A JSON call whose envelope must say success; answers its value. */
async function api<T>(agent: Agent, base: URL, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const r = await exchange(agent, base, method, path, body === undefined ? undefined : JSON.stringify(body), headers, true);
  const parsed = JSON.parse(r.text || '{}') as { success?: boolean; value?: T };
  if (r.status !== 200 || !parsed.success) throw new Error(`${method} ${path}: ${r.status} ${r.text.slice(0, 200)}`);
  return parsed.value as T;
}

/**
 * Each in-house game as a member plays it on its page: sign in, launch, open the session, then
 * SPINS spins one after another, each timed request sent → answer read.
 */
async function benchSpins(dialectName: string, base: URL): Promise<SpinRun[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const runs: SpinRun[] = [];
  try {
    for (const g of STUDIO_GAMES) {
      const { token } = await api<{ token: string }>(agent, base, 'POST', '/api/auth/login', { username: `spin${g.gameCode}x`, password: SPIN_PASSWORD });
      const auth = { authorization: `Bearer ${token}` };
      const launch = await api<{ url: string }>(agent, base, 'GET', `/api/games/${g.nodeId}/launch`, undefined, auth);
      const launchToken = new URL(launch.url, 'http://x').searchParams.get('t');
      const session = await api<{ sessionToken: string }>(agent, base, 'POST', '/api/play/session', { token: launchToken });
      const play = { 'x-play-session': session.sessionToken };
      const spin = async (): Promise<void> => {
        if (g.gameCode === 'crash') {
          const started = await api<{ roundId: string }>(agent, base, 'POST', `/api/play/${g.nodeId}/crash/start`, { bet: 1, target: 2 }, play);
          await api(agent, base, 'POST', `/api/play/${g.nodeId}/crash/cashout`, { roundId: started.roundId }, play);
        } else if (g.gameCode === 'dice') await api(agent, base, 'POST', `/api/play/${g.nodeId}/round`, { bet: 1, direction: 'under', threshold: 50 }, play);
        else await api(agent, base, 'POST', `/api/play/${g.nodeId}/round`, { bet: 1 }, play);
      };
      // A few unrecorded spins first: the server's first calls of a route compile and prepare.
      for (let i = 0; i < 5; i++) await spin();
      const latencies: number[] = [];
      let errors = 0;
      for (let i = 0; i < SPINS; i++) {
        const t0 = performance.now();
        try {
          await spin();
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
      latencies.sort((a, b) => a - b);
      const run: SpinRun = { name: `${g.gameName} (${g.gameCode}) spin, ${dialectName}`, game: g.nodeId, kind: g.gameCode, spins: latencies.length, p50Ms: round2(percentile(latencies, 50)), p99Ms: round2(percentile(latencies, 99)), errors };
      console.log(`wallet bench: ${run.name}: p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms${errors ? `, ${errors} errors` : ''}`);
      runs.push(run);
    }
  } finally {
    agent.destroy();
  }
  return runs;
}

const SPIN_PASSWORD = 'spin-bench-1';

/**
 * Runs `round` on CONNECTIONS concurrent loops for the warm-up, then for the
 * measured seconds; answers each measured round's latency and the errors.
 */
async function drive(round: (worker: number, seq: number) => Promise<boolean>, cpuMs: () => number | null = () => null): Promise<{ latencies: number[]; errors: number; elapsedMs: number; cpuMs: number | null }> {
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  let seq = 0;
  const loop = async (worker: number) => {
    while (!stop) {
      const t0 = performance.now();
      const ok = await round(worker, seq++).catch(() => false);
      if (!measuring) continue;
      if (ok) latencies.push(performance.now() - t0);
      else errors++;
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, (_, i) => loop(i));
  await sleep(WARMUP_MS);
  measuring = true;
  const cpuBefore = cpuMs();
  const started = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsedMs = performance.now() - started;
  const cpuAfter = cpuMs();
  stop = true;
  await Promise.all(loops);
  return { latencies, errors, elapsedMs, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

function toRun(name: string, r: { latencies: number[]; errors: number; elapsedMs: number; cpuMs: number | null }, bareRate: number | null, target: { rps: number; p99: number } | null): WalletRun {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const roundsPerSec = Math.round(r.latencies.length / (r.elapsedMs / 1000));
  const p99Ms = round2(percentile(sorted, 99));
  return {
    name,
    rounds: r.latencies.length,
    roundsPerSec,
    p50Ms: round2(percentile(sorted, 50)),
    p99Ms,
    errors: r.errors,
    ratioToBare: bareRate ? Math.round((roundsPerSec / bareRate) * 1000) / 1000 : null,
    serverCpuMsPerRound: r.cpuMs !== null && r.latencies.length ? Math.round((r.cpuMs / r.latencies.length) * 1000) / 1000 : null,
    target: target ? `≥ ${target.rps} rounds/s, p99 ≤ ${target.p99} ms` : null,
    met: target ? roundsPerSec >= target.rps && p99Ms <= target.p99 && r.errors === 0 : null,
  };
}

/** A fresh database with the studio, members with money and a real-money session each; answers the sessions and the secret. */
async function prepare(db: Db) {
  await migrateToLatest(db);
  await seedBase(db.kysely, () => undefined);
  await seedStudio(db.kysely, () => undefined);
  const sessions: { memberId: number; token: string }[] = [];
  const now = Date.now();
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createMember(db.kysely, { account: `bench${i}x`, password: 'bench-not-used', type: 0, registerMethod: 'H5', balanceCents: START_CENTS });
    const token = newToken();
    await db.kysely
      .insertInto('play_sessions')
      .values({ token_hash: sessionDigest(token), member_id: m.id, node_id: GAME, vassalage: STUDIO_VENDOR, mode: 'real', fun_balance_cents: 0, created_at: new Date(now).toISOString(), expires_at: new Date(now + 6 * 3_600_000).toISOString() })
      .execute();
    sessions.push({ memberId: m.id, token });
  }
  // The members who play the games' pages, one per game, signed in with a password like any member.
  for (const g of STUDIO_GAMES) await createMember(db.kysely, { account: `spin${g.gameCode}x`, password: SPIN_PASSWORD, type: 0, registerMethod: 'H5', balanceCents: START_CENTS });
  const { secret } = await db.kysely.selectFrom('game_vendor_integrations').select('secret').where('vassalage', '=', STUDIO_VENDOR).executeTakeFirstOrThrow();
  return { sessions, secret };
}

/** Debit then credit per round, signed as a vendor signs, for as long as `drive` runs; then checks the ledger. */
async function benchDialect(name: string, db: Db, serverEnv: Record<string, string>, bareRate: number, target: { rps: number; p99: number } | null, spinsOut: SpinRun[]): Promise<WalletRun> {
  process.stdout.write(`wallet bench: ${name}: preparing… `);
  const { sessions, secret } = await prepare(db);
  const server = await startServer('wallet bench', { ...BENCH_SERVER_ENV, ...serverEnv });
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const run = randomBytes(4).toString('hex');
  const signed = (body: string) => {
    const t = Math.floor(Date.now() / 1000);
    return { 'x-parlor-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}` };
  };
  try {
    process.stdout.write(`running (${WARMUP_MS / 1000} s warm-up, ${seconds} s)… `);
    const result = await drive(async (worker, seq) => {
      const s = sessions[(worker + seq * CONNECTIONS) % sessions.length]!;
      const roundId = `b${run}-${seq}`;
      const debit = JSON.stringify({ transactionId: `${roundId}:bet`, roundId, gameId: GAME, sessionToken: s.token, amount: 100, currency: 'PHP' });
      if ((await send(agent, server.base, 'POST', `/api/seamless/${STUDIO_VENDOR}/debit`, debit, signed(debit))) !== 200) return false;
      const credit = JSON.stringify({ transactionId: `${roundId}:win`, roundId, gameId: GAME, sessionToken: s.token, amount: seq % 3 === 0 ? 250 : 0, currency: 'PHP' });
      return (await send(agent, server.base, 'POST', `/api/seamless/${STUDIO_VENDOR}/credit`, credit, signed(credit))) === 200;
    }, server.cpuMs);
    const out = toRun(name, result, bareRate, target);
    console.log(`${out.roundsPerSec} rounds/s, p50 ${out.p50Ms} ms, p99 ${out.p99Ms} ms${out.serverCpuMsPerRound !== null ? `, server CPU ${out.serverCpuMsPerRound} ms a round` : ''}${out.errors ? `, ${out.errors} errors` : ''}`);
    // Nothing lost or doubled: every member's balance is its start plus its ledger.
    const members = await db.kysely.selectFrom('members').select(['id', 'balance_cents']).where('account', 'like', 'bench%').execute();
    const sums = await db.kysely.selectFrom('ledger').select((eb) => ['member_id', eb.fn.sum<number>('amount_cents').as('sum')]).groupBy('member_id').execute();
    const bad = members.filter((m) => Number(m.balance_cents) !== START_CENTS + Number(sums.find((x) => x.member_id === m.id)?.sum ?? 0));
    if (bad.length) throw new Error(`wallet bench: ${name}: ${bad.length} members' balances differ from their ledgers`);
    spinsOut.push(...(await benchSpins(name.replace(/^wallet rounds, /, ''), server.base)));
    return out;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

async function pgReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function benchWallet(): Promise<WalletBenchResult> {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_SECONDS must be a positive number, not ${process.env.BENCH_SECONDS}`);
  const skipped: string[] = [];
  // The machine is shared: its speed at the time goes beside the figures.
  const hostBenchmarkIndex = await benchmarkIndex();
  console.log(`wallet bench: host benchmarkIndex ${hostBenchmarkIndex}`);

  // The ceiling: a bare Fastify route (in a worker thread: an event loop of its own), two requests per "round".
  const hello = await startHello();
  let bare: WalletRun;
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const base = new URL(hello.url);
    process.stdout.write(`wallet bench: bare Fastify, 2 GETs a round (${WARMUP_MS / 1000} s warm-up, ${seconds} s)… `);
    const r = await drive(async () => (await send(agent, base, 'GET', '/')) === 200 && (await send(agent, base, 'GET', '/')) === 200);
    agent.destroy();
    bare = toRun('bare Fastify (2 GETs a round)', r, null, null);
    console.log(`${bare.roundsPerSec} rounds/s, p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms`);
  } finally {
    await hello.close();
  }

  const runs: WalletRun[] = [];
  const spins: SpinRun[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'parlor-bench-wallet-'));
  try {
    const db = openDb({ DATA_DIR: dir });
    try {
      runs.push(await benchDialect('wallet rounds, SQLite', db, { DATA_DIR: dir, DIST_DIR: join(dir, 'no-client') }, bare.roundsPerSec, { rps: WALLET_TARGETS.sqliteRoundsPerSec, p99: WALLET_TARGETS.sqliteP99Ms }, spins));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const reachable = await pgReachable(PG_URL);
  if (!reachable) {
    skipped.push(`PostgreSQL: ${PG_URL.replace(/\/\/[^@]*@/, '//***@')} is not reachable`);
    console.log(`wallet bench: PostgreSQL skipped (${skipped.at(-1)})`);
  } else {
    const schema = `bench_wallet_${randomBytes(4).toString('hex')}`;
    const db = openDb({ DATABASE_URL: PG_URL, PG_SCHEMA: schema });
    try {
      runs.push(await benchDialect('wallet rounds, PostgreSQL', db, { DATABASE_URL: PG_URL, PG_SCHEMA: schema, DIST_DIR: join(tmpdir(), 'parlor-no-client') }, bare.roundsPerSec, null, spins));
    } finally {
      await db.close();
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }

  return { measuredAt: new Date().toISOString(), hostBenchmarkIndex, durationSeconds: seconds, connections: CONNECTIONS, bare, runs, spins, skipped, targets: WALLET_TARGETS };
}
