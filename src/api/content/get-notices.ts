import type { Announcement } from '../../../schemas/content.schema';
import { request } from '../client';

/** §2 notice: an announcement with its plain-text preview. */
export interface Notice extends Announcement {
  preview: string;
}

/** §7 notices: the player announcements (PL), with the caller's read flags (trial players see all as read). */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return (await request<{ list: Notice[] }>('/api/notices', { signal })).list;
}
