import { request } from '../client';

export function readInboxMessage(id: number): Promise<{ id: number; read: true }> {
  return request(`/api/member/inbox/${id}/read`, { method: 'POST' });
}
