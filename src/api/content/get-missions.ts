import type { Announcement } from '../../../schemas/content.schema';
import { request } from '../client';

/** §6 missions: the live promotions of the mission kind (whitelabel MISSION). */
export function getMissions(language: string, signal?: AbortSignal): Promise<{ list: Announcement[] }> {
  return request<{ list: Announcement[] }>('/api/missions', { query: { language }, signal });
}
