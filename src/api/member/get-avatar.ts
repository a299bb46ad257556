import { request } from '../client';
import type { AvatarChoices } from '../../../schemas/member.schema';

/** §7 head icon: the member's avatar and the ones they may choose. */
export function getAvatar(signal?: AbortSignal): Promise<AvatarChoices> {
  return request('/api/member/avatar', { signal });
}
