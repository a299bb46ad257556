/**
 * Who is asking (§6): the session behind a Bearer token, resolved once per
 * request, and the role checks routes apply. Refusals carry the §8 messages
 * as errorCodes the client translates.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MemberRow } from '../db/types';
import { assertNotExcluded } from '../services/responsible';
import { resolveSession } from '../services/sessions';
import { AppError } from './errors';
import { logWho } from './ops';
import { NON_AGENT_TYPES, TRIAL_TYPE } from '../../src/lib/constants';

/** A live session: its member and its token's digest. */
export interface Session {
  member: MemberRow;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Promise<Session | null>;
  }
}

/** §3/§5: real member and agent accounts; only they (and trial players, with play money) play for free. */
const REAL_TYPES = [0, 1, 2] as const;
/** §5 "free play: session types other than 0, 1, 2 rejected" (a trial session, type 4, is free play itself). */
export const mayFreePlay = (m: MemberRow) => isTrial(m) || (REAL_TYPES as readonly number[]).includes(m.type);

export const isTrial = (m: MemberRow) => m.type === TRIAL_TYPE;
/** §6: an agent is a session type not in 0, 4, 40. */
export const isAgent = (m: MemberRow) => !(NON_AGENT_TYPES as readonly number[]).includes(m.type);

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  return h && h.startsWith('Bearer ') ? h.slice(7).trim() || null : null;
}

export function sessionOf(req: FastifyRequest) {
  if (!req.auth) {
    const token = bearer(req);
    req.auth = token
      ? resolveSession(req.server.db.kysely, token).then((s) => {
          if (s) logWho(req, { memberId: s.member.id });
          return s;
        })
      : Promise.resolve(null);
  }
  return req.auth;
}

/** The signed-in member; visitors get §8 "You are not logged in, please login first". */
export async function requireMember(req: FastifyRequest, opts: { allowTrial?: boolean } = {}) {
  return memberOf(req.server.db.kysely, await sessionOf(req), opts);
}

/** A session's member if it may use a member's function (requireMember's rules, for a session found otherwise). */
export async function memberOf(db: Kysely<Database>, s: Session | null, opts: { allowTrial?: boolean } = {}): Promise<Session> {
  if (!s) throw new AppError(401, 'auth.required', 'You are not logged in, please login first');
  if (s.member.status !== 'active') throw new AppError(403, 'auth.userDisabled', 'Sorry, the user does not exist or is disabled');
  // A member in a time-out or self-exclusion cannot use a session (they are all revoked, but never trust that alone).
  await assertNotExcluded(db, s.member.id);
  if (!opts.allowTrial && isTrial(s.member)) throw new AppError(403, 'auth.trialRefused', 'Please log in to a real account to use this function');
  return s;
}

export async function requireAgent(req: FastifyRequest) {
  const s = await requireMember(req);
  if (!isAgent(s.member)) throw new AppError(403, 'auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
  return s;
}
