import { request } from '../client';
import type { InboxPage } from '../../../schemas/member.schema';

export type { InboxPage };
export type InboxMessage = InboxPage['list'][number];

export function getInbox(pageNo: number, signal?: AbortSignal): Promise<InboxPage> {
  return request<InboxPage>('/api/member/inbox', { query: { pageNo }, signal });
}
