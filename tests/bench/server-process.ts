/**
 * The real server (`server/start.ts` under node, no npx/tsx wrapper in between) on a free port,
 * for the bench parts that start their own: in a process group of its own, so stopping it ends
 * everything it started and no server outlives the bench.
 *
 * BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in
 * Chrome DevTools' Performance panel); the drain delay is then 0 so that the server exits on
 * SIGTERM before it would be killed. The answer's `cpuMs()` reads the server's CPU time so far
 * (user + system, from /proc; null elsewhere): on a shared machine, CPU per request moves far less
 * with the other load than requests per second do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_S = 100;

/** A process's user + system CPU time in ms (Linux /proc), or null where that cannot be read. */
function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // The fields after the command name (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

/** Resolves once the server prints its URL; `label` names the part in the errors. */
export async function startServer(label: string, env: Record<string, string>): Promise<{ base: URL; stop: () => Promise<void>; cpuMs: () => number | null }> {
  const prof = process.env.BENCH_CPU_PROF;
  const child: ChildProcess = spawn(process.execPath, [...(prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : []), '--import', 'tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...(prof ? { SHUTDOWN_DELAY_MS: '0' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    await Promise.race([exited, sleep(5000)]);
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  const base = await new Promise<URL>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`${label}: the server did not start\n${out}`)), 60_000);
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /http:\/\/localhost:(\d+)\/m/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(new URL(`http://127.0.0.1:${m[1]}`));
      }
    });
    void exited.then(() => fail(new Error(`${label}: the server exited\n${out}`)));
  }).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  return { base, stop, cpuMs: () => processCpuMs(child.pid) };
}
