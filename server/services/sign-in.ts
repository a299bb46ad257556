/**
 * Signing in and out beyond the password check: whether a sign-in is the member's first, the
 * remember token's exchange for a new session, signing out, and a new password (which ends every
 * other session). Sessions themselves are made and resolved in ./sessions.
 */
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';
import { AppError } from '../lib/errors';
import * as members from '../repositories/members';
import * as sessionRows from '../repositories/sessions';
import { setPassword } from './members';
import { assertNotExcluded } from './responsible';
import { createSession, digest, resolveSession, revokeAllSessions, revokeSession } from './sessions';

type Db = Kysely<Database>;

/** A member who never had a session signs in for the first time (the client greets them). */
export async function isFirstSignIn(db: Db, memberId: number): Promise<boolean> {
  return !(await sessionRows.hasAny(db, memberId));
}

export function findMember(db: Db, memberId: number): Promise<MemberRow | undefined> {
  return members.findById(db, memberId);
}

/** Signs back in with a remember token (never a stored password); the token is spent and a new one issued. */
export async function exchangeRememberToken(db: Db, rememberToken: string) {
  // Spent in one conditional UPDATE: of parallel exchanges of one token, exactly one gets a member back.
  const memberId = await sessionRows.spendRemember(db, digest(rememberToken), new Date().toISOString(), Date.now());
  const member = memberId === undefined ? undefined : await members.findById(db, memberId);
  if (!member || member.status !== 'active') throw new AppError(401, 'auth.required', 'You are not logged in, please login first');
  await assertNotExcluded(db, member.id);
  const { token } = await createSession(db, member.id);
  const { token: next } = await createSession(db, member.id, 'remember');
  return { token, userName: member.account, type: member.type, firstTimeLogin: false, rememberToken: next };
}

/** Ends the session of `token` and, when given, its remember token (only a remember token of the same member). */
export async function signOut(db: Db, token: string, rememberToken?: string): Promise<void> {
  const session = await resolveSession(db, token);
  await revokeSession(db, digest(token));
  if (rememberToken && session) await sessionRows.revokeRemember(db, digest(rememberToken), session.member.id, new Date().toISOString());
}

/** Sets a password the member chose and ends their sessions (all, or all but `keepTokenHash`). */
export async function replacePassword(db: Db, memberId: number, password: string, keepTokenHash?: string): Promise<void> {
  await setPassword(db, memberId, password);
  await members.setPasswordSet(db, memberId, 1);
  await revokeAllSessions(db, memberId, keepTokenHash);
}

/** A member who registered by mobile without a password has none they know (§5: change password asks for no old one). */
export async function markNoPassword(db: Db, memberId: number): Promise<void> {
  await members.setPasswordSet(db, memberId, 0);
}
