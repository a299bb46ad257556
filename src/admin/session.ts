/** The signed-in operator (token in the tab's session storage, never the player's storage). */
import { proxy, useSnapshot } from 'valtio';
import { api, operatorToken, setOperatorToken, whenUnauthorized } from './api';
import type { OperatorRole, OperatorSession, OperatorWho } from './types';

interface OperatorState {
  checked: boolean;
  username: string | null;
  role: OperatorRole | undefined;
  /** Two-step sign-in: on since when, or off. */
  totp: OperatorWho['totp'];
}

const TOTP_OFF = { on: false, since: null };
export const operator = proxy<OperatorState>({ checked: false, username: null, role: undefined, totp: TOTP_OFF });
export const useOperator = () => useSnapshot(operator);

function clear() {
  setOperatorToken(null);
  Object.assign(operator, { checked: true, username: null, role: undefined, totp: TOTP_OFF });
}
whenUnauthorized(clear);

export async function restoreOperator(): Promise<void> {
  if (!operatorToken()) return clear();
  try {
    const me = await api<OperatorWho>('GET', '/api/admin/session');
    Object.assign(operator, { checked: true, username: me.username, role: me.role, totp: me.totp });
  } catch {
    clear();
  }
}

/** Signs in; `totp` is the authenticator app's code for an operator who turned two-step sign-in on. */
export async function signInOperator(username: string, password: string, captcha?: { captcha: string; captchaId: string }, totp?: string): Promise<void> {
  const r = await api<OperatorSession>('POST', '/api/admin/session', { username, password, ...captcha, ...(totp ? { totp } : {}) });
  setOperatorToken(r.token);
  Object.assign(operator, { checked: true, username: r.username, role: r.role, totp: { on: !!totp, since: null } });
  if (totp) void restoreOperator();
}

export async function signOutOperator(): Promise<void> {
  try {
    await api('DELETE', '/api/admin/session');
  } finally {
    clear();
  }
}
