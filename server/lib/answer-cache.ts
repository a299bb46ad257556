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

/** A cached answer: its value, and the envelope it is sent in, serialized once. */
export interface CachedAnswer {
  value: unknown;
  body: string;
}

export class AnswerCache {
  private readonly cache: LRUCache<string, CachedAnswer>;
  /** Bumped by every clear: an answer computed across a clear may predate the write, and is not kept. */
  private generation = 0;
  /** Told of every clear() (the cache bus passes it on to the other instances). */
  onClear?: () => void;
  /** Told of every lookup, whether it found an answer (the ops metrics). */
  onLookup?: (name: string, hit: boolean) => void;
  constructor(max = 2_000, ttl = CATALOGUE_TTL_MS, private readonly name = 'catalogue') {
    this.cache = new LRUCache<string, CachedAnswer>({ max, ttl });
  }

  /** The cached answer for `key`, or one computed and cached. */
  async answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    const hit = this.cache.get(key);
    this.onLookup?.(this.name, hit !== undefined);
    if (hit) return hit;
    const generation = this.generation;
    const value = await compute();
    const fresh = { value, body: JSON.stringify({ success: true, value }) };
    if (generation === this.generation) this.cache.set(key, fresh);
    return fresh;
  }

  /** Sends the cached envelope for `key`, or computes, caches and sends it. */
  async send(reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply> {
    const { body } = await this.answer(key, compute);
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
