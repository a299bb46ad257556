import { request } from '../client';

/** §3 unread counts: announcements, chat (unReadCount), inbox. Never asked for trial players (§6). */
export interface UnreadCounts {
  announcements: number;
  inbox: number;
  /** Only from a chat provider (CBS3); absent while none is integrated. */
  chat?: { unReadCount: number };
}

export function getUnread(signal?: AbortSignal): Promise<UnreadCounts> {
  return request<UnreadCounts>('/api/member/unread', { signal });
}
