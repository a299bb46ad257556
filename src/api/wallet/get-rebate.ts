import { request } from '../client';
import type { RebateInfo } from './types';

/** The claimable rebate per game type (valid bets since the last claim) and past claims. */
export function getRebate(signal?: AbortSignal): Promise<RebateInfo> {
  return request('/api/wallet/rebate', { signal });
}
