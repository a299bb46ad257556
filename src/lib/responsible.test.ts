// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exclusionEnd, parseLimit, periodFits, periodsOf } from './responsible';

describe('responsible gaming rules', () => {
  it('a limit is empty (none) or a positive amount with at most 2 decimals', () => {
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('  ')).toBeNull();
    expect(parseLimit('1000')).toBe(1000);
    expect(parseLimit('1,000.50')).toBe(1000.5);
    expect(parseLimit('0.01')).toBe(0.01);
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '1e3', '.5', '100000001']) expect(parseLimit(bad), bad).toBe('invalid');
  });

  it('time-outs and self-exclusions have their own periods', () => {
    expect(periodsOf('timeout')).toEqual(['24h', '7d', '30d']);
    expect(periodsOf('selfExclusion')).toEqual(['6m', '1y', '5y']);
    expect(periodFits('timeout', '7d')).toBe(true);
    expect(periodFits('timeout', '6m')).toBe(false);
    expect(periodFits('selfExclusion', '5y')).toBe(true);
  });

  it('ends by the clock for hours and days, by the calendar for months and years', () => {
    const from = new Date('2026-02-28T10:00:00.000Z');
    expect(exclusionEnd('24h', from).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(exclusionEnd('30d', from).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(exclusionEnd('6m', from).toISOString()).toBe('2026-08-28T10:00:00.000Z');
    expect(exclusionEnd('5y', from).toISOString()).toBe('2031-02-28T10:00:00.000Z');
  });
});
