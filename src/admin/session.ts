/** The signed-in operator (token in the tab's session storage, never the player's storage). */
import { proxy, useSnapshot } from 'valtio';
import { api, operatorToken, setOperatorToken, whenUnauthorized } from './api';
import type { OperatorRole } from './types';

interface OperatorState {
  checked: boolean;
  username: string | null;
  role: OperatorRole | undefined;
}

export const operator = proxy<OperatorState>({ checked: false, username: null, role: undefined });
export const useOperator = () => useSnapshot(operator);

function clear() {
  setOperatorToken(null);
  Object.assign(operator, { checked: true, username: null, role: undefined });
}
whenUnauthorized(clear);

export async function restoreOperator(): Promise<void> {
  if (!operatorToken()) return clear();
  try {
    const me = await api<{ username: string; role: OperatorRole }>('GET', '/api/admin/session');
    Object.assign(operator, { checked: true, username: me.username, role: me.role });
  } catch {
    clear();
  }
}

export async function signInOperator(username: string, password: string, captcha?: { captcha: string; captchaId: string }): Promise<void> {
  const r = await api<{ token: string; username: string; role: OperatorRole }>('POST', '/api/admin/session', { username, password, ...captcha });
  setOperatorToken(r.token);
  Object.assign(operator, { checked: true, username: r.username, role: r.role });
}

export async function signOutOperator(): Promise<void> {
  try {
    await api('DELETE', '/api/admin/session');
  } finally {
    clear();
  }
}
