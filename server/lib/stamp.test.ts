import { describe, expect, it } from 'vitest';
import { orderedStamp } from './stamp';

const iso = (ms: number) => new Date(ms).toISOString();

describe('orderedStamp', () => {
  it('is the time now, and later than the previous stamp even within one millisecond', () => {
    // An hour ahead: the API tests in this worker may have stamped with the real clock already.
    const at = Date.now() + 3_600_000;
    const stamps = [orderedStamp(at), orderedStamp(at), orderedStamp(at)];
    expect(stamps).toEqual([iso(at), iso(at + 1), iso(at + 2)]);
    expect(orderedStamp(at + 60_000)).toBe(iso(at + 60_000));
  });
});
