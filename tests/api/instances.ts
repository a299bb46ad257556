/**
 * Real server processes (`server/start.ts --no-build`, as `npm start` runs it) for the tests of
 * what only separate processes show: start-up races, signals, draining. Each listens on a free
 * port (PORT=0) and is found by the URL it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface Instance {
  url: string;
  proc: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** A stand-in for the client build (an index.html is all /readyz and the player pages need). */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Parlor</title></head><body><div class="boot" aria-busy="true"><div><i></i><b><!--site-name--></b></div></div><div id="root"></div></body></html>');
  return dir;
}

/** Starts one server process; resolves once it prints its URL (rejects if it exits first). */
export function startInstance(env: Record<string, string>, timeoutMs = 90_000): Promise<Instance> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`no URL within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Parlor is running: http:\/\/localhost:(\d+)\/m/.exec(out);
      if (m) {
        clearTimeout(timer);
        proc.stdout!.off('data', onData);
        proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
        resolvePromise({
          url: `http://127.0.0.1:${m[1]}`,
          proc,
          output: () => out,
          exited,
          stop: async () => {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGINT');
            return exited;
          },
        });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before serving:\n${out}`));
    });
  });
}
