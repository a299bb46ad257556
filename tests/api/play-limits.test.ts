/**
 * Responsible gaming at the table, on SQLite and PostgreSQL: a time-out or
 * self-exclusion, a loss limit and the session-time limit refuse the next
 * real-money bet — in the seamless debit (so for every vendor, with a
 * vendor-facing code) and in the studio's rounds (with the player's
 * translated code and the figures the game page shows); free play and
 * credits are not bets; and the reality check's figures.
 */
import { describe, expect, it } from 'vitest';
import { PLAY_SESSION_BREAK_MS } from '../../src/lib/constants';
import { exclude } from '../../server/services/responsible';
import { DIALECTS, useTestApp } from './helpers';
import { DICE, playKit, SLOT } from './play-helpers';

const MIN = 60_000;

describe.each(DIALECTS)('responsible gaming at the table on %s', (dialect) => {
  const t = useTestApp(dialect);
  const k = playKit(t, `tbl${dialect.slice(0, 2)}`);
  let tx = 0;
  const txId = () => `tbl-${dialect}-${++tx}`;
  const debit = (session: string, roundId: string, amount: number) => k.wallet('debit', { transactionId: txId(), roundId, gameId: SLOT, sessionToken: session, amount });
  const credit = (session: string, roundId: string, amount: number) => k.wallet('credit', { transactionId: txId(), roundId, gameId: SLOT, sessionToken: session, amount });
  const setLimits = (token: string, body: object) => k.call('PUT', '/api/member/limits', { token, body });

  describe('time-out and self-exclusion', () => {
    it('refuses the next bet of a game already open, with play.excluded and until when; credits still settle; nothing moves', async () => {
      const m = await k.member(10_000);
      const s = await k.open(m.token, DICE);
      const vendor = await k.vendorSession(m.id);
      const ok = await k.round(s, { bet: 1, direction: 'under', threshold: 50 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await debit(vendor, `${m.id}:open`, 100)).statusCode).toBe(200);
      const before = await k.balanceOf(m.id);

      const ex = await exclude(t.db.kysely, m.id, 'selfExclusion', '6m');
      const refused = await k.round(s, { bet: 1, direction: 'under', threshold: 50 });
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'play.excluded']);
      expect(refused.json().value).toEqual({ kind: 'selfExclusion', until: ex.until });
      // An outside vendor's debit is refused with the vendor-facing code, the same figures.
      const vendorRefused = await debit(vendor, `${m.id}:next`, 100);
      expect([vendorRefused.statusCode, vendorRefused.json().errorCode, vendorRefused.json().value]).toEqual([403, 'seamless.player.excluded', { kind: 'selfExclusion', until: ex.until }]);
      // A round started before the exclusion still finishes.
      expect((await credit(vendor, `${m.id}:open`, 50)).statusCode).toBe(200);
      expect(await k.balanceOf(m.id)).toBe(before + 50);
      // Free play is refused too (the member is on a break from play), and so is reopening the game.
      const freeRound = await k.round(s, { bet: 1, direction: 'over', threshold: 50 });
      expect(freeRound.json().errorCode).toBe('play.excluded');
    });

    it('refuses a time-out the same way, and opening a game session during it', async () => {
      const m = await k.member(10_000);
      const launch = await k.call('GET', `/api/games/${SLOT}/launch`, { token: m.token });
      const token = new URL(launch.json().value.url as string, 'http://x').searchParams.get('t')!;
      await exclude(t.db.kysely, m.id, 'timeout', '24h');
      const open = await k.call('POST', '/api/play/session', { body: { token } });
      expect([open.statusCode, open.json().errorCode, open.json().value.kind]).toEqual([403, 'play.excluded', 'timeout']);
    });
  });

  describe('loss limits', () => {
    it('refuses a bet that could take the net loss past the limit, saying what is left; wins make room again', async () => {
      const m = await k.member(100_000);
      const set = await setLimits(m.token, { lossDaily: 5 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().value.lossLimits.daily).toEqual({ amount: 5, pending: null });
      const v = await k.vendorSession(m.id);
      expect((await debit(v, `${m.id}:a`, 300)).statusCode).toBe(200);
      await credit(v, `${m.id}:a`, 0);
      // Lost 3.00 today: a 3.00 bet could make it 6.00.
      const refused = await debit(v, `${m.id}:b`, 300);
      expect([refused.statusCode, refused.json().errorCode, refused.json().value]).toEqual([403, 'seamless.limit.loss', { period: 'daily', limit: 500, remaining: 200 }]);
      expect(await k.balanceOf(m.id)).toBe(99_700);
      // 2.00 fits exactly; an open round counts as lost until its credit.
      expect((await debit(v, `${m.id}:c`, 200)).statusCode).toBe(200);
      expect((await debit(v, `${m.id}:d`, 1)).json().errorCode).toBe('seamless.limit.loss');
      // Its win brings the net loss down: room for the next bet.
      await credit(v, `${m.id}:c`, 400);
      expect((await debit(v, `${m.id}:d`, 400)).statusCode).toBe(200);
      await credit(v, `${m.id}:d`, 0);

      // The studio's rounds answer the player's code with the figures in the site's currency.
      const s = await k.open(m.token, SLOT);
      const slot = await k.round(s, { bet: 1 });
      expect([slot.statusCode, slot.json().errorCode, slot.json().value]).toEqual([403, 'play.limit.loss', { period: 'daily', limit: 5, remaining: 0 }]);
      // Free play never counts.
      const free = await k.open(m.token, SLOT, '?freeplay=1');
      expect((await k.round(free, { bet: 1 })).statusCode).toBe(200);
    });

    it('applies a lower loss limit at once and keeps a higher one (or a removal) for 24 hours; the weekly and monthly ones count too', async () => {
      const m = await k.member(100_000);
      let v = (await setLimits(m.token, { lossDaily: 100, lossWeekly: 50.5, lossMonthly: 1000 })).json().value;
      expect(v.lossLimits).toEqual({ daily: { amount: 100, pending: null }, weekly: { amount: 50.5, pending: null }, monthly: { amount: 1000, pending: null } });
      v = (await setLimits(m.token, { lossDaily: 200, lossMonthly: null })).json().value;
      expect(v.lossLimits.daily).toMatchObject({ amount: 100, pending: { amount: 200, from: expect.any(String) } });
      expect(v.lossLimits.monthly).toMatchObject({ amount: 1000, pending: { amount: null } });
      const bad = await setLimits(m.token, { lossWeekly: 1.234 });
      expect([bad.statusCode, bad.json().errorCode, bad.json().value.field]).toEqual([400, 'responsible.amount.invalid', 'lossWeekly']);
      const s = await k.vendorSession(m.id);
      // The weekly limit is the tightest one.
      const refused = await debit(s, `${m.id}:w`, 5_100);
      expect(refused.json().value).toMatchObject({ period: 'weekly', limit: 5_050, remaining: 5_050 });
      // The deposit limits are untouched.
      expect(v.limits.daily).toEqual({ amount: null, pending: null });
    });
    it('lets exactly the limit through when bets arrive all at once', async () => {
      const m = await k.member(100_000);
      await setLimits(m.token, { lossDaily: 10 });
      const v = await k.vendorSession(m.id);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => debit(v, `${m.id}:p${i}`, 100)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.json().errorCode === 'seamless.limit.loss')).toBe(true);
      expect(await k.balanceOf(m.id)).toBe(99_000);
    });
  });

  describe('session-time limit', () => {
    it('refuses bets once the playing session has lasted the limit, until a break of 30 minutes starts a new one', async () => {
      const m = await k.member(100_000);
      const bad = await setLimits(m.token, { sessionMinutes: 45 });
      expect(bad.json().errorCode).toBe('request.invalid');
      expect((await setLimits(m.token, { sessionMinutes: 60 })).json().value.sessionLimit).toEqual({ amount: 60, pending: null });
      const v = await k.vendorSession(m.id);
      expect((await debit(v, `${m.id}:1`, 100)).statusCode).toBe(200);
      const activity = () => t.db.kysely.selectFrom('play_activity').selectAll().where('member_id', '=', m.id).executeTakeFirstOrThrow();
      const first = await activity();
      expect(first.started_at).toBe(first.last_at);

      // Playing for 61 minutes, the last bet a minute ago.
      const now = Date.now();
      const lastAt = new Date(now - MIN).toISOString();
      await t.db.kysely.updateTable('play_activity').set({ started_at: new Date(now - 61 * MIN).toISOString(), last_at: lastAt }).where('member_id', '=', m.id).execute();
      const refused = await debit(v, `${m.id}:2`, 100);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'seamless.limit.session']);
      expect(refused.json().value).toMatchObject({ limitMinutes: 60, until: new Date(Date.parse(lastAt) + PLAY_SESSION_BREAK_MS).toISOString() });
      const s = await k.open(m.token, SLOT);
      const slot = await k.round(s, { bet: 1 });
      expect([slot.json().errorCode, slot.json().value.limitMinutes]).toEqual(['play.limit.session', 60]);
      // A refused bet does not extend the session.
      expect((await activity()).last_at).toBe(lastAt);

      // After a 30-minute break, the next bet starts a new session.
      await t.db.kysely.updateTable('play_activity').set({ last_at: new Date(now - PLAY_SESSION_BREAK_MS - MIN).toISOString() }).where('member_id', '=', m.id).execute();
      expect((await debit(v, `${m.id}:3`, 100)).statusCode).toBe(200);
      const fresh = await activity();
      expect(Date.parse(fresh.started_at)).toBeGreaterThan(now - MIN);
      // A longer limit waits 24 hours; a shorter one applies at once.
      expect((await setLimits(m.token, { sessionMinutes: 120 })).json().value.sessionLimit).toMatchObject({ amount: 60, pending: { amount: 120 } });
      expect((await setLimits(m.token, { sessionMinutes: 30 })).json().value.sessionLimit).toEqual({ amount: 30, pending: null });
    });
  });

  describe('reality check', () => {
    it('answers the playing session: when it started, minutes played, rounds and the net result over every game', async () => {
      const m = await k.member(100_000);
      const idle = await k.call('GET', '/api/member/reality-check', { token: m.token });
      expect(idle.json().value).toEqual({ playing: false, currency: { code: 'PHP', symbol: '₱' }, sessionLimitMinutes: null });
      const dice = await k.open(m.token, DICE);
      const slot = await k.open(m.token, SLOT);
      const played = [await k.round(dice, { bet: 2, direction: 'under', threshold: 50 }), await k.round(slot, { bet: 1 }), await k.round(slot, { bet: 2 })].map((r) => r.json().value as { bet: number; win: number });
      // Free play is not real money: not counted.
      await k.round(await k.open(m.token, DICE, '?freeplay=1'), { bet: 5, direction: 'under', threshold: 50 });
      const rc = (await k.call('GET', '/api/member/reality-check', { token: m.token })).json().value;
      const bet = played.reduce((s, r) => s + r.bet, 0);
      const win = played.reduce((s, r) => s + r.win, 0);
      expect(rc).toMatchObject({ playing: true, minutes: 0, rounds: 3, bet: 5, sessionLimitMinutes: null, sessionEndsAt: null });
      expect(rc.win).toBeCloseTo(win, 2);
      expect(rc.net).toBeCloseTo(win - bet, 2);
      expect(Date.parse(rc.startedAt)).toBeLessThanOrEqual(Date.now());
      expect((await k.call('GET', '/api/member/reality-check')).statusCode).toBe(401);
    });
  });
});
