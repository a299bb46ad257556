import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_SETTINGS, type RegisterSettings } from '../../schemas/register.schema';
import { createMember } from '../../server/services/members';
import { caller, useTestApp } from './helpers';
import { adultBirthday } from '../fixtures/members';

/**
 * What registration checks before it stores: the mobile number of the username method (optional or
 * required by its rule, stored only with a verified SMS code), the referrer (only from a valid
 * invitation code), the birthday under the minimum-age rule, and fields the rules switched off.
 */
describe('registration stores only what it checked', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const register = (body: object) => call('PUT', '/api/members', { body: { registerMethod: 'H5', type: 0, birthday: adultBirthday(), method: 'username', password: 'secret12', confirmPassword: 'secret12', ...body } });
  const setRules = async (change: (s: RegisterSettings) => RegisterSettings) => {
    const value = JSON.stringify(change(structuredClone(DEFAULT_REGISTER_SETTINGS)));
    await t.db.kysely.updateTable('settings').set({ value }).where('key', '=', 'register.settings').execute();
  };
  const stored = (account: string) => t.db.kysely.selectFrom('members').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
  const smsCodeFor = async (mobile: string) => {
    const row = await t.db.kysely.selectFrom('outbox').select('body').where('address', 'like', `%${mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.body)![1]!;
  };
  let n = 0;
  const name = () => `rules${Date.now() % 1e6}${++n}`;

  it('a mobile number typed with the username method needs its SMS code, and only then is stored', async () => {
    await setRules((s) => s);
    const mobile = '9176660001';
    const noCode = await register({ username: name(), mobileNum: mobile });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ errorCode: 'register.field', value: { field: 'verificationCode', key: 'validation.required' } });
    const wrong = await register({ username: name(), mobileNum: mobile, verificationCode: '123456' });
    expect(wrong.json()).toMatchObject({ errorCode: 'sms.code.invalid' });
    expect(await t.db.kysely.selectFrom('members').select('id').where('mobile', '=', mobile).execute()).toHaveLength(0);

    await call('POST', '/api/auth/sms', { body: { mobileNum: mobile, countryDialingCode: '+63', purpose: 'register' } });
    const account = name();
    const ok = await register({ username: account, mobileNum: mobile, countryDialingCode: '+63', verificationCode: await smsCodeFor(mobile) });
    expect(ok.statusCode).toBe(200);
    expect(await stored(account)).toMatchObject({ mobile, dialing_code: '+63' });
  });

  it('does not tell whether a number is registered to anyone who has not its code', async () => {
    await setRules((s) => s);
    await createMember(t.db.kysely, { account: name(), password: 'secret12', type: 0, registerMethod: 'H5', dialingCode: '+63', mobile: '9176660002' });
    const res = await register({ username: name(), mobileNum: '9176660002', verificationCode: '000000' });
    expect(res.json().errorCode).not.toBe('member.mobile.exists');
    expect(res.statusCode).toBe(400);
  });

  it('a required mobile number of the username method is asked for at its field; an optional one may be left out', async () => {
    await setRules((s) => ({ ...s, rules: { ...s.rules, mobileNum: { ...s.rules.mobileNum, required: true } } }));
    const missing = await register({ username: name() });
    expect(missing.json()).toMatchObject({ errorCode: 'register.field', value: { field: 'mobileNum', key: 'validation.required' } });
    const short = await register({ username: name(), mobileNum: '12' });
    expect(short.json()).toMatchObject({ errorCode: 'register.field', value: { field: 'mobileNum', key: 'validation.pattern.digits' } });
    await setRules((s) => s);
    expect((await register({ username: name() })).statusCode).toBe(200);
  });

  it('takes the referrer only from a valid invitation code, never from free text', async () => {
    await setRules((s) => ({ ...s, rules: { ...s.rules, recommenderId: { ...s.rules.recommenderId, enabled: true } } }));
    const free = name();
    expect((await register({ username: free, recommenderId: 'agentdemo' })).statusCode).toBe(200);
    expect((await stored(free)).recommender_id).toBeNull();
    const invited = name();
    expect((await register({ username: invited, affiliateCode: 'PARLOR8', recommenderId: 'demo' })).statusCode).toBe(200);
    expect(await stored(invited)).toMatchObject({ recommender_id: 'agentdemo', affiliate_code: 'PARLOR8' });
    await setRules((s) => s);
  });

  it('requires the birthday where the minimum-age rule is on, and refuses it under age', async () => {
    await setRules((s) => ({ ...s, ageCheck: true, minimumAge: 21, rules: { ...s.rules, birthday: { ...s.rules.birthday, enabled: false } } }));
    const settings = (await call('GET', '/api/register/settings')).json().value;
    expect(settings.ageCheck).toBe(true);
    expect((await register({ username: name(), birthday: undefined })).json()).toMatchObject({ errorCode: 'register.field', value: { field: 'birthday', key: 'validation.required' } });
    const year = new Date().getUTCFullYear();
    expect((await register({ username: name(), birthday: `${year - 20}-01-01` })).json()).toMatchObject({ errorCode: 'register.age', value: { field: 'birthday', min: 21 } });
    const adult = name();
    expect((await register({ username: adult, birthday: `${year - 30}-01-01` })).statusCode).toBe(200);
    expect((await stored(adult)).birthday).toBe(`${year - 30}-01-01`);
    await setRules((s) => s);
  });

  it('drops the fields the rules switched off', async () => {
    await setRules((s) => ({ ...s, rules: { ...s.rules, email: { ...s.rules.email, enabled: false }, payeeName: { ...s.rules.payeeName, enabled: false } } }));
    const account = name();
    expect((await register({ username: account, email: 'x@mail.com', payeeName: 'Juan Dela Cruz', qqNum: '123456' })).statusCode).toBe(200);
    const row = await stored(account);
    expect(row).toMatchObject({ email: null, payee_name: null });
    expect(JSON.parse(row.extra)).toEqual({});
    await setRules((s) => s);
  });
});
