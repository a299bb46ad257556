import { request } from '../client';

/** §3 unread counts: announcements, chat (unReadCount), inbox. Never asked for trial players (§6). */
export interface UnreadCounts {
  announcements: number;
  inbox: number;
  /** Only from a chat provider (CBS3); absent while none is integrated. */
  chat?: { unReadCount: number };
}

/** `language`: the API's language code; the unread notices count those in it and in every language. */
export function getUnread(signal?: AbortSignal, language?: string): Promise<UnreadCounts> {
  return request<UnreadCounts>('/api/member/unread', { signal, query: language ? { language } : undefined });
}
