import { request } from '../client';

/** §7 feedback (PUT): a member's message to the operator, read in the console. */
export function sendFeedback(content: string): Promise<null> {
  return request<null>('/api/member/feedback', { method: 'PUT', body: { content } });
}
