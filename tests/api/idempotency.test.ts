/**
 * Idempotency keys on deposits and withdrawals: a retried request with the same key gets the first
 * answer and never a second order or hold; keys belong to one member, are checked, and expire.
 */
import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { IDEMPOTENCY_HEADER } from '../../src/lib/wallet';
import { caller, DIALECTS, useTestApp } from './helpers';

describe.each(DIALECTS)('idempotency keys on %s', (dialect) => {
  const t = useTestApp(dialect, { demo: false });
  const call = caller(t);
  let seq = 0;
  async function member(balanceCents = 0) {
    const account = `idem${dialect.slice(0, 2)}${++seq}x`;
    const m = await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5', balanceCents });
    const res = await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: m.id, token: res.json().value.token as string };
  }
  const key = () => `k-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const deposit = (token: string, k: string | undefined, amount = 100) =>
    call('POST', '/api/wallet/deposits', { token, body: { channel: 'GCASH', amount }, ...(k !== undefined ? { headers: { [IDEMPOTENCY_HEADER]: k } } : {}) });
  const orders = (memberId: number, kind: 'deposit' | 'withdraw') => t.db.kysely.selectFrom('wallet_orders').select(['id', 'reference']).where('member_id', '=', memberId).where('kind', '=', kind).execute();

  it('answers a retried deposit with the first order and creates no second one', async () => {
    const m = await member();
    const k = key();
    const first = await deposit(m.token, k);
    expect(first.statusCode, first.body).toBe(200);
    const again = await deposit(m.token, k);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await orders(m.id, 'deposit')).toHaveLength(1);
    // Without a key, or with another, each request is its own order.
    expect((await deposit(m.token, undefined)).statusCode).toBe(200);
    expect((await deposit(m.token, key())).statusCode).toBe(200);
    expect(await orders(m.id, 'deposit')).toHaveLength(3);
  });

  it('parallel retries of one key make exactly one order', async () => {
    const m = await member();
    const k = key();
    const all = await Promise.all(Array.from({ length: 6 }, () => deposit(m.token, k)));
    const placed = await orders(m.id, 'deposit');
    expect(placed).toHaveLength(1);
    for (const r of all) {
      if (r.statusCode === 200) expect(r.json().value.reference).toBe(placed[0]!.reference);
      else expect([r.statusCode, r.json().errorCode]).toEqual([409, 'request.inProgress']);
    }
    expect(all.some((r) => r.statusCode === 200)).toBe(true);
  });

  it('scopes a key to its member: another member with the same key gets an order of their own', async () => {
    const a = await member();
    const b = await member();
    const k = key();
    const ra = (await deposit(a.token, k)).json().value;
    const rb = await deposit(b.token, k);
    expect(rb.statusCode).toBe(200);
    expect(rb.headers['idempotent-replayed']).toBeUndefined();
    expect(rb.json().value.reference).not.toBe(ra.reference);
    expect(await orders(b.id, 'deposit')).toEqual([expect.objectContaining({ reference: rb.json().value.reference })]);
  });

  it('refuses a key reused with other details, and malformed keys, with a clear error and no order', async () => {
    const m = await member();
    const k = key();
    expect((await deposit(m.token, k, 100)).statusCode).toBe(200);
    const other = await deposit(m.token, k, 200);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'request.idempotencyMismatch' });
    for (const bad of ['short', 'x'.repeat(65), 'has space here', 'emoji-🙂-key-123', '']) {
      const res = await deposit(m.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'request.invalid', value: { field: IDEMPOTENCY_HEADER } });
    }
    expect(await orders(m.id, 'deposit')).toHaveLength(1);
  });

  it('forgets a key once it expires', async () => {
    const m = await member();
    const k = key();
    const first = (await deposit(m.token, k)).json().value;
    await t.db.kysely.updateTable('idempotency_keys').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('member_id', '=', m.id).execute();
    const later = await deposit(m.token, k);
    expect(later.statusCode).toBe(200);
    expect(later.json().value.reference).not.toBe(first.reference);
    expect(await orders(m.id, 'deposit')).toHaveLength(2);
  });

  it('holds a retried withdrawal once; a refused attempt leaves its key free for the corrected retry', async () => {
    const m = await member(100_000);
    const acct = await t.db.kysely
      .insertInto('bank_accounts')
      .values({ member_id: m.id, bank_code: 'BDO', bank_name: 'BDO Unibank', account_name: 'Juan Cruz', account_number: '1234567890', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const k = key();
    const withdraw = (password: string) => call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct.id, amount: 300, password }, headers: { [IDEMPOTENCY_HEADER]: k } });
    const wrong = await withdraw('not-the-password');
    expect(wrong.statusCode).toBe(400);
    const first = await withdraw('secret123');
    expect(first.statusCode, first.body).toBe(200);
    const again = await withdraw('secret123');
    expect(again.json()).toEqual(first.json());
    expect(await orders(m.id, 'withdraw')).toHaveLength(1);
    const row = await t.db.kysely.selectFrom('members').select('balance_cents').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(Number(row.balance_cents)).toBe(100_000 - 30_000);
  });
});
