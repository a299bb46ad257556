/**
 * Lighthouse (the mobile preset, simulated throttling), performance and accessibility categories,
 * on every visitor screen of the running server, LIGHTHOUSE_RUNS times each (the median run is
 * reported). Each run gets a fresh Chromium from chrome-launcher with a temp profile, killed
 * afterwards. Besides the four targeted figures it keeps the audits Lighthouse says would save the
 * most, to say where the time goes.
 *
 * The CPU slowdown is calibrated to the host: Lighthouse's fixed 4× measures a different phone on
 * every machine (the game pages scored 97–99 on a quiet host at benchmarkIndex ~2,850 and 68–77 on
 * slower, busy ones). It is hostIndex ÷ SLOW_PHONE_INDEX (tests/benchmark-index.ts), as the slow
 * phone's throttle is: 4× on CI's slowest host, more on a faster one, so every host measures the same
 * device. hostIndex is the one Lighthouse measured in that very run, not a reading taken before the
 * runs: a shared host's speed swings (one reading of 2,731 before the runs, 1,151–1,553 during them,
 * which slowed the simulated phone twice over). Simulated throttling slows nothing while the page
 * loads; it scales the observed main-thread work when the audits run. So each run gathers first
 * (Lighthouse's gather mode, saving its artifacts), reads the benchmarkIndex it measured, and then
 * audits those artifacts with the slowdown that makes this host the phone.
 * LIGHTHOUSE_CALIBRATE=0 keeps Lighthouse's 4×.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../chromium';
import { benchmarkIndex, pageFaultMicros, SLOW_PHONE_INDEX, slowdownFor } from '../benchmark-index';
import { GAME_PAGES, VISITOR_GAME_LISTS, VISITOR_PAGES } from '../route-table';

const LIGHTHOUSE_TARGETS = { score: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, accessibility: 98 } as const;
/**
 * Every screen a visitor can open (tests/route-table.ts). Signed-in screens are measured by the slow
 * phone only: Lighthouse resets storage before each navigation, where the session lives.
 * LIGHTHOUSE_PATHS (a comma list) narrows it.
 */
const LIGHTHOUSE_PATHS: readonly string[] = process.env.LIGHTHOUSE_PATHS?.split(',').filter(Boolean) ?? [...VISITOR_PAGES, ...VISITOR_GAME_LISTS, ...GAME_PAGES];

/**
 * A game page opens with a one-time launch token, and Lighthouse starts each run with empty
 * storage: every run gets a new free-play launch of a trial player's (the page a visitor who taps
 * "try" gets), so each run measures the page's real first load.
 */
export async function launchUrl(baseUrl: string, path: string, trialToken: string): Promise<string> {
  const gameId = path.split('/').pop()!;
  const res = await fetch(`${baseUrl}/api/games/${encodeURIComponent(gameId)}/launch?freeplay=1`, { headers: { authorization: `Bearer ${trialToken}` } });
  const body = (await res.json()) as { value?: { url?: string } };
  if (!res.ok || !body.value?.url) throw new Error(`launch ${gameId}: ${res.status} ${JSON.stringify(body)}`);
  return new URL(body.value.url, baseUrl).href;
}

/** A trial player's session, for launches. */
export async function trialToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/trial`, { method: 'POST' });
  const body = (await res.json()) as { value?: { token?: string } };
  if (!res.ok || !body.value?.token) throw new Error(`trial: ${res.status} ${JSON.stringify(body)}`);
  return body.value.token;
}

/** Lighthouse's runtime errors that say the trace was not recorded (not that the page failed), and how often a run is tried. */
const TRACE_FAILURES = ['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP_TRACE_EVENT'] as const;
const TRACE_ATTEMPTS = 3;

const isGamePage = (path: string) => (GAME_PAGES as readonly string[]).includes(path);
/** Runs per page (LIGHTHOUSE_RUNS, default 3); the median run's figures are reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

interface LighthouseFinding {
  id: string;
  title: string;
  displayValue: string;
  /** Lighthouse's estimated savings per metric (ms, CLS unitless). */
  metricSavings: Record<string, number>;
  overallSavingsMs: number | null;
  overallSavingsKb: number | null;
  /** Its first rows, shortened: what (a URL, an element, a group) and how much. */
  topItems: string[];
}

interface LighthousePage {
  path: string;
  url: string;
  /** Performance score × 100, of the median run. */
  score: number;
  /** Every run's score, in order. */
  runScores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Accessibility score × 100: the lowest of the runs (it does not depend on speed, so runs agree). */
  accessibility: number;
  /** The accessibility audits that failed, by id. */
  accessibilityFailures: string[];
  met: { score: boolean; lcpMs: boolean; tbtMs: boolean; cls: boolean; accessibility: boolean };
  /** Failing audits with savings, largest first (at most 8). */
  findings: LighthouseFinding[];
  /** The three longest main-thread tasks Lighthouse saw (unthrottled, as observed), and whose. */
  longTasks: { url: string; durationMs: number }[];
  /** What LCP's element was, when Lighthouse says. */
  lcpElement: string | null;
  runWarnings: string[];
  /** Lighthouse's measure of this machine's CPU at the time (its simulation scales by it). */
  benchmarkIndex: number | null;
  lighthouseVersion: string;
  /** From Lighthouse's settings for the run: 'mobile', 'simulate' with the default config. */
  formFactor: string;
  throttlingMethod: string;
  cpuSlowdownMultiplier: number;
}

export interface LighthouseResult {
  measuredAt: string;
  /** This host's benchmarkIndex before the runs (tests/benchmark-index.ts), for the record. */
  hostBenchmarkIndex: number;
  /** The host's cost of a fresh memory page before the runs (tests/benchmark-index.ts pageFaultMicros): the observed task times Lighthouse scales include it. */
  hostPageFaultUs?: number;
  /** Each run's slowdown made that run's host the phone (each page's `cpuSlowdownMultiplier` and `benchmarkIndex` are its median run's); false: Lighthouse's 4×. */
  calibrated: boolean;
  pages: LighthousePage[];
  targets: typeof LIGHTHOUSE_TARGETS;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type LhAudit = Lhr['audits'][string];

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Every numeric savings figure of an audit, for ranking. */
function savings(a: LhAudit): { metric: Record<string, number>; ms: number | null; kb: number | null } {
  const metric: Record<string, number> = {};
  for (const [k, v] of Object.entries(a.metricSavings ?? {})) if (typeof v === 'number' && v > 0) metric[k] = k === 'CLS' ? round(v, 3) : round(v);
  const d = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
  return {
    metric,
    ms: typeof d?.overallSavingsMs === 'number' ? round(d.overallSavingsMs) : null,
    kb: typeof d?.overallSavingsBytes === 'number' ? round(d.overallSavingsBytes / 1024, 1) : null,
  };
}

type Row = Record<string, unknown>;

/** An audit's table rows, those of the tables inside a list included, and the failed checks of a checklist. */
function rows(a: LhAudit | undefined): Row[] {
  const d = a?.details as { type?: string; items?: unknown } | undefined;
  if (!d || !Array.isArray(d.items)) return [];
  const items = d.items as Row[];
  if (d.type !== 'list') return items;
  return items.flatMap((i): Row[] => {
    if (i.type === 'table' && Array.isArray(i.items)) return i.items as Row[];
    // A checklist (LCP discovery): the checks that failed.
    if (i.type === 'checklist' && i.items && typeof i.items === 'object')
      return Object.values(i.items as Record<string, { label?: string; value?: boolean }>)
        .filter((c) => c.value === false)
        .map((c) => ({ label: `not met: ${c.label ?? '?'}` }));
    return [];
  });
}

function describe(row: Row): string | null {
  const node = row.node as { snippet?: string; value?: string; nodeLabel?: string } | undefined;
  const what = [row.url, node?.snippet, node?.value, row.groupLabel, row.label].find((v): v is string => typeof v === 'string' && v !== '');
  if (!what) return null;
  const short = what.replace(/^https?:\/\/[^/]+/, '').replace(/\s+/g, ' ').slice(0, 90);
  const n = (k: string) => (typeof row[k] === 'number' ? (row[k] as number) : null);
  const ms = n('wastedMs') ?? n('duration') ?? n('total');
  const bytes = n('wastedBytes') ?? n('transferSize');
  const score = n('score');
  const how = ms !== null ? `${round(ms)} ms` : bytes !== null ? `${round(bytes / 1024, 1)} KiB` : score !== null ? `${round(score, 3)}` : '';
  return how ? `${short}: ${how}` : short;
}

/** Performance audits that did not pass and claim a saving, largest first: time saved, then bytes. */
function findings(lhr: Lhr): LighthouseFinding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const list: (LighthouseFinding & { rank: [number, number] })[] = [];
  for (const ref of refs) {
    if (ref.group === 'metrics') continue;
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score >= 0.9) continue;
    if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual' || a.scoreDisplayMode === 'informative') continue;
    const s = savings(a);
    const timeSaved = Math.max(s.metric.LCP ?? 0, s.metric.FCP ?? 0, s.metric.TBT ?? 0, s.metric.INP ?? 0, s.ms ?? 0);
    // CLS savings ranked as if 0.01 were 10 ms, so a layout shift is not ranked last.
    const rankMs = Math.max(timeSaved, (s.metric.CLS ?? 0) * 1000);
    list.push({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? '',
      metricSavings: s.metric,
      overallSavingsMs: s.ms,
      overallSavingsKb: s.kb,
      topItems: rows(a)
        .map(describe)
        .filter((x): x is string => x !== null)
        .slice(0, 3),
      rank: [rankMs, s.kb ?? 0],
    });
  }
  return list
    .sort((x, y) => y.rank[0] - x.rank[0] || y.rank[1] - x.rank[1])
    .slice(0, 8)
    .map(({ rank: _rank, ...f }) => f);
}

function lcpElement(lhr: Lhr): string | null {
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight']) {
    const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
    const found = JSON.stringify(items).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
    if (found) return JSON.parse(`"${found[1]}"`) as string;
  }
  return null;
}

/** Lighthouse's own mobile CPU slowdown, used when calibration is off (and while gathering, where simulated throttling slows nothing). */
const DEFAULT_SLOWDOWN = lighthouseConstants.throttling.mobileSlow4G.cpuSlowdownMultiplier;

const configFor = (cpuSlowdownMultiplier: number) =>
  // Throttling is a setting of the config, not a flag (a flag's is ignored).
  ({ extends: 'lighthouse:default', settings: { throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier } } }) as const;

/**
 * One Lighthouse run in a fresh Chromium with a temp profile, killed afterwards. Calibrated, it
 * gathers, then audits with the slowdown for the benchmarkIndex Lighthouse measured while gathering.
 */
async function runOnce(url: string, calibrate: boolean): Promise<Lhr> {
  const profile = mkdtempSync(join(tmpdir(), 'parlor-lh-'));
  const saved = mkdtempSync(join(tmpdir(), 'parlor-lh-artifacts-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir: profile,
    logLevel: 'silent',
  });
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  try {
    if (!calibrate) return lhrOf(await lighthouse(url, flags, configFor(DEFAULT_SLOWDOWN)), url);
    await lighthouse(url, { ...flags, gatherMode: saved }, configFor(DEFAULT_SLOWDOWN));
    await chrome.kill();
    // The gathered settings must equal the audit's, so the slowdown is written into them too.
    const file = join(saved, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { BenchmarkIndex?: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };
    if (typeof artifacts.BenchmarkIndex !== 'number' || !(artifacts.BenchmarkIndex > 0)) throw new Error(`lighthouse ${url}: no benchmarkIndex in the gathered artifacts`);
    const cpuSlowdownMultiplier = slowdownFor(artifacts.BenchmarkIndex);
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
    writeFileSync(file, JSON.stringify(artifacts));
    return lhrOf(await lighthouse(url, { ...flags, auditMode: saved }, configFor(cpuSlowdownMultiplier)), url);
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
    rmSync(saved, { recursive: true, force: true });
  }
}

function lhrOf(result: Awaited<ReturnType<typeof lighthouse>>, url: string): Lhr {
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`lighthouse ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** The accessibility score and failed audits of the run (audits with a score below 1 that apply). */
function accessibilityOf(lhr: Lhr): { score: number; failures: string[] } {
  const cat = lhr.categories.accessibility;
  const failures = (cat?.auditRefs ?? []).filter((r) => r.weight > 0 && typeof lhr.audits[r.id]?.score === 'number' && (lhr.audits[r.id]!.score as number) < 1).map((r) => r.id);
  return { score: Math.round((cat?.score ?? 0) * 100), failures };
}

function summarize(lhr: Lhr, url: string, path: string, runScores: number[], a11y: { score: number; failures: string[] }): LighthousePage {
  const num = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number') throw new Error(`lighthouse ${url}: no ${id}`);
    return v;
  };
  const perf = lhr.categories.performance?.score;
  if (typeof perf !== 'number') throw new Error(`lighthouse ${url}: no performance score`);
  const score = Math.round(perf * 100);
  const lcpMs = round(num('largest-contentful-paint'));
  const tbtMs = round(num('total-blocking-time'));
  const cls = round(num('cumulative-layout-shift'), 3);
  const t = LIGHTHOUSE_TARGETS;
  return {
    path,
    url,
    score,
    runScores,
    lcpMs,
    tbtMs,
    cls,
    fcpMs: round(num('first-contentful-paint')),
    speedIndexMs: round(num('speed-index')),
    accessibility: a11y.score,
    accessibilityFailures: a11y.failures,
    met: { score: score >= t.score, lcpMs: lcpMs <= t.lcpMs, tbtMs: tbtMs <= t.tbtMs, cls: cls <= t.cls, accessibility: a11y.score >= t.accessibility },
    findings: findings(lhr),
    longTasks: rows(lhr.audits['long-tasks'])
      .filter((r) => typeof r.duration === 'number')
      .sort((x, y) => (y.duration as number) - (x.duration as number))
      .slice(0, 3)
      .map((r) => ({ url: String(r.url ?? '').replace(/^https?:\/\/[^/]+/, ''), durationMs: round(r.duration as number) })),
    lcpElement: lcpElement(lhr),
    runWarnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: String(lhr.configSettings.formFactor),
    throttlingMethod: String(lhr.configSettings.throttlingMethod),
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 0,
  };
}

/**
 * LIGHTHOUSE_RUNS runs of a page; the figures are those of the median run, picked as Lighthouse
 * itself advises (computeMedianRun: the run nearest the median FCP and TTI), since one run on a
 * shared two-core machine swings by ten points.
 */
async function audit(urlOfRun: () => Promise<string>, path: string, calibrate: boolean): Promise<LighthousePage> {
  const runs: Lhr[] = [];
  let url = '';
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    for (let attempt = 1; ; attempt++) {
      try {
        runs.push(await runOnce((url = await urlOfRun()), calibrate));
        break;
      } catch (e) {
        // Chromium now and then fails to record a load's trace on a busy host; that run is taken again.
        if (attempt >= TRACE_ATTEMPTS || !TRACE_FAILURES.some((code) => String(e).includes(code))) throw e;
        console.log(`lighthouse: ${path}: ${String(e).split('\n')[0]}; that run again`);
      }
    }
  }
  const median = computeMedianRun(runs as never) as unknown as Lhr;
  const a11y = runs.map(accessibilityOf).sort((x, y) => x.score - y.score)[0]!;
  // A launch token is a credential (spent, but still): the figures keep the page's path only.
  return summarize(median, url.replace(/([?&]t=)[^&]+/, '$1…'), path, runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)), a11y);
}

export async function benchLighthouse(baseUrl: string): Promise<LighthouseResult> {
  // Lighthouse and chrome-launcher look for Chrome on their own in places; point them at this Chromium.
  process.env.CHROME_PATH = chromiumPath();
  const hostBenchmarkIndex = await benchmarkIndex();
  const hostPageFaultUs = pageFaultMicros();
  const calibrate = process.env.LIGHTHOUSE_CALIBRATE !== '0';
  console.log(
    `lighthouse: host benchmarkIndex ${hostBenchmarkIndex} before the runs, first touch of a memory page ${hostPageFaultUs} µs; CPU slowdown ${calibrate ? `calibrated per run to the benchmarkIndex Lighthouse measures in it (÷ ${SLOW_PHONE_INDEX})` : `${DEFAULT_SLOWDOWN}× (Lighthouse's default)`}`,
  );
  const pages: LighthousePage[] = [];
  let trial: string | undefined;
  for (const path of LIGHTHOUSE_PATHS) {
    process.stdout.write(`lighthouse: ${path}… `);
    const url = isGamePage(path) ? async () => launchUrl(baseUrl, path, (trial ??= await trialToken(baseUrl))) : async () => baseUrl + path;
    const page = await audit(url, path, calibrate);
    console.log(`score ${page.score} (median of ${page.runScores.join(', ')}), accessibility ${page.accessibility}; median run: benchmarkIndex ${page.benchmarkIndex ?? '?'}, slowdown ${page.cpuSlowdownMultiplier}×`);
    pages.push(page);
  }
  return { measuredAt: new Date().toISOString(), hostBenchmarkIndex, hostPageFaultUs, calibrated: calibrate, pages, targets: LIGHTHOUSE_TARGETS };
}
