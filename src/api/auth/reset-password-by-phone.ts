import type { PhonePasswordBody, UserNameValue } from '../../../schemas/auth.schema';
import { request } from '../client';

/**
 * §4 forgot by mobile / set password by phone: sets the password and answers the account's
 * username, but no session (a code alone never signs in); the caller signs in with the new password.
 */
export function resetPasswordByPhone(body: PhonePasswordBody): Promise<UserNameValue> {
  return request<UserNameValue>('/api/auth/password/phone', { method: 'POST', body });
}
