// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from './wallet';
import { attemptKeys } from './attempt-key';

describe('attempt keys', () => {
  it('reuse the key for a retry of the same details, and make a new one for other details or after an answer', () => {
    const keys = attemptKeys();
    const first = keys.keyFor({ channel: 'GCASH', amount: 100 });
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys.keyFor({ channel: 'GCASH', amount: 100 })).toBe(first);
    const other = keys.keyFor({ channel: 'GCASH', amount: 200 });
    expect(other).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ channel: 'GCASH', amount: 200 })).not.toBe(other);
  });
});
