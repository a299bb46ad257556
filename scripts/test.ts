/**
 * `npm test`: every check, in the order that fails fastest, with the independent ones side by side.
 *
 * The type check, the lint and the client build each keep one core busy for a single-threaded
 * half minute or more; run one after another on a two-core CI machine they cost their sum, side
 * by side about half of it. Their output is held back and printed whole when each ends, so the
 * log stays readable. Then Vitest (unit, component, API on SQLite and PostgreSQL, Storybook) and
 * the Playwright journeys against that build run side by side too: the API files keep the CPU
 * busy, while a journey spends most of its time waiting on the page (a journey's browser and server
 * use about a quarter of a core), so one after the other left the machine half idle for minutes.
 * Nothing is shared between them: the journeys have their own servers, ports and SQLite files, the
 * API files their own databases and schemas. The journeys' log is printed whole when they end.
 * A timing table at the end tells where the time went.
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  cmd: string[];
  /** Print the output as it comes (a long stage); otherwise held back and printed at the end. */
  live?: boolean;
}

const npx = (...args: string[]) => ['npx', ...args];
const STAGES: Step[][] = [
  [{ name: 'generate schemas and widget lists', cmd: ['npm', 'run', 'gen', '--silent'] }],
  [
    { name: 'typecheck', cmd: npx('tsc', '-p', 'tsconfig.json', '--noEmit') },
    { name: 'lint and import cycles', cmd: ['npm', 'run', 'lint', '--silent'] },
    { name: 'client build', cmd: npx('vite', 'build') },
  ],
  [
    { name: 'unit, component, API and Storybook tests (vitest)', cmd: npx('vitest', 'run'), live: true },
    { name: 'browser journeys (playwright)', cmd: npx('playwright', 'test') },
  ],
];

const timings: { name: string; seconds: number; ok: boolean }[] = [];

function run(step: Step): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    const out: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => out.push(b));
    const finish = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ name: step.name, seconds, ok });
      if (!step.live) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(0)} s, ${ok ? 'passed' : 'FAILED'})\n`);
        process.stdout.write(Buffer.concat(out));
      }
      resolve(ok);
    };
    child.on('error', (err) => {
      out.push(Buffer.from(String(err)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

const started = Date.now();
let failed = false;
for (const stage of STAGES) {
  if (stage.length > 1) console.log(`\n▶ ${stage.map((s) => s.name).join(' ‖ ')}`);
  else console.log(`\n▶ ${stage[0].name}`);
  const results = await Promise.all(stage.map(run));
  if (results.includes(false)) {
    failed = true;
    break;
  }
}
console.log('\nnpm test timings:');
for (const t of timings) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'} ${t.seconds.toFixed(0).padStart(5)} s  ${t.name}`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
