/**
 * Cache invalidation across instances. Each instance keeps short-lived answers in memory (the
 * live layouts, the serialized catalogue answers); a console write on one instance clears its own
 * at once and tells the others through this bus, so players on every instance get the change
 * within a moment instead of a cache lifetime:
 * - Redis pub/sub when REDIS_URL is set (one channel under the key prefix);
 * - PostgreSQL LISTEN/NOTIFY when only DATABASE_URL is (one channel per schema);
 * - in process only for the embedded SQLite default (one process owns the file).
 * A message can be lost while a connection is down: on reconnecting, each instance clears every
 * cache (`resync`). The caches' own short lifetimes stay as the last safety net.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Db } from '../db/database';
import { forgetVendorIntegrations } from '../services/seamless-vendors';

type BusEvent = { kind: 'layout'; screen: string } | { kind: 'catalogue' } | { kind: 'resync' };

export interface Bus {
  readonly kind: 'local' | 'redis' | 'postgres';
  /** Delivers to this instance's handlers at once, then to every other instance. */
  publish(event: BusEvent): void;
  onEvent(handler: (event: BusEvent) => void): void;
  /** Resolves once the subscription is live (messages sent after it reach this instance). */
  ready(): Promise<void>;
  /** Rejects when the bus cannot currently hear the other instances (for /readyz). */
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Wire {
  from: string;
  event: BusEvent;
}

function isEvent(v: unknown): v is BusEvent {
  const e = v as BusEvent | null;
  if (!e || typeof e !== 'object') return false;
  if (e.kind === 'layout') return typeof e.screen === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(e.screen);
  return e.kind === 'catalogue' || e.kind === 'resync';
}

abstract class BaseBus implements Bus {
  abstract readonly kind: Bus['kind'];
  protected readonly id = randomBytes(8).toString('hex');
  private readonly handlers: ((e: BusEvent) => void)[] = [];
  protected closed = false;
  protected log: (m: string) => void = () => undefined;

  onEvent(handler: (event: BusEvent) => void) {
    this.handlers.push(handler);
  }

  protected deliver(event: BusEvent) {
    for (const h of this.handlers) {
      try {
        h(event);
      } catch {
        // A cache that cannot be cleared is no reason to stop clearing the others.
      }
    }
  }

  /** A message from the wire: events of other instances only (this one has handled its own). */
  protected receive(raw: string) {
    try {
      const msg = JSON.parse(raw) as Wire;
      if (msg.from !== this.id && isEvent(msg.event)) this.deliver(msg.event);
    } catch {
      // Not ours, or garbled: ignored.
    }
  }

  protected encode(event: BusEvent) {
    return JSON.stringify({ from: this.id, event } satisfies Wire);
  }

  publish(event: BusEvent) {
    this.deliver(event);
    if (!this.closed) this.send(this.encode(event)).catch((e: unknown) => this.log(`cache bus: could not publish: ${(e as Error).message}`));
  }

  protected abstract send(message: string): Promise<void>;
  abstract ready(): Promise<void>;
  abstract check(): Promise<void>;
  abstract close(): Promise<void>;
}

/** One process: its own handlers are all there is. */
class LocalBus extends BaseBus {
  readonly kind = 'local' as const;
  protected async send() {}
  async ready() {}
  async check() {}
  async close() {
    this.closed = true;
  }
}

class RedisBus extends BaseBus {
  readonly kind = 'redis' as const;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly subscribed: Promise<void>;
  private connectedOnce = false;

  constructor(url: string, private readonly channel: string, log?: (m: string) => void) {
    super();
    if (log) this.log = log;
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    this.sub.on('message', (ch: string, message: string) => {
      if (ch === this.channel) this.receive(message);
    });
    // ioredis subscribes again after a reconnection; what was published meanwhile is lost.
    this.sub.on('ready', () => {
      if (this.connectedOnce) this.deliver({ kind: 'resync' });
      this.connectedOnce = true;
    });
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.subscribed = this.sub.subscribe(this.channel).then(() => undefined);
    this.subscribed.catch(() => undefined);
  }

  protected async send(message: string) {
    await this.pub.publish(this.channel, message);
  }

  ready() {
    return this.subscribed;
  }

  async check() {
    if (this.sub.status !== 'ready') throw new Error(`redis subscriber ${this.sub.status}`);
    await this.pub.ping();
  }

  async close() {
    this.closed = true;
    await Promise.all([this.pub.quit().catch(() => undefined), this.sub.quit().catch(() => undefined)]);
  }
}

/** LISTEN on a connection of its own (a pooled one would be handed to other queries); NOTIFY through the pool. */
class PgBus extends BaseBus {
  readonly kind = 'postgres' as const;
  private client: pg.Client | null = null;
  private listening: Promise<void>;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly connectionString: string, private readonly pool: pg.Pool, private readonly channel: string, log?: (m: string) => void) {
    super();
    if (log) this.log = log;
    this.listening = this.listen(false);
    this.listening.catch(() => undefined);
  }

  private async listen(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload) this.receive(n.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (e) {
      this.lost(client);
      throw e;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (again) this.deliver({ kind: 'resync' });
  }

  private lost(client: pg.Client) {
    if (this.client === client) this.client = null;
    client.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.log('cache bus: lost the LISTEN connection; reconnecting');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.listening = this.listen(true);
      this.listening.catch(() => undefined);
    }, 1_000);
    this.retry.unref();
  }

  protected async send(message: string) {
    await this.pool.query('select pg_notify($1, $2)', [this.channel, message]);
  }

  ready() {
    return this.listening;
  }

  async check() {
    if (!this.client) throw new Error('not listening');
    await this.client.query('select 1');
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}

/** The channel name of a database schema: instances on one schema share it, other schemas never hear it. */
function pgChannel(schema: string | undefined): string {
  return `parlor_bus_${createHash('sha1').update(schema ?? 'public').digest('hex').slice(0, 16)}`;
}

export function createBus(db: Db, opts: { redisUrl?: string; redisPrefix?: string; log?: (m: string) => void }): Bus {
  if (opts.redisUrl) return new RedisBus(opts.redisUrl, `${opts.redisPrefix ?? 'parlor:'}bus`, opts.log);
  if (db.pg) return new PgBus(db.pg.connectionString, db.pg.pool, pgChannel(db.pg.schema), opts.log);
  return new LocalBus();
}

/**
 * Routes this app's cache clearing through the bus: a clear here is also a clear on every other
 * instance, and what the others clear is cleared here.
 */
export async function installBus(app: FastifyInstance, bus: Bus) {
  const invalidateHere = app.invalidateLayout;
  app.invalidateLayout = (screen: string) => bus.publish({ kind: 'layout', screen });
  app.catalogueCache.onClear = () => bus.publish({ kind: 'catalogue' });
  bus.onEvent((event) => {
    if (event.kind === 'layout') invalidateHere(event.screen);
    if (event.kind === 'catalogue' || event.kind === 'resync') {
      app.catalogueCache.clearHere();
      // The vendors' remembered signing secrets (services/seamless-vendors.ts) go with it: a rotation clears the catalogue.
      forgetVendorIntegrations(app.db.kysely);
    }
    if (event.kind === 'resync') app.invalidateLayouts();
  });
  app.addHook('onClose', () => bus.close());
  // An instance that misses the first messages would serve a stale answer for a cache lifetime:
  // it is ready once it hears the others (or, with the bus down, starts anyway and the TTLs cover it).
  await Promise.race([bus.ready().catch(() => undefined), new Promise((r) => setTimeout(r, 5_000).unref())]);
}
