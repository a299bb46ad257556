/**
 * The seamless-wallet API a vendor's server calls: signatures (missing, wrong,
 * stale, replayed), idempotency by transactionId, debit/credit/rollback rules
 * with tombstones, and money under a thousand parallel calls — on SQLite and
 * PostgreSQL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { seamlessCall } from '../../server/services/seamless';
import { newToken, sessionDigest } from '../../server/services/seamless-protocol';
import type { AppError } from '../../server/lib/errors';
import { signSeamless } from '../../server/routes/seamless';
import { STUDIO_VENDOR } from '../../server/db/seed/studio';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { setPlayLimits } from '../../server/services/responsible-play';
import { bettingRecord } from '../../server/services/member-area';
import { BIG_WIN_MULTIPLE } from '../../src/lib/constants';

const GAME = 'PARLOR-RNG-0001';

describe.each(DIALECTS)('seamless wallet on %s', (dialect) => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    secret = (await t.db.kysely.selectFrom('game_vendor_integrations').select('secret').where('vassalage', '=', STUDIO_VENDOR).executeTakeFirstOrThrow()).secret;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  let seq = 0;
  /** Each player's balance before any ledger row: the money check after every test starts from it. */
  const starts = new Map<number, number>();
  /** A fresh member with a balance and a real-money game session of the studio. */
  async function player(balanceCents: number) {
    const m = await createMember(t.db.kysely, { account: `sml${dialect.slice(0, 2)}${++seq}x`, password: 'secret123', type: 0, registerMethod: 'H5', balanceCents });
    starts.set(m.id, balanceCents);
    const sessionToken = newToken();
    const now = Date.now();
    await t.db.kysely
      .insertInto('play_sessions')
      .values({ token_hash: sessionDigest(sessionToken), member_id: m.id, node_id: GAME, vassalage: STUDIO_VENDOR, mode: 'real', fun_balance_cents: 0, created_at: new Date(now).toISOString(), expires_at: new Date(now + 3_600_000).toISOString() })
      .execute();
    return { id: m.id, sessionToken };
  }

  function send(kind: string, body: unknown, o: { sign?: (raw: string) => string | undefined; vendor?: string } = {}) {
    const raw = JSON.stringify(body);
    const signature = o.sign ? o.sign(raw) : signSeamless(secret, raw);
    return t.app.inject({ method: 'POST', url: `/api/seamless/${o.vendor ?? STUDIO_VENDOR}/${kind}`, headers: { 'content-type': 'application/json', ...(signature ? { 'x-parlor-signature': signature } : {}) }, payload: raw });
  }
  let txSeq = 0;
  const txId = () => `tx-${dialect}-${++txSeq}`;
  // Round ids are the vendor's and unique per vendor: each player's get its own prefix.
  type Player = { id: number; sessionToken: string };
  const call = (p: Player, kind: 'debit' | 'credit', roundId: string, amount: number, transactionId = txId()) => send(kind, { transactionId, roundId: `${p.id}:${roundId}`, gameId: GAME, sessionToken: p.sessionToken, amount, currency: 'PHP' });
  const rollback = (p: Player, roundId: string, referenceTransactionId: string, transactionId = txId()) => send('rollback', { transactionId, referenceTransactionId, roundId: `${p.id}:${roundId}`, gameId: GAME, sessionToken: p.sessionToken, currency: 'PHP' });
  const balanceOf = async (id: number) => Number((await t.db.kysely.selectFrom('members').select('balance_cents').where('id', '=', id).executeTakeFirstOrThrow()).balance_cents);
  const ledgerOf = (id: number) => t.db.kysely.selectFrom('ledger').selectAll().where('member_id', '=', id).where('type', '=', 'game').execute();

  // Money stays exact whatever a test did: every player's balance is its start plus its whole ledger, never below zero.
  afterEach(async () => {
    for (const [id, start] of starts) {
      const rows = await t.db.kysely.selectFrom('ledger').select('amount_cents').where('member_id', '=', id).execute();
      const balance = await balanceOf(id);
      expect(balance, `member ${id}`).toBe(start + rows.reduce((sum, r) => sum + Number(r.amount_cents), 0));
      expect(balance).toBeGreaterThanOrEqual(0);
    }
  });

  describe('signatures', () => {
    it('refuses unsigned, wrongly signed, tampered, stale and unknown-vendor calls', async () => {
      const p = await player(10_000);
      const body = { sessionToken: p.sessionToken, currency: 'PHP' };
      expect((await send('balance', body)).json()).toMatchObject({ success: true, value: { balance: 10_000, currency: 'PHP' } });
      const unsigned = await send('balance', body, { sign: () => undefined });
      expect([unsigned.statusCode, unsigned.json().errorCode]).toEqual([401, 'seamless.signature.missing']);
      expect((await send('balance', body, { sign: () => 't=123,v1=zz' })).json().errorCode).toBe('seamless.signature.missing');
      const wrong = await send('balance', body, { sign: (raw) => signSeamless('not-the-secret', raw) });
      expect([wrong.statusCode, wrong.json().errorCode]).toEqual([401, 'seamless.signature.invalid']);
      // Signed for another body (the amount changed on the way).
      const tampered = await send('balance', body, { sign: () => signSeamless(secret, JSON.stringify({ ...body, currency: 'USD' })) });
      expect(tampered.json().errorCode).toBe('seamless.signature.invalid');
      // Stamped when signed (a slow machine may take seconds between calls), 2 s past the 300 s window
      // so a second ticking over between signing and checking cannot bring it back inside.
      const at = (offset: number) => Math.floor(Date.now() / 1000) + offset;
      for (const offset of [-302, 302]) {
        const stale = await send('balance', body, { sign: (raw) => signSeamless(secret, raw, at(offset)) });
        expect([stale.statusCode, stale.json().errorCode]).toEqual([401, 'seamless.signature.stale']);
      }
      expect((await send('balance', body, { sign: (raw) => signSeamless(secret, raw, at(-290)) })).statusCode).toBe(200);
      expect((await send('balance', body, { vendor: 'JILI' })).json().errorCode).toBe('seamless.signature.invalid');
    });

    it('answers a captured signed request replayed inside the window with the first result, moving nothing; outside it, refuses it', async () => {
      const p = await player(1_000);
      const raw = JSON.stringify({ transactionId: `cap-${p.id}`, roundId: `${p.id}:cap`, gameId: GAME, sessionToken: p.sessionToken, amount: 100, currency: 'PHP' });
      const signature = signSeamless(secret, raw);
      const replay = () => t.app.inject({ method: 'POST', url: `/api/seamless/${STUDIO_VENDOR}/debit`, headers: { 'content-type': 'application/json', 'x-parlor-signature': signature }, payload: raw });
      const [first, again] = [await replay(), await replay()];
      expect(first.json()).toEqual(again.json());
      expect(await balanceOf(p.id)).toBe(900);
      const old = signSeamless(secret, raw, Math.floor(Date.now() / 1000) - 302);
      const late = await t.app.inject({ method: 'POST', url: `/api/seamless/${STUDIO_VENDOR}/debit`, headers: { 'content-type': 'application/json', 'x-parlor-signature': old }, payload: raw });
      expect([late.statusCode, late.json().errorCode]).toEqual([401, 'seamless.signature.stale']);
      expect(await balanceOf(p.id)).toBe(900);
    });

    it('answers bad bodies, sessions and currencies with 4xx codes once signed', async () => {
      const p = await player(1_000);
      expect((await send('debit', { transactionId: 'x', roundId: 'r', gameId: GAME, sessionToken: p.sessionToken, amount: 1.5, currency: 'PHP' })).statusCode).toBe(400);
      expect((await send('debit', { roundId: 'r', gameId: GAME, sessionToken: p.sessionToken, amount: 1, currency: 'PHP' })).json().errorCode).toBe('request.invalid');
      expect((await send('balance', { sessionToken: 'nope', currency: 'PHP' })).json()).toMatchObject({ errorCode: 'seamless.session.invalid' });
      expect((await send('balance', { sessionToken: p.sessionToken, currency: 'USD' })).json()).toMatchObject({ errorCode: 'seamless.currency.mismatch' });
      expect((await send('debit', { transactionId: txId(), roundId: 'r', gameId: 'JILI-RNG-0001', sessionToken: p.sessionToken, amount: 1, currency: 'PHP' })).json()).toMatchObject({ errorCode: 'seamless.game.mismatch' });
      expect((await call(p, 'debit', 'r0', 0)).json().errorCode).toBe('seamless.amount.invalid');
      const notJson = await t.app.inject({ method: 'POST', url: `/api/seamless/${STUDIO_VENDOR}/balance`, headers: { 'content-type': 'application/json', 'x-parlor-signature': signSeamless(secret, '{') }, payload: '{' });
      expect(notJson.statusCode).toBe(400);
    });
  });

  describe('idempotency', () => {
    it('applies the same transactionId once, sent 3 times in a row and 3 times at once, answering the first result', async () => {
      const p = await player(10_000);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await call(p, 'debit', 'r1', 700, `same-1-${p.id}`)).json());
      expect(answers.every((a) => a.success && a.value.balance === 9_300)).toBe(true);
      const parallel = await Promise.all([0, 1, 2].map(() => call(p, 'debit', 'r2', 500, `same-2-${p.id}`)));
      expect(parallel.map((r) => [r.statusCode, r.json().value.balance])).toEqual([[200, 8_800], [200, 8_800], [200, 8_800]]);
      expect(await balanceOf(p.id)).toBe(8_800);
      expect(await ledgerOf(p.id)).toHaveLength(2);
    });

    it('refuses the same transactionId with a different amount or kind', async () => {
      const p = await player(10_000);
      await call(p, 'debit', 'r1', 100, `dup-${p.id}`);
      expect((await call(p, 'debit', 'r1', 200, `dup-${p.id}`)).json()).toMatchObject({ errorCode: 'seamless.transaction.conflict' });
      expect((await call(p, 'credit', 'r1', 100, `dup-${p.id}`)).statusCode).toBe(409);
      expect(await balanceOf(p.id)).toBe(9_900);
    });
  });

  describe('debit, credit, rollback', () => {
    it('refuses a debit above the balance and records nothing, so the vendor may retry it', async () => {
      const p = await player(500);
      const refused = await call(p, 'debit', 'r1', 600, `big-${p.id}`);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([402, 'seamless.funds.insufficient']);
      expect(await balanceOf(p.id)).toBe(500);
      await t.db.kysely.updateTable('members').set({ balance_cents: 1_000 }).where('id', '=', p.id).execute();
      // Topped up behind the ledger's back: the money check starts from the new balance.
      starts.set(p.id, 1_000);
      expect((await call(p, 'debit', 'r1', 600, `big-${p.id}`)).json().value.balance).toBe(400);
    });

    it('settles a round with its credit once; a second credit or a rollback after it is refused', async () => {
      const p = await player(1_000);
      const d = txId();
      await call(p, 'debit', 'r1', 100, d);
      expect((await call(p, 'credit', 'r1', 250)).json().value.balance).toBe(1_150);
      expect((await call(p, 'credit', 'r1', 250)).json()).toMatchObject({ errorCode: 'seamless.round.settled' });
      expect((await rollback(p, 'r1', d)).json()).toMatchObject({ errorCode: 'seamless.round.settled' });
      expect((await call(p, 'debit', 'r1', 100)).json()).toMatchObject({ errorCode: 'seamless.round.settled' });
      expect((await call(p, 'credit', 'no-such-round', 10)).json()).toMatchObject({ errorCode: 'seamless.round.notFound' });
      expect(await balanceOf(p.id)).toBe(1_150);
      const round = await t.db.kysely.selectFrom('game_rounds').selectAll().where('round_ref', '=', `${p.id}:r1`).executeTakeFirstOrThrow();
      expect(round).toMatchObject({ status: 'settled', node_id: GAME });
      expect([Number(round.bet_cents), Number(round.win_cents), Number(round.balance_after_cents)]).toEqual([100, 250, 1_150]);
      // The settled round is in the member's betting record.
      const records = await t.db.kysely.selectFrom('game_records').selectAll().where('member_id', '=', p.id).execute();
      expect(records.map((r) => [r.node_id, Number(r.bet_cents), Number(r.win_cents), r.status, r.round_ref])).toEqual([[GAME, 100, 250, 'settled', `${p.id}:r1`]]);
      // The record shows the balance after the round; a vendor's round has no seeds, so nothing to verify.
      const page = await bettingRecord(t.db.kysely, { memberId: p.id, days: 1, pageNo: 1, pageSize: 20 });
      expect(page.list.map((r) => [r.betAmount, r.winAmount, r.balanceAfter, r.verifyRoundId])).toEqual([[1, 2.5, 11.5, null]]);
    });

    it('moves money once for 20 parallel credits of one round: one settles it, the others are refused as settled', async () => {
      const p = await player(10_000);
      await call(p, 'debit', 'race', 100);
      const credits = await Promise.all(Array.from({ length: 20 }, () => call(p, 'credit', 'race', 250)));
      const won = credits.filter((r) => r.statusCode === 200);
      expect(won).toHaveLength(1);
      expect(won[0]!.json().value.balance).toBe(10_150);
      expect(credits.filter((r) => r.statusCode !== 200).map((r) => [r.statusCode, r.json().errorCode])).toEqual(Array.from({ length: 19 }, () => [409, 'seamless.round.settled']));
      expect(await balanceOf(p.id)).toBe(10_150);
      expect((await ledgerOf(p.id)).map((l) => Number(l.amount_cents))).toEqual([-100, 250]);
      const recorded = await t.db.kysely.selectFrom('seamless_tx').select(['kind', 'amount_cents']).where('member_id', '=', p.id).where('kind', '=', 'credit').execute();
      expect(recorded.map((c) => Number(c.amount_cents))).toEqual([250]);
      expect(await t.db.kysely.selectFrom('game_records').select('win_cents').where('member_id', '=', p.id).execute()).toHaveLength(1);
      // The same credit sent 20 times at once: every answer is the first one, and it is paid once.
      await call(p, 'debit', 'race2', 100);
      const same = await Promise.all(Array.from({ length: 20 }, () => call(p, 'credit', 'race2', 300, `race2-win-${p.id}`)));
      expect(same.map((r) => [r.statusCode, r.json().value?.balance])).toEqual(Array.from({ length: 20 }, () => [200, 10_350]));
      expect(await balanceOf(p.id)).toBe(10_350);
      expect((await ledgerOf(p.id)).map((l) => Number(l.amount_cents))).toEqual([-100, 250, -100, 300]);
    });

    it('keeps a round whole when its debits race its credit: each debit is in the settled round or refused as settled', async () => {
      const p = await player(10_000);
      await call(p, 'debit', 'mix', 100);
      // The credit sent amid the debits: some reach the database before it, some after.
      const debit = () => call(p, 'debit', 'mix', 10);
      const answers = await Promise.all([debit(), debit(), debit(), debit(), debit(), call(p, 'credit', 'mix', 40), debit(), debit(), debit(), debit(), debit()]);
      const [credit] = answers.splice(5, 1);
      const debits = answers;
      expect(credit!.statusCode).toBe(200);
      const taken = debits.filter((r) => r.statusCode === 200).length;
      expect(debits.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode)).toEqual(Array.from({ length: 10 - taken }, () => 'seamless.round.settled'));
      const round = await t.db.kysely.selectFrom('game_rounds').selectAll().where('round_ref', '=', `${p.id}:mix`).executeTakeFirstOrThrow();
      expect([round.status, Number(round.bet_cents), Number(round.win_cents)]).toEqual(['settled', 100 + 10 * taken, 40]);
      // The betting record has the round as it was settled, with every debit taken before the credit.
      const records = await t.db.kysely.selectFrom('game_records').selectAll().where('member_id', '=', p.id).execute();
      expect(records.map((r) => [Number(r.bet_cents), Number(r.win_cents)])).toEqual([[100 + 10 * taken, 40]]);
      expect(await balanceOf(p.id)).toBe(10_000 - 100 - 10 * taken + 40);
    });

    it('gives a rolled-back debit back once, however many rollbacks arrive', async () => {
      const p = await player(1_000);
      const d = txId();
      await call(p, 'debit', 'r1', 300, d);
      const rb = txId();
      for (let i = 0; i < 2; i++) expect((await rollback(p, 'r1', d, rb)).json().value.balance).toBe(1_000);
      expect((await rollback(p, 'r1', d)).json().value.balance).toBe(1_000);
      expect(await balanceOf(p.id)).toBe(1_000);
      expect((await ledgerOf(p.id)).map((l) => Number(l.amount_cents))).toEqual([-300, 300]);
      expect((await call(p, 'credit', 'r1', 10)).json()).toMatchObject({ errorCode: 'seamless.round.rolledBack' });
      expect((await call(p, 'debit', 'r1', 10)).json()).toMatchObject({ errorCode: 'seamless.round.rolledBack' });
    });

    it('answers a rollback of an unknown debit as done and refuses that debit when it arrives late (tombstone)', async () => {
      const p = await player(1_000);
      const rolled = await rollback(p, 'r9', `lost-${p.id}`);
      expect([rolled.statusCode, rolled.json().value.balance]).toEqual([200, 1_000]);
      const late = await call(p, 'debit', 'r9', 100, `lost-${p.id}`);
      expect([late.statusCode, late.json().errorCode]).toEqual([409, 'seamless.transaction.rolledBack']);
      expect(await balanceOf(p.id)).toBe(1_000);
      // Only a debit can be rolled back.
      const c = txId();
      await call(p, 'debit', 'r10', 100);
      await call(p, 'credit', 'r10', 0, c);
      expect((await rollback(p, 'r10', c)).json()).toMatchObject({ errorCode: 'seamless.transaction.conflict' });
    });
  });

  // An ordinary debit or credit takes a one-go path (SQLite: prepared statements in a shared commit; PostgreSQL: one
  // statement). The general path takes the debits of a member with a play limit, and the credits the sweeper makes
  // in process (asMember). Both paths must leave exactly the same rows and answer the same.
  it('writes the same rounds, ledger, records and calls on the one-go path as on the general path', async () => {
    const plain = await player(10_000);
    const limited = await player(10_000);
    await setPlayLimits(t.db.kysely, limited.id, { lossDaily: 1_000_000_000 });
    // The member's id in round ids (`<id>:r1`, `PARLOR:<id>:r1`) and transaction ids (`debit-1-<id>`), made the same for both.
    const own = (p: Player, v: string) => v.replace(new RegExp(`(^|:)${p.id}:`), '$1<member>:').replace(new RegExp(`-${p.id}$`), '-<member>');
    const play = async (p: Player, general: boolean) => {
      const answers: unknown[] = [];
      let n = 0;
      const step = async (kind: 'debit' | 'credit', round: string, amount: number, tx = `${kind}-${++n}-${p.id}`) => {
        let answer: { value?: { transactionId?: string }; errorCode?: string };
        if (general && kind === 'credit') {
          const req = { transactionId: tx, roundId: `${p.id}:${round}`, gameId: GAME, sessionToken: p.sessionToken, amount, currency: 'PHP' };
          answer = await seamlessCall(t.db.kysely, STUDIO_VENDOR, 'credit', req, { asMember: p.id }).then(
            (value) => ({ value }),
            (e: AppError) => ({ errorCode: e.errorCode }),
          );
        } else answer = (await call(p, kind, round, amount, tx)).json();
        answers.push({ errorCode: answer.errorCode, ...answer.value, transactionId: answer.value && own(p, answer.value.transactionId ?? '') });
      };
      await step('debit', 'r1', 100);
      await step('debit', 'r1', 50);
      await step('credit', 'r1', 250);
      await step('debit', 'r2', 100);
      await step('credit', 'r2', 0);
      // A big win (the winner board).
      await step('debit', 'r3', 10);
      await step('credit', 'r3', 10 * BIG_WIN_MULTIPLE);
      // A replay of the first debit; a debit and a credit of a settled round.
      await step('debit', 'r1', 100, `debit-1-${p.id}`);
      await step('debit', 'r1', 100);
      await step('credit', 'r1', 100);
      return answers;
    };
    expect(await play(plain, false)).toEqual(await play(limited, true));
    const rowsOf = async (p: Player) => {
      const mine = (v: string) => own(p, v);
      const rounds = await t.db.kysely.selectFrom('game_rounds').selectAll().where('member_id', '=', p.id).orderBy('round_ref').execute();
      const ledger = await t.db.kysely.selectFrom('ledger').selectAll().where('member_id', '=', p.id).orderBy('id').execute();
      const calls = await t.db.kysely.selectFrom('seamless_tx').selectAll().where('member_id', '=', p.id).orderBy('id').execute();
      const records = await t.db.kysely.selectFrom('game_records').selectAll().where('member_id', '=', p.id).orderBy('id').execute();
      const activity = await t.db.kysely.selectFrom('play_activity').selectAll().where('member_id', '=', p.id).execute();
      const winners = await t.db.kysely.selectFrom('winners').selectAll().where('record_id', 'like', `%:${p.id}:%`).execute();
      return {
        rounds: rounds.map((r) => [mine(r.round_ref), r.node_id, r.mode, r.status, Number(r.bet_cents), Number(r.win_cents), Number(r.balance_after_cents), r.seed_id, r.outcome, r.settled_at !== null]),
        ledger: ledger.map((l) => [l.type, l.status, Number(l.amount_cents), Number(l.points), Number(l.balance_after_cents), l.order_id, mine(l.reference), l.note]),
        calls: calls.map((c) => [mine(c.transaction_id), c.kind, c.status, mine(c.round_ref), Number(c.amount_cents), c.reference_tx, Number(c.balance_after_cents)]),
        records: records.map((r) => [r.node_id, r.game_name, r.vassalage, r.game_type, Number(r.bet_cents), Number(r.win_cents), r.status]),
        activity: activity.length,
        winners: winners.map((w) => [w.node_id, w.win_amount, w.source]),
      };
    };
    const plainRows = await rowsOf(plain);
    expect(plainRows.rounds).toHaveLength(3);
    expect(plainRows.winners).toHaveLength(1);
    expect(plainRows).toEqual(await rowsOf(limited));
  });

  it('keeps the balance equal to the ledger under 1,000 parallel debits and credits, never negative, none lost', async () => {
    const start = 20_000;
    const p = await player(start);
    // 250 rounds opened first; then, all at once, their credits and 750 new debits (more than the balance can pay).
    const open = Array.from({ length: 250 }, (_, i) => `open-${i}`);
    expect((await Promise.all(open.map((r) => call(p, 'debit', r, 10)))).every((r) => r.statusCode === 200)).toBe(true);
    const calls = [...open.map((r, i) => () => call(p, 'credit', r, (i % 7) * 9)), ...Array.from({ length: 750 }, (_, i) => () => call(p, 'debit', `new-${i}`, 25 + (i % 50)))];
    // Interleaved (i × 7919 mod 1000 is a permutation), all in flight together.
    const order = calls.map((_, i) => (i * 7919) % calls.length);
    const results = await Promise.all(order.map((i) => calls[i]!()));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.json().errorCode === 'seamless.funds.insufficient')).toBe(true);
    expect(ok.every((r) => r.json().value.balance >= 0)).toBe(true);
    const final = await balanceOf(p.id);
    expect(final).toBeGreaterThanOrEqual(0);
    const ledger = await ledgerOf(p.id);
    expect(final).toBe(start + ledger.reduce((s, l) => s + Number(l.amount_cents), 0));
    // Every accepted call is recorded once (all 250 credits among them), and money moved by exactly those calls.
    const recorded = await t.db.kysely.selectFrom('seamless_tx').select(['kind', 'amount_cents']).where('member_id', '=', p.id).execute();
    expect(recorded).toHaveLength(250 + ok.length);
    expect(recorded.filter((c) => c.kind === 'credit')).toHaveLength(250);
    const sum = (kind: string) => recorded.filter((c) => c.kind === kind).reduce((s, c) => s + Number(c.amount_cents), 0);
    expect(final).toBe(start - sum('debit') + sum('credit'));
    expect(ledger).toHaveLength(recorded.filter((c) => c.kind === 'debit' || Number(c.amount_cents) > 0).length);
  }, 120_000);
});
