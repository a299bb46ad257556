/**
 * Every operator changes their own password, whatever their role: the current password again, a new
 * one under the policy of operator creation; the operator's other sessions end and this one stays;
 * the change is audited (never with a password); and a wrong current password counts toward the
 * account's sign-in lock, so a stolen console session guesses it no faster than the sign-in page.
 * Replayed on both databases.
 */
import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, useTestApp } from './helpers';
import { createOperator, type OperatorRoleName } from '../../server/services/operators';
import { LIMITS } from '../../server/lib/rate-limit';
import { OPERATOR_ROLE_NAMES } from '../../schemas/admin-content.schema';

let seq = 0;
const unique = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${++seq}`;
const PASSWORD = 'Old-pass-1';
const NEW_PASSWORD = 'New pass 2!';

describe.each(DIALECTS)('an operator changes their own password on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  const signIn = (username: string, password: string) => call('POST', '/api/admin/session', { body: { username, password } });
  const change = (token: string, body: object) => call('POST', '/api/admin/password', { token, body });

  async function operatorOf(role: OperatorRoleName) {
    const username = unique(`pw${role.slice(0, 3)}`);
    const op = await createOperator(t.db.kysely, { username, password: PASSWORD, role });
    const token = (await signIn(username, PASSWORD)).json().value.token as string;
    return { id: op.id, username, token };
  }

  it.each(OPERATOR_ROLE_NAMES)('role %s can: the other sessions end, this one stays, the old password opens nothing, audited without a password', async (role) => {
    const o = await operatorOf(role);
    const other = (await signIn(o.username, PASSWORD)).json().value.token as string;
    const res = await change(o.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/admin/session', { token: o.token })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', { token: other })).statusCode).toBe(401);
    expect((await signIn(o.username, PASSWORD)).json().errorCode).toBe('admin.auth.invalid');
    expect((await signIn(o.username, NEW_PASSWORD)).statusCode).toBe(200);
    const rows = await t.db.kysely.selectFrom('audit_log').selectAll().where('operator_id', '=', o.id).where('action', '=', 'password.change').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_name: o.username, target: `operator:${o.id}` });
    const written = JSON.stringify(rows);
    expect(written).not.toContain(PASSWORD);
    expect(written).not.toContain(NEW_PASSWORD);
    expect(written).not.toContain('argon2');
  });

  it('refuses a wrong current password, audited, and the password stays', async () => {
    const o = await operatorOf('viewer');
    const res = await change(o.token, { currentPassword: 'Wrong-pass-1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'admin.password.current', value: { field: 'currentPassword' } });
    expect(await t.db.kysely.selectFrom('audit_log').select('action').where('operator_id', '=', o.id).where('action', '=', 'password.failed').execute()).toHaveLength(1);
    expect((await signIn(o.username, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(o.username, PASSWORD)).statusCode).toBe(200);
  });

  it(`wrong current passwords count toward the sign-in lock: after ${LIMITS.operatorLoginFailuresPerAccount.limit}, the right one is refused, here and at sign-in`, async () => {
    const o = await operatorOf('editor');
    for (let i = 0; i < LIMITS.operatorLoginFailuresPerAccount.limit; i++) {
      expect((await change(o.token, { currentPassword: `Wrong-pass-${i}`, newPassword: NEW_PASSWORD })).json().errorCode).toBe('admin.password.current');
    }
    const locked = await change(o.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'request.tooMany']);
    const signInLocked = await signIn(o.username, PASSWORD);
    expect([signInLocked.statusCode, signInLocked.json().errorCode]).toEqual([429, 'request.tooMany']);
    expect((await signIn(o.username, NEW_PASSWORD)).statusCode).not.toBe(200);
    // The session itself goes on (the lock is on guessing, not on working).
    expect((await call('GET', '/api/admin/session', { token: o.token })).statusCode).toBe(200);
  });

  it('failed sign-ins count toward the same lock: after them the right current password is refused', async () => {
    const o = await operatorOf('cashier');
    // Past the captcha threshold a sign-in without one is refused for the captcha: it still counts.
    for (let i = 0; i < LIMITS.operatorLoginFailuresPerAccount.limit; i++) expect([400, 401]).toContain((await signIn(o.username, `Wrong-pass-${i}`)).statusCode);
    const locked = await change(o.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'request.tooMany']);
  });

  it(`a parallel burst of wrong current passwords is checked at most ${LIMITS.operatorLoginFailuresPerAccount.limit} times`, async () => {
    const o = await operatorOf('viewer');
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => change(o.token, { currentPassword: `Wrong-pass-${i}`, newPassword: NEW_PASSWORD })));
    const checked = burst.filter((r) => r.json().errorCode === 'admin.password.current').length;
    expect(checked).toBeLessThanOrEqual(LIMITS.operatorLoginFailuresPerAccount.limit);
    expect(burst.every((r) => r.statusCode === 400 || r.statusCode === 429), burst.map((r) => r.body).join('\n')).toBe(true);
  });

  it('holds the new password to the creation policy and refuses the current one again', async () => {
    const o = await operatorOf('publisher');
    for (const newPassword of ['short1', 'x'.repeat(73), 'tab\there12', 'ümlaut-pass1']) {
      const res = await change(o.token, { currentPassword: PASSWORD, newPassword });
      expect(res.statusCode, JSON.stringify(newPassword)).toBe(400);
    }
    const same = await change(o.token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect([same.statusCode, same.json().errorCode]).toEqual([400, 'admin.password.same']);
    expect((await change(o.token, { currentPassword: PASSWORD })).statusCode).toBe(400);
    expect((await change(o.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, role: 'admin' })).statusCode).toBe(400);
    expect((await signIn(o.username, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a console session: none, or a member token, is refused', async () => {
    expect((await call('POST', '/api/admin/password', { body: { currentPassword: 'demo1234', newPassword: NEW_PASSWORD } })).statusCode).toBe(401);
    const member = (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    expect((await change(member, { currentPassword: 'demo1234', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
  });
});
