/**
 * What the play tests share: members with a balance (signed in, or not), a
 * studio game launched and its session opened as the game page does, and a
 * vendor's signed seamless-wallet calls.
 */
import { expect } from 'vitest';
import { createMember } from '../../server/services/members';
import { newToken, sessionDigest } from '../../server/services/seamless-protocol';
import { signSeamless } from '../../server/routes/seamless';
import { STUDIO_VENDOR } from '../../server/db/seed/studio';
import { caller, type TestApp } from './helpers';

export const SLOT = 'PARLOR-RNG-0001';
export const CRASH = 'PARLOR-ELOTT-0001';
export const DICE = 'PARLOR-ELOTT-0002';

export interface OpenedGame {
  sessionToken: string;
  mode: string;
  balance: number;
  game: { id: string; kind: string };
  seed: { serverSeedHash: string; clientSeed: string; nonce: number };
  rules: Record<string, unknown>;
}

let seq = 0;

export function playKit(t: TestApp, prefix: string) {
  const send = caller(t);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, o: { token?: string; session?: string; body?: unknown } = {}) =>
    send(method, url, { token: o.token, body: o.body, headers: o.session ? { 'x-play-session': o.session } : {} });

  /** A member with a balance, signed in. */
  async function member(balanceCents: number) {
    const account = `${prefix}${++seq}x`;
    const m = await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5', balanceCents });
    const res = await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: m.id, account, token: res.json().value.token as string };
  }

  /** Launch, then exchange the launch token, as the game page does. */
  async function open(token: string, gameId: string, query = ''): Promise<OpenedGame> {
    const launch = await call('GET', `/api/games/${gameId}/launch${query}`, { token });
    expect(launch.statusCode, launch.body).toBe(200);
    const t0 = new URL(launch.json().value.url as string, 'http://x').searchParams.get('t')!;
    const res = await call('POST', '/api/play/session', { body: { token: t0 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as OpenedGame;
  }

  const round = (s: OpenedGame, body: object) => call('POST', `/api/play/${s.game.id}/round`, { session: s.sessionToken, body });

  const balanceOf = async (id: number) => Number((await t.db.kysely.selectFrom('members').select('balance_cents').where('id', '=', id).executeTakeFirstOrThrow()).balance_cents);

  /** A real-money session of the studio's slot made directly, as a vendor's would be after its launch. */
  async function vendorSession(memberId: number, gameId = SLOT) {
    const sessionToken = newToken();
    const now = Date.now();
    await t.db.kysely
      .insertInto('play_sessions')
      .values({ token_hash: sessionDigest(sessionToken), member_id: memberId, node_id: gameId, vassalage: STUDIO_VENDOR, mode: 'real', fun_balance_cents: 0, created_at: new Date(now).toISOString(), expires_at: new Date(now + 3_600_000).toISOString() })
      .execute();
    return sessionToken;
  }

  const secretOf = async () => (await t.db.kysely.selectFrom('game_vendor_integrations').select('secret').where('vassalage', '=', STUDIO_VENDOR).executeTakeFirstOrThrow()).secret;

  /** A vendor's signed wallet call (signed with the vendor's current secret unless given one). */
  async function wallet(kind: 'balance' | 'debit' | 'credit' | 'rollback', body: object, secret?: string) {
    const raw = JSON.stringify({ currency: 'PHP', ...body });
    return t.app.inject({ method: 'POST', url: `/api/seamless/${STUDIO_VENDOR}/${kind}`, headers: { 'content-type': 'application/json', 'x-parlor-signature': signSeamless(secret ?? (await secretOf()), raw) }, payload: raw });
  }

  return { call, member, open, round, balanceOf, vendorSession, wallet, secretOf };
}
