import { request } from '../client';

/** §7 mark an announcement read: POST {announcementId, read: true} (members only; trial players cannot, §4). */
export function markRead(announcementId: number): Promise<{ announcementId: number; read: true }> {
  return request(`/api/announcements/${announcementId}/read`, { method: 'POST', body: { announcementId, read: true } });
}
