import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { caller, useTestApp } from './helpers';

/** §3/§5/§6 account types: 0, 1, 2 real; 4 trial; 40, 41, 42 others (41 and 42 agents without contracts). */
describe('session types 40, 41 and 42', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const tokenOfType = async (type: number) => {
    const account = `type${type}x${Date.now() % 1e6}`;
    await createMember(t.db.kysely, { account, password: 'secret12', type, registerMethod: 'H5' });
    return (await call('POST', '/api/auth/login', { body: { username: account, password: 'secret12', portal: type === 0 || type === 40 ? 'member' : 'agent' } })).json().value.token as string;
  };
  const freePlay = (token: string) => call('GET', '/api/games/PARLOR-RNG-0001/launch?freeplay=1', { token });

  it('free play is refused to every type but 0, 1 and 2 (and trial players, who play for free anyway)', async () => {
    for (const type of [0, 1, 2]) expect((await freePlay(await tokenOfType(type))).statusCode, `type ${type}`).toBe(200);
    for (const type of [40, 41, 42]) {
      const res = await freePlay(await tokenOfType(type));
      expect(res.statusCode, `type ${type}`).toBe(403);
      expect(res.json().errorCode).toBe('auth.forbidden');
    }
    const trial = (await call('POST', '/api/auth/trial')).json().value.token as string;
    expect((await freePlay(trial)).statusCode).toBe(200);
  });

  it('40 is a member; 41 and 42 are agents, but get no contract prompts', async () => {
    const info = async (type: number) => {
      const token = await tokenOfType(type);
      return { agent: (await call('GET', '/api/member/info', { token })).json().value.agent, check: (await call('GET', '/api/member/contracts/check', { token })).json().value };
    };
    expect((await info(40)).agent).toBe(false);
    for (const type of [41, 42]) {
      const v = await info(type);
      expect(v.agent, `type ${type}`).toBe(true);
      expect(v.check).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
    }
  });
});

describe('unread counts', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);

  it('carry no chat count while no chat provider answers one (never a made-up 0)', async () => {
    const token = (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    const unread = (await call('GET', '/api/member/unread', { token })).json().value;
    expect(unread).toHaveProperty('inbox');
    expect(unread).not.toHaveProperty('chat');
  });
});
