/**
 * The member wallet: deposits an operator approves, withdrawals
 * held at once and refunded on rejection, the ledger behind the transaction
 * record, the manual rebate and the point mall — happy paths, every refusal
 * as a 4xx with its errorCode, races with one winner, trial and visitor refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { createTestApp, DIALECTS, type TestApp } from './helpers';

let ipSeq = 0;
const newIp = () => `10.220.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

describe.each(DIALECTS)('wallet API on %s', (dialect) => {
  let t: TestApp;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    op = (await call('POST', '/api/admin/session', { body: { username: 'operator', password: 'operator1234' } })).json().value.token as string;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  type Opts = { token?: string; body?: unknown };
  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: Opts = {}) {
    return t.app.inject({ method, url, remoteAddress: newIp(), headers: o.token ? { authorization: `Bearer ${o.token}` } : {}, ...(o.body !== undefined ? { payload: o.body as object } : {}) });
  }
  let seq = 0;
  /** A fresh member with a balance (in cents), signed in. */
  async function member(balanceCents = 0, password = 'secret123') {
    const account = `wal${dialect.slice(0, 2)}${++seq}x`;
    const m = await createMember(t.db.kysely, { account, password, type: 0, registerMethod: 'H5', balanceCents });
    const res = await call('POST', '/api/auth/login', { body: { username: account, password } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: m.id, account, token: res.json().value.token as string };
  }
  const balance = async (token: string) => (await call('GET', '/api/member/wallet', { token })).json().value.sumBalance as number;
  const trialToken = async () => (await call('POST', '/api/auth/trial')).json().value.token as string;
  const decide = (id: number, verdict: 'approve' | 'reject', body: unknown = {}) => call('POST', `/api/admin/wallet/orders/${id}/${verdict}`, { token: op, body });

  describe('refusals for visitors and trial players (§6)', () => {
    const paths: [string, string, unknown?][] = [
      ['GET', '/api/wallet/deposit'],
      ['POST', '/api/wallet/deposits', { channel: 'GCASH', amount: 100 }],
      ['GET', '/api/wallet/withdraw'],
      ['POST', '/api/wallet/withdrawals', { bankAccountId: 1, amount: 100, password: 'x' }],
      ['POST', '/api/wallet/bank-accounts', { bankCode: 'BDO', accountName: 'Juan Cruz', accountNumber: '1234567890' }],
      ['GET', '/api/wallet/transactions'],
      ['GET', '/api/wallet/rebate'],
      ['POST', '/api/wallet/rebate/claim'],
      ['GET', '/api/wallet/mall'],
      ['POST', '/api/wallet/mall/redeem', { itemId: 1 }],
    ];
    it('visitors get 401 auth.required and trial players 403 auth.trialRefused on every wallet call', async () => {
      const trial = await trialToken();
      for (const [method, url, body] of paths) {
        const v = await call(method as 'GET', url, { body });
        expect(v.statusCode, `${method} ${url}`).toBe(401);
        expect(v.json().errorCode).toBe('auth.required');
        const tr = await call(method as 'GET', url, { token: trial, body });
        expect(tr.statusCode, `${method} ${url}`).toBe(403);
        expect(tr.json()).toMatchObject({ errorCode: 'auth.trialRefused', message: 'Please log in to a real account to use this function' });
      }
    });
  });

  describe('deposit', () => {
    it('lists the channels of the site currency with their bounds and quick amounts', async () => {
      const m = await member();
      const v = (await call('GET', '/api/wallet/deposit', { token: m.token })).json().value;
      expect(v.currency).toEqual({ code: 'PHP', symbol: '₱' });
      expect(v.depTemplate).toBe('base');
      expect(v.channels.map((c: { code: string }) => c.code)).toEqual(['GCASH', 'MAYA', 'INSTAPAY']);
      expect(v.channels[0]).toMatchObject({ name: 'GCash', min: 100, max: 50_000 });
      expect(v.channels[0].quickAmounts).toContain(500);
      expect(v.remainingLimit).toBeNull();
    });

    it('a deposit is a pending order with a reference; approval credits the balance, earns points, and is audited once', async () => {
      const m = await member(1_000);
      const res = await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'GCASH', amount: 500.5 } });
      expect(res.statusCode, res.body).toBe(200);
      const order = res.json().value;
      expect(order).toMatchObject({ kind: 'deposit', status: 'pending', amount: 500.5, channel: 'GCASH' });
      expect(order.reference).toMatch(/^D\d{8}-[A-HJ-NP-Z2-9]{6}$/);
      expect(await balance(m.token)).toBe(10);
      const queue = (await call('GET', '/api/admin/wallet/orders?kind=deposit&status=pending', { token: op })).json().value.list;
      expect(queue.some((o: { reference: string; memberAccount: string }) => o.reference === order.reference && o.memberAccount === m.account)).toBe(true);
      const ok = await decide(order.id, 'approve');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().value).toMatchObject({ status: 'approved', decidedBy: 'operator' });
      expect(await balance(m.token)).toBe(510.5);
      expect((await call('GET', '/api/wallet/mall', { token: m.token })).json().value.points).toBe(5);
      const again = await decide(order.id, 'reject');
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('wallet.order.decided');
      expect(await balance(m.token)).toBe(510.5);
      const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', `order:${order.reference}`).execute();
      expect(audit.map((a) => a.action)).toEqual(['wallet.deposit.approve']);
      const tx = (await call('GET', '/api/wallet/transactions', { token: m.token })).json().value.list;
      expect(tx[0]).toMatchObject({ type: 'deposit', status: 'completed', amount: 500.5, balanceAfter: 510.5, points: 5, reference: order.reference });
    });

    it('a rejected deposit moves no money and shows as rejected', async () => {
      const m = await member();
      const order = (await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'MAYA', amount: 200 } })).json().value;
      expect((await decide(order.id, 'reject', { note: 'No payment received' })).statusCode).toBe(200);
      expect(await balance(m.token)).toBe(0);
      const tx = (await call('GET', '/api/wallet/transactions?type=deposit', { token: m.token })).json().value.list;
      expect(tx[0]).toMatchObject({ status: 'rejected', amount: 200, note: 'No payment received' });
      const inbox = (await call('GET', '/api/member/inbox', { token: m.token })).json().value.list;
      expect(inbox[0].title).toContain(order.reference);
    });

    it('refuses bad channels and amounts with translated errorCodes', async () => {
      const m = await member();
      const cases: [unknown, number, string][] = [
        [{ channel: 'NOPE', amount: 500 }, 404, 'wallet.channel.unavailable'],
        [{ channel: 'USDT', amount: 50 }, 404, 'wallet.channel.unavailable'],
        [{ channel: 'GCASH', amount: 99.99 }, 400, 'wallet.amount.belowMin'],
        [{ channel: 'GCASH', amount: 50_000.01 }, 400, 'wallet.amount.aboveMax'],
        [{ channel: 'GCASH', amount: 100.001 }, 400, 'wallet.amount.invalid'],
        [{ channel: 'GCASH', amount: -5 }, 400, 'request.invalid'],
        [{ channel: 'GCASH', amount: 'lots' }, 400, 'request.invalid'],
        [{ channel: 'GCASH' }, 400, 'request.invalid'],
        [{ channel: 'GCASH', amount: 100, extra: 1 }, 400, 'request.invalid'],
      ];
      for (const [body, status, code] of cases) {
        const res = await call('POST', '/api/wallet/deposits', { token: m.token, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().errorCode, JSON.stringify(body)).toBe(code);
      }
    });

    it('respects the member’s deposit limit, pending deposits included', async () => {
      const m = await member();
      expect((await call('PUT', '/api/member/limits', { token: m.token, body: { daily: 1_000 } })).statusCode).toBe(200);
      expect((await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'GCASH', amount: 700 } })).statusCode).toBe(200);
      const over = await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'GCASH', amount: 400 } });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ errorCode: 'wallet.deposit.overLimit', value: { remaining: 300, period: 'daily' } });
      expect((await call('GET', '/api/wallet/deposit', { token: m.token })).json().value.remainingLimit).toBe(300);
    });

    it('the console needs an editor to decide, and unknown orders are 404', async () => {
      const viewer = (await call('POST', '/api/admin/session', { body: { username: 'viewer', password: 'viewer1234' } })).json().value.token as string;
      const m = await member();
      const order = (await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'GCASH', amount: 100 } })).json().value;
      expect((await call('POST', `/api/admin/wallet/orders/${order.id}/approve`, { token: viewer, body: {} })).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/wallet/orders/${order.id}/approve`, { token: m.token, body: {} })).statusCode).toBe(401);
      expect((await decide(99_999_999, 'approve')).json().errorCode).toBe('request.notFound');
    });
  });

  describe('withdraw', () => {
    const addAccount = (token: string, body: Record<string, unknown> = {}) =>
      call('POST', '/api/wallet/bank-accounts', { token, body: { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '0012 3456 7890', password: 'secret123', ...body } });

    it('adds up to 3 accounts with a bank from the list, a holder name and a 6–20 digit number; shows them masked', async () => {
      const m = await member();
      const first = await addAccount(m.token);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().value).toMatchObject({ bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz', accountNumberMasked: '•••• 7890' });
      expect(first.body).not.toContain('001234567890');
      const bad: [Record<string, unknown>, string][] = [
        [{ bankCode: 'XYZ' }, 'wallet.bank.unknown'],
        [{ accountName: '12 Juan' }, 'wallet.accountName.invalid'],
        [{ accountNumber: '12345' }, 'wallet.accountNumber.invalid'],
        [{ accountNumber: '12345abc90' }, 'wallet.accountNumber.invalid'],
      ];
      for (const [body, code] of bad) {
        const res = await addAccount(m.token, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errorCode).toBe(code);
      }
      const dup = await addAccount(m.token);
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errorCode).toBe('wallet.bankAccount.exists');
      expect((await addAccount(m.token, { bankCode: 'GCASH', accountNumber: '09171234567' })).statusCode).toBe(200);
      expect((await addAccount(m.token, { bankCode: 'BPI', accountNumber: '1234567' })).statusCode).toBe(200);
      const fourth = await addAccount(m.token, { bankCode: 'MAYA', accountNumber: '09181234567' });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toMatchObject({ errorCode: 'wallet.bankAccount.limit', value: { max: 3 } });
      expect((await call('GET', '/api/wallet/withdraw', { token: m.token })).json().value.accounts).toHaveLength(3);
    });

    it('with requireVerifiedIdentity on, only a member whose identity verification was approved may withdraw', async () => {
      const m = await member(500_000);
      const acct = (await addAccount(m.token)).json().value.id as number;
      const info = async () => (await call('GET', '/api/wallet/withdraw', { token: m.token })).json().value;
      const withdraw = (password = 'secret123') => call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 100, password } });
      // Off by default: an unverified member is not told to verify.
      expect((await info()).identityRequired).toBe(false);
      const entry = (await call('GET', '/api/admin/settings/wallet.settings', { token: op })).json().value;
      expect(entry.value.withdraw.requireVerifiedIdentity).toBe(false);
      const put = (on: boolean) => call('PUT', '/api/admin/settings/wallet.settings', { token: op, body: { value: { ...entry.value, withdraw: { ...entry.value.withdraw, requireVerifiedIdentity: on } } } });
      expect((await put(true)).statusCode).toBe(200);
      try {
        expect((await info()).identityRequired).toBe(true);
        const refused = await withdraw();
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errorCode).toBe('wallet.identity.required');
        // Refused before the password is looked at, and nothing was held.
        expect((await withdraw('wrong-password')).json().errorCode).toBe('wallet.identity.required');
        expect(await balance(m.token)).toBe(5_000);

        // A picture under review is not enough; an approved one is.
        const now = new Date().toISOString();
        const uploadId = `${'c'.repeat(24)}${String(m.id).padStart(8, '0')}.png`;
        await t.db.kysely.insertInto('uploads').values({ id: uploadId, member_id: m.id, application_id: null, content_type: 'image/png', size: 68, created_at: now }).execute();
        await t.db.kysely.insertInto('identity_verifications').values({ member_id: m.id, upload_id: uploadId, status: 'pending', created_at: now }).execute();
        expect((await withdraw()).json().errorCode).toBe('wallet.identity.required');
        await t.db.kysely.updateTable('identity_verifications').set({ status: 'verified', decided_at: now }).where('member_id', '=', m.id).execute();
        expect((await info()).identityRequired).toBe(false);
        const placed = await withdraw();
        expect(placed.statusCode, placed.body).toBe(200);
        expect(await balance(m.token)).toBe(4_900);
      } finally {
        expect((await put(false)).statusCode).toBe(200);
      }
    });

    it('holds the amount at once, approval finalises it, rejection refunds it; the record lists each', async () => {
      const m = await member(500_000);
      const acct = (await addAccount(m.token)).json().value.id as number;
      const res = await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 1_200, password: 'secret123' } });
      expect(res.statusCode, res.body).toBe(200);
      const w1 = res.json().value;
      expect(w1).toMatchObject({ kind: 'withdraw', status: 'pending', amount: 1_200, balance: 3_800, details: { bankName: 'BDO Unibank', accountNumber: '•••• 7890' } });
      expect(w1.reference).toMatch(/^W\d{8}-/);
      expect(await balance(m.token)).toBe(3_800);
      expect((await decide(w1.id, 'approve')).statusCode).toBe(200);
      expect(await balance(m.token)).toBe(3_800);
      const w2 = (await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 800, password: 'secret123' } })).json().value;
      expect(await balance(m.token)).toBe(3_000);
      expect((await decide(w2.id, 'reject', { note: 'Name mismatch' })).statusCode).toBe(200);
      expect(await balance(m.token)).toBe(3_800);
      const tx = (await call('GET', '/api/wallet/transactions', { token: m.token })).json().value;
      expect(tx.list.map((r: { type: string; status: string; amount: number }) => [r.type, r.status, r.amount])).toEqual([
        ['refund', 'completed', 800],
        ['withdraw', 'rejected', -800],
        ['withdraw', 'completed', -1_200],
      ]);
      const audit = await t.db.kysely.selectFrom('audit_log').select('action').where('target', 'in', [`order:${w1.reference}`, `order:${w2.reference}`]).orderBy('id').execute();
      expect(audit.map((a) => a.action)).toEqual(['wallet.withdraw.approve', 'wallet.withdraw.reject']);
    });

    it('refuses a wrong password, amounts off the limits or above the balance, and someone else’s account', async () => {
      const m = await member(50_000);
      const other = await member(50_000);
      const acct = (await addAccount(m.token)).json().value.id as number;
      const otherAcct = (await addAccount(other.token)).json().value.id as number;
      const cases: [Record<string, unknown>, number, string][] = [
        [{ password: 'wrong-one' }, 400, 'wallet.password.invalid'],
        [{ amount: 99 }, 400, 'wallet.amount.belowMin'],
        [{ amount: 100_001 }, 400, 'wallet.amount.aboveMax'],
        [{ amount: 100.555 }, 400, 'wallet.amount.invalid'],
        [{ amount: 600 }, 409, 'wallet.balance.insufficient'],
        [{ bankAccountId: otherAcct }, 404, 'wallet.bankAccount.notFound'],
        [{ password: undefined }, 400, 'request.invalid'],
      ];
      for (const [patch, status, code] of cases) {
        const res = await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 100, password: 'secret123', ...patch } });
        expect(res.statusCode, JSON.stringify(patch)).toBe(status);
        expect(res.json().errorCode, JSON.stringify(patch)).toBe(code);
      }
      expect(await balance(m.token)).toBe(500);
      const rows = await t.db.kysely.selectFrom('wallet_orders').selectAll().where('member_id', '=', m.id).execute();
      expect(rows).toHaveLength(0);
    });

    it('locks the form after repeated wrong passwords', async () => {
      const m = await member(50_000);
      const acct = (await addAccount(m.token)).json().value.id as number;
      for (let i = 0; i < 5; i++) expect((await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 100, password: `bad${i}xxxx` } })).statusCode).toBe(400);
      const locked = await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 100, password: 'secret123' } });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().errorCode).toBe('request.tooMany');
    });

    it('concurrent withdrawals never hold more than the balance', async () => {
      const m = await member(100_000);
      const acct = (await addAccount(m.token)).json().value.id as number;
      const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 300, password: 'secret123' } })));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 409, 409]);
      expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'wallet.balance.insufficient')).toBe(true);
      expect(await balance(m.token)).toBe(100);
    });

    it('two operators deciding the same order at once: one wins, the refund happens once', async () => {
      const m = await member(100_000);
      const acct = (await addAccount(m.token)).json().value.id as number;
      const w = (await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 400, password: 'secret123' } })).json().value;
      const both = await Promise.all([decide(w.id, 'reject'), decide(w.id, 'reject'), decide(w.id, 'approve')]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const final = await balance(m.token);
      expect([600, 1_000]).toContain(final);
      const refunds = await t.db.kysely.selectFrom('ledger').selectAll().where('member_id', '=', m.id).where('type', '=', 'refund').execute();
      expect(refunds.length).toBe(final === 1_000 ? 1 : 0);
    });
  });

  describe('transaction record', () => {
    it('filters by type and period, pages, and is empty for a new member', async () => {
      const m = await member(1_000_000);
      const empty = (await call('GET', '/api/wallet/transactions', { token: m.token })).json().value;
      expect(empty).toMatchObject({ list: [], totalCount: 0, pageNum: 1, totalPages: 1 });
      for (let i = 0; i < 22; i++) await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'GCASH', amount: 100 + i } });
      const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
      await t.db.kysely.insertInto('ledger').values({ member_id: m.id, type: 'adjustment', status: 'completed', amount_cents: 5_000, points: 0, balance_after_cents: 1_005_000, order_id: null, reference: 'ADJ', note: 'Goodwill', created_at: old }).execute();
      const p1 = (await call('GET', '/api/wallet/transactions?days=1', { token: m.token })).json().value;
      expect(p1).toMatchObject({ totalCount: 22, totalPages: 2, pageNum: 1 });
      expect(p1.list).toHaveLength(20);
      expect(p1.list[0].amount).toBe(121);
      const p2 = (await call('GET', '/api/wallet/transactions?days=1&pageNo=2', { token: m.token })).json().value;
      expect(p2.list).toHaveLength(2);
      expect((await call('GET', '/api/wallet/transactions?days=30&type=adjustment', { token: m.token })).json().value.list).toMatchObject([{ type: 'adjustment', amount: 50, note: 'Goodwill' }]);
      expect((await call('GET', '/api/wallet/transactions?days=7&type=adjustment', { token: m.token })).json().value.totalCount).toBe(0);
      for (const q of ['days=3', 'type=bonus', 'pageNo=0', 'pageSize=500']) {
        const res = await call('GET', `/api/wallet/transactions?${q}`, { token: m.token });
        expect(res.statusCode, q).toBe(400);
        expect(res.json().errorCode).toBe('request.invalid');
      }
    });
  });

  describe('manual rebate', () => {
    const bet = (memberId: number, gameType: string, cents: number, minutesAgo: number, status: 'settled' | 'unsettled' | 'cancelled' = 'settled') =>
      t.db.kysely.insertInto('game_records').values({ member_id: memberId, node_id: 'x', game_name: 'Test game', vassalage: 'TEST', game_type: gameType, bet_cents: cents, win_cents: 0, status, bet_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() }).execute();

    it('computes the claimable amount per game type from settled bets since the last claim, credits it once, and keeps a history', async () => {
      const m = await member();
      await bet(m.id, 'RNG', 100_000, 30);
      await bet(m.id, 'LIVE', 40_000, 20);
      await bet(m.id, 'RNG', 50_000, 10, 'cancelled');
      await bet(m.id, 'FISH', 10_000, 5, 'unsettled');
      await bet(m.id, 'RNG', 100_000, 60 * 24 * 40);
      const q = (await call('GET', '/api/wallet/rebate', { token: m.token })).json().value;
      expect(q.total).toBe(10);
      expect(q.validBet).toBe(1_400);
      expect(q.items.find((i: { gameType: string }) => i.gameType === 'RNG')).toMatchObject({ rate: 0.8, validBet: 1_000, amount: 8 });
      expect(q.items.find((i: { gameType: string }) => i.gameType === 'LIVE')).toMatchObject({ rate: 0.5, validBet: 400, amount: 2 });
      const claim = await call('POST', '/api/wallet/rebate/claim', { token: m.token });
      expect(claim.statusCode, claim.body).toBe(200);
      expect(claim.json().value).toMatchObject({ amount: 10, balance: 10 });
      const after = (await call('GET', '/api/wallet/rebate', { token: m.token })).json().value;
      expect(after.total).toBe(0);
      expect(after.history).toMatchObject([{ amount: 10, validBet: 1_400 }]);
      const again = await call('POST', '/api/wallet/rebate/claim', { token: m.token });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('wallet.rebate.nothing');
      expect((await call('GET', '/api/wallet/transactions?type=rebate', { token: m.token })).json().value.list).toMatchObject([{ type: 'rebate', amount: 10, balanceAfter: 10 }]);
    });

    it('refuses a claim below the minimum', async () => {
      const m = await member();
      await bet(m.id, 'LIVE', 10_000, 5);
      const res = await call('POST', '/api/wallet/rebate/claim', { token: m.token });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'wallet.rebate.belowMin', value: { min: 1, amount: 0.5 } });
      expect(await balance(m.token)).toBe(0);
    });

    it('concurrent claims credit the rebate once', async () => {
      const m = await member();
      await bet(m.id, 'RNG', 500_000, 5);
      const results = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/api/wallet/rebate/claim', { token: m.token })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'wallet.rebate.nothing')).toBe(true);
      expect(await balance(m.token)).toBe(40);
    });
  });

  describe('point mall', () => {
    it('shows seeded items, redeems with enough points and stock, refuses otherwise, and keeps a history', async () => {
      const m = await member();
      await t.db.kysely.updateTable('members').set({ points: 1_000 }).where('id', '=', m.id).execute();
      const v = (await call('GET', '/api/wallet/mall', { token: m.token })).json().value;
      expect(v.points).toBe(1_000);
      expect(v.items.length).toBeGreaterThanOrEqual(5);
      const card = v.items.find((i: { name: string }) => i.name === 'Load card ₱100');
      expect(card).toMatchObject({ points: 600 });
      expect(card.imageUrl).toMatch(/^\/media\/mall-\d+\.svg$/);
      expect((await t.app.inject({ url: card.imageUrl })).headers['content-type']).toContain('image/svg+xml');
      const soldOut = v.items.find((i: { stock: number }) => i.stock === 0);
      const ok = await call('POST', '/api/wallet/mall/redeem', { token: m.token, body: { itemId: card.id } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().value).toMatchObject({ points: 400, itemName: 'Load card ₱100' });
      const poor = await call('POST', '/api/wallet/mall/redeem', { token: m.token, body: { itemId: card.id } });
      expect(poor.statusCode).toBe(409);
      expect(poor.json().errorCode).toBe('wallet.points.insufficient');
      const out = await call('POST', '/api/wallet/mall/redeem', { token: m.token, body: { itemId: soldOut.id } });
      expect(out.statusCode).toBe(409);
      expect(out.json().errorCode).toBe('wallet.mall.outOfStock');
      const none = await call('POST', '/api/wallet/mall/redeem', { token: m.token, body: { itemId: 999_999 } });
      expect(none.statusCode).toBe(404);
      expect(none.json().errorCode).toBe('wallet.mall.notFound');
      const after = (await call('GET', '/api/wallet/mall', { token: m.token })).json().value;
      expect(after.items.find((i: { id: number }) => i.id === card.id).stock).toBe(card.stock - 1);
      expect(after.history).toMatchObject([{ itemName: 'Load card ₱100', points: 600 }]);
      expect((await call('GET', '/api/wallet/transactions?type=mall', { token: m.token })).json().value.list).toMatchObject([{ type: 'mall', amount: 0, points: -600 }]);
    });

    it('the last unit goes to one member only', async () => {
      const [a, b] = [await member(), await member()];
      await t.db.kysely.updateTable('members').set({ points: 100_000 }).where('id', 'in', [a.id, b.id]).execute();
      const item = await t.db.kysely.insertInto('mall_items').values({ name: 'Last one', description: '', image_url: '/media/mall-1.svg', points_cost: 10, stock: 1, sort: 99, enabled: 1 }).returning('id').executeTakeFirstOrThrow();
      const results = await Promise.all([a, b, a, b].map((m) => call('POST', '/api/wallet/mall/redeem', { token: m.token, body: { itemId: item.id } })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const stock = await t.db.kysely.selectFrom('mall_items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow();
      expect(stock.stock).toBe(0);
    });
  });

  describe('console settings', () => {
    it('wallet.settings is an operator setting, checked across fields', async () => {
      const entry = (await call('GET', '/api/admin/settings/wallet.settings', { token: op })).json().value;
      expect(entry.value.depositChannels.length).toBeGreaterThan(0);
      const bad = structuredClone(entry.value);
      bad.withdraw = { min: 500, max: 100 };
      const res = await call('PUT', '/api/admin/settings/wallet.settings', { token: op, body: { value: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('admin.settings.invalid');
    });
  });
});
