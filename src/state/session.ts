/** The signed-in session (§3 session info) and the role it gives (§6). */
import { proxy, useSnapshot } from 'valtio';
import type { Role } from '../../schemas/layout.schema';
import { NON_AGENT_TYPES, TRIAL_TYPE } from '../lib/constants';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export interface SessionInfo {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
}

interface SessionState {
  token: string | null;
  userName: string | null;
  type: number | null;
  favourites: string[];
}

export const session = proxy<SessionState>({ token: null, userName: null, type: null, favourites: [] });

/**
 * Puts the saved session into the store; the boot calls it first, before anything reads the
 * session. Not at import: a page's first read of localStorage loads the whole storage area
 * synchronously, and done while the app's code was evaluated it was the largest part of that task.
 */
export function restoreSession(): void {
  const saved = readJson<SessionInfo>(STORAGE_KEYS.session);
  if (saved?.token) Object.assign(session, { token: saved.token, userName: saved.userName ?? null, type: saved.type ?? null });
}

/** §6: no token is a visitor; type 4 a trial player; a type outside 0, 4, 40 an agent. */
export function roleOf(s: Pick<SessionState, 'token' | 'type'>): Role {
  if (!s.token || s.type === null) return 'visitor';
  if (s.type === TRIAL_TYPE) return 'trial';
  return (NON_AGENT_TYPES as readonly number[]).includes(s.type) ? 'member' : 'agent';
}

export function signIn(info: SessionInfo): void {
  writeJson(STORAGE_KEYS.session, info);
  Object.assign(session, { token: info.token, userName: info.userName, type: info.type });
}

export function signOut(): void {
  writeJson(STORAGE_KEYS.session, null);
  Object.assign(session, { token: null, userName: null, type: null, favourites: [] });
}

/** Favourite nodeIds of a signed-in member, for the stars on every tile (§7: page 1, size 200). */
export async function loadFavourites(fetchIds: () => Promise<string[]>): Promise<void> {
  if (roleOf(session) !== 'member' && roleOf(session) !== 'agent') return;
  try {
    session.favourites = await fetchIds();
  } catch {
    /* stars stay empty; toggling still works */
  }
}

export function useSession() {
  return useSnapshot(session);
}
