// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canMarkRead, noticeDate, spacedQueue } from './notices';

describe('notice rules', () => {
  it('§9 notice dates read year/month/day in the list and the detail alike', () => {
    // One format on every screen: §9's year/month/day.
    expect(noticeDate('2026-11-05')).toBe('2026/11/05');
    expect(noticeDate('2026-11-05T10:00:00Z')).toBe('2026/11/05');
    expect(noticeDate('not a date')).toBe('not a date');
  });

  it('§4/§6 only members and agents mark read; trial players and visitors cannot', () => {
    expect(canMarkRead('member')).toBe(true);
    expect(canMarkRead('agent')).toBe(true);
    expect(canMarkRead('trial')).toBe(false);
    expect(canMarkRead('visitor')).toBe(false);
  });

  it('§9 spaces mark-read calls at least 150 ms apart, in order, and survives a failure', async () => {
    let clock = 1000;
    const waits: number[] = [];
    const started: [string, number][] = [];
    const run = spacedQueue(150, () => clock, async (ms) => {
      waits.push(ms);
      clock += ms;
    });
    const task = (name: string, fail = false) => () => {
      started.push([name, clock]);
      return fail ? Promise.reject(new Error(name)) : Promise.resolve(name);
    };
    const a = run(task('a'));
    const b = run(task('b', true));
    const c = run(task('c'));
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('b');
    await expect(c).resolves.toBe('c');
    expect(started).toEqual([['a', 1000], ['b', 1150], ['c', 1300]]);
    expect(waits).toEqual([150, 150]);
  });
});
