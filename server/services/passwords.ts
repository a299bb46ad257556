/**
 * Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2
 * iterations, parallelism 1). A missing account is verified against a dummy
 * hash, so a login takes as long whether or not the account exists.
 */
import argon2 from 'argon2';

export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword('parlor-timing-equaliser');
    await argon2.verify(await dummy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
