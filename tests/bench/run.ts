/**
 * `npm run bench`: measures what the issues set as speed and size goals,
 * prints a table and writes bench/results.json. Figures, not pass/fail: the
 * targets are printed beside them.
 *
 * Now: the first-load JS and CSS of /m/home (gzip), its largest chunk and the
 * number of chunks, measured by loading the page in Chromium against the real
 * server and gzipping exactly the files it fetched.
 *
 * Then the API against that same server (tests/bench/api.ts): autocannon on
 * loopback, each route's req/s and p50/p99 beside a bare Fastify hello-world
 * measured in the same run. BENCH_SECONDS shortens each run (default 10; each
 * run follows an unrecorded 1 s warm-up).
 *
 * Then Lighthouse (mobile preset, performance and accessibility) on /m/home and
 * /m/slot-games of that server (tests/bench/lighthouse.ts), and, the server
 * stopped, the virtualized game grid scrolled through 10,000 games in a
 * Storybook build (tests/bench/grid.ts).
 *
 * Then wallet rounds per second through the seamless-wallet API, a signed
 * debit and credit per round, on SQLite and on PostgreSQL, p50/p99, beside a
 * bare Fastify route in the same run, with the host's benchmarkIndex and the
 * target's pass/fail; then each in-house game's spin round trip (p50/p99) as
 * a member plays it on its page (tests/bench/wallet.ts: it starts its own
 * servers on fresh databases).
 *
 * Then the slow phone (tests/bench/slow-phone.ts): every screen of the route table with the CPU
 * throttled to one effective device whatever the host's speed; long tasks and INP.
 *
 * Then scale-out (tests/bench/scaleout.ts): the filtered games list and the cached layout on
 * PostgreSQL and Redis with one server process, then two, beside a bare Fastify route one and two
 * ways; req/s, p50/p99, two over one, and the host's benchmarkIndex (its own servers and schema).
 *
 * BENCH_ONLY=bundle,api,lighthouse,slowphone,grid,wallet,scaleout (a comma list, default all) runs only
 * those parts, as do their names as arguments (`npx tsx tests/bench/run.ts grid`;
 * `npm run bench` passes none); the shared server starts for bundle, api, lighthouse and slowphone.
 * Each part merges its own key into bench/results.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium';
import { benchApi, type ApiBenchResult } from './api';
import { benchGrid, type GridBenchResult } from './grid';
import { benchLighthouse, launchUrl, trialToken, type LighthouseResult } from './lighthouse';
import { GAME_PAGES } from '../route-table';
import { benchSlowPhone, type SlowPhoneResult } from './slow-phone';
import { benchScaleOut, type ScaleOutResult } from './scaleout';
import { benchWallet, type WalletBenchResult } from './wallet';
import { FIRST_SCREEN_MARK } from '../../src/lib/constants';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = join(ROOT, 'bench', 'results.json');
/**
 * Home's first-load JS: 125 KB proved out of reach with the chosen stack (React, the router, valtio,
 * i18next and the renderer weigh ~120 KB before any screen); ~130 KB is accepted and held: a change
 * that pushes it past this line needs a reason.
 */
export const TARGETS = { homeJsGzipKb: 131, homeCssGzipKb: 15, gamePageOwnJsGzipKb: 60 };

const PARTS = ['bundle', 'api', 'lighthouse', 'slowphone', 'grid', 'wallet', 'scaleout'] as const;
type Part = (typeof PARTS)[number];

/** The parts named on the command line (`tsx tests/bench/run.ts grid`), else BENCH_ONLY, a comma list; neither: all of them. */
function parts(): Set<Part> {
  const named = process.argv.slice(2).join(',');
  const raw = (named || process.env.BENCH_ONLY || '').split(',').map((p) => p.trim().toLowerCase()).filter(Boolean);
  if (!raw.length) return new Set(PARTS);
  const unknown = raw.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; use a comma list of ${PARTS.join(', ')}`);
  return new Set(raw as Part[]);
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Merges one section into bench/results.json, keeping the others. */
function save(key: string, value: unknown) {
  const previous = existsSync(OUT) ? (JSON.parse(readFileSync(OUT, 'utf8')) as Record<string, unknown>) : {};
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(OUT, JSON.stringify({ ...previous, [key]: value }, null, 2) + '\n');
}

function printApi(api: ApiBenchResult) {
  console.log(`\nAPI (autocannon, ${api.connections} connections, ${api.durationSeconds} s each, loopback)`);
  console.table(
    Object.fromEntries(
      [api.hello, ...api.routes].map((r) => [
        r.name,
        {
          'req/s': r.reqPerSec,
          'p50 ms': r.p50Ms,
          'p99 ms': r.p99Ms,
          '× hello': r.ratioToHello,
          target: r.target ?? '',
          met: r.met === null ? '' : r.met ? 'yes' : 'no',
          non2xx: r.non2xx,
        },
      ]),
    ),
  );
}

function printWallet(w: WalletBenchResult) {
  console.log(`\nWallet rounds (signed debit + credit per round, ${w.connections} concurrent, ${w.durationSeconds} s each, loopback; host benchmarkIndex ${w.hostBenchmarkIndex})`);
  console.table(
    Object.fromEntries(
      [w.bare, ...w.runs].map((r) => [
        r.name,
        { 'rounds/s': r.roundsPerSec, 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms, '× bare': r.ratioToBare ?? 1, 'server CPU ms/round': r.serverCpuMsPerRound ?? '', target: r.target ?? '', met: r.met === null ? '' : yesNo(r.met), errors: r.errors },
      ]),
    ),
  );
  const t = w.targets;
  const sqlite = w.runs.find((r) => r.name.includes('SQLite'));
  if (sqlite) {
    console.log(
      `target on SQLite: ≥ ${t.sqliteRoundsPerSec} rounds/s and p99 ≤ ${t.sqliteP99Ms} ms — measured ${sqlite.roundsPerSec} rounds/s, p99 ${sqlite.p99Ms} ms: ${sqlite.met ? 'met' : 'not met'} (host benchmarkIndex ${w.hostBenchmarkIndex}; the bare route reached ${w.bare.roundsPerSec} rounds/s, p99 ${w.bare.p99Ms} ms in the same run)`,
    );
  }
  if (w.spins.length) {
    console.log(`\nSpin round trip per in-house game (one member on its page, spins one after another, loopback)`);
    console.table(Object.fromEntries(w.spins.map((s) => [s.name, { spins: s.spins, 'p50 ms': s.p50Ms, 'p99 ms': s.p99Ms, errors: s.errors }])));
  }
  for (const s of w.skipped) console.log(`skipped: ${s}`);
}

function printScaleOut(s: ScaleOutResult | { skipped: string[] }) {
  if (!('routes' in s)) {
    for (const reason of s.skipped) console.log(`scale-out skipped: ${reason}`);
    return;
  }
  console.log(
    `\nScale-out on PostgreSQL + Redis (autocannon, ${s.connections} connections dealt out to the instances, ${s.durationSeconds} s each, loopback; ` +
      `${s.cpus} CPUs, load ${s.loadAverage1m}, benchmarkIndex ${s.benchmarkIndex.before} before / ${s.benchmarkIndex.after} after)`,
  );
  console.table(
    Object.fromEntries(
      [s.bare, ...s.routes].flatMap((r) => [
        [`${r.name}: one`, { 'req/s': r.one.reqPerSec, 'p50 ms': r.one.p50Ms, 'p99 ms': r.one.p99Ms, '× bare (one)': r.one.ratioToHello, 'two / one': '' }],
        [`${r.name}: two`, { 'req/s': r.two.reqPerSec, 'p50 ms': r.two.p50Ms, 'p99 ms': r.two.p99Ms, '× bare (one)': r.two.ratioToHello, 'two / one': `${r.twoToOne} (p99 ${r.p99TwoToOne})` }],
      ]),
    ),
  );
  console.log(
    `on ${s.cpus} cores the load generator, PostgreSQL, Redis and the servers share the CPU: the bare route's two / one (${s.bare.twoToOne}) is what a second ` +
      `process with nothing to coordinate gets here; a route's ratio is read against it (${s.totalSeconds} s in all)`,
  );
  if (!s.steady) console.log(`note: the host did not hold still (benchmarkIndex ${s.benchmarkIndex.before} → ${s.benchmarkIndex.after}): other work came or went during the run; measure again before reading the ratios`);
}

function printLighthouse(lh: LighthouseResult) {
  const t = lh.targets;
  const first = lh.pages[0];
  console.log(`\nLighthouse ${first?.lighthouseVersion ?? ''} (${first?.formFactor ?? 'mobile'}, ${first?.throttlingMethod ?? 'simulate'} throttling)`);
  const table: Record<string, { value: number; target: string; met: string }> = {};
  for (const p of lh.pages) {
    table[`${p.path} score`] = { value: p.score, target: `≥ ${t.score}`, met: yesNo(p.met.score) };
    table[`${p.path} LCP ms`] = { value: p.lcpMs, target: `≤ ${t.lcpMs}`, met: yesNo(p.met.lcpMs) };
    table[`${p.path} TBT ms`] = { value: p.tbtMs, target: `≤ ${t.tbtMs}`, met: yesNo(p.met.tbtMs) };
    table[`${p.path} CLS`] = { value: p.cls, target: `≤ ${t.cls}`, met: yesNo(p.met.cls) };
    table[`${p.path} accessibility`] = { value: p.accessibility, target: `≥ ${t.accessibility}`, met: yesNo(p.met.accessibility) };
  }
  console.table(table);
  for (const p of lh.pages) {
    console.log(`${p.path}: FCP ${p.fcpMs} ms, Speed Index ${p.speedIndexMs} ms, benchmarkIndex ${p.benchmarkIndex ?? '?'}; LCP element ${p.lcpElement ?? '?'}`);
    console.table(
      p.findings.slice(0, 3).map((f) => ({
        audit: f.title,
        shows: f.displayValue,
        savings: [...Object.entries(f.metricSavings).map(([k, v]) => `${k} ${v}`), ...(f.overallSavingsKb ? [`${f.overallSavingsKb} KiB`] : [])].join(', '),
        'top item': f.topItems[0] ?? '',
      })),
    );
    if (p.accessibilityFailures.length) console.log(`  accessibility audits failed: ${p.accessibilityFailures.join(', ')}`);
    for (const w of p.runWarnings) console.log(`  lighthouse warning: ${w}`);
  }
}

function printSlowPhone(sp: SlowPhoneResult) {
  const t = sp.targets;
  console.log(
    `\nSlow phone: effective benchmarkIndex ${sp.effectiveIndex}, each load throttled by the host's benchmarkIndex read right before it (${sp.hostBenchmarkIndex} before the first); first ${t.watchMs / 1000} s of each screen, median of ${t.runs} loads; first touch of a memory page ${sp.hostPageFaultUs.before} µs before, ${sp.hostPageFaultUs.after} µs after`,
  );
  console.table(
    Object.fromEntries(
      sp.routes.map((r) => [
        `${r.as} ${r.path}`,
        { 'long tasks': r.count, 'longest ms': r.longestMs, 'blocking ms': r.blockingMs, 'host index': r.hostBenchmarkIndex, throttle: r.throttleRate, met: yesNo(r.met) },
      ]),
    ),
  );
  console.log(`targets: no task over ${t.longestTaskMs} ms, blocking ≤ ${t.blockingMs} ms; met on ${sp.routes.filter((r) => r.met).length} of ${sp.routes.length} screens`);
  const i = sp.interaction;
  console.log(`interaction (scroll home, side menu, game list 3 pages, member sheet): ${i.count} long tasks, longest ${i.longestMs} ms, blocking ${i.blockingMs} ms, INP ${i.inpMs} ms (target ≤ ${t.inpMs}), host index ${i.hostBenchmarkIndex} (${i.throttleRate}×): ${i.met ? 'met' : 'not met'}`);
}

function printGrid(g: GridBenchResult) {
  console.log(`\nGame grid (Storybook ${g.story}, ${g.viewport.width}×${g.viewport.height}, 10,000 games scrolled top to bottom)`);
  console.table({
    'max tiles mounted': { value: g.maxTilesMounted, target: `≤ ${g.targets.maxTilesMounted}`, met: yesNo(g.met.maxTilesMounted) },
    'longest task while scrolling ms': { value: g.longestScrollTaskMs, target: `≤ ${g.targets.longestTaskMs}`, met: yesNo(g.met.longestTaskMs) },
    'long tasks while scrolling': { value: g.scrollLongTaskCount, target: '', met: '' },
    'longest task of the load ms': { value: g.longestLoadTaskMs, target: '', met: '' },
    'long tasks (> 50 ms), load included': { value: g.longTaskCount, target: '', met: '' },
    'page-ins (360 games each)': { value: g.pageIns, target: '', met: '' },
    [`scroll steps (${g.stepPx} px)`]: { value: g.scrollSteps, target: '', met: '' },
    'steps ending with placeholders in view': { value: g.stepsWithPlaceholders, target: '', met: '' },
    'step ms p50 / p95': { value: `${g.stepMsP50} / ${g.stepMsP95}`, target: '', met: '' },
    'reached the last game': { value: yesNo(g.reachedEnd), target: 'yes', met: yesNo(g.reachedEnd) },
    'scroll duration ms': { value: g.durationMs, target: '', met: '' },
    'page busy after scroll ms': { value: g.busyAfterScrollMs ?? '> 10000', target: '', met: '' },
  });
  console.log(
    `long tasks by phase ${JSON.stringify(g.longTasksByPhase)}; longest: ${g.longestTasks.map((t) => `${t.durationMs} ms (${t.phase} @ ${t.startMs} ms)`).join(', ') || 'none'}`,
  );
  if (!g.reachedEnd) console.log(`note: stopped at the time cap; the furthest game mounted was #${g.furthestGame}`);
}

/**
 * Starts the real server in a process group of its own and resolves a stopper
 * that ends the whole group (npx → tsx → node), so no server outlives the
 * bench. Refuses a port something else already answers on: the figures would
 * be that server's.
 */
async function startServer(): Promise<() => Promise<void>> {
  const taken = await fetch(`${BASE}/api/system/status`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already listens on ${BASE}; stop it or set BENCH_PORT`);
  const dataDir = join(ROOT, 'data', 'bench');
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('npx', ['tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    // The load generator is one client at 127.0.0.1: the per-client limits (the global one too) are scaled up.
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0', PER_IP_LIMIT_FACTOR: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exitCode: number | null | undefined;
  let stopping = false;
  const exited = new Promise<void>((r) =>
    child.once('exit', (code, sig) => {
      exitCode = code;
      // Something else ended it (a crash, a broad pkill): the figures after this point are not the server's.
      if (!stopping) console.error(`\nbench server exited unexpectedly (${sig ?? code})`);
      r();
    }),
  );
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      /* already gone */
    }
  };
  const onInterrupt = () => {
    signal('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  const stop = async () => {
    process.off('SIGINT', onInterrupt);
    stopping = true;
    if (exitCode !== undefined) return;
    signal('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (exitCode === undefined) signal('SIGKILL');
  };
  for (let i = 0; i < 120; i++) {
    if (exitCode !== undefined) break;
    try {
      if ((await fetch(`${BASE}/api/system/status`)).ok) return stop;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(exitCode !== undefined ? `server exited (${exitCode}) before answering` : 'server did not start');
}

/**
 * What /m/home loads: the JS and CSS requested until its first screen is complete (the renderer's
 * `parlor:first-screen` mark: the first blocks have their widgets and data) — the figure the
 * target is about — and, separately, everything requested until the network is idle (code fetched
 * after load on purpose: the menus' sheets, the service worker, blocks further down).
 */
async function firstLoad(path: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const requested: { name: string; at: number }[] = [];
  page.on('request', (r) => {
    const m = /\/m\/assets\/([^?#]+\.(?:js|css))/.exec(r.url());
    if (m) requested.push({ name: m[1]!, at: Date.now() });
  });
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall quiet while the first screen is still rendering.
  await page
    .waitForFunction((name) => performance.getEntriesByName(name).length > 0, FIRST_SCREEN_MARK, { timeout: 15_000 })
    .catch(() => undefined);
  const markAt = await page.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  }, FIRST_SCREEN_MARK);
  await browser.close();
  if (markAt === null) throw new Error(`${path} never set the ${FIRST_SCREEN_MARK} mark`);
  const sized = (names: Iterable<string>) => [...new Set(names)].map((name) => ({ name, gzip: gz(join(ROOT, 'dist', 'assets', name)) }));
  const sum = (files: { name: string; gzip: number }[], ext: string) => kb(files.filter((f) => f.name.endsWith(ext)).reduce((s, f) => s + f.gzip, 0));
  // A little slack for the clock of the request event and the page's mark.
  const first = sized(requested.filter((r) => r.at <= markAt + 5).map((r) => r.name));
  const all = sized(requested.map((r) => r.name));
  return {
    jsGzipKb: sum(first, '.js'),
    cssGzipKb: sum(first, '.css'),
    requests: first.length,
    files: first.sort((a, b) => b.gzip - a.gzip).map((f) => ({ name: f.name, gzipKb: kb(f.gzip) })),
    untilIdle: {
      jsGzipKb: sum(all, '.js'),
      requests: all.length,
      after: all.filter((f) => !first.some((x) => x.name === f.name)).map((f) => ({ name: f.name, gzipKb: kb(f.gzip) })),
    },
  };
}

/**
 * A game page's own JS: what it loads, until the network is idle, beyond the shell that home's
 * first screen loads too (boot, runtime, language); opened as a free-play launch, as a visitor
 * who taps a game would (the page needs its one-time launch token).
 */
async function gamePageLoad(path: string, shell: Set<string>, trial: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const requested = new Set<string>();
  page.on('request', (r) => {
    const m = /\/m\/assets\/([^?#]+\.js)/.exec(r.url());
    if (m) requested.add(m[1]!);
  });
  await page.goto(await launchUrl(BASE, path, trial), { waitUntil: 'networkidle' });
  await browser.close();
  const own = [...requested].filter((name) => !shell.has(name)).map((name) => ({ name, gzip: gz(join(ROOT, 'dist', 'assets', name)) }));
  return {
    path,
    ownJsGzipKb: kb(own.reduce((sum, f) => sum + f.gzip, 0)),
    files: own.sort((a, b) => b.gzip - a.gzip).map((f) => ({ name: f.name, gzipKb: kb(f.gzip) })),
  };
}

async function benchBundle() {
  const home = await firstLoad('/m/home');
  const shell = new Set(home.files.map((f) => f.name));
  const trial = await trialToken(BASE);
  const gamePages = [];
  for (const path of GAME_PAGES) gamePages.push(await gamePageLoad(path, shell, trial));
  const chunks = readdirSync(join(ROOT, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
  const largest = chunks.map((f) => ({ name: f, gzip: gz(join(ROOT, 'dist', 'assets', f)) })).sort((a, b) => b.gzip - a.gzip)[0]!;
  const bundle = {
    measuredAt: new Date().toISOString(),
    home,
    gamePages,
    largestChunk: { name: largest.name, gzipKb: kb(largest.gzip) },
    chunkCount: chunks.length,
    targets: TARGETS,
  };
  save('bundle', bundle);
  console.log('\nBundle (gzip level 9)');
  console.table({
    '/m/home first-load JS': { KB: home.jsGzipKb, target: `≤ ${TARGETS.homeJsGzipKb}` },
    '/m/home first-load CSS': { KB: home.cssGzipKb, target: `≤ ${TARGETS.homeCssGzipKb}` },
    'largest chunk': { KB: bundle.largestChunk.gzipKb, target: largest.name },
    'chunks in build': { KB: chunks.length, target: '' },
    '/m/home asset requests': { KB: home.requests, target: '' },
    '/m/home JS by network idle': { KB: home.untilIdle.jsGzipKb, target: `${home.untilIdle.requests} requests` },
  });
  console.table(home.files);
  console.table(Object.fromEntries(gamePages.map((g) => [g.path, { 'own JS KB': g.ownJsGzipKb, target: `≤ ${TARGETS.gamePageOwnJsGzipKb}`, largest: g.files[0] ? `${g.files[0].name} ${g.files[0].gzipKb}` : '' }])));
  console.log('loaded after the first screen:', home.untilIdle.after.map((f) => `${f.name} ${f.gzipKb} KB`).join(', ') || 'nothing');
  console.log(`written: ${OUT}`);
}

async function main() {
  const only = parts();
  const needServer = only.has('bundle') || only.has('api') || only.has('lighthouse') || only.has('slowphone');
  if (needServer) {
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('run `npm run build` first');
    const stop = await startServer();
    try {
      if (only.has('bundle')) await benchBundle();

      if (only.has('api')) {
        const api = await benchApi(BASE);
        save('api', api);
        printApi(api);
        const login = api.routes.find((r) => r.method === 'POST');
        if (login?.non2xx) console.log(`note: login had ${login.non2xx} non-2xx of ${login.responses} responses ${JSON.stringify(login.statusCodes)}`);
        console.log(`written: ${OUT}`);
      }

      if (only.has('lighthouse')) {
        const lh = await benchLighthouse(BASE);
        // LIGHTHOUSE_PATHS measures some pages again: the others keep their last figures.
        const before = existsSync(OUT) ? ((JSON.parse(readFileSync(OUT, 'utf8')) as { lighthouse?: LighthouseResult }).lighthouse?.pages ?? []) : [];
        const measured = new Set(lh.pages.map((p) => p.path));
        save('lighthouse', process.env.LIGHTHOUSE_PATHS ? { ...lh, pages: [...before.filter((p) => !measured.has(p.path)), ...lh.pages] } : lh);
        printLighthouse(lh);
        console.log(`written: ${OUT}`);
      }

      if (only.has('slowphone')) {
        const sp = await benchSlowPhone(BASE);
        // SLOW_PHONE_ROUTES measures some screens again: the others keep their last figures (each route says when it was measured).
        const last = existsSync(OUT) ? (JSON.parse(readFileSync(OUT, 'utf8')) as { slowPhone?: SlowPhoneResult }).slowPhone : undefined;
        const fresh = new Map(sp.routes.map((r) => [r.path, r]));
        const kept = (last?.routes ?? []).map((r) => fresh.get(r.path) ?? { measuredAt: last!.measuredAt, ...r });
        const routes = process.env.SLOW_PHONE_ROUTES ? [...kept, ...sp.routes.filter((r) => !kept.includes(r))] : sp.routes;
        save('slowPhone', { ...sp, routes });
        printSlowPhone(sp);
        console.log(`written: ${OUT}`);
      }
    } finally {
      await stop();
    }
  }

  if (only.has('wallet')) {
    const wallet = await benchWallet();
    save('wallet', wallet);
    printWallet(wallet);
    console.log(`written: ${OUT}`);
  }

  if (only.has('scaleout')) {
    const scaleOut = await benchScaleOut();
    save('scaleOut', scaleOut);
    printScaleOut(scaleOut);
    console.log(`written: ${OUT}`);
  }

  if (only.has('grid')) {
    process.stdout.write('grid bench: building Storybook, then scrolling 10,000 games…\n');
    const grid = await benchGrid();
    save('grid', grid);
    printGrid(grid);
    console.log(`written: ${OUT}`);
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
