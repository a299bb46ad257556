/**
 * The real server (`server/start.ts` under node, no npx/tsx wrapper in between) on a free port,
 * for the bench parts that start their own: in a process group of its own, so stopping it ends
 * everything it started and no server outlives the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the server prints its URL; `label` names the part in the errors. */
export async function startServer(label: string, env: Record<string, string>): Promise<{ base: URL; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
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
  return { base, stop };
}
