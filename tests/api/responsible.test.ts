/**
 * Responsible gaming: deposit limits (a decrease at once, an
 * increase after 24 h), the reminder interval, the remaining deposit a future
 * deposit flow must enforce, and time-out / self-exclusion refusing every
 * sign-in path until it ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_LIMIT_INCREASE_DELAY_MS } from '../../src/lib/constants';
import { changeLimit, exclude, exclusionEnd, getResponsible, remainingDeposit, setResponsible } from '../../server/services/responsible';
import { createSession } from '../../server/services/sessions';
import { toCents } from '../../server/routes/responsible';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { adultBirthday } from '../fixtures/members';

let ipSeq = 0;
const newIp = () => `10.61.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const HOUR = 3_600_000;

describe('responsible-gaming rules (pure)', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const later = new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS).toISOString();

  it('a new or lower limit applies at once; a higher one or a removal waits 24 h', () => {
    expect(changeLimit({ amountCents: null, pending: null }, 10_000, now)).toEqual({ amountCents: 10_000, pending: null });
    expect(changeLimit({ amountCents: 10_000, pending: null }, 5_000, now)).toEqual({ amountCents: 5_000, pending: null });
    expect(changeLimit({ amountCents: 10_000, pending: null }, 20_000, now)).toEqual({ amountCents: 10_000, pending: { amountCents: 20_000, from: later } });
    expect(changeLimit({ amountCents: 10_000, pending: null }, null, now)).toEqual({ amountCents: 10_000, pending: { amountCents: null, from: later } });
  });

  it('asking for the same increase again keeps its time; asking for the limit in force cancels it; a decrease drops it', () => {
    const waiting = { amountCents: 10_000, pending: { amountCents: 20_000, from: '2026-03-11T00:00:00.000Z' } };
    expect(changeLimit(waiting, 20_000, now)).toEqual(waiting);
    expect(changeLimit(waiting, 30_000, now).pending).toEqual({ amountCents: 30_000, from: later });
    expect(changeLimit(waiting, 10_000, now)).toEqual({ amountCents: 10_000, pending: null });
    expect(changeLimit(waiting, 4_000, now)).toEqual({ amountCents: 4_000, pending: null });
  });

  it('amounts have at most 2 decimals', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(100000000)).toBe(10_000_000_000);
    expect(toCents(12.345)).toBeNull();
    expect(toCents(0.001)).toBeNull();
  });

  it('time-outs end by the clock, self-exclusions by the calendar', () => {
    const from = new Date('2026-01-31T08:00:00.000Z');
    expect(exclusionEnd('24h', from).toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect(exclusionEnd('7d', from).toISOString()).toBe('2026-02-07T08:00:00.000Z');
    expect(exclusionEnd('30d', from).toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(exclusionEnd('6m', new Date('2026-01-15T08:00:00.000Z')).toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(exclusionEnd('1y', from).toISOString()).toBe('2027-01-31T08:00:00.000Z');
    expect(exclusionEnd('5y', from).toISOString()).toBe('2031-01-31T08:00:00.000Z');
  });
});

describe.each(DIALECTS)('responsible gaming API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  type Opts = { token?: string; ip?: string; body?: unknown };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: Opts = {}) =>
    t.app.inject({
      method,
      url,
      remoteAddress: o.ip ?? newIp(),
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  const login = (username: string, password: string, extra: object = {}) => call('POST', '/api/auth/login', { body: { username, password, ...extra } });
  let seq = 0;
  /** A fresh member (never the shared demo account), signed in. */
  async function newMember() {
    const username = `rg${dialect.slice(0, 2)}${++seq}x${Date.now() % 100000}`;
    const res = await call('PUT', '/api/members', { body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), username, password: 'secret12', confirmPassword: 'secret12' } });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.kysely.selectFrom('members').select('id').where('account', '=', username).executeTakeFirstOrThrow();
    return { username, token: res.json().value.token as string, id: Number(row.id) };
  }

  describe('deposit limits', () => {
    it('starts with no limits and no reminder, in the site currency', async () => {
      const m = await newMember();
      const res = await call('GET', '/api/member/limits', { token: m.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({
        currency: { code: 'PHP', symbol: '₱' },
        limits: { daily: { amount: null, pending: null }, weekly: { amount: null, pending: null }, monthly: { amount: null, pending: null } },
        reminderMinutes: 0,
        lossLimits: { daily: { amount: null, pending: null }, weekly: { amount: null, pending: null }, monthly: { amount: null, pending: null } },
        sessionLimit: { amount: null, pending: null },
      });
    });

    it('applies a new and a lower limit at once, and keeps a higher one pending for 24 h', async () => {
      const m = await newMember();
      const put = (body: object) => call('PUT', '/api/member/limits', { token: m.token, body });
      let v = (await put({ daily: 1000, weekly: 5000.5 })).json().value;
      expect(v.limits.daily).toEqual({ amount: 1000, pending: null });
      expect(v.limits.weekly).toEqual({ amount: 5000.5, pending: null });
      expect(v.limits.monthly).toEqual({ amount: null, pending: null });

      v = (await put({ daily: 400.25 })).json().value;
      expect(v.limits.daily).toEqual({ amount: 400.25, pending: null });

      const before = Date.now();
      v = (await put({ daily: 2000, weekly: null })).json().value;
      expect(v.limits.daily.amount).toBe(400.25);
      expect(v.limits.daily.pending.amount).toBe(2000);
      const from = Date.parse(v.limits.daily.pending.from);
      expect(from).toBeGreaterThanOrEqual(before + DEPOSIT_LIMIT_INCREASE_DELAY_MS);
      expect(from).toBeLessThan(Date.now() + DEPOSIT_LIMIT_INCREASE_DELAY_MS + 1000);
      // Removing a limit is an increase too.
      expect(v.limits.weekly).toEqual({ amount: 5000.5, pending: { amount: null, from: v.limits.daily.pending.from } });
      // The GET answers the same.
      expect((await call('GET', '/api/member/limits', { token: m.token })).json().value.limits).toEqual(v.limits);

      // 24 h later the pending values are the limits in force.
      const tomorrow = new Date(from + HOUR);
      const s = await getResponsible(t.db.kysely, m.id, tomorrow);
      expect(s.limits.daily).toEqual({ amountCents: 200_000, pending: null });
      expect(s.limits.weekly).toEqual({ amountCents: null, pending: null });
      // …and a change made then starts from them.
      const after = await setResponsible(t.db.kysely, m.id, { limits: { daily: 150_000 } }, tomorrow);
      expect(after.limits.daily).toEqual({ amountCents: 150_000, pending: null });
    });

    it('sets the reminder interval with the limits', async () => {
      const m = await newMember();
      const res = await call('PUT', '/api/member/limits', { token: m.token, body: { reminderMinutes: 30 } });
      expect(res.json().value.reminderMinutes).toBe(30);
      expect((await call('GET', '/api/member/limits', { token: m.token })).json().value.reminderMinutes).toBe(30);
      const bad = await call('PUT', '/api/member/limits', { token: m.token, body: { reminderMinutes: 45 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toBe('request.invalid');
    });

    it('refuses bad amounts with a clear error and changes nothing', async () => {
      const m = await newMember();
      const cases: [object, string][] = [
        [{ daily: 10.555 }, 'responsible.amount.invalid'],
        [{ daily: 0 }, 'request.invalid'],
        [{ daily: -5 }, 'request.invalid'],
        [{ daily: 1e12 }, 'request.invalid'],
        [{ daily: 'lots' }, 'request.invalid'],
        [{ yearly: 10 }, 'request.invalid'],
        [{}, 'request.invalid'],
      ];
      for (const [body, code] of cases) {
        const res = await call('PUT', '/api/member/limits', { token: m.token, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().errorCode, JSON.stringify(body)).toBe(code);
      }
      expect((await call('GET', '/api/member/limits', { token: m.token })).json().value.limits.daily).toEqual({ amount: null, pending: null });
    });

    it('is for members only: visitors sign in, trial players get §6', async () => {
      expect((await call('GET', '/api/member/limits')).json().errorCode).toBe('auth.required');
      const trial = (await call('POST', '/api/auth/trial')).json().value.token;
      for (const [method, url, body] of [['GET', '/api/member/limits'], ['PUT', '/api/member/limits', { daily: 10 }], ['POST', '/api/member/exclusion', { kind: 'timeout', period: '24h', confirm: true }]] as const) {
        const res = await call(method, url, { token: trial, body });
        expect(res.statusCode).toBe(403);
        expect(res.json().errorCode).toBe('auth.trialRefused');
      }
    });

    it('remainingDeposit: the least of each limit minus the deposits of its rolling window', async () => {
      const m = await newMember();
      const now = new Date();
      // Deposits the (future) deposit flow would report: 300 an hour ago, 500 three days ago, 700 twenty days ago.
      const deposits = [
        { at: now.getTime() - HOUR, cents: 30_000 },
        { at: now.getTime() - 3 * 24 * HOUR, cents: 50_000 },
        { at: now.getTime() - 20 * 24 * HOUR, cents: 70_000 },
      ];
      const since = async (from: Date) => deposits.filter((d) => d.at >= from.getTime()).reduce((s, d) => s + d.cents, 0);

      const none = await remainingDeposit(t.db.kysely, m.id, now, since);
      expect(none).toMatchObject({ remainingCents: null, limitedBy: null });

      await setResponsible(t.db.kysely, m.id, { limits: { daily: 100_000, weekly: 100_000, monthly: 200_000 } }, now);
      const r = await remainingDeposit(t.db.kysely, m.id, now, since);
      expect(r.periods.daily).toEqual({ limitCents: 100_000, depositedCents: 30_000, remainingCents: 70_000 });
      expect(r.periods.weekly).toEqual({ limitCents: 100_000, depositedCents: 80_000, remainingCents: 20_000 });
      expect(r.periods.monthly).toEqual({ limitCents: 200_000, depositedCents: 150_000, remainingCents: 50_000 });
      expect(r).toMatchObject({ remainingCents: 20_000, limitedBy: 'weekly' });

      // Over a limit: nothing left, never negative.
      await setResponsible(t.db.kysely, m.id, { limits: { daily: 10_000 } }, now);
      expect(await remainingDeposit(t.db.kysely, m.id, now, since)).toMatchObject({ remainingCents: 0, limitedBy: 'daily' });

      // A raised limit does not count until its 24 h have passed.
      await setResponsible(t.db.kysely, m.id, { limits: { daily: 500_000, weekly: 500_000, monthly: 500_000 } }, now);
      expect((await remainingDeposit(t.db.kysely, m.id, now, since)).remainingCents).toBe(0);
      const dayAfter = new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS + 1000);
      const sinceThen = async (from: Date) => deposits.filter((d) => d.at >= from.getTime()).reduce((s, d) => s + d.cents, 0);
      expect((await remainingDeposit(t.db.kysely, m.id, dayAfter, sinceThen)).remainingCents).toBe(500_000 - 150_000);
    });
  });

  describe('time-out and self-exclusion', () => {
    it('asks for the tick box and a period of the chosen kind', async () => {
      const m = await newMember();
      const post = (body: object) => call('POST', '/api/member/exclusion', { token: m.token, body });
      const unticked = await post({ kind: 'timeout', period: '24h', confirm: false });
      expect(unticked.statusCode).toBe(400);
      expect(unticked.json()).toMatchObject({ errorCode: 'responsible.confirm.required', value: { field: 'confirm' } });
      const mismatch = await post({ kind: 'timeout', period: '5y', confirm: true });
      expect(mismatch.json()).toMatchObject({ errorCode: 'responsible.period.invalid', value: { field: 'period' } });
      expect((await post({ kind: 'forever', period: '24h', confirm: true })).json().errorCode).toBe('request.invalid');
      expect((await post({ kind: 'timeout', period: '24h' })).json().errorCode).toBe('request.invalid');
      // Still signed in: nothing was recorded.
      expect((await call('GET', '/api/member/info', { token: m.token })).statusCode).toBe(200);
    });

    it('a time-out revokes every session and remember token, and every sign-in path refuses until it ends', async () => {
      const m = await newMember();
      const mobile = `917${String(Date.now()).slice(-7)}`;
      await t.db.kysely.updateTable('members').set({ dialing_code: '+63', mobile }).where('id', '=', m.id).execute();
      const signedIn = (await login(m.username, 'secret12', { remember: true })).json().value;
      expect(signedIn.rememberToken).toBeTruthy();

      const before = Date.now();
      const res = await call('POST', '/api/member/exclusion', { token: signedIn.token, body: { kind: 'timeout', period: '24h', confirm: true, password: 'secret12' } });
      expect(res.statusCode, res.body).toBe(200);
      const { until, kind, period } = res.json().value;
      expect({ kind, period }).toEqual({ kind: 'timeout', period: '24h' });
      expect(Date.parse(until)).toBeGreaterThanOrEqual(before + 24 * HOUR);
      expect(Date.parse(until)).toBeLessThan(Date.now() + 24 * HOUR + 1000);

      // Every session and remember token is gone.
      for (const token of [signedIn.token, m.token]) expect((await call('GET', '/api/member/info', { token })).statusCode).toBe(401);
      expect((await call('POST', '/api/auth/remember', { body: { rememberToken: signedIn.rememberToken } })).statusCode).toBe(401);
      const live = await t.db.kysely.selectFrom('sessions').select('token_hash').where('member_id', '=', m.id).where('revoked_at', 'is', null).execute();
      expect(live).toHaveLength(0);

      // Password login: refused with the end date.
      const pw = await login(m.username, 'secret12');
      expect(pw.statusCode).toBe(403);
      expect(pw.json()).toMatchObject({ errorCode: 'auth.selfExcluded', value: { until, kind: 'timeout' } });
      // A wrong password says nothing about the exclusion.
      expect((await login(m.username, 'wrong123')).json().errorCode).toBe('auth.invalidCredentials');
      // SMS login.
      await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'login' } });
      const code = /(\d{6})/.exec((await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)![1]!;
      const sms = await login(mobile, code, { type: 'sms', countryDialingCode: '+63' });
      expect(sms.json()).toMatchObject({ errorCode: 'auth.selfExcluded', value: { until } });
      // Forgot by mobile.
      await t.app.state.del(`sms:wait:password:63:${mobile}`);
      await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'password' } });
      const pcode = /(\d{6})/.exec((await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow()).body)![1]!;
      const phone = await call('POST', '/api/auth/password/phone', { body: { mobileNum: mobile, countryDialingCode: '+63', verificationCode: pcode, newPassword: 'another12' } });
      expect(phone.json().errorCode).toBe('auth.selfExcluded');
      // A session made any other way is refused on use (requireMember).
      const { token: sneaky } = await createSession(t.db.kysely, m.id);
      const use = await call('GET', '/api/member/limits', { token: sneaky });
      expect(use.statusCode).toBe(403);
      expect(use.json()).toMatchObject({ errorCode: 'auth.selfExcluded', value: { until } });

      // When it ends, signing in works again.
      await t.db.kysely.updateTable('responsible_gaming').set({ excluded_until: new Date(Date.now() - 1000).toISOString() }).where('member_id', '=', m.id).execute();
      expect((await login(m.username, 'secret12')).statusCode).toBe(200);
      expect((await call('GET', '/api/member/info', { token: sneaky })).statusCode).toBe(200);
    });

    it('a self-exclusion runs for the chosen months or years and can never be shortened', async () => {
      const m = await newMember();
      const res = await call('POST', '/api/member/exclusion', { token: m.token, body: { kind: 'selfExclusion', period: '1y', confirm: true, password: 'secret12' } });
      expect(res.statusCode, res.body).toBe(200);
      const { until } = res.json().value;
      const expected = new Date();
      expected.setUTCFullYear(expected.getUTCFullYear() + 1);
      expect(Math.abs(Date.parse(until) - expected.getTime())).toBeLessThan(5000);
      // A shorter time-out later keeps the longer end.
      const again = await exclude(t.db.kysely, m.id, 'timeout', '24h');
      expect(again).toEqual({ kind: 'selfExclusion', period: '1y', until });
      expect((await login(m.username, 'secret12')).json()).toMatchObject({ errorCode: 'auth.selfExcluded', value: { until } });
    });
  });
});
