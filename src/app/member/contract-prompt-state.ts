/**
 * Whether this session has had its contract prompt (§6): asked once per
 * sign-in, kept for the tab's life by a short fingerprint of the token (never
 * the token itself).
 */
import { proxy, useSnapshot } from 'valtio';
import { session } from '../../state/session';

const KEY = 'CONTRACT_PROMPTED';

function fingerprint(token: string): string {
  let h = 2166136261;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const contractPrompt = proxy({ done: read() });

export function contractPromptPending(token: string | null): boolean {
  return !!token && contractPrompt.done !== fingerprint(token);
}

/** The prompt was answered (or a contract signed): not again for this session. */
export function contractPromptDone(): void {
  if (!session.token) return;
  contractPrompt.done = fingerprint(session.token);
  try {
    sessionStorage.setItem(KEY, contractPrompt.done);
  } catch {
    /* storage unavailable: asked again after a reload */
  }
}

export function useContractPrompt() {
  return useSnapshot(contractPrompt);
}
