/**
 * Provably fair randomness, shared by the game server and the browser's
 * "verify" view so both derive a round's numbers with the same code. Web
 * Crypto only (Node 20 has it as globalThis.crypto), no I/O.
 *
 * The scheme is the one Stake popularised, so players can check rounds with
 * tools they already know:
 * - the server seed is 32 random bytes written as 64 hex characters; before
 *   any round the player sees its commitment, SHA-256 of that hex text;
 * - the player sets a client seed; every round takes the next nonce (0, 1, …);
 * - the round's bytes are HMAC-SHA256 with the server seed's hex text as the
 *   key over `${clientSeed}:${nonce}:${cursor}`, cursor 0, 1, … giving 32
 *   bytes each for as many as a round needs;
 * - every 4 bytes make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴.
 * Rotating the server seed reveals the old one, and every round played with it
 * can be recomputed: same seeds and nonce, same floats, same outcome.
 */

const SERVER_SEED_BYTES = 32;
const BYTES_PER_FLOAT = 4;
const HMAC_BYTES = 32;
const FLOATS_PER_HMAC = HMAC_BYTES / BYTES_PER_FLOAT;
/** Client seeds a player may type: printable, at most 64 characters (short enough to show in full). */
export const CLIENT_SEED_PATTERN = '^[\\x21-\\x7e]{1,64}$';

export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const subtle = () => globalThis.crypto.subtle;
const text = (s: string) => new TextEncoder().encode(s);

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh server seed: 32 random bytes as hex. */
export function newServerSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(SERVER_SEED_BYTES)));
}

/** A default client seed for a player who has not chosen one. */
export function newClientSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(8)));
}

/** The commitment shown before play: SHA-256 of the server seed's hex text, as hex. */
export async function seedHash(serverSeed: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', text(serverSeed))));
}

async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await subtle().importKey('raw', text(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, text(message)));
}

/** Floats in [0, 1) from bytes, 4 bytes each (big-endian base-256 fraction). */
export function bytesToFloats(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i + BYTES_PER_FLOAT <= bytes.length; i += BYTES_PER_FLOAT) {
    let f = 0;
    for (let j = 0; j < BYTES_PER_FLOAT; j++) f += bytes[i + j]! / 256 ** (j + 1);
    out.push(f);
  }
  return out;
}

/** The first `count` floats of a round. */
export async function fairFloats(input: FairInput, count: number): Promise<number[]> {
  const blocks = Math.ceil(count / FLOATS_PER_HMAC);
  const parts = await Promise.all(Array.from({ length: blocks }, (_, cursor) => hmacSha256(input.serverSeed, `${input.clientSeed}:${input.nonce}:${cursor}`)));
  return parts.flatMap(bytesToFloats).slice(0, count);
}

/** Thrown by a float source that ran dry; `playFair` then derives more and plays again. */
export class FloatsExhausted extends Error {
  constructor() {
    super('the round needs more random floats');
  }
}

/** A float source over a fixed list: the engines read their randomness through one. */
export function floatSource(floats: readonly number[]): () => number {
  let i = 0;
  return () => {
    if (i >= floats.length) throw new FloatsExhausted();
    return floats[i++]!;
  };
}

const FIRST_BATCH = 64;
const MAX_FLOATS = 1 << 16;

/**
 * Plays a round from its seeds: `play` reads floats in order; a round that
 * needs more than were derived (a long free-spin chain) is replayed from the
 * start with twice as many, so the outcome depends on the seeds alone.
 */
export async function playFair<T>(input: FairInput, play: (next: () => number) => T): Promise<T> {
  for (let count = FIRST_BATCH; ; count *= 2) {
    const floats = await fairFloats(input, count);
    try {
      return play(floatSource(floats));
    } catch (e) {
      if (!(e instanceof FloatsExhausted) || count >= MAX_FLOATS) throw e;
    }
  }
}
