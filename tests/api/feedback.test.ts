import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { caller, useTestApp } from './helpers';

/** A member's feedback reaches the console: sent from the settings screen, listed for operators, newest first. */
describe('member feedback', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const signIn = async (username: string, password: string) => (await call('POST', '/api/admin/session', { body: { username, password } })).json().value.token as string;
  const member = async (account: string) => {
    await createMember(t.db.kysely, { account, password: 'secret12', type: 0, registerMethod: 'H5' });
    return (await call('POST', '/api/auth/login', { body: { username: account, password: 'secret12' } })).json().value.token as string;
  };

  it('a member sends a message of 5–1000 characters; operators read it with who wrote it, newest first', async () => {
    const a = await member('fbmember1');
    const b = await member('fbmember2');
    const send = (token: string, content: string) => call('PUT', '/api/member/feedback', { token, body: { content } });
    expect((await send(a, '  The deposit page was slow today.  ')).statusCode).toBe(200);
    expect((await send(b, 'Please add more fishing games.')).statusCode).toBe(200);
    // Too short, even when padded with spaces to the minimum; too long.
    for (const content of ['hey', '   ab   ', 'x'.repeat(1001)]) {
      const res = await send(a, content);
      expect(res.statusCode, content).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }

    const viewer = await signIn('viewer', 'viewer1234');
    const res = await call('GET', '/api/admin/feedback', { token: viewer });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as { memberAccount: string; content: string; createdAt: string }[];
    expect(list.slice(0, 2).map((f) => [f.memberAccount, f.content])).toEqual([
      ['fbmember2', 'Please add more fishing games.'],
      ['fbmember1', 'The deposit page was slow today.'],
    ]);
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // Not for members or visitors.
    expect((await call('GET', '/api/admin/feedback', { token: a })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/feedback')).statusCode).toBe(401);
    expect((await call('PUT', '/api/member/feedback', { body: { content: 'hello world' } })).statusCode).toBe(401);
  });
});
