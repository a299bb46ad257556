import { request } from '../client';
import type { SessionValue } from './login';

/** §7 test play: a trial (type 4) account and its session. */
export function startTrial(): Promise<SessionValue & { customerType: number }> {
  return request('/api/auth/trial', { method: 'POST' });
}
