/**
 * The security review's attacks, replayed against a real app on both databases: each test
 * is the attack as an attacker would run it, and passes only while the defence holds.
 */
import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, newIp, useTestApp } from './helpers';
import { createMember } from '../../server/services/members';
import { createOperator } from '../../server/services/operators';
import { LIMITS } from '../../server/lib/rate-limit';
import { SMS_CODE_MAX_TRIES } from '../../server/services/verification';
import { buildApp } from '../../server/app';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${++seq}`;

describe.each(DIALECTS)('attacks of the security review on %s', (dialect) => {
  const t = useTestApp(dialect);

  const call = caller(t);
  const login = (username: string, password: string, extra: object = {}, ip?: string) => call('POST', '/api/auth/login', { ip, body: { username, password, ...extra } });
  const member = async (o: { password?: string; mobile?: string; payeeName?: string; balanceCents?: number } = {}) => {
    const account = unique('atk');
    const password = o.password ?? 'right1234';
    const row = await createMember(t.db.kysely, { account, password, type: 0, registerMethod: 'H5', dialingCode: '+63', mobile: o.mobile ?? null, payeeName: o.payeeName ?? null, balanceCents: o.balanceCents });
    const token = (await login(account, password)).json().value.token as string;
    return { account, password, id: row.id, token };
  };
  const solvedCaptcha = async (ip: string) => {
    const { captchaId } = (await call('GET', '/api/auth/captcha', { ip })).json().value;
    return { captchaId, captcha: (await t.app.state.get(`captcha:${captchaId}`))! };
  };
  const lastCode = async (mobile: string) => {
    const row = await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.body)![1]!;
  };
  const operatorToken = async (username: string, password: string) => (await call('POST', '/api/admin/session', { body: { username, password } })).json().value.token as string;

  describe('SMS codes', () => {
    it('40 wrong codes in parallel, each from its own address, kill the code: the right one is refused afterwards', async () => {
      const mobile = `917${String(Date.now()).slice(-7)}`;
      const m = await member({ mobile });
      expect((await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'password' } })).statusCode).toBe(200);
      const code = await lastCode(mobile);
      const wrong = Array.from({ length: 40 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(
        wrong.map((c) => call('POST', '/api/auth/password/phone', { headers: { 'x-forwarded-for': newIp() }, body: { mobileNum: mobile, countryDialingCode: '+63', verificationCode: c, newPassword: 'Attack3r99' } })),
      );
      expect(answers.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
      const right = await call('POST', '/api/auth/password/phone', { body: { mobileNum: mobile, countryDialingCode: '+63', verificationCode: code, newPassword: 'Attack3r99' } });
      expect(right.statusCode).not.toBe(200);
      expect(right.json().success).toBe(false);
      // The member's password is untouched.
      expect((await login(m.account, m.password)).statusCode).toBe(200);
    });

    it('the same number spelt three ways is one number for the send limit', async () => {
      const mobile = `918${String(Date.now()).slice(-7)}`;
      const spellings = [
        { countryDialingCode: '+63', mobileNum: mobile },
        { countryDialingCode: '63', mobileNum: mobile },
        { countryDialingCode: '+63', mobileNum: `63${mobile}` },
      ];
      const statuses: number[] = [];
      for (let i = 0; i < LIMITS.smsPerNumber.limit + 1; i++) {
        // Skip the 60 s resend wait, as an attacker would by waiting; solve the captcha the later sends need.
        for (const key of ['63:' + mobile, '63:63' + mobile]) await t.app.state.del(`sms:wait:register:${key}`);
        statuses.push((await call('POST', '/api/auth/sms', { body: { ...spellings[i % 3], ...(await solvedCaptcha(newIp())) } })).statusCode);
      }
      expect(statuses.slice(0, LIMITS.smsPerNumber.limit).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('many sends from one client, or to one number from many, meet a captcha demand; a solved captcha sends, and a refused send uses up nothing', async () => {
      const ip = newIp();
      const base = Number(String(Date.now()).slice(-6)) * 10;
      const send = (mobileNum: string, o: { ip?: string; captcha?: object } = {}) =>
        call('POST', '/api/auth/sms', { ip: o.ip, body: { mobileNum: mobileNum, countryDialingCode: '+63', purpose: 'register', ...o.captcha } });
      // One client, a new number each time (SMS pumping): the first sends go out, then a captcha is demanded.
      const fromOne = [];
      for (let i = 0; i < 12; i++) fromOne.push(await send(`915${String(base + i).padStart(7, '0')}`, { ip }));
      const free = fromOne.filter((r) => r.statusCode === 200).length;
      expect(free).toBe(LIMITS.smsCaptchaAfter.perIp);
      for (const r of fromOne.slice(free)) {
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ errorCode: 'auth.captcha.required', value: { captcha: true } });
      }
      // A wrong answer is refused as such; a solved one sends.
      const wrong = await send(`916${String(base).padStart(7, '0')}`, { ip, captcha: { captchaId: (await solvedCaptcha(ip)).captchaId, captcha: 'nope' } });
      expect(wrong.json()).toMatchObject({ errorCode: 'auth.captcha.invalid', value: { captcha: true } });
      expect((await send(`916${String(base).padStart(7, '0')}`, { ip, captcha: await solvedCaptcha(ip) })).statusCode).toBe(200);

      // One number (spelt two ways), a new address each time (SMS bombing): a captcha after a couple of sends.
      const victim = `914${String(base).padStart(7, '0')}`;
      const toOne = [];
      for (let i = 0; i < 10; i++) {
        await t.app.state.del(`sms:wait:register:63:${victim}`);
        toOne.push(await call('POST', '/api/auth/sms', { body: { mobileNum: i % 2 ? `0${victim}` : victim, countryDialingCode: i % 2 ? '63' : '+63', purpose: 'register' } }));
      }
      expect(toOne.filter((r) => r.statusCode === 200)).toHaveLength(LIMITS.smsCaptchaAfter.perNumber);
      expect(toOne.slice(LIMITS.smsCaptchaAfter.perNumber).every((r) => r.json().errorCode === 'auth.captcha.required')).toBe(true);
      // The refused sends used up none of the number's sends: the rest of its hour still goes out, each with a solved captcha.
      for (let i = LIMITS.smsCaptchaAfter.perNumber; i < LIMITS.smsPerNumber.limit; i++) {
        await t.app.state.del(`sms:wait:register:63:${victim}`);
        expect((await call('POST', '/api/auth/sms', { body: { mobileNum: victim, countryDialingCode: '+63', purpose: 'register', ...(await solvedCaptcha(newIp())) } })).statusCode).toBe(200);
      }
    });

    it('SMS sign-in: wrong codes, with solved captchas, through two instances of one database kill the code; the same number\u2019s password code stays good', async () => {
      const mobile = `913${String(Date.now()).slice(-7)}`;
      const m = await member({ mobile });
      // A second instance on the same database: the tries are counted in the shared state, not in one process.
      const other = await buildApp({ db: t.db, logLevel: 'silent' });
      try {
        await other.ready();
        for (const purpose of ['login', 'password']) expect((await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose } })).statusCode).toBe(200);
        const code = await t.app.state.get(`sms:code:login:63:${mobile}`);
        expect(code).toMatch(/^\d{6}$/);
        const guesses = [];
        for (let i = 0; i < SMS_CODE_MAX_TRIES + 1; i++) {
          const ip = newIp();
          const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
          const app = i % 2 ? other : t.app;
          // The attacker solves the captcha the account asks for after a few failures (svg-captcha is machine-solvable).
          const { captchaId } = (await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: ip })).json().value;
          const captcha = (await t.app.state.get(`captcha:${captchaId}`))!;
          guesses.push(await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username: mobile, password: guess, type: 'sms', countryDialingCode: '+63', captchaId, captcha } }));
        }
        expect(guesses.map((r) => r.statusCode)).toEqual(Array(SMS_CODE_MAX_TRIES + 1).fill(401));
        // Fewer failures than the account lock: what refuses the right code now is the code's own death.
        expect(SMS_CODE_MAX_TRIES + 1).toBeLessThan(LIMITS.loginFailuresPerAccount.limit);
        expect(await t.app.state.get(`sms:code:login:63:${mobile}`)).toBeNull();
        const ip = newIp();
        const right = await login(mobile, code!, { type: 'sms', countryDialingCode: '+63', ...(await solvedCaptcha(ip)) }, ip);
        expect(right.statusCode).toBe(401);
        expect(right.json().value?.token).toBeUndefined();
        // Each purpose counts its own tries: the password code of the same number still works.
        const reset = await call('POST', '/api/auth/password/phone', { body: { mobileNum: mobile, countryDialingCode: '+63', verificationCode: await lastCode(mobile), newPassword: 'Fresh1234' } });
        expect(reset.statusCode).toBe(200);
        expect((await login(m.account, 'Fresh1234')).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('mobile registration: 20 wrong codes in parallel, each from its own address, kill the code; the number stays unregistered', async () => {
      const mobile = `912${String(Date.now()).slice(-7)}`;
      expect((await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'register' } })).statusCode).toBe(200);
      const code = await lastCode(mobile);
      const base = { registerMethod: 'H5', type: 0, birthday: '1990-01-01', method: 'mobileNum', mobileNum: mobile, countryDialingCode: '+63', password: 'secret12', confirmPassword: 'secret12' };
      const wrong = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(wrong.map((verificationCode) => call('PUT', '/api/members', { body: { ...base, verificationCode } })));
      // Every guess reached the code check (none was refused for another reason), and at most 5 were compared.
      expect(answers.map((r) => r.json().errorCode).filter((c) => c !== 'sms.code.invalid' && c !== 'sms.code.exhausted')).toEqual([]);
      expect(answers.filter((r) => r.json().errorCode === 'sms.code.invalid').length).toBeLessThanOrEqual(SMS_CODE_MAX_TRIES);
      const right = await call('PUT', '/api/members', { body: { ...base, verificationCode: code } });
      expect(right.statusCode).toBe(400);
      expect(right.json().errorCode).toBe('sms.code.exhausted');
      expect(await t.db.kysely.selectFrom('members').select('id').where('mobile', '=', mobile).execute()).toEqual([]);
    });

    it('forgot by mobile sets the password but hands out no session; the new password signs in', async () => {
      const mobile = `919${String(Date.now()).slice(-7)}`;
      const m = await member({ mobile });
      await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'password' } });
      const res = await call('POST', '/api/auth/password/phone', { body: { mobileNum: mobile, countryDialingCode: '63', verificationCode: await lastCode(mobile), newPassword: 'Fresh1234' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ userName: m.account });
      expect((await call('GET', '/api/member/info', { token: m.token })).statusCode).toBe(401);
      expect((await login(m.account, 'Fresh1234')).statusCode).toBe(200);
    });
  });

  describe('password guessing', () => {
    it('50 parallel wrong passwords: at most 3 run without a captcha, and the right password is then refused even with a solved captcha', async () => {
      const m = await member();
      const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => login(m.account, `guess${i}word`)));
      expect(burst.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(LIMITS.captchaAfterFailures);
      expect((await login(m.account, m.password)).statusCode).not.toBe(200);
      const ip = newIp();
      const right = await login(m.account, m.password, await solvedCaptcha(ip), ip);
      expect(right.statusCode).toBe(429);
    });

    it('the console: 50 parallel wrong passwords lock the operator, the right password with a solved captcha is refused', async () => {
      const username = unique('opatk');
      await createOperator(t.db.kysely, { username, password: 'Right-pass-1', role: 'admin' });
      const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => call('POST', '/api/admin/session', { body: { username, password: `guess${i}word` } })));
      expect(burst.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(LIMITS.captchaAfterFailures);
      const ip = newIp();
      const right = await call('POST', '/api/admin/session', { ip, body: { username, password: 'Right-pass-1', ...(await solvedCaptcha(ip)) } });
      expect(right.statusCode).toBe(429);
    });
  });

  describe('the outbox', () => {
    it('shows no live code to a viewer or an admin; only an admin sees the address', async () => {
      const mobile = `920${String(Date.now()).slice(-7)}`;
      await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'login' } });
      const code = await lastCode(mobile);
      for (const [who, pass] of [['viewer', 'viewer1234'], ['operator', 'operator1234']] as const) {
        const res = await call('GET', '/api/admin/outbox?channel=sms&limit=5', { token: await operatorToken(who, pass) });
        expect(res.statusCode).toBe(200);
        const text = JSON.stringify(res.json().value.list);
        expect(text, who).not.toContain(code);
        expect(text.includes(mobile), who).toBe(who === 'operator');
      }
    });
    it('masks a mailed password-reset link for every role: no console reader can follow it', async () => {
      const account = unique('mailatk');
      const email = `${account}@mail.com`;
      await createMember(t.db.kysely, { account, password: 'right1234', type: 0, registerMethod: 'H5', email });
      const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', remoteAddress: newIp(), headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'parlor.test' }, payload: new URLSearchParams({ username: account, email }).toString() });
      expect(forgot.statusCode).toBe(200);
      const sent = (await t.db.kysely.selectFrom('outbox').select('body').where('address', '=', email).executeTakeFirstOrThrow()).body;
      const token = /reset\?code=([\w-]+)/.exec(sent)![1]!;
      for (const [who, pass] of [['viewer', 'viewer1234'], ['editor', 'editor1234'], ['operator', 'operator1234']] as const) {
        const text = JSON.stringify((await call('GET', '/api/admin/outbox?channel=mail&limit=20', { token: await operatorToken(who, pass) })).json().value.list);
        expect(text, who).not.toContain(token);
        expect(text, who).not.toContain('parlor.test');
        expect(text.includes(email), who).toBe(who === 'operator');
      }
    });
  });

  describe('wallet decisions', () => {
    const deposit = async (token: string, amount: number) => (await call('POST', '/api/wallet/deposits', { token, body: { channel: 'INSTAPAY', amount } })).json().value as { id: number; reference: string };
    const auditRows = (reference: string) => t.db.kysely.selectFrom('audit_log').select('action').where('target', '=', `order:${reference}`).execute();
    const decide = (token: string, id: number, verdict: 'approve' | 'reject' = 'approve') => call('POST', `/api/admin/wallet/orders/${id}/${verdict}`, { token, body: {} });

    it('an editor cannot decide; a cashier can; an audit row exists exactly when a decision does', async () => {
      const m = await member();
      const order = await deposit(m.token, 1_000);
      const editor = await operatorToken('editor', 'editor1234');
      const refused = await decide(editor, order.id);
      expect(refused.statusCode).toBe(403);
      expect(await auditRows(order.reference)).toEqual([]);
      const ok = await decide(await operatorToken('cashier', 'cashier1234'), order.id);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value).toMatchObject({ status: 'approved', decidedBy: 'cashier' });
      expect((await auditRows(order.reference)).map((a) => a.action)).toEqual(['wallet.deposit.approve']);
      expect((await decide(editor, order.id)).statusCode).toBe(403);
      expect((await decide(await operatorToken('operator', 'operator1234'), order.id)).statusCode).toBe(409);
      expect((await auditRows(order.reference)).map((a) => a.action)).toEqual(['wallet.deposit.approve']);
    });

    it('a deposit above the threshold needs two different approvers', async () => {
      const m = await member();
      const order = await deposit(m.token, 150_000);
      const cashier = await operatorToken('cashier', 'cashier1234');
      const first = await decide(cashier, order.id);
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ status: 'pending', firstApprovedBy: 'cashier' });
      expect((await call('GET', '/api/member/wallet', { token: m.token })).json().value.sumBalance).toBe(0);
      const again = await decide(cashier, order.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('wallet.order.secondApprover');
      const second = await decide(await operatorToken('operator', 'operator1234'), order.id);
      expect(second.json().value).toMatchObject({ status: 'approved', decidedBy: 'operator', firstApprovedBy: 'cashier' });
      expect((await call('GET', '/api/member/wallet', { token: m.token })).json().value.sumBalance).toBe(150_000);
      expect((await auditRows(order.reference)).map((a) => a.action).sort()).toEqual(['wallet.deposit.approve', 'wallet.deposit.firstApproval']);
    });

    it('an operator never decides an order of a member account linked to them', async () => {
      const m = await member();
      const order = await deposit(m.token, 1_000);
      await createOperator(t.db.kysely, { username: m.account, password: 'Cash-pass-1', role: 'cashier' });
      const sameName = await decide(await operatorToken(m.account, 'Cash-pass-1'), order.id);
      expect(sameName.statusCode).toBe(403);
      expect(sameName.json().errorCode).toBe('wallet.order.ownAccount');
      const linked = unique('cashlink');
      await createOperator(t.db.kysely, { username: linked, password: 'Cash-pass-1', role: 'cashier' });
      await t.db.kysely.updateTable('operators').set({ member_account: m.account }).where('username', '=', linked).execute();
      expect((await decide(await operatorToken(linked, 'Cash-pass-1'), order.id, 'reject')).json().errorCode).toBe('wallet.order.ownAccount');
      expect(await auditRows(order.reference)).toEqual([]);
    });
  });

  describe('payouts', () => {
    it('a payout account needs the login password and the member’s own name', async () => {
      const m = await member({ payeeName: 'Juan Dela Cruz' });
      const add = (body: object) => call('POST', '/api/wallet/bank-accounts', { token: m.token, body: { bankCode: 'GCASH', accountNumber: '09170000001', ...body } });
      expect((await add({ accountName: 'Juan Dela Cruz' })).statusCode).toBe(400);
      expect((await add({ accountName: 'Juan Dela Cruz', password: 'nope1234' })).json().errorCode).toBe('wallet.password.invalid');
      expect((await add({ accountName: 'Any Name', password: m.password })).json().errorCode).toBe('wallet.accountName.mismatch');
      expect((await add({ accountName: 'juan  dela cruz', password: m.password })).statusCode).toBe(200);
    });

    it('20 parallel withdrawal password guesses: at most 5 are checked', async () => {
      const m = await member({ balanceCents: 500_000 });
      await t.db.kysely.insertInto('bank_accounts').values({ member_id: m.id, bank_code: 'GCASH', bank_name: 'GCash', account_name: 'Any Name', account_number: '09170000002', created_at: new Date().toISOString() }).execute();
      const acct = (await t.db.kysely.selectFrom('bank_accounts').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow()).id;
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 100, password: `guess${i}x` } })));
      expect(burst.filter((r) => r.json().errorCode === 'wallet.password.invalid').length).toBeLessThanOrEqual(5);
      expect((await call('POST', '/api/wallet/withdrawals', { token: m.token, body: { bankAccountId: acct, amount: 100, password: m.password } })).statusCode).toBe(429);
    });
  });

  describe('remember me', () => {
    it('10 parallel exchanges of one remember token: exactly one succeeds', async () => {
      const m = await member();
      const { rememberToken } = (await login(m.account, m.password, { remember: true })).json().value;
      const all = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/auth/remember', { body: { rememberToken } })));
      expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    });

    it('logout with the remember token revokes it; a password change revokes every remember token', async () => {
      const m = await member();
      const s = (await login(m.account, m.password, { remember: true })).json().value;
      expect((await call('DELETE', '/api/auth/session', { token: s.token, body: { rememberToken: s.rememberToken } })).statusCode).toBe(200);
      expect((await call('POST', '/api/auth/remember', { body: { rememberToken: s.rememberToken } })).statusCode).toBe(401);
      const s2 = (await login(m.account, m.password, { remember: true })).json().value;
      expect((await call('POST', '/api/auth/password', { token: s2.token, body: { oldPassword: m.password, newPassword: 'other1234', confirmNewPassword: 'other1234' } })).statusCode).toBe(200);
      expect((await call('POST', '/api/auth/remember', { body: { rememberToken: s2.rememberToken } })).statusCode).toBe(401);
    });
  });

  describe('self-exclusion', () => {
    it('a stolen session alone cannot exclude the member: the password is asked for', async () => {
      const m = await member();
      const exclude = (extra: object) => call('POST', '/api/member/exclusion', { token: m.token, body: { kind: 'selfExclusion', period: '6m', confirm: true, ...extra } });
      expect((await exclude({})).statusCode).toBe(400);
      expect((await exclude({ password: 'nope1234' })).json().errorCode).toBe('responsible.password.invalid');
      expect((await call('GET', '/api/member/info', { token: m.token })).statusCode).toBe(200);
      expect((await exclude({ password: m.password })).statusCode).toBe(200);
    });
  });

  describe('lifting a self-exclusion', () => {
    it('every role sees it; only an admin lifts it, only after its period, with a note in the audit log; until then the account stays closed', async () => {
      const m = await member();
      expect((await call('POST', '/api/member/exclusion', { token: m.token, body: { kind: 'selfExclusion', period: '6m', confirm: true, password: m.password } })).statusCode).toBe(200);
      const [admin, viewer, editor] = await Promise.all([operatorToken('operator', 'operator1234'), operatorToken('viewer', 'viewer1234'), operatorToken('editor', 'editor1234')]);
      const cashierName = unique('till');
      await createOperator(t.db.kysely, { username: cashierName, password: 'Cashier-pass-1', role: 'cashier' });
      const cashier = await operatorToken(cashierName, 'Cashier-pass-1');

      const listed = (await call('GET', `/api/admin/exclusions?account=${m.account}`, { token: viewer })).json().value.list;
      expect(listed).toEqual([expect.objectContaining({ memberId: m.id, account: m.account, kind: 'selfExclusion', period: '6m', ended: false })]);
      const lift = (token: string, body: object = { note: 'Member asked by phone, identity checked' }) => call('POST', `/api/admin/exclusions/${m.id}/lift`, { token, body });
      for (const token of [viewer, editor, cashier]) expect((await lift(token)).statusCode).toBe(403);
      // While the period runs, not even an admin can lift it.
      const early = await lift(admin);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ errorCode: 'admin.exclusion.running', value: { until: listed[0].until } });

      // The period ends: the account stays closed until someone lifts it.
      await t.db.kysely.updateTable('responsible_gaming').set({ excluded_until: new Date(Date.now() - 60_000).toISOString() }).where('member_id', '=', m.id).execute();
      expect((await login(m.account, m.password)).json()).toMatchObject({ errorCode: 'auth.selfExclusionEnded', value: { kind: 'selfExclusion' } });
      expect((await call('GET', '/api/admin/exclusions?state=ended', { token: viewer })).json().value.list.map((x: { memberId: number }) => x.memberId)).toContain(m.id);
      expect((await lift(admin, {})).statusCode).toBe(400);
      const lifted = await lift(admin);
      expect(lifted.statusCode).toBe(200);
      const entry = await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'exclusion.lift').where('target', '=', `member:${m.id}`).executeTakeFirstOrThrow();
      expect(entry.operator_name).toBe('operator');
      expect(JSON.parse(entry.before!)).toMatchObject({ kind: 'selfExclusion', period: '6m' });
      expect(JSON.parse(entry.after!)).toEqual({ lifted: true, note: 'Member asked by phone, identity checked' });
      expect((await login(m.account, m.password)).statusCode).toBe(200);
      expect((await lift(admin)).json().errorCode).toBe('admin.exclusion.none');
    });
  });
});
