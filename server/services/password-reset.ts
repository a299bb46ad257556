/**
 * Password reset by e-mail (§2 forgot, variant a): the mail carries a link to
 * `/m/forget/reset?code=<token>`. The token is 256 random bits; shared state
 * keeps only its SHA-256 digest, for 30 minutes, with the member it is for and
 * the time of that member's last password change. It is used once (taken in
 * one step, so of two parallel uses exactly one wins), and it dies with any
 * password change: a link mailed before a change (by another link, by phone,
 * on the member screen) no longer works. Redeeming sets the password and
 * revokes every session and remember token, and signs nobody in: the member
 * signs in with the new password.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { checkField } from '../../schemas/register.schema';
import type { Database, MemberRow } from '../db/types';
import { AppError } from '../lib/errors';
import type { SharedState } from '../lib/shared-state';
import * as members from '../repositories/members';
import * as outbox from '../repositories/outbox';
import { setPassword } from './members';
import { verifyPassword } from './passwords';
import { assertNotExcluded } from './responsible';
import { digest, revokeAllSessions } from './sessions';
import { getRegisterSettings } from './settings';

/** §9's 15 s loading is the client's; the link itself lives 30 minutes. */
const RESET_LINK_TTL_MS = 30 * 60_000;
/** Reset mails one account gets in an hour; more requests are answered alike and send nothing. */
export const RESET_MAILS_PER_ACCOUNT = { limit: 3, windowMs: 60 * 60_000 } as const;
/** Where the mailed link opens (under the site's origin). */
const RESET_PATH = '/m/forget/reset';

const key = (token: string) => `pwreset:${digest(token)}`;

interface Stored {
  m: number;
  /** The member's password_changed_at when the link was made. */
  s: string;
}

/** Makes a link for `member` under `origin` (no trailing slash) and stores its digest. */
async function issueResetLink(state: SharedState, member: Pick<MemberRow, 'id' | 'password_changed_at'>, origin: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await state.set(key(token), JSON.stringify({ m: member.id, s: member.password_changed_at } satisfies Stored), RESET_LINK_TTL_MS);
  return `${origin}${RESET_PATH}?code=${token}`;
}

/** Mails `member` a one-use reset link under `origin` at `email` (through the outbox). */
export async function mailResetLink(db: Kysely<Database>, state: SharedState, member: Pick<MemberRow, 'id' | 'password_changed_at'>, email: string, origin: string): Promise<void> {
  const link = await issueResetLink(state, member, origin);
  await outbox.insertMessage(db, { channel: 'mail', address: email, body: `Reset your Parlor password within 30 minutes, once, at ${link}`, purpose: 'password', created_at: new Date().toISOString() });
}

const invalidLink = () => new AppError(400, 'password.resetLink', 'This reset link is invalid or has expired');

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Stored;
    return typeof v.m === 'number' && typeof v.s === 'string' ? v : null;
  } catch {
    return null;
  }
}

async function memberFor(db: Kysely<Database>, stored: Stored | null): Promise<MemberRow> {
  const member = stored && (await members.findById(db, stored.m));
  // A password changed since the link was mailed retires the link.
  if (!member || member.password_changed_at !== stored.s) throw invalidLink();
  if (member.status !== 'active') throw new AppError(403, 'auth.userDisabled', 'Sorry, the user does not exist or is disabled');
  return member;
}

/** The member a live link is for, without using it up (the reset screen names the account). */
export async function peekResetLink(db: Kysely<Database>, state: SharedState, token: string): Promise<MemberRow> {
  return memberFor(db, parse(await state.get(key(token))));
}

/**
 * Sets the new password through a link. A refused password (rules, confirmation, same as the old
 * one) leaves the link usable; it is used up only when the password is about to be set.
 */
export async function redeemResetLink(db: Kysely<Database>, state: SharedState, token: string, newPassword: string, confirm: string): Promise<MemberRow> {
  const member = await peekResetLink(db, state, token);
  await assertNotExcluded(db, member.id);
  const problem = checkField((await getRegisterSettings(db)).rules.password, newPassword);
  if (problem) throw new AppError(400, 'password.invalid', 'The new password does not meet the rules', { field: 'newPassword', ...problem });
  if (newPassword !== confirm) throw new AppError(400, 'password.mismatch', 'Confirmation password not matched', { field: 'confirmNewPassword' });
  if (await verifyPassword(member.password_hash, newPassword)) throw new AppError(400, 'modify.new.old.same', 'The new password must differ from the old one', { field: 'newPassword' });
  // Used up in one step: of two parallel redemptions, the second finds nothing.
  const taken = parse(await state.take(key(token)));
  if (!taken || taken.m !== member.id || taken.s !== member.password_changed_at) throw invalidLink();
  await setPassword(db, member.id, newPassword);
  await members.setPasswordSet(db, member.id, 1);
  await revokeAllSessions(db, member.id);
  return member;
}
