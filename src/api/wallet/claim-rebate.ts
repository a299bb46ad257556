import type { RebateClaimed } from './types';
import { request } from '../client';

/** Credits the claimable rebate to the balance. */
export function claimRebate(): Promise<RebateClaimed> {
  return request('/api/wallet/rebate/claim', { method: 'POST' });
}
