// @vitest-environment node
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { errorMessageKey, KNOWN_ERROR_CODES } from './errors';

describe('error codes → translated messages (§8)', () => {
  it('every known code has an English message', () => {
    for (const code of KNOWN_ERROR_CODES) {
      const key = errorMessageKey(code);
      expect(i18next.exists(key), key).toBe(true);
      expect(typeof i18next.t(key), key).toBe('string');
    }
  });

  it('an unknown code falls back to "Unknown error"', () => {
    expect(i18next.t(errorMessageKey('made.up'))).toBe('Unknown error');
    expect(i18next.t(errorMessageKey(undefined))).toBe('Unknown error');
  });

  it('the server codes carry the spec wording', () => {
    expect(i18next.t(errorMessageKey('member.username.exists'))).toBe('Sorry, the username already exists');
    expect(i18next.t(errorMessageKey('affiliate.invalid'))).toBe('Invalid invitation code');
    expect(i18next.t(errorMessageKey('auth.nonAgent'))).toBe('Non-agents cannot log in');
  });
});
