import type { PhonePasswordBody } from '../../../schemas/auth.schema';
import { request } from '../client';
import type { SessionValue } from './login';

/** §4 forgot by mobile / set password by phone: success signs the member in. */
export function resetPasswordByPhone(body: PhonePasswordBody): Promise<SessionValue> {
  return request<SessionValue>('/api/auth/password/phone', { method: 'POST', body });
}
