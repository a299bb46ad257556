import { request } from '../client';

export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

export interface InboxPage {
  list: InboxMessage[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  unread: number;
}

export function getInbox(pageNo: number, signal?: AbortSignal): Promise<InboxPage> {
  return request<InboxPage>('/api/member/inbox', { query: { pageNo }, signal });
}
