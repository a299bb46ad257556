/**
 * Short-lived state shared by every server instance — rate-limit counters,
 * captcha answers, SMS codes, login failure counts — behind one interface:
 * the database by default, Redis when REDIS_URL is set.
 */
import { sql, type Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { Database } from '../db/types';

export interface SharedState {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Reads and deletes in one step: a one-time code can be used once. */
  take(key: string): Promise<string | null>;
  /** Adds one to a counter whose window starts at its first hit; answers the new count. */
  incr(key: string, windowMs: number): Promise<number>;
  /** Takes one back from a live counter (never below zero, never creating one); answers the new count. */
  decr(key: string): Promise<number>;
  close(): Promise<void>;
}

export class DbSharedState implements SharedState {
  constructor(private readonly db: Kysely<Database>, private readonly now = () => Date.now()) {}

  async get(key: string) {
    const row = await this.db.selectFrom('kv').select(['value', 'expires_at']).where('key', '=', key).executeTakeFirst();
    return row && Number(row.expires_at) > this.now() ? row.value : null;
  }

  async set(key: string, value: string, ttlMs: number) {
    const expires_at = this.now() + ttlMs;
    await this.db
      .insertInto('kv')
      .values({ key, value, expires_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at }))
      .execute();
  }

  async del(key: string) {
    await this.db.deleteFrom('kv').where('key', '=', key).execute();
  }

  async take(key: string) {
    const row = await this.db.deleteFrom('kv').where('key', '=', key).returning(['value', 'expires_at']).executeTakeFirst();
    return row && Number(row.expires_at) > this.now() ? row.value : null;
  }

  async incr(key: string, windowMs: number) {
    const now = this.now();
    const row = await this.db
      .insertInto('kv')
      .values({ key, value: '1', expires_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          value: sql<string>`case when kv.expires_at <= ${now} then '1' else cast(cast(kv.value as integer) + 1 as text) end`,
          expires_at: sql<number>`case when kv.expires_at <= ${now} then ${now + windowMs} else kv.expires_at end`,
        }),
      )
      .returning('value')
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  async decr(key: string) {
    const row = await this.db
      .updateTable('kv')
      .set({ value: sql<string>`cast(cast(kv.value as integer) - 1 as text)` })
      .where('key', '=', key)
      .where('expires_at', '>', this.now())
      .where(sql<boolean>`cast(kv.value as integer) > 0`)
      .returning('value')
      .executeTakeFirst();
    return row ? Number(row.value) : 0;
  }

  /** Drops expired entries; called now and then, not on the request path. */
  async sweep() {
    await this.db.deleteFrom('kv').where('expires_at', '<=', this.now()).execute();
  }

  async close() {}
}

const INCR_SCRIPT = "local n = redis.call('INCR', KEYS[1]) if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";
const DECR_SCRIPT = "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then return redis.call('DECR', KEYS[1]) end return 0";

export class RedisSharedState implements SharedState {
  private readonly redis: Redis;
  constructor(url: string, private readonly prefix = 'parlor:') {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }
  get(key: string) {
    return this.redis.get(this.prefix + key);
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }
  async del(key: string) {
    await this.redis.del(this.prefix + key);
  }
  take(key: string) {
    return this.redis.getdel(this.prefix + key);
  }
  /**
   * One script, so the counter always gets its expiry: `PEXPIRE … NX` needs Redis 7, and on an
   * older server its error left a counter (a lock, a captcha demand) that never expired.
   */
  async incr(key: string, windowMs: number) {
    return Number(await this.redis.eval(INCR_SCRIPT, 1, this.prefix + key, String(windowMs)));
  }
  async decr(key: string) {
    return Number(await this.redis.eval(DECR_SCRIPT, 1, this.prefix + key));
  }
  /** Rejects when Redis does not answer (for /readyz). */
  async ping() {
    await this.redis.ping();
  }
  async close() {
    await this.redis.quit();
  }
}

export function createSharedState(db: Kysely<Database>, redisUrl?: string, prefix?: string): SharedState {
  return redisUrl ? new RedisSharedState(redisUrl, prefix) : new DbSharedState(db);
}
