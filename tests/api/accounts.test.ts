import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, newIp, useTestApp } from './helpers';
import { adultBirthday } from '../fixtures/members';


describe.each(DIALECTS)('accounts API on %s', (dialect) => {
  const t = useTestApp(dialect);

  const call = caller(t);
  const login = async (username: string, password: string, extra: object = {}, ip?: string) => call('POST', '/api/auth/login', { ip, body: { username, password, ...extra } });
  const tokenOf = async (username: string, password: string) => (await login(username, password)).json().value.token as string;
  const register = (body: object, ip?: string) => call('PUT', '/api/members', { ip, body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), ...body } });
  const smsCodeFor = async (mobile: string) => {
    const row = await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.body)![1]!;
  };

  describe('login and sessions', () => {
    it('signs the demo member in and answers §3 session info', async () => {
      const res = await login('demo', 'demo1234');
      expect(res.statusCode).toBe(200);
      const v = res.json().value;
      expect(v).toMatchObject({ userName: 'demo', type: 0 });
      expect(v.token).toMatch(/^[\w-]{43}$/);
      const info = (await call('GET', '/api/member/info', { token: v.token })).json().value;
      expect(info).toMatchObject({ account: 'demo', nickname: 'Lucky Demo', type: 0, agent: false });
      expect((await call('GET', '/api/member/wallet', { token: v.token })).json().value).toEqual({ sumBalance: 12345.67 });
      expect((await call('GET', '/api/member/rank', { token: v.token })).json().value.percent).toBe(70);
    });

    it('accepts the username in any case', async () => {
      expect((await login('DEMO', 'demo1234')).statusCode).toBe(200);
    });

    it('refuses a wrong password without telling whether the account exists', async () => {
      const ip = newIp();
      const wrong = await login('demo', 'nope1234', {}, ip);
      const ghost = await login('nobody-here', 'nope1234', {}, ip);
      for (const r of [wrong, ghost]) {
        expect(r.statusCode).toBe(401);
        expect(r.json()).toMatchObject({ success: false, errorCode: 'auth.invalidCredentials' });
      }
    });

    it('asks for a captcha after 3 failures, then signs in with the right answer', async () => {
      const ip = newIp();
      for (let i = 0; i < 2; i++) expect((await login('agentdemo', 'bad-pass1', {}, ip)).json().value.captcha).toBe(false);
      expect((await login('agentdemo', 'bad-pass1', {}, ip)).json().value.captcha).toBe(true);
      const without = await login('agentdemo', 'demo1234', {}, ip);
      expect(without.statusCode).toBe(400);
      expect(without.json()).toMatchObject({ errorCode: 'auth.captcha.required', value: { captcha: true } });
      const { captchaId, image } = (await call('GET', '/api/auth/captcha', { ip })).json().value;
      expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
      const wrongAnswer = await login('agentdemo', 'demo1234', { captchaId, captcha: '0000000' }, ip);
      expect(wrongAnswer.json().errorCode).toBe('auth.captcha.invalid');
      const fresh = (await call('GET', '/api/auth/captcha', { ip })).json().value;
      const answer = await t.app.state.get(`captcha:${fresh.captchaId}`);
      const ok = await login('agentdemo', 'demo1234', { captchaId: fresh.captchaId, captcha: answer, portal: 'agent' }, ip);
      expect(ok.statusCode).toBe(200);
      // A used challenge cannot be replayed.
      expect(await t.app.state.get(`captcha:${fresh.captchaId}`)).toBeNull();
    });

    it('answers brute force with 429 after the per-account limit', async () => {
      const { createMember } = await import('../../server/services/members');
      await createMember(t.db.kysely, { account: 'bruteme', password: 'right1234', type: 0, registerMethod: 'H5' });
      let last = 0;
      for (let i = 0; i < 12; i++) {
        const ip = newIp(); // spread over IPs: the account limit still holds
        const { captchaId } = (await call('GET', '/api/auth/captcha', { ip })).json().value;
        const answer = await t.app.state.get(`captcha:${captchaId}`);
        last = (await login('bruteme', `wrong${i}pass`, { captchaId, captcha: answer }, ip)).statusCode;
      }
      expect(last).toBe(429);
      const blocked = await login('bruteme', 'right1234', {}, newIp());
      expect([400, 429]).toContain(blocked.statusCode);
    });

    it('logout revokes the token', async () => {
      const token = await tokenOf('demo', 'demo1234');
      expect((await call('DELETE', '/api/auth/session', { token })).statusCode).toBe(200);
      const after = await call('GET', '/api/member/info', { token });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ errorCode: 'auth.required', message: 'You are not logged in, please login first' });
    });

    it('refuses a made-up token and a missing one', async () => {
      expect((await call('GET', '/api/member/info', { token: 'x'.repeat(43) })).statusCode).toBe(401);
      expect((await call('GET', '/api/member/wallet')).statusCode).toBe(401);
    });

    it('§6: the agent portal refuses members, accepts agents', async () => {
      const member = await login('demo', 'demo1234', { portal: 'agent' });
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ errorCode: 'auth.nonAgent', message: 'Non-agents cannot log in' });
      const agent = await login('agentdemo', 'demo1234', { portal: 'agent' });
      expect(agent.json().value.type).toBe(1);
      const check = (await call('GET', '/api/member/contracts/check', { token: agent.json().value.token })).json().value;
      expect(check).toEqual({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: false });
      expect((await call('GET', '/api/member/contracts/salary', { token: agent.json().value.token })).json().value.list).toHaveLength(1);
      const memberToken = await tokenOf('demo', 'demo1234');
      expect((await call('GET', '/api/member/contracts/salary', { token: memberToken })).statusCode).toBe(403);
    });

    it('remember me signs back in with a rotating token, never a password', async () => {
      const first = (await login('demo', 'demo1234', { remember: true })).json().value;
      expect(first.rememberToken).toBeTruthy();
      const again = await call('POST', '/api/auth/remember', { body: { rememberToken: first.rememberToken } });
      expect(again.statusCode).toBe(200);
      expect(again.json().value.userName).toBe('demo');
      // The old remember token is spent.
      expect((await call('POST', '/api/auth/remember', { body: { rememberToken: first.rememberToken } })).statusCode).toBe(401);
    });
  });

  describe('trial players (§6)', () => {
    it('get a type 4 session that may play free games only and cannot use member functions', async () => {
      const trial = (await call('POST', '/api/auth/trial')).json().value;
      expect(trial).toMatchObject({ type: 4, customerType: 4 });
      const token = trial.token as string;
      expect((await call('GET', '/api/member/wallet', { token })).json().value.sumBalance).toBe(2000);
      const fav = await call('POST', '/api/member/favourites', { token, body: { nodeId: 'JILI-RNG-0001' } });
      expect(fav.statusCode).toBe(403);
      expect(fav.json()).toMatchObject({ errorCode: 'auth.trialRefused', message: 'Please log in to a real account to use this function' });
      expect((await call('GET', '/api/member/unread', { token })).statusCode).toBe(403);
      expect((await call('POST', '/api/announcements/12/read', { token, body: { announcementId: 12, read: true } })).statusCode).toBe(403);
      expect((await call('GET', '/api/games/PARLOR-RNG-0001/launch', { token })).json().value.mode).toBe('free');
      expect((await call('GET', '/api/games/RLV-LIVE-0001/launch', { token })).statusCode).toBe(403);
    });
  });

  describe('registration (§4, §5)', () => {
    it('serves the per-field rule set', async () => {
      const v = (await call('GET', '/api/register/settings')).json().value;
      expect(v.methods).toEqual(['username', 'mobileNum']);
      expect(v.rules.username).toEqual({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'username' });
    });

    it('registers by username, signs in, and refuses the same name again', async () => {
      const res = await register({ username: 'newplayer1', password: 'secret12', confirmPassword: 'secret12', nickname: 'Newbie' });
      expect(res.statusCode).toBe(200);
      const v = res.json().value;
      expect(v).toMatchObject({ userName: 'newplayer1', type: 0, firstTimeLogin: true });
      expect((await call('GET', '/api/member/info', { token: v.token })).json().value.nickname).toBe('Newbie');
      expect((await call('GET', '/api/register/username?u=NewPlayer1')).json().value.available).toBe(false);
      const dup = await register({ username: 'NEWPLAYER1', password: 'secret12', confirmPassword: 'secret12' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ errorCode: 'member.username.exists', message: 'Sorry, the username already exists' });
    });

    it('names the failing field of each rule', async () => {
      const cases: [object, string, string][] = [
        [{ username: 'abc', password: 'secret12', confirmPassword: 'secret12' }, 'register.field', 'username'],
        [{ username: 'bad name!', password: 'secret12', confirmPassword: 'secret12' }, 'register.field', 'username'],
        [{ username: 'okname12', password: 'short', confirmPassword: 'short' }, 'register.field', 'password'],
        [{ username: 'okname12', password: 'lettersonly', confirmPassword: 'lettersonly' }, 'register.field', 'password'],
        [{ username: 'okname12', password: 'secret12', confirmPassword: 'secret13' }, 'password.mismatch', 'confirmPassword'],
        [{ username: 'okname12', password: 'secret12', confirmPassword: 'secret12', email: 'not-mail' }, 'register.field', 'email'],
        [{ username: 'okname12', password: 'secret12', confirmPassword: 'secret12', birthday: '2015-01-01' }, 'register.age', 'birthday'],
        [{ username: 'okname12', password: 'secret12', confirmPassword: 'secret12', birthday: '1899-12-31' }, 'register.age', 'birthday'],
        [{ username: 'okname12', password: 'secret12', confirmPassword: 'secret12', affiliateCode: 'NOPE99' }, 'affiliate.invalid', 'affiliateCode'],
      ];
      for (const [body, code, field] of cases) {
        const res = await register(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toMatchObject({ errorCode: code, value: { field } });
      }
      expect((await call('GET', '/api/register/username?u=okname12')).json().value.available).toBe(true);
      expect((await register({ type: 1, username: 'okname12', password: 'secret12', confirmPassword: 'secret12' })).statusCode).toBe(400);
    });

    it('accepts a valid invitation code and checks it by code and domain', async () => {
      expect((await call('GET', '/api/affiliates/check?code=PARLOR8&domain=parlor.example')).json().value).toEqual({ success: true, code: 0 });
      expect((await call('GET', '/api/affiliates/check?code=NOPE')).json().value.success).toBe(false);
      const res = await register({ username: 'invited01', password: 'secret12', confirmPassword: 'secret12', affiliateCode: 'PARLOR8', birthday: '1990-05-04' });
      expect(res.statusCode).toBe(200);
    });

    it('registers by mobile with the SMS code from the outbox; a wrong code is refused', async () => {
      const mobile = '9175550001';
      const sent = await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63' } });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now() + 55_000);
      const again = await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63' } });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ errorCode: 'sms.wait' });
      const base = { method: 'mobileNum', mobileNum: mobile, countryDialingCode: '+63', password: 'secret12', confirmPassword: 'secret12' };
      const wrong = await register({ ...base, verificationCode: '000000' === (await smsCodeFor(mobile)) ? '111111' : '000000' });
      expect(wrong.json()).toMatchObject({ errorCode: 'sms.code.invalid', message: 'Verification code error' });
      const res = await register({ ...base, verificationCode: await smsCodeFor(mobile) });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.userName).toBe(`m63${mobile}`);
      // The mobile now signs in by SMS code too.
      await t.app.state.del(`sms:wait:login:63:${mobile}`);
      await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'login' } });
      const sms = await login(mobile, await smsCodeFor(mobile), { type: 'sms', countryDialingCode: '+63' });
      expect(sms.statusCode).toBe(200);
    });

    it('50 parallel registrations of one username make exactly one account', async () => {
      const results = await Promise.all(
        Array.from({ length: 50 }, () => register({ username: 'racewinner', password: 'secret12', confirmPassword: 'secret12' })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      const rows = await t.db.kysely.selectFrom('members').select('id').where('account', '=', 'racewinner').execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('passwords', () => {
    it('change password revokes every other session; the same password is refused', async () => {
      const { createMember } = await import('../../server/services/members');
      await createMember(t.db.kysely, { account: 'changer1', password: 'first123', type: 0, registerMethod: 'H5' });
      const a = await tokenOf('changer1', 'first123');
      const b = await tokenOf('changer1', 'first123');
      const same = await call('POST', '/api/auth/password', { token: a, body: { oldPassword: 'first123', newPassword: 'first123', confirmNewPassword: 'first123' } });
      expect(same.json().errorCode).toBe('password.same');
      const mismatch = await call('POST', '/api/auth/password', { token: a, body: { oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second13' } });
      expect(mismatch.json()).toMatchObject({ errorCode: 'password.mismatch', message: 'Confirmation password not matched' });
      const changed = await call('POST', '/api/auth/password', { token: a, body: { oldPassword: 'first123', newPassword: 'second12', confirmNewPassword: 'second12' } });
      expect(changed.statusCode).toBe(200);
      expect((await call('GET', '/api/member/info', { token: a })).statusCode).toBe(200);
      expect((await call('GET', '/api/member/info', { token: b })).statusCode).toBe(401);
      expect((await login('changer1', 'first123')).statusCode).toBe(401);
      expect((await login('changer1', 'second12')).statusCode).toBe(200);
    });

    it('sets a password by phone with an SMS code', async () => {
      const mobile = '9171234567'; // the demo member's
      const { createMember } = await import('../../server/services/members');
      await createMember(t.db.kysely, { account: 'phoneuser', password: 'first123', type: 0, registerMethod: 'H5', dialingCode: '+63', mobile: '9170000042' });
      await call('POST', '/api/auth/sms', { body: { mobileNum: '9170000042', countryDialingCode: '+63', purpose: 'password' } });
      const bad = await call('POST', '/api/auth/password/phone', { body: { mobileNum: '9170000042', verificationCode: '1', newPassword: 'phone123' } });
      expect(bad.json().errorCode).toBe('sms.code.invalid');
      const code = await smsCodeFor('9170000042');
      const res = await call('POST', '/api/auth/password/phone', { body: { mobileNum: '9170000042', countryDialingCode: '+63', verificationCode: code, newPassword: 'phone123' } });
      expect(res.statusCode).toBe(200);
      expect((await login('phoneuser', 'phone123')).statusCode).toBe(200);
      expect(mobile).toBeTruthy();
    });

    it('forgot by e-mail takes a form-encoded body and checks the e-mail pattern', async () => {
      const ok = await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=demo&email=demo%40parlor.com.ph' });
      expect(ok.statusCode).toBe(200);
      const mail = await t.db.kysely.selectFrom('outbox').select(['channel', 'address']).where('channel', '=', 'mail').execute();
      expect(mail).toContainEqual({ channel: 'mail', address: 'demo@parlor.com.ph' });
      const bad = await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=demo&email=nope' });
      expect(bad.json()).toMatchObject({ errorCode: 'email.invalid' });
    });
  });

  describe('favourites, recent, launch, unread', () => {
    it('favourites: add is idempotent, list shows it, remove takes it away; unknown games are 404', async () => {
      const token = await tokenOf('demo', 'demo1234');
      for (let i = 0; i < 2; i++) expect((await call('POST', '/api/member/favourites', { token, body: { nodeId: 'JILI-RNG-0002' } })).statusCode).toBe(200);
      await call('POST', '/api/member/favourites', { token, body: { nodeId: 'RLV-LIVE-0003' } });
      let list = (await call('GET', '/api/member/favourites?pageNo=1&pageSize=200', { token })).json().value;
      expect(list.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(['RLV-LIVE-0003', 'JILI-RNG-0002']);
      list = (await call('GET', '/api/member/favourites?gameType=LIVE', { token })).json().value;
      expect(list.totalCount).toBe(1);
      await call('DELETE', '/api/member/favourites?nodeId=JILI-RNG-0002', { token });
      list = (await call('GET', '/api/member/favourites', { token })).json().value;
      expect(list.games.map((g: { nodeId: string }) => g.nodeId)).toEqual(['RLV-LIVE-0003']);
      expect((await call('POST', '/api/member/favourites', { token, body: { nodeId: 'NOPE' } })).statusCode).toBe(404);
      expect((await call('GET', '/api/member/favourites')).statusCode).toBe(401);
    });

    it('parallel favourite adds and removes leave a consistent list', async () => {
      const token = await tokenOf('agentdemo', 'demo1234');
      const ids = Array.from({ length: 10 }, (_, i) => `NOVA-RNG-${String(i + 1).padStart(4, '0')}`);
      await Promise.all(ids.flatMap((nodeId) => [1, 2, 3].map(() => call('POST', '/api/member/favourites', { token, body: { nodeId } }))));
      await Promise.all(ids.slice(0, 5).map((nodeId) => call('DELETE', `/api/member/favourites?nodeId=${nodeId}`, { token })));
      const list = (await call('GET', '/api/member/favourites', { token })).json().value;
      expect(list.games.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual(ids.slice(5).sort());
    });

    it('launching records a recent play; guests are refused', async () => {
      const token = await tokenOf('demo', 'demo1234');
      const launch = await call('GET', '/api/games/PARLOR-RNG-0001/launch', { token });
      expect(launch.json().value.url).toMatch(/^\/m\/play\/slot\/PARLOR-RNG-0001\?t=/);
      const recent = (await call('GET', '/api/member/recent?pageSize=36', { token })).json().value;
      expect(recent.games[0].nodeId).toBe('PARLOR-RNG-0001');
      // A vendor with no integration configured cannot be launched, and is not recorded as played.
      expect((await call('GET', '/api/games/JILI-RNG-0005/launch', { token })).json()).toMatchObject({ errorCode: 'game.unavailable' });
      expect((await call('GET', '/api/games/JILI-RNG-0005/launch')).json()).toMatchObject({ errorCode: 'auth.required' });
      expect((await call('GET', '/api/games/NOPE/launch', { token })).statusCode).toBe(404);
    });

    it('unread counts drop when a notice is marked read', async () => {
      const token = await tokenOf('demo', 'demo1234');
      const before = (await call('GET', '/api/member/unread', { token })).json().value;
      expect(before.inbox).toBe(2);
      const notices = (await call('GET', '/api/announcements?types=PL')).json().value.player;
      const id = notices[0].id;
      expect((await call('POST', `/api/announcements/${id}/read`, { token, body: { announcementId: id, read: true } })).statusCode).toBe(200);
      expect((await call('POST', `/api/announcements/${id}/read`, { token, body: { announcementId: id, read: true } })).statusCode).toBe(200);
      const after = (await call('GET', '/api/member/unread', { token })).json().value;
      expect(after.announcements).toBe(before.announcements - 1);
    });
  });
});
