import { request } from '../client';

export function signContract(id: number): Promise<{ id: number; status: 'signed' }> {
  return request(`/api/member/contracts/${id}/sign`, { method: 'POST' });
}
