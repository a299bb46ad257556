import { request } from '../client';

/** §7 head icon: the member's avatar and the ones they may choose. */
export function getAvatar(signal?: AbortSignal): Promise<{ avatarUrl: string | null; choices: string[] }> {
  return request('/api/member/avatar', { signal });
}
