import { request } from '../client';

export function setAvatar(avatarUrl: string): Promise<{ avatarUrl: string }> {
  return request('/api/member/avatar', { method: 'POST', body: { avatarUrl } });
}
