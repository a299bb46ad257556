import type { ChangePasswordBody } from '../../../schemas/auth.schema';
import { request } from '../client';

/** §7 change password v2; the server revokes every other session of the member. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return request<null>('/api/auth/password', { method: 'POST', body });
}
