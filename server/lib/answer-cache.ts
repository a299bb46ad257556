/**
 * Short-lived cache of serialized answers for hot read-only calls (the game
 * catalogue, hot games, winners, vendors). The catalogue changes rarely; a few
 * seconds of staleness buys an order of magnitude of throughput, and every
 * instance converges within the TTL. A write clears it at once here and, through the cache bus
 * (server/lib/bus.ts), on every other instance.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyReply } from 'fastify';

const CATALOGUE_TTL_MS = 5_000;

export class AnswerCache {
  private readonly cache: LRUCache<string, string>;
  /** Bumped by every clear: an answer computed across a clear may predate the write, and is not kept. */
  private generation = 0;
  /** Told of every clear() (the cache bus passes it on to the other instances). */
  onClear?: () => void;
  constructor(max = 2_000, ttl = CATALOGUE_TTL_MS, private readonly name = 'catalogue') {
    this.cache = new LRUCache<string, string>({ max, ttl });
  }

  /** Sends the cached envelope for `key`, or computes, caches and sends it. */
  async send(reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply> {
    let body = this.cache.get(key);
    (reply.server as Partial<Pick<typeof reply.server, 'ops'>>).ops?.cacheLookup(this.name, body !== undefined);
    if (body === undefined) {
      const generation = this.generation;
      body = JSON.stringify({ success: true, value: await compute() });
      if (generation === this.generation) this.cache.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }

  /** After a write: clears this instance's answers and every other instance's. */
  clear(): void {
    this.clearHere();
    this.onClear?.();
  }

  /** Clears this instance's answers only (another instance's write, heard on the bus). */
  clearHere(): void {
    this.generation++;
    this.cache.clear();
  }
}

/** A stable key for a query object (key order does not matter). */
export function queryKey(route: string, query: object): string {
  return `${route}?${Object.entries(query).filter(([, v]) => v !== undefined && v !== '').sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${String(v)}`).join('&')}`;
}
