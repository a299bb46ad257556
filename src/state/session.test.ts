// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roleOf } from './session';

describe('roleOf (§6)', () => {
  it('no token is a visitor; type 4 a trial player; 0 and 40 members; other types agents', () => {
    expect(roleOf({ token: null, type: 0 })).toBe('visitor');
    expect(roleOf({ token: 't', type: 4 })).toBe('trial');
    expect(roleOf({ token: 't', type: 0 })).toBe('member');
    expect(roleOf({ token: 't', type: 40 })).toBe('member');
    for (const type of [1, 2, 41, 42]) expect(roleOf({ token: 't', type })).toBe('agent');
  });
});
