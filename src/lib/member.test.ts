// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contractEligible, rankPercent, rankProgress, unreadLabel } from './member';

describe('§3 rank progress', () => {
  it('is completed / total', () => {
    expect(rankProgress(7, 10, 'VIP2')).toBeCloseTo(0.7);
    expect(rankPercent(7, 10, 'VIP2')).toBe(70);
  });

  it('is 1 (100 %) when there is no label', () => {
    expect(rankProgress(0, 10, null)).toBe(1);
    expect(rankProgress(3, 12, '')).toBe(1);
    expect(rankPercent(0, 0, undefined)).toBe(100);
  });

  it('shows as a whole percent, rounded', () => {
    expect(rankPercent(1, 3, 'VIP1')).toBe(33);
    expect(rankPercent(2, 3, 'VIP1')).toBe(67);
    expect(rankPercent(3, 12, 'VIP5')).toBe(25);
  });

  it('stays between 0 and 100 % and never divides by zero', () => {
    expect(rankPercent(5, 0, 'VIP1')).toBe(0);
    expect(rankPercent(15, 10, 'VIP1')).toBe(100);
    expect(rankPercent(-2, 10, 'VIP1')).toBe(0);
  });
});

describe('§9 unread label', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(12345)).toBe('99+');
  });

  it('shows nothing for none', () => {
    expect(unreadLabel(0)).toBe('');
    expect(unreadLabel(undefined)).toBe('');
    expect(unreadLabel(null)).toBe('');
  });
});

describe('§6 contract prompts', () => {
  it('go to agent types outside 4, 40, 41, 42', () => {
    expect(contractEligible(1)).toBe(true);
    expect(contractEligible(2)).toBe(true);
    for (const t of [4, 40, 41, 42]) expect(contractEligible(t), String(t)).toBe(false);
    expect(contractEligible(null)).toBe(false);
  });
});
