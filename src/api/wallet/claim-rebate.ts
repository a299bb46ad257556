import { request } from '../client';

/** Credits the claimable rebate to the balance. */
export function claimRebate(): Promise<{ amount: number; balance: number; reference: string }> {
  return request('/api/wallet/rebate/claim', { method: 'POST' });
}
