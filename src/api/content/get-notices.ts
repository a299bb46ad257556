import type { Notice, NoticesResult } from '../../../schemas/content.schema';
import { NOTICES_URL } from '../../../platform/answer-urls';
import { request } from '../client';

export type { Notice };

/** §7 notices: the player announcements (PL), with the caller's read flags (trial players see all as read). */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return (await request<NoticesResult>(NOTICES_URL, { signal })).list;
}
