/**
 * Operators' second factor, so a leaked password alone does not open the console: time-based one-time codes (RFC 6238:
 * 6 digits, 30 s, HMAC-SHA1 — what every authenticator app reads from an otpauth:// QR code),
 * with `otpauth`, a small maintained library without dependencies. A code is accepted one step
 * either side of now (clock drift) and only once: the step it matched is stored, and a code of
 * that step or an earlier one is refused, so a code seen over a shoulder or in a log is spent.
 */
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import * as operators from '../repositories/operators';

const TOTP_PERIOD_S = 30;
const ISSUER = 'Parlor console';

const totpOf = (secret: string, label = 'operator') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// address, and it as a QR code picture. */
export function totpEnrolment(secret: string, username: string) {
  const uri = totpOf(secret, username).toString();
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri)).toString('base64')}` };
}

/** The time step a 6-digit code matches (one step either side of `now`), or null. */
export function matchingStep(secret: string, code: string | undefined, now = Date.now()): number | null {
  if (!code || !/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** The current code of a secret (tests, and nothing else). */
export function currentCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** Spends an operator's code: false for a wrong code, or one whose step (or a later one) was already used. */
export async function spendTotpCode(db: Kysely<Database>, operatorId: number, secret: string, code: string | undefined, now = Date.now()): Promise<boolean> {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  return operators.spendTotpStep(db, operatorId, step);
}
