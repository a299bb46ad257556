/**
 * Parlor Studio's games from the player's side: launch (one-time token,
 * unavailable vendors), the game session, real-money rounds paid through the
 * seamless wallet, free play that never touches the balance, the seed pair
 * and verifying a round from its revealed seed — on SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { playFair } from '../../src/lib/provably-fair';
import { playRound } from '../../server/games';
import { FREE_PLAY_BALANCE_CENTS } from '../../server/games/studio';
import { recordRounds } from '../../server/db/migrations/2026-11-28-0019-record-rounds';
import { caller, DIALECTS, useTestApp } from './helpers';

const SLOT = 'PARLOR-RNG-0001';
const CRASH = 'PARLOR-ELOTT-0001';
const DICE = 'PARLOR-ELOTT-0002';


describe.each(DIALECTS)('game studio on %s', (dialect) => {
  const t = useTestApp(dialect);

  const send = caller(t);
  const call = (method: 'GET' | 'POST', url: string, o: { token?: string; session?: string; body?: unknown } = {}) =>
    send(method, url, { token: o.token, body: o.body, headers: o.session ? { 'x-play-session': o.session } : {} });
  let seq = 0;
  async function member(balanceCents: number) {
    const account = `ply${dialect.slice(0, 2)}${++seq}x`;
    const m = await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5', balanceCents });
    const res = await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: m.id, token: res.json().value.token as string };
  }
  /** Launch, then exchange the launch token: the game session's answer. */
  async function open(token: string, gameId: string, query = '') {
    const launch = await call('GET', `/api/games/${gameId}/launch${query}`, { token });
    expect(launch.statusCode, launch.body).toBe(200);
    const t0 = new URL(launch.json().value.url as string, 'http://x').searchParams.get('t')!;
    const res = await call('POST', '/api/play/session', { body: { token: t0 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { sessionToken: string; mode: string; balance: number; game: { id: string; kind: string }; seed: { serverSeedHash: string; clientSeed: string; nonce: number }; rules: Record<string, unknown> };
  }
  const balanceOf = async (id: number) => Number((await t.db.kysely.selectFrom('members').select('balance_cents').where('id', '=', id).executeTakeFirstOrThrow()).balance_cents);

  describe('launch', () => {
    it('answers a studio game with /m/play/<kind>/<id> and a one-time launch token; other vendors are unavailable', async () => {
      const m = await member(10_000);
      for (const [id, kind] of [[SLOT, 'slot'], [CRASH, 'crash'], [DICE, 'dice']]) {
        const v = (await call('GET', `/api/games/${id}/launch`, { token: m.token })).json().value;
        expect(v.mode).toBe('real');
        expect(v.url).toMatch(new RegExp(`^/m/play/${kind}/${id}\\?t=[\\w-]{43}$`));
      }
      const jili = await call('GET', '/api/games/JILI-RNG-0001/launch', { token: m.token });
      expect([jili.statusCode, jili.json().errorCode]).toEqual([409, 'game.unavailable']);
      expect((await call('GET', '/api/games/RLV-LIVE-0001/launch?freeplay=1', { token: m.token })).json()).toMatchObject({ errorCode: 'request.invalid' });
    });

    it('lists the studio games in the catalogue under their categories', async () => {
      const slots = (await call('GET', '/api/games?gameType=RNG&vassalage=PARLOR')).json().value;
      expect(slots.games.map((g: { nodeId: string }) => g.nodeId)).toEqual([SLOT]);
      const instant = (await call('GET', '/api/games?gameType=ELOTT&vassalage=PARLOR')).json().value;
      expect(instant.games.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual([CRASH, DICE]);
    });

    it('exchanges a launch token once, before it expires, for a session bound to the member and game', async () => {
      const m = await member(10_000);
      const url = (await call('GET', `/api/games/${SLOT}/launch`, { token: m.token })).json().value.url as string;
      const token = new URL(url, 'http://x').searchParams.get('t')!;
      const first = await call('POST', '/api/play/session', { body: { token } });
      expect(first.json().value).toMatchObject({ mode: 'real', balance: 100, game: { id: SLOT, kind: 'slot' }, rules: { kind: 'slot', bets: expect.any(Array) } });
      expect(first.json().value.seed).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
      const again = await call('POST', '/api/play/session', { body: { token } });
      expect([again.statusCode, again.json().errorCode]).toEqual([401, 'play.launch.invalid']);
      const stale = new URL((await call('GET', `/api/games/${SLOT}/launch`, { token: m.token })).json().value.url as string, 'http://x').searchParams.get('t')!;
      await t.db.kysely.updateTable('play_launches').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute();
      expect((await call('POST', '/api/play/session', { body: { token: stale } })).json().errorCode).toBe('play.launch.invalid');
      // The session plays its own game only.
      const s = first.json().value.sessionToken as string;
      expect((await call('POST', `/api/play/${DICE}/round`, { session: s, body: { bet: 1, direction: 'under', threshold: 50 } })).json().errorCode).toBe('play.session.invalid');
      expect((await call('POST', `/api/play/${SLOT}/round`, { body: { bet: 1 } })).statusCode).toBe(401);
    });
  });

  describe('real-money rounds', () => {
    it('pays a slot round through the wallet: one bet and one win in the ledger, the round on record', async () => {
      const m = await member(10_000);
      const s = await open(m.token, SLOT);
      const res = await call('POST', `/api/play/${SLOT}/round`, { session: s.sessionToken, body: { bet: 1 } });
      expect(res.statusCode, res.body).toBe(200);
      const r = res.json().value;
      expect(r).toMatchObject({ kind: 'slot', mode: 'real', bet: 1, fairness: { serverSeedHash: s.seed.serverSeedHash, clientSeed: s.seed.clientSeed, nonce: 0 } });
      expect(r.balance).toBe(100 - 1 + r.win);
      expect(await balanceOf(m.id)).toBe(10_000 - 100 + Math.round(r.win * 100));
      const ledger = await t.db.kysely.selectFrom('ledger').select(['type', 'amount_cents']).where('member_id', '=', m.id).orderBy('id').execute();
      expect(ledger.map((l) => [l.type, Number(l.amount_cents)])).toEqual([['game', -100], ...(r.win > 0 ? [['game', Math.round(r.win * 100)]] : [])]);
      const calls = await t.db.kysely.selectFrom('seamless_tx').select(['kind', 'transaction_id']).where('member_id', '=', m.id).orderBy('id').execute();
      expect(calls.map((c) => [c.kind, c.transaction_id])).toEqual([['debit', `${r.roundId}:bet`], ['credit', `${r.roundId}:win`]]);
      const round = (await call('GET', `/api/play/rounds/${r.roundId}`, { token: m.token })).json().value;
      expect(round).toMatchObject({ roundId: r.roundId, gameId: SLOT, kind: 'slot', status: 'settled', bet: 1, win: r.win, fairness: { nonce: 0, serverSeed: null } });
      expect((await call('POST', `/api/play/${SLOT}/round`, { session: s.sessionToken, body: { bet: 1 } })).json().value.fairness.nonce).toBe(1);
    });

    it('lists each settled round in the betting record with the balance after it and the round to verify', async () => {
      const m = await member(10_000);
      const s = await open(m.token, DICE);
      const r = (await call('POST', `/api/play/${DICE}/round`, { session: s.sessionToken, body: { bet: 1, direction: 'under', threshold: 50 } })).json().value;
      const c = (await call('POST', `/api/play/${CRASH}/round`, { session: (await open(m.token, CRASH)).sessionToken, body: { bet: 2, target: 1.5 } })).json().value;
      const page = await call('GET', '/api/member/game-records?days=1', { token: m.token });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().value.list).toEqual([
        expect.objectContaining({ nodeId: CRASH, betAmount: 2, winAmount: c.win, balanceAfter: c.balance, verifyRoundId: c.roundId }),
        expect.objectContaining({ nodeId: DICE, betAmount: 1, winAmount: r.win, balanceAfter: r.balance, verifyRoundId: r.roundId }),
      ]);
    });

    it('migration 0019 finds the round of each bet recorded before it', async () => {
      const m = await member(10_000);
      const s = await open(m.token, DICE);
      const r = (await call('POST', `/api/play/${DICE}/round`, { session: s.sessionToken, body: { bet: 1, direction: 'over', threshold: 50 } })).json().value;
      const migration = recordRounds({ dialect });
      await migration.down(t.db.kysely);
      await migration.up(t.db.kysely);
      const rows = await t.db.kysely.selectFrom('game_records').select('round_ref').where('member_id', '=', m.id).execute();
      expect(rows).toEqual([{ round_ref: r.roundId }]);
    });

    it('plays crash and dice with their parameters, refusing bad bets with play.bet.invalid', async () => {
      const m = await member(10_000);
      const crash = await open(m.token, CRASH);
      const c = (await call('POST', `/api/play/${CRASH}/round`, { session: crash.sessionToken, body: { bet: 2, target: 1.5 } })).json().value;
      expect(c.outcome.result).toMatchObject({ target: 150, bet: 200, cashedOut: c.outcome.result.crashPoint >= 150 });
      expect(c.win).toBe(c.outcome.result.cashedOut ? 3 : 0);
      const dice = await open(m.token, DICE);
      const d = (await call('POST', `/api/play/${DICE}/round`, { session: dice.sessionToken, body: { bet: 1, direction: 'over', threshold: 49.5 } })).json().value;
      expect(d.outcome.result).toMatchObject({ direction: 'over', threshold: 4950, won: d.outcome.result.roll > 4950 });
      // Over 49.50 wins on 5,049 of 10,000 rolls (49.51 to 99.99): bet × 9,900 / 5,049, floored to the cent.
      expect(d.outcome.result.winCount).toBe(5049);
      expect(d.win).toBe(d.outcome.result.won ? 1.96 : 0);
      const refused = async (id: string, session: string, body: unknown, field: string) => {
        const res = await call('POST', `/api/play/${id}/round`, { session, body });
        expect([res.statusCode, res.json().errorCode, res.json().value?.field], JSON.stringify(body)).toEqual([400, 'play.bet.invalid', field]);
      };
      await refused(CRASH, crash.sessionToken, { bet: 2 }, 'target');
      await refused(CRASH, crash.sessionToken, { bet: 2, target: 1 }, 'target');
      await refused(CRASH, crash.sessionToken, { bet: 2, target: 1.555 }, 'target');
      await refused(CRASH, crash.sessionToken, { bet: 0.001, target: 2 }, 'bet');
      await refused(CRASH, crash.sessionToken, { bet: 101, target: 2 }, 'bet');
      await refused(DICE, dice.sessionToken, { bet: 1, direction: 'under', threshold: 0.5 }, 'threshold');
      await refused(DICE, dice.sessionToken, { bet: 1, threshold: 50 }, 'direction');
      const slot = await open(m.token, SLOT);
      await refused(SLOT, slot.sessionToken, { bet: 0.3 }, 'bet');
      expect((await call('POST', `/api/play/${DICE}/round`, { session: dice.sessionToken, body: { bet: 1, direction: 'sideways', threshold: 50 } })).json().errorCode).toBe('request.invalid');
    });

    it('refuses a bet above the balance without moving money', async () => {
      const m = await member(50);
      const s = await open(m.token, SLOT);
      const res = await call('POST', `/api/play/${SLOT}/round`, { session: s.sessionToken, body: { bet: 1 } });
      expect([res.statusCode, res.json().errorCode]).toEqual([409, 'wallet.balance.insufficient']);
      expect(await balanceOf(m.id)).toBe(50);
    });
  });

  describe('free play', () => {
    it('gives trial players and freeplay=1 play money that never touches the real balance', async () => {
      const m = await member(10_000);
      const s = await open(m.token, DICE, '?freeplay=1');
      expect(s).toMatchObject({ mode: 'free', balance: FREE_PLAY_BALANCE_CENTS / 100 });
      const r = (await call('POST', `/api/play/${DICE}/round`, { session: s.sessionToken, body: { bet: 5, direction: 'under', threshold: 50 } })).json().value;
      expect(r).toMatchObject({ mode: 'free', balance: FREE_PLAY_BALANCE_CENTS / 100 - 5 + r.win });
      expect(await balanceOf(m.id)).toBe(10_000);
      expect(await t.db.kysely.selectFrom('ledger').select('id').where('member_id', '=', m.id).execute()).toHaveLength(0);
      const trial = (await call('POST', '/api/auth/trial', {})).json().value.token as string;
      const ts = await open(trial, SLOT);
      expect(ts.mode).toBe('free');
      expect((await call('POST', `/api/play/${SLOT}/round`, { session: ts.sessionToken, body: { bet: 100 } })).json().value.mode).toBe('free');
    });
  });

  describe('provable fairness', () => {
    it('reveals the old server seed on rotation, with the chosen client seed next, and the round recomputes from it', async () => {
      const m = await member(100_000);
      const s = await open(m.token, CRASH);
      const r = (await call('POST', `/api/play/${CRASH}/round`, { session: s.sessionToken, body: { bet: 1, target: 2 } })).json().value;
      const rotated = await call('POST', '/api/play/seed', { session: s.sessionToken, body: { clientSeed: 'my-lucky-seed' } });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const { previous, current } = rotated.json().value;
      expect(previous).toMatchObject({ serverSeedHash: s.seed.serverSeedHash, clientSeed: s.seed.clientSeed, nonce: 1 });
      expect(createHash('sha256').update(previous.serverSeed).digest('hex')).toBe(s.seed.serverSeedHash);
      expect(current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
      expect(current.serverSeedHash).not.toBe(previous.serverSeedHash);
      expect((await call('GET', '/api/play/seed', { session: s.sessionToken })).json().value).toEqual(current);
      const round = (await call('GET', `/api/play/rounds/${r.roundId}`, { session: s.sessionToken })).json().value;
      expect(round.fairness).toEqual({ serverSeedHash: previous.serverSeedHash, clientSeed: previous.clientSeed, nonce: 0, serverSeed: previous.serverSeed });
      const replayed = await playFair({ serverSeed: round.fairness.serverSeed, clientSeed: round.fairness.clientSeed, nonce: 0 }, (next) => playRound('crash', 100, { target: 200 }, next));
      expect(replayed.result).toEqual(round.outcome.result);
      const next = (await call('POST', `/api/play/${CRASH}/round`, { session: s.sessionToken, body: { bet: 1, target: 2 } })).json().value;
      expect(next.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0, serverSeedHash: current.serverSeedHash });
      expect((await call('POST', '/api/play/seed', { session: s.sessionToken, body: { clientSeed: 'has space' } })).json().errorCode).toBe('request.invalid');
    });

    it('shows a round only to the member who played it', async () => {
      const a = await member(10_000);
      const b = await member(10_000);
      const s = await open(a.token, DICE);
      const r = (await call('POST', `/api/play/${DICE}/round`, { session: s.sessionToken, body: { bet: 1, direction: 'under', threshold: 50 } })).json().value;
      expect((await call('GET', `/api/play/rounds/${r.roundId}`, { token: b.token })).statusCode).toBe(404);
      expect((await call('GET', `/api/play/rounds/${r.roundId}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/play/rounds/${r.roundId}`, { token: a.token })).statusCode).toBe(200);
    });
  });
});
