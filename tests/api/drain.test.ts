/**
 * SIGTERM to a real server process during a burst of requests: it turns unready while it still
 * answers, then closes its listener, lets the request in flight finish, and exits 0; no request
 * it accepted fails. The burst stops when /readyz says unready, as a balancer's does: a client
 * that keeps opening connections until the very close can land in the kernel's accept queue as
 * the listener goes, and be reset (what the drain delay is there to avoid; docs/deploy.md).
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeDist, startInstance, type Instance } from './instances';

const DELAY_MS = 1_500;

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-drain-'));
  const dist = fakeDist();
  let node: Instance | undefined;

  afterAll(async () => {
    await node?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('drains on SIGTERM: unready first, accepted requests all answered, exit 0', async () => {
    node = await startInstance({ DATA_DIR: dataDir, SEED_DEMO: '0', DIST_DIR: dist, SHUTDOWN_DELAY_MS: String(DELAY_MS), SHUTDOWN_TIMEOUT_MS: '10000' });
    const { url, proc } = node;
    const port = Number(new URL(url).port);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    // A request in flight across the whole drain: its body arrives only after the listener is closed.
    const body = '{}';
    let finish: () => void = () => undefined;
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/trial', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.flushHeaders();
      finish = () => {
        req.end(body);
      };
    });

    // The burst: eight clients asking in a loop, as a balancer sends them, until it sees /readyz unready.
    const statuses: number[] = [];
    const errors: string[] = [];
    let signalledAt = 0;
    let answeredAfterSignal = 0;
    let unready = 0;
    const client = async () => {
      while (!unready) {
        try {
          const res = await fetch(`${url}/api/system/settings`);
          await res.arrayBuffer();
          statuses.push(res.status);
          if (signalledAt) answeredAfterSignal++;
        } catch (e) {
          errors.push(`${(e as { cause?: { message?: string } }).cause?.message ?? String(e)} at +${signalledAt ? Date.now() - signalledAt : -1} ms`);
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 8 }, client));
    while (statuses.length < 40) await new Promise((r) => setTimeout(r, 20));

    const exit = node.exited;
    signalledAt = Date.now();
    proc.kill('SIGTERM');
    // Unready while it still answers (the balancer takes it out before it stops listening).
    while (!unready) {
      const res = await fetch(`${url}/readyz`);
      expect((await res.json()).status).toBe(res.status === 503 ? 'unready' : 'ready');
      if (res.status === 503) unready = Date.now();
    }
    await burst;
    expect(unready - signalledAt).toBeLessThan(DELAY_MS);
    // Then the listener closes: a new connection is refused.
    let refused = false;
    while (!refused) {
      try {
        await (await fetch(`${url}/healthz`)).arrayBuffer();
        await new Promise((r) => setTimeout(r, 50));
      } catch (e) {
        refused = (e as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      }
    }
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    // The request accepted before is still being read, and is answered in full.
    finish();
    const answered = await inFlight;
    expect(answered.status, answered.text).toBe(200);
    expect(JSON.parse(answered.text)).toMatchObject({ success: true });
    expect(await exit).toBe(0);

    expect(errors).toEqual([]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    expect(node.output()).toContain('Stopped');
  }, 120_000);
});
