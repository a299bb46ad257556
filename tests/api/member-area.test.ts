/**
 * The member and agent area: change password (old only when the
 * member has one, other sessions revoked), forgot by mobile signing in, inbox,
 * betting records, reward centre, contracts, team KPIs and invitations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { adultBirthday } from '../fixtures/members';

let ipSeq = 0;
const newIp = () => `10.210.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

describe.each(DIALECTS)('member area API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  type Opts = { token?: string; body?: unknown };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: Opts = {}) =>
    t.app.inject({ method, url, remoteAddress: newIp(), headers: o.token ? { authorization: `Bearer ${o.token}` } : {}, ...(o.body !== undefined ? { payload: o.body as object } : {}) });
  const tokenOf = async (username: string, password: string) => {
    const res = await call('POST', '/api/auth/login', { body: { username, password } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };
  const trialToken = async () => (await call('POST', '/api/auth/trial')).json().value.token as string;
  const smsCodeFor = async (mobile: string) => {
    const row = await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.body)![1]!;
  };

  describe('change password (§4, §5)', () => {
    it('asks for the old password of a member who has one, revokes every other session, and the old token is refused', async () => {
      const { createMember } = await import('../../server/services/members');
      await createMember(t.db.kysely, { account: 'pwmember1', password: 'first123', type: 0, registerMethod: 'H5' });
      const a = await tokenOf('pwmember1', 'first123');
      const b = await tokenOf('pwmember1', 'first123');
      expect((await call('GET', '/api/member/info', { token: a })).json().value.passwordSet).toBe(true);
      const missing = await call('POST', '/api/auth/password', { token: a, body: { newPassword: 'second12', confirmNewPassword: 'second12' } });
      expect(missing.json()).toMatchObject({ errorCode: 'password.oldInvalid', value: { field: 'oldPassword' } });
      const wrong = await call('POST', '/api/auth/password', { token: a, body: { oldPassword: 'nope1234', newPassword: 'second12', confirmNewPassword: 'second12' } });
      expect(wrong.statusCode).toBe(400);
      const weak = await call('POST', '/api/auth/password', { token: a, body: { oldPassword: 'first123', newPassword: 'x', confirmNewPassword: 'x' } });
      expect(weak.json().errorCode).toBe('password.invalid');
      const ok = await call('POST', '/api/auth/password', { token: a, body: { oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second12' } });
      expect(ok.statusCode).toBe(200);
      expect((await call('GET', '/api/member/info', { token: a })).statusCode).toBe(200);
      const old = await call('GET', '/api/member/wallet', { token: b });
      expect(old.statusCode).toBe(401);
      expect(old.json().errorCode).toBe('auth.required');
    });

    it('a member who registered by mobile without a password sets one with no old password', async () => {
      const mobile = '9170005501';
      // The operator lets players register by mobile without a password.
      const row = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'register.settings').executeTakeFirstOrThrow();
      await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ ...JSON.parse(row.value), mobileWithPassword: false }) }).where('key', '=', 'register.settings').execute();
      await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'register' } });
      const reg = await call('PUT', '/api/members', { body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'mobileNum', mobileNum: mobile, countryDialingCode: '+63', verificationCode: await smsCodeFor(mobile) } });
      await t.db.kysely.updateTable('settings').set({ value: row.value }).where('key', '=', 'register.settings').execute();
      expect(reg.statusCode, reg.body).toBe(200);
      const token = reg.json().value.token as string;
      expect((await call('GET', '/api/member/info', { token })).json().value.passwordSet).toBe(false);
      const set = await call('POST', '/api/auth/password', { token, body: { newPassword: 'mobile123', confirmNewPassword: 'mobile123' } });
      expect(set.statusCode, set.body).toBe(200);
      expect((await call('GET', '/api/member/info', { token })).json().value.passwordSet).toBe(true);
      const account = reg.json().value.userName as string;
      expect((await call('POST', '/api/auth/login', { body: { username: account, password: 'mobile123' } })).statusCode).toBe(200);
    });

    it('trial players are refused with the §6 message', async () => {
      const res = await call('POST', '/api/auth/password', { token: await trialToken(), body: { oldPassword: 'a', newPassword: 'abc12345', confirmNewPassword: 'abc12345' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'auth.trialRefused', message: 'Please log in to a real account to use this function' });
    });
  });

  describe('forgot password by mobile (§4)', () => {
    it('sets the new password with the SMS code, hands out no session (the new password signs in); a same-as-old password keeps the code', async () => {
      const { createMember } = await import('../../server/services/members');
      await createMember(t.db.kysely, { account: 'phonereset1', password: 'before123', type: 0, registerMethod: 'H5', dialingCode: '+63', mobile: '9170005502' });
      const old = await tokenOf('phonereset1', 'before123');
      await call('POST', '/api/auth/sms', { body: { mobileNum: '9170005502', countryDialingCode: '+63', purpose: 'password' } });
      const code = await smsCodeFor('9170005502');
      const same = await call('POST', '/api/auth/password/phone', { body: { mobileNum: '9170005502', countryDialingCode: '+63', verificationCode: code, newPassword: 'before123' } });
      expect(same.json().errorCode).toBe('modify.new.old.same');
      const res = await call('POST', '/api/auth/password/phone', { body: { mobileNum: '9170005502', countryDialingCode: '+63', verificationCode: code, newPassword: 'after1234' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ userName: 'phonereset1' });
      const fresh = await tokenOf('phonereset1', 'after1234');
      expect((await call('GET', '/api/member/info', { token: fresh })).json().value.account).toBe('phonereset1');
      expect((await call('GET', '/api/member/info', { token: old })).statusCode).toBe(401);
      // The code is used once.
      const again = await call('POST', '/api/auth/password/phone', { body: { mobileNum: '9170005502', countryDialingCode: '+63', verificationCode: code, newPassword: 'again1234' } });
      expect(again.json().errorCode).toBe('sms.code.invalid');
    });
  });

  describe('inbox', () => {
    it('lists the member’s messages with the unread count and marks one read; others’ messages are 404', async () => {
      const token = await tokenOf('demo', 'demo1234');
      const before = (await call('GET', '/api/member/inbox', { token })).json().value;
      expect(before.totalCount).toBe(2);
      expect(before.unread).toBe(2);
      expect(before.list[0]).toMatchObject({ title: expect.any(String), read: false });
      const id = before.list[0].id as number;
      expect((await call('POST', `/api/member/inbox/${id}/read`, { token })).statusCode).toBe(200);
      const after = (await call('GET', '/api/member/inbox', { token })).json().value;
      expect(after.unread).toBe(1);
      expect((await call('GET', '/api/member/unread', { token })).json().value.inbox).toBe(1);
      const agent = await tokenOf('agentdemo', 'demo1234');
      expect((await call('POST', `/api/member/inbox/${id}/read`, { token: agent })).statusCode).toBe(404);
      expect((await call('POST', '/api/member/inbox/abc/read', { token })).statusCode).toBe(400);
      expect((await call('GET', '/api/member/inbox', { token: await trialToken() })).json().errorCode).toBe('auth.trialRefused');
    });
  });

  describe('betting records (§2 /m/gameRecord)', () => {
    it('pages through the seeded records newest first, with the period totals', async () => {
      const token = await tokenOf('demo', 'demo1234');
      const p1 = (await call('GET', '/api/member/game-records?pageNo=1&pageSize=20&days=30', { token })).json().value;
      expect(p1.totalCount).toBeGreaterThan(40);
      expect(p1.list).toHaveLength(20);
      expect(p1.totalPages).toBe(Math.ceil(p1.totalCount / 20));
      const times = p1.list.map((r: { betTime: string }) => r.betTime);
      expect([...times].sort().reverse()).toEqual(times);
      expect(p1.list[0]).toMatchObject({ gameName: expect.any(String), vassalage: expect.any(String), betAmount: expect.any(Number), status: 'unsettled' });
      const last = (await call('GET', `/api/member/game-records?pageNo=${p1.totalPages}`, { token })).json().value;
      expect(last.list.length).toBe(p1.totalCount - 20 * (p1.totalPages - 1));
      const ids = new Set([...p1.list, ...last.list].map((r: { id: number }) => r.id));
      expect(ids.size).toBe(p1.list.length + last.list.length);
      const rows = await t.db.kysely.selectFrom('game_records as r').innerJoin('members as m', 'm.id', 'r.member_id').select(['r.bet_cents', 'r.win_cents', 'r.status', 'r.bet_at']).where('m.account', '=', 'demo').execute();
      const since = Date.now() - 30 * 86_400_000;
      const inPeriod = rows.filter((r) => Date.parse(r.bet_at) >= since);
      expect(p1.summary.betAmount).toBeCloseTo(inPeriod.reduce((s, r) => s + Number(r.bet_cents), 0) / 100, 2);
      expect(p1.summary.winAmount).toBeCloseTo(inPeriod.filter((r) => r.status === 'settled').reduce((s, r) => s + Number(r.win_cents), 0) / 100, 2);
      const today = (await call('GET', '/api/member/game-records?days=1', { token })).json().value;
      expect(today.totalCount).toBeGreaterThan(0);
      expect(today.totalCount).toBeLessThan(p1.totalCount);
    });

    it('refuses bad paging, visitors and trial players', async () => {
      const token = await tokenOf('demo', 'demo1234');
      for (const q of ['pageNo=0', 'pageSize=7', 'days=2', 'gameType=<x>', 'extra=1']) {
        const res = await call('GET', `/api/member/game-records?${q}`, { token });
        expect(res.statusCode, q).toBe(400);
        expect(res.json().errorCode).toBe('request.invalid');
      }
      expect((await call('GET', '/api/member/game-records')).statusCode).toBe(401);
      expect((await call('GET', '/api/member/game-records', { token: await trialToken() })).json().errorCode).toBe('auth.trialRefused');
    });
  });

  describe('reward centre (§6 REWCEN3)', () => {
    it('lists the member’s applications while the flag is on, else asks to contact customer service', async () => {
      const token = await tokenOf('demo', 'demo1234');
      const promo = await t.db.kysely.selectFrom('promotions').select('id').orderBy('id').executeTakeFirstOrThrow();
      const member = await t.db.kysely.selectFrom('members').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('reward_applications').values({ member_id: member.id, promotion_id: promo.id, remarks: 'please', status: 'Applying', created_at: new Date().toISOString() }).execute();
      const list = (await call('GET', '/api/member/rewards', { token })).json().value.list;
      expect(list[0]).toMatchObject({ promotionId: promo.id, status: 'Applying', remarks: 'please', title: expect.any(String) });
      const row = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirstOrThrow();
      const settings = JSON.parse(row.value);
      await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ ...settings, whitelabel: { ...settings.whitelabel, REWCEN3: false } }) }).where('key', '=', 'site.settings').execute();
      try {
        const off = await call('GET', '/api/member/rewards', { token });
        expect(off.statusCode).toBe(403);
        expect(off.json()).toMatchObject({ errorCode: 'activity.customerService', message: 'Please contact customer service' });
      } finally {
        await t.db.kysely.updateTable('settings').set({ value: row.value }).where('key', '=', 'site.settings').execute();
      }
    });
  });

  describe('agent area (§6)', () => {
    it('team KPIs count the agent’s downline and its play', async () => {
      const token = await tokenOf('agentdemo', 'demo1234');
      const v = (await call('GET', '/api/member/team', { token })).json().value;
      expect(v.teamMembers).toBe(4);
      expect(v.newMembers30d).toBe(3);
      expect(v.activeMembers30d).toBe(3);
      expect(v.teamBets30d).toBeGreaterThan(0);
      expect(v.teamNet30d).toBeCloseTo(v.teamBets30d - v.teamWins30d, 2);
      const member = await tokenOf('demo', 'demo1234');
      expect((await call('GET', '/api/member/team', { token: member })).json().errorCode).toBe('auth.forbidden');
    });

    it('the pending salary contract is flagged, signed once, and then no longer flagged', async () => {
      const token = await tokenOf('agentdemo', 'demo1234');
      expect((await call('GET', '/api/member/contracts/check', { token })).json().value).toEqual({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: false });
      const [contract] = (await call('GET', '/api/member/contracts/salary', { token })).json().value.list;
      expect(contract).toMatchObject({ kind: 'salary', status: 'pending', terms: { dailyRate: 0.5, minimumTeam: 5 } });
      const member = await tokenOf('demo', 'demo1234');
      expect((await call('POST', `/api/member/contracts/${contract.id}/sign`, { token: member })).statusCode).toBe(403);
      const signs = await Promise.all([1, 2, 3].map(() => call('POST', `/api/member/contracts/${contract.id}/sign`, { token })));
      expect(signs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await call('GET', '/api/member/contracts/check', { token })).json().value.dailysalreqtype).toBe(false);
      expect((await call('POST', '/api/member/contracts/999999/sign', { token })).statusCode).toBe(404);
      // Put it back for the other suites of this file's database.
      await t.db.kysely.updateTable('contracts').set({ status: 'pending' }).where('id', '=', contract.id).execute();
    });

    it('invite friends: one invitation code per member, made on first ask, that registration accepts', async () => {
      const token = await tokenOf('demo', 'demo1234');
      const a = (await call('GET', '/api/member/referral', { token })).json().value;
      const b = (await call('GET', '/api/member/referral', { token })).json().value;
      expect(a.code).toMatch(/^P[A-Z0-9]{6}$/);
      expect(b).toEqual(a);
      expect(a.link).toContain(`/m/register?affiliateCode=${a.code}`);
      const check = (await call('GET', `/api/affiliates/check?code=${a.code}&domain=example.com`)).json().value;
      expect(check.success).toBe(true);
      const agent = await tokenOf('agentdemo', 'demo1234');
      expect((await call('GET', '/api/member/referral', { token: agent })).json().value.code).toBe('PARLOR8');
    });
  });
});
