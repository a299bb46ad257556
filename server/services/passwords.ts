/**
 * Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2
 * iterations, parallelism 1). A missing account is verified against a dummy
 * hash, so a login takes as long whether or not the account exists.
 *
 * Every argon2 run passes one gate per process: at most HASH_GATE.concurrent at once (they run
 * on libuv's small thread pool, which static files and DNS share), and at most HASH_GATE.queued
 * waiting; past that a request is refused at once (503 `request.tooMany`) instead of queueing
 * for ever, so a flood of sign-ins from many addresses costs a bounded amount of CPU and memory
 * and the rest of the site keeps answering.
 *
 * Accounts nobody signs in to with a password (trial players, members who registered by mobile
 * without one, social sign-ins) get UNUSABLE_PASSWORD instead of a hash of a random password:
 * no argon2 run for them, and no password ever matches it.
 */
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { AppError } from '../lib/errors';

/**
 * The cost of a new hash (a stored hash carries its own parameters, so verifying never reads this).
 * Mutable for tests only: the API tests hash thousands of passwords on two cores, where OWASP's
 * cost is ~30 ms of CPU each; they lower it with lowerHashCostForTests(). Nothing in the server changes it.
 */
const ARGON2_OPTIONS: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: 1 } = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** For tests that exercise accounts, not argon2's cost: the cheapest argon2id (hashes stay real and salted). */
export function lowerHashCostForTests() {
  Object.assign(ARGON2_OPTIONS, { memoryCost: 64, timeCost: 1 });
}

/** Stored where an account has no password of its own: never an argon2 hash, so nothing verifies against it. */
export const UNUSABLE_PASSWORD = '!';

/** The process's argon2 gate (mutable for tests). */
export const HASH_GATE = { concurrent: Math.max(2, availableParallelism()), queued: 64 };

let running = 0;
const waiting: (() => void)[] = [];

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_GATE.concurrent) {
    if (waiting.length >= HASH_GATE.queued) throw new AppError(503, 'request.tooMany', 'The server is busy, please try again in a moment', { retryAfterMs: 1000 });
    // The slot is handed over by the run that ends (running stays counted).
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** argon2 runs so far in this process (the tests count what a burst of requests made the server hash). */
export const hashRuns = { count: 0 };

export function hashPassword(password: string): Promise<string> {
  return gated(() => {
    hashRuns.count++;
    return argon2.hash(password, ARGON2_OPTIONS);
  });
}

let dummy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash || !hash.startsWith('$argon2')) {
    dummy ??= argon2.hash('parlor-timing-equaliser', ARGON2_OPTIONS);
    const d = await dummy;
    await gated(() => {
      hashRuns.count++;
      return argon2.verify(d, password).catch(() => false);
    });
    return false;
  }
  return gated(() => {
    hashRuns.count++;
    return argon2.verify(hash, password).catch(() => false);
  });
}

const publishedHashes = new Map<string, Promise<string>>();
/**
 * The hash of a password that is published anyway (the demo seed's accounts): one argon2 run per
 * password per process, however many databases the process seeds (the API tests seed hundreds).
 * Never for a password a person chose: every real account gets its own salt from hashPassword.
 */
export function hashPublishedPassword(password: string): Promise<string> {
  let hash = publishedHashes.get(password);
  if (!hash) publishedHashes.set(password, (hash = hashPassword(password)));
  return hash;
}
