import type { AnnouncementsQuery, AnnouncementsResult } from '../../../schemas/content.schema';
import { request } from '../client';
import { announcementsQuery } from '../../../platform/sources';

/** §7 announcements by types (B, PL, PU, PR, H), platform M. */
export function getAnnouncements(query: AnnouncementsQuery, signal?: AbortSignal): Promise<AnnouncementsResult> {
  return request<AnnouncementsResult>('/api/announcements', { query: announcementsQuery(query), signal });
}
