import { describe, expect, it } from 'vitest';
import { orderedStamp } from './stamp';

describe('orderedStamp', () => {
  it('is the time now, and later than the previous stamp even within one millisecond', () => {
    const at = Date.parse('2026-11-29T07:00:00.000Z');
    const a = orderedStamp(at + 10_000);
    const b = orderedStamp(at + 10_000);
    const c = orderedStamp(at + 10_000);
    expect(a).toBe('2026-11-29T07:00:10.000Z');
    expect([a, b, c]).toEqual([...new Set([a, b, c])].sort());
    expect(b > a && c > b).toBe(true);
    expect(orderedStamp(at + 60_000)).toBe('2026-11-29T07:01:00.000Z');
  });
});
