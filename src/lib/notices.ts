/** §2/§4/§9 notice rules: dates and who may mark a notice read. */
import type { Role } from '../../schemas/layout.schema';

const parts = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? { y: m[1]!, m: m[2]!, d: m[3]! } : null;
};

/**
 * Notice dates, in one format wherever a notice shows (the list, the detail, the strip): §9's
 * year/month/day. (§2 gave the list day/month/year and the detail year-month-day; §9 names one
 * format, and one format reads the same on every screen.)
 */
export function noticeDate(iso: string): string {
  const p = parts(iso);
  return p ? `${p.y}/${p.m}/${p.d}` : iso;
}

/**
 * §4/§6: only a signed-in member (or agent) marks a notice read. Trial players (type 4) see
 * every notice as read and cannot mark; visitors see them unread and cannot mark either.
 */
export function canMarkRead(role: Role): boolean {
  return role === 'member' || role === 'agent';
}

/**
 * Runs tasks one after another with at least `gapMs` between starts (§9 read throttle 150 ms),
 * so a player opening notices quickly never floods the server.
 */
export function spacedQueue(gapMs: number, now: () => number = Date.now, wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) {
  let last = -Infinity;
  let chain: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const next = chain.then(async () => {
      const delay = last + gapMs - now();
      if (delay > 0) await wait(delay);
      last = now();
      return task();
    });
    chain = next.catch(() => undefined);
    return next;
  };
}
