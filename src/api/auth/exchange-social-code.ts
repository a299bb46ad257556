import { request } from '../client';
import type { SessionValue } from './login';

/** Trades the one-time code of /m/login?social= (with the tab's binding secret) for a session, like a login. */
export function exchangeSocialCode(code: string, binding: string): Promise<SessionValue> {
  return request('/api/auth/oidc/exchange', { method: 'POST', body: { code, binding } });
}
