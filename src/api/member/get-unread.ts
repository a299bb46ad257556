import { request } from '../client';
import type { UnreadCounts } from '../../../schemas/member.schema';

/** §3 unread counts: announcements, chat (unReadCount, only from a chat provider), inbox. Never asked for trial players (§6). */
export type { UnreadCounts };

/** `language`: the API's language code; the unread notices count those in it and in every language. */
export function getUnread(signal?: AbortSignal, language?: string): Promise<UnreadCounts> {
  return request<UnreadCounts>('/api/member/unread', { signal, query: language ? { language } : undefined });
}
