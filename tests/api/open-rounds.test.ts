/**
 * Rounds left open (a debit without its credit) and big wins, on SQLite and
 * PostgreSQL: the sweeper settles a studio round with the win it recorded and
 * rolls back any other, after its timeout only, idempotently and safely
 * beside a second sweeper or the late credit; a round that pays at least
 * BIG_WIN_MULTIPLE × its bet goes on the winner board under a masked name.
 */
import { describe, expect, it } from 'vitest';
import { BIG_WIN_MULTIPLE } from '../../src/lib/constants';
import { STUDIO_VENDOR } from '../../server/db/seed/studio';
import { maskAccount } from '../../server/services/games';
import { seamlessCall } from '../../server/services/seamless';
import { recordedWin, sweepOpenRounds } from '../../server/services/round-sweeper';
import { DIALECTS, useTestApp } from './helpers';
import { DICE, playKit, SLOT } from './play-helpers';

const MIN = 60_000;

describe('the sweeper’s reading of a recorded outcome', () => {
  it('settles with the win a studio outcome records, and rolls back when it records none', () => {
    expect(recordedWin(JSON.stringify({ kind: 'dice', params: {}, result: { win: 196 } }))).toBe(196);
    expect(recordedWin(JSON.stringify({ kind: 'crash', result: { crashPoint: 150 }, settleWin: 0 }))).toBe(0);
    expect(recordedWin(JSON.stringify({ kind: 'crash', result: {} }))).toBeNull();
    expect(recordedWin(JSON.stringify({ result: { win: -1 } }))).toBeNull();
    expect(recordedWin('{not json')).toBeNull();
    expect(recordedWin(null)).toBeNull();
  });

  it('masks a member’s account as the seeded winners are', () => {
    expect(maskAccount('demo1234')).toBe('de***34');
    expect(maskAccount('abcde')).toBe('a***e');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('玩家一号的账户')).toBe('玩家***账户');
  });
});

describe.each(DIALECTS)('rounds left open and big wins on %s', (dialect) => {
  const t = useTestApp(dialect);
  const k = playKit(t, `swp${dialect.slice(0, 2)}`);
  let seq = 0;
  const later = (ms: number) => new Date(Date.now() + ms);
  const roundOf = (ref: string) => t.db.kysely.selectFrom('game_rounds').selectAll().where('round_ref', '=', ref).executeTakeFirstOrThrow();
  const ledgerSum = async (id: number) => (await t.db.kysely.selectFrom('ledger').select('amount_cents').where('member_id', '=', id).execute()).reduce((s, l) => s + Number(l.amount_cents), 0);

  /** A studio round debited with its outcome on record and never credited: what a crash between the two leaves. */
  async function orphanStudioRound(session: string, bet: number, win: number) {
    const roundId = `R-orphan-${dialect}-${++seq}`;
    await seamlessCall(
      t.db.kysely,
      STUDIO_VENDOR,
      'debit',
      { transactionId: `${roundId}:bet`, roundId, gameId: SLOT, sessionToken: session, amount: bet, currency: 'PHP' },
      { detail: { seedId: 1, serverSeedHash: 'h', clientSeed: 'c', nonce: 0, outcome: { kind: 'slot', params: {}, result: { win } } } },
    );
    return roundId;
  }

  it('settles a studio round with its recorded win after the timeout, once; the late studio credit is a replay', async () => {
    const m = await k.member(10_000);
    const session = await k.vendorSession(m.id);
    const roundId = await orphanStudioRound(session, 300, 750);
    expect(await k.balanceOf(m.id)).toBe(9_700);
    // Younger than the timeout: left alone.
    expect(await sweepOpenRounds(t.db.kysely, { olderThanMs: 5 * MIN })).toMatchObject({ settled: 0, rolledBack: 0 });
    expect((await roundOf(roundId)).status).toBe('open');

    const swept = await sweepOpenRounds(t.db.kysely, { olderThanMs: 5 * MIN, now: later(6 * MIN) });
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    expect(swept.failed).toBe(0);
    const r = await roundOf(roundId);
    expect([r.status, Number(r.bet_cents), Number(r.win_cents)]).toEqual(['settled', 300, 750]);
    expect(await k.balanceOf(m.id)).toBe(10_450);
    expect(await ledgerSum(m.id)).toBe(450);
    // In the betting record like any settled round.
    expect((await t.db.kysely.selectFrom('game_records').select(['bet_cents', 'win_cents']).where('member_id', '=', m.id).execute()).map((x) => [Number(x.bet_cents), Number(x.win_cents)])).toEqual([[300, 750]]);

    // Again: nothing left to do.
    expect(await sweepOpenRounds(t.db.kysely, { olderThanMs: 5 * MIN, now: later(7 * MIN) })).toMatchObject({ settled: 0, rolledBack: 0, failed: 0 });
    // The studio's own credit, arriving late, is the same call: answered, nothing moves.
    const late = await seamlessCall(t.db.kysely, STUDIO_VENDOR, 'credit', { transactionId: `${roundId}:win`, roundId, gameId: SLOT, sessionToken: session, amount: 750, currency: 'PHP' });
    expect(late.balance).toBe(10_450);
    expect(await k.balanceOf(m.id)).toBe(10_450);
  });

  it('rolls back an outside vendor’s round (every debit of it) and refuses its late credit', async () => {
    const m = await k.member(10_000);
    const session = await k.vendorSession(m.id);
    const roundId = `${m.id}:vendor-round`;
    await t.db.kysely.updateTable('game_vendor_integrations').set({ kind: 'seamless' }).where('vassalage', '=', STUDIO_VENDOR).execute();
    try {
      for (const [i, amount] of [[1, 200], [2, 50]] as const) {
        expect((await k.wallet('debit', { transactionId: `vd-${dialect}-${m.id}-${i}`, roundId, gameId: SLOT, sessionToken: session, amount })).statusCode).toBe(200);
      }
      expect(await k.balanceOf(m.id)).toBe(9_750);
      const swept = await sweepOpenRounds(t.db.kysely, { olderThanMs: MIN, now: later(2 * MIN) });
      expect(swept).toMatchObject({ failed: 0 });
      expect(swept.rolledBack).toBeGreaterThanOrEqual(1);
    } finally {
      await t.db.kysely.updateTable('game_vendor_integrations').set({ kind: 'studio' }).where('vassalage', '=', STUDIO_VENDOR).execute();
    }
    const r = await roundOf(roundId);
    expect([r.status, Number(r.bet_cents)]).toEqual(['rolledback', 0]);
    expect(await k.balanceOf(m.id)).toBe(10_000);
    expect(await ledgerSum(m.id)).toBe(0);
    const rollbacks = await t.db.kysely.selectFrom('seamless_tx').select(['transaction_id', 'reference_tx']).where('round_ref', '=', roundId).where('kind', '=', 'rollback').execute();
    expect(rollbacks.map((x) => x.transaction_id).sort()).toEqual([`sweep:vd-${dialect}-${m.id}-1`, `sweep:vd-${dialect}-${m.id}-2`]);
    const late = await k.wallet('credit', { transactionId: `vd-${dialect}-${m.id}-win`, roundId, gameId: SLOT, sessionToken: session, amount: 500 });
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'seamless.round.rolledBack']);
    expect(await k.balanceOf(m.id)).toBe(10_000);
  });

  it('closes each round once when two sweepers run at once', async () => {
    const m = await k.member(100_000);
    const session = await k.vendorSession(m.id);
    const rounds = [];
    for (let i = 0; i < 8; i++) rounds.push(await orphanStudioRound(session, 100, i * 40));
    const [a, b] = await Promise.all([sweepOpenRounds(t.db.kysely, { olderThanMs: MIN, now: later(2 * MIN) }), sweepOpenRounds(t.db.kysely, { olderThanMs: MIN, now: later(2 * MIN) })]);
    expect(a.failed + b.failed).toBe(0);
    for (const ref of rounds) expect((await roundOf(ref)).status).toBe('settled');
    const paid = rounds.reduce((s, _, i) => s + i * 40, 0);
    expect(await k.balanceOf(m.id)).toBe(100_000 - 800 + paid);
    expect(await ledgerSum(m.id)).toBe(-800 + paid);
    const credits = await t.db.kysely.selectFrom('seamless_tx').select('id').where('member_id', '=', m.id).where('kind', '=', 'credit').execute();
    expect(credits).toHaveLength(8);
  });

  it('puts a round paying BIG_WIN_MULTIPLE × its bet or more on the winner board, masked; a smaller win stays off', async () => {
    const m = await k.member(100_000);
    const session = await k.vendorSession(m.id);
    const settle = async (name: string, bet: number, win: number) => {
      const roundId = `${m.id}:${name}`;
      await k.wallet('debit', { transactionId: `${roundId}:b`, roundId, gameId: SLOT, sessionToken: session, amount: bet });
      expect((await k.wallet('credit', { transactionId: `${roundId}:w`, roundId, gameId: SLOT, sessionToken: session, amount: win })).statusCode).toBe(200);
      return roundId;
    };
    const big = await settle('big', 100, BIG_WIN_MULTIPLE * 100);
    const small = await settle('small', 100, BIG_WIN_MULTIPLE * 100 - 1);
    const rows = await t.db.kysely.selectFrom('winners').selectAll().where('source', '=', 'play').execute();
    expect(rows.map((r) => r.record_id)).toContain(`${STUDIO_VENDOR}:${big}`);
    expect(rows.map((r) => r.record_id)).not.toContain(`${STUDIO_VENDOR}:${small}`);
    const list = (await k.call('GET', '/api/games/winners')).json().value.list as { recordId: string; customerName: string; winAmount: number; nodeId: string }[];
    const shown = list.find((w) => w.recordId === `${STUDIO_VENDOR}:${big}`);
    expect(shown).toMatchObject({ customerName: maskAccount(m.account), winAmount: BIG_WIN_MULTIPLE, nodeId: SLOT, gameName: 'Lucky Parlor', gameType: 'RNG' });
    expect(shown!.customerName).toMatch(/^.{1,2}\*\*\*.{1,2}$/);
    expect(shown!.customerName).not.toContain(m.account);
    // Still sorted by amount, with the seeded history filling the board.
    expect(list.length).toBe(30);
    expect(list.map((w) => w.winAmount)).toEqual([...list.map((w) => w.winAmount)].sort((a, b) => b - a));
    // A studio round that pays big lands there too.
    const s = await k.open(m.token, DICE);
    const r = (await k.round(s, { bet: 1, direction: 'under', threshold: 1 })).json().value;
    const onBoard = await t.db.kysely.selectFrom('winners').select('record_id').where('record_id', '=', `${STUDIO_VENDOR}:${r.roundId}`).executeTakeFirst();
    expect(!!onBoard).toBe(r.win >= BIG_WIN_MULTIPLE * r.bet);
  });
});
