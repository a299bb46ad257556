/**
 * Live crash rounds, on SQLite and PostgreSQL: the bet taken at the start with
 * the crash point kept hidden, a cash-out paid at the multiplier of the
 * moment, a round left to end by itself settled by watch (or, abandoned, by
 * the sweeper) at its auto cash-out, each settled once however it is asked,
 * and the crash point verifiable from the revealed seed.
 */
import { describe, expect, it } from 'vitest';
import { crashPoint, msToReach } from '../../server/games/crash';
import { sweepOpenRounds } from '../../server/services/round-sweeper';
import { playFair } from '../../src/lib/provably-fair';
import { DIALECTS, useTestApp } from './helpers';
import { CRASH, DICE, playKit } from './play-helpers';

describe.each(DIALECTS)('live crash on %s', (dialect) => {
  const t = useTestApp(dialect);
  const k = playKit(t, `lcr${dialect.slice(0, 2)}`);
  const start = (session: string, body: object) => k.call('POST', `/api/play/${CRASH}/crash/start`, { session, body });
  const cashOut = (session: string, roundId: string) => k.call('POST', `/api/play/${CRASH}/crash/cashout`, { session, body: { roundId } });
  const watch = (session: string, roundId: string) => k.call('POST', `/api/play/${CRASH}/crash/watch`, { session, body: { roundId } });

  it('takes the bet at the start, hides the crash point, and pays a cash-out at the multiplier of the moment', async () => {
    const m = await k.member(10_000);
    const s = await k.open(m.token, CRASH);
    const res = await start(s.sessionToken, { bet: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().value;
    expect(r).toMatchObject({ mode: 'real', bet: 2, target: 1000, balance: 98, growthPerMs: expect.any(Number), fairness: { nonce: 0, serverSeedHash: s.seed.serverSeedHash } });
    expect(Date.parse(r.serverNow)).toBeGreaterThanOrEqual(Date.parse(r.startedAt));
    expect(r).not.toHaveProperty('crashPoint');
    expect(JSON.stringify(r)).not.toMatch(/crashPoint|settleWin|settleResult/);
    expect(await k.balanceOf(m.id)).toBe(9_800);
    // While it runs, the round's record keeps its outcome to itself.
    const open = (await k.call('GET', `/api/play/rounds/${r.roundId}`, { token: m.token })).json().value;
    expect([open.status, open.outcome]).toEqual(['open', null]);

    const paid = await cashOut(s.sessionToken, r.roundId);
    expect(paid.statusCode, paid.body).toBe(200);
    const p = paid.json().value;
    const result = p.outcome.result;
    expect(p.outcome.params).toEqual({ live: true });
    expect(result).toMatchObject({ live: true, bet: 200, target: 100_000 });
    if (result.crashPoint >= result.cashOutAt && result.cashedOut) {
      expect(result.cashOutAt).toBeGreaterThanOrEqual(101);
      expect(p.win).toBe(Math.floor(200 * result.cashOutAt / 100) / 100);
    } else {
      expect([result.cashedOut, p.win]).toEqual([false, 0]);
    }
    expect(p.balance).toBeCloseTo(98 + p.win, 2);
    expect(await k.balanceOf(m.id)).toBe(9_800 + Math.round(p.win * 100));
    // Asked again, or watched: the same settled round, nothing more paid.
    expect((await cashOut(s.sessionToken, r.roundId)).json().value).toMatchObject({ win: p.win, outcome: { result } });
    expect((await watch(s.sessionToken, r.roundId)).json().value).toMatchObject({ running: false, round: { win: p.win } });
    expect(await k.balanceOf(m.id)).toBe(9_800 + Math.round(p.win * 100));
    const record = (await k.call('GET', `/api/play/rounds/${r.roundId}`, { token: m.token })).json().value;
    expect(record).toMatchObject({ status: 'settled', bet: 2, win: p.win, outcome: { kind: 'crash', params: { live: true }, result } });
    expect(JSON.stringify(record)).not.toMatch(/settleWin|settleResult/);

    // The crash point follows from the seeds, revealed by a rotation.
    const { previous } = (await k.call('POST', '/api/play/seed', { session: s.sessionToken, body: {} })).json().value;
    expect(await playFair({ serverSeed: previous.serverSeed, clientSeed: previous.clientSeed, nonce: 0 }, (next) => crashPoint(next()))).toBe(result.crashPoint);
  });

  it('settles a round left to its auto cash-out when watched, once, beside a racing cash-out', async () => {
    const m = await k.member(10_000);
    const s = await k.open(m.token, CRASH);
    const r = (await start(s.sessionToken, { bet: 1, target: 1.01 })).json().value;
    expect(r.target).toBe(1.01);
    const [w, c] = await Promise.all([watch(s.sessionToken, r.roundId), new Promise((done) => setTimeout(done, msToReach(101) + 50)).then(() => cashOut(s.sessionToken, r.roundId))]);
    expect(w.statusCode, w.body).toBe(200);
    const watched = w.json().value;
    expect(watched.running).toBe(false);
    const result = watched.round.outcome.result;
    // Past 1.01x the auto cash-out has happened: 1.01 if the round got there, else the crash.
    expect(result).toMatchObject({ target: 101, cashedOut: result.crashPoint >= 101, win: result.crashPoint >= 101 ? 101 : 0 });
    expect(c.json().value.win).toBe(watched.round.win);
    const credits = await t.db.kysely.selectFrom('seamless_tx').select('amount_cents').where('round_ref', '=', r.roundId).where('kind', '=', 'credit').execute();
    expect(credits.map((x) => Number(x.amount_cents))).toEqual([result.win]);
    expect(await k.balanceOf(m.id)).toBe(10_000 - 100 + result.win);
  });

  it('leaves an abandoned round to the sweeper, which settles it at its auto cash-out', async () => {
    const m = await k.member(10_000);
    const s = await k.open(m.token, CRASH);
    const r = (await start(s.sessionToken, { bet: 1, target: 2 })).json().value;
    const swept = await sweepOpenRounds(t.db.kysely, { olderThanMs: 60_000, now: new Date(Date.now() + 120_000) });
    expect(swept.failed).toBe(0);
    const round = (await k.call('GET', `/api/play/rounds/${r.roundId}`, { token: m.token })).json().value;
    const point = round.outcome.result.crashPoint;
    expect(round).toMatchObject({ status: 'settled', win: point >= 200 ? 2 : 0, outcome: { result: { cashedOut: point >= 200, cashOutAt: point >= 200 ? 200 : null } } });
    expect(await k.balanceOf(m.id)).toBe(10_000 - 100 + (point >= 200 ? 200 : 0));
  });

  it('plays for play money in free play, and refuses what is not a live crash bet', async () => {
    const m = await k.member(10_000);
    const s = await k.open(m.token, CRASH, '?freeplay=1');
    const r = (await start(s.sessionToken, { bet: 5 })).json().value;
    expect(r).toMatchObject({ mode: 'free', balance: s.balance - 5 });
    const p = (await cashOut(s.sessionToken, r.roundId)).json().value;
    expect(p.balance).toBeCloseTo(s.balance - 5 + p.win, 2);
    expect(await k.balanceOf(m.id)).toBe(10_000);
    const bad = async (body: object, field: string) => expect((await start(s.sessionToken, body)).json()).toMatchObject({ errorCode: 'play.bet.invalid', value: { field } });
    await bad({ bet: 0.01 }, 'bet');
    await bad({ bet: 1, target: 1 }, 'target');
    await bad({ bet: 1, target: 1.005 }, 'target');
    const dice = await k.open(m.token, DICE);
    expect((await k.call('POST', `/api/play/${DICE}/crash/start`, { session: dice.sessionToken, body: { bet: 1 } })).json()).toMatchObject({ errorCode: 'play.bet.invalid', value: { field: 'live' } });
    expect((await cashOut(s.sessionToken, 'R-nope')).statusCode).toBe(404);
    // Another member's round is not found with this session.
    const other = await k.member(10_000);
    const os = await k.open(other.token, CRASH);
    const theirs = (await start(os.sessionToken, { bet: 1 })).json().value;
    expect((await cashOut(s.sessionToken, theirs.roundId)).statusCode).toBe(404);
  });
});
