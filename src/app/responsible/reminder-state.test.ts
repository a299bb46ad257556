import { afterEach, describe, expect, it } from 'vitest';
import { nextReminderIn, sessionStart } from './reminder-state';

describe('session-time reminder timing', () => {
  afterEach(() => sessionStorage.clear());

  it('comes every interval counted from the start of the session', () => {
    const start = 1_000_000;
    expect(nextReminderIn(start, 15, start)).toBe(15 * 60_000);
    expect(nextReminderIn(start, 15, start + 60_000)).toBe(14 * 60_000);
    // Right at a reminder, the next one is a whole interval away.
    expect(nextReminderIn(start, 15, start + 15 * 60_000)).toBe(15 * 60_000);
    expect(nextReminderIn(start, 30, start + 31 * 60_000)).toBe(29 * 60_000);
  });

  it('keeps the start of a session across reloads of the tab, and starts again for a new session', () => {
    expect(sessionStart('token-aaaaaaaa-1', 5_000)).toBe(5_000);
    expect(sessionStart('token-aaaaaaaa-1', 9_000)).toBe(5_000);
    expect(sessionStart('token-bbbbbbbb-2', 12_000)).toBe(12_000);
    // The tab keeps a fingerprint, never the token.
    expect(JSON.stringify(sessionStorage)).not.toContain('token-bbbbbbbb-2');
  });
});
