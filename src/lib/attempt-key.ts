/**
 * One Idempotency-Key per attempt of a money form: the same details submitted again (a retry after
 * a lost answer, a second tap) reuse the key, so the server answers with the first order instead
 * of placing another; changed details, or a finished attempt, get a fresh key.
 */
export interface AttemptKeys {
  /** The key for submitting `details` (what identifies the attempt; never a password). */
  keyFor(details: unknown): string;
  /** The attempt got its answer: the next submit is a new attempt. */
  done(): void;
}

function newAttemptKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function attemptKeys(): AttemptKeys {
  let last: { details: string; key: string } | null = null;
  return {
    keyFor(details) {
      const text = JSON.stringify(details);
      if (!last || last.details !== text) last = { details: text, key: newAttemptKey() };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
