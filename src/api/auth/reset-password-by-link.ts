import type { UserNameValue } from '../../../schemas/auth.schema';
import { request } from '../client';

/** Who the mailed reset link (`/m/forget/reset?code=`) is for; fails with `password.resetLink` once it is used or expired. */
export function checkResetLink(code: string, signal?: AbortSignal): Promise<UserNameValue> {
  return request<UserNameValue>('/api/auth/password/reset/check', { method: 'POST', body: { code }, signal });
}

/** Sets the new password through the link (once). No session comes back: the member signs in with it. */
export function resetPasswordByLink(body: { code: string; newPassword: string; confirmNewPassword: string }): Promise<UserNameValue> {
  return request<UserNameValue>('/api/auth/password/reset', { method: 'POST', body });
}
