/**
 * Real server processes (`server/start.ts --no-build`, as `npm start` runs it) for the tests of
 * what only separate processes show: start-up races, signals, draining, a SIGKILL. Each listens on
 * a free port (PORT=0) and is found by the URL it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

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

const bundles = new Map<string, Promise<string>>();

/**
 * A TypeScript entry of the project (`server/start.ts`, a script) bundled by esbuild (the bundler
 * tsx itself runs on), once per test process: the same code, loaded by node without tsx's per-file
 * loader. Under tsx each start compiled the whole server again, and three starting at once on a
 * busy two-core machine took most of a minute. The bundle is kept under a name made of its own hash
 * (test workers end without an exit event to clean up after), three levels below the root, where
 * the server looks for the root's files (`layouts/`) and node finds the root's `node_modules`.
 */
export function bundleOf(entry: string): Promise<string> {
  let bundled = bundles.get(entry);
  if (!bundled) {
    bundled = (async () => {
      const { build } = await import('esbuild');
      const out = await build({ entryPoints: [join(ROOT, entry)], bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', write: false, outfile: 'out.mjs', logLevel: 'warning' });
      const code = out.outputFiles[0]!.contents;
      const dir = join(ROOT, 'node_modules', '.cache', `parlor-${basename(entry, '.ts')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}`);
      const file = join(dir, `${basename(entry, '.ts')}.mjs`);
      if (!existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        // Written aside and renamed: another worker may be writing the same bundle at the same time.
        const part = `${file}.${process.pid}.part`;
        writeFileSync(part, code);
        renameSync(part, file);
      }
      return file;
    })();
    bundles.set(entry, bundled);
  }
  return bundled;
}

/** The server as `npm start` runs it, bundled (see bundleOf). */
export const serverBundle = () => bundleOf('server/start.ts');

/** A stand-in for the client build (an index.html is all /readyz and the player pages need). */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Parlor</title></head><body><div class="boot" aria-busy="true"><div><i></i><b><!--site-name--></b></div></div><div id="root"></div></body></html>');
  return dir;
}

/** Starts one server process; resolves once it prints its URL (rejects if it exits first). */
export async function startInstance(env: Record<string, string>, timeoutMs = 90_000): Promise<Instance> {
  const bundle = await serverBundle();
  const proc = spawn(process.execPath, [bundle, '--no-build'], {
    cwd: ROOT,
    // The bundle's own folder is not the root: the client build is the root's unless a test says.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', DIST_DIR: process.env.DIST_DIR ?? join(ROOT, 'dist'), ...env },
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
