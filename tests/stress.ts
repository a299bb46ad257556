/**
 * `npm run test:stress`: the browser journeys, three times in a row, with retries off, while
 * stress-ng keeps every core busy — a fast machine made as slow as the slowest CI machine of its
 * kind (or slower), so a journey that only passes when the machine is idle shows up here instead
 * of in CI. Prints each run's failures and time, and exits non-zero if any run had a failure.
 *
 *   STRESS_RUNS   runs in a row (default 3)
 *   STRESS_CPU    stress-ng CPU workers (default: one per core)
 *   extra arguments go to `playwright test` (a spec file, `--grep`, …)
 *
 * stress-ng comes from Debian's packages (`apt-get install -y stress-ng`); the script says so and
 * stops when it is missing rather than measuring an idle machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchmarkIndex } from './benchmark-index';

const RUNS = Math.max(1, Number(process.env.STRESS_RUNS ?? 3));
const CPU = Math.max(1, Number(process.env.STRESS_CPU ?? availableParallelism()));
const extra = process.argv.slice(2);

interface Spec { title: string; file: string; line: number; tests: { results: { status: string; duration: number }[] }[] }
interface Suite { title: string; specs?: Spec[]; suites?: Suite[] }

/** Every spec of a JSON report, flattened, with its title path. */
function specs(suites: Suite[], path: string[] = []): { title: string; status: string; ms: number }[] {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).map((sp) => {
      const results = sp.tests.flatMap((t) => t.results);
      const failed = results.some((r) => r.status !== 'passed' && r.status !== 'skipped');
      return {
        title: `${sp.file}:${sp.line} › ${[...path, s.title, sp.title].filter(Boolean).slice(1).join(' › ')}`,
        status: failed ? 'failed' : results.every((r) => r.status === 'skipped') ? 'skipped' : 'passed',
        ms: results.reduce((a, r) => a + r.duration, 0),
      };
    }),
    ...specs(s.suites ?? [], [...path, s.title]),
  ]);
}

if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status !== 0) {
  console.error('stress-ng is missing: apt-get install -y stress-ng');
  process.exit(2);
}

let stress: ChildProcess | null = spawn('stress-ng', ['--cpu', String(CPU), '--timeout', '4h', '--quiet'], { stdio: 'ignore' });
const stopStress = () => {
  stress?.kill('SIGTERM');
  stress = null;
};
process.on('exit', stopStress);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

console.log(`stress-ng --cpu ${CPU} is running; ${RUNS} journey runs, retries off`);
const summary: string[] = [];
let failedRuns = 0;
for (let run = 1; run <= RUNS; run++) {
  // What the load leaves of this machine, in Lighthouse's terms (CI's machines: ~1,400–2,700).
  const index = await benchmarkIndex();
  const report = join(tmpdir(), `parlor-stress-${process.pid}-${run}.json`);
  const started = Date.now();
  const res = spawnSync('npx', ['playwright', 'test', '--retries=0', '--reporter=dot,json', ...extra], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  let results: ReturnType<typeof specs> = [];
  try {
    results = specs((JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[] }).suites);
  } catch {
    // No report (Playwright could not start): the exit status below says it failed.
  }
  rmSync(report, { force: true });
  const failures = results.filter((r) => r.status === 'failed');
  if (res.status !== 0 || failures.length) failedRuns++;
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const block = [
    `run ${run}: ${results.filter((r) => r.status === 'passed').length} passed, ${failures.length} failed in ${seconds} s (exit ${res.status}); benchmarkIndex under load ${index}`,
    ...failures.map((f) => `  ✘ ${f.title}`),
    '  slowest:',
    ...slowest.map((s) => `    ${(s.ms / 1000).toFixed(1).padStart(6)} s  ${s.title}`),
  ];
  console.log(block.join('\n'));
  summary.push(...block);
}
stopStress();
console.log(`\n${summary.join('\n')}\n${failedRuns ? `${failedRuns} of ${RUNS} runs failed` : `all ${RUNS} runs passed`}`);
process.exit(failedRuns ? 1 : 0);
