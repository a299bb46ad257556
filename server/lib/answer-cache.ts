/**
 * Short-lived cache of serialized answers for hot read-only calls (the game
 * catalogue, hot games, winners, vendors). The catalogue changes rarely; a few
 * seconds of staleness buys an order of magnitude of throughput, and every
 * instance converges within the TTL. Writes on this instance clear it at once.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyReply } from 'fastify';

export const CATALOGUE_TTL_MS = 5_000;

export class AnswerCache {
  private readonly cache: LRUCache<string, string>;
  constructor(max = 2_000, ttl = CATALOGUE_TTL_MS) {
    this.cache = new LRUCache<string, string>({ max, ttl });
  }

  /** Sends the cached envelope for `key`, or computes, caches and sends it. */
  async send(reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply> {
    let body = this.cache.get(key);
    if (body === undefined) {
      body = JSON.stringify({ success: true, value: await compute() });
      this.cache.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }

  clear(): void {
    this.cache.clear();
  }
}

/** A stable key for a query object (key order does not matter). */
export function queryKey(route: string, query: object): string {
  return `${route}?${Object.entries(query).filter(([, v]) => v !== undefined && v !== '').sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${String(v)}`).join('&')}`;
}
