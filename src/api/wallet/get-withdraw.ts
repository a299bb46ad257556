import { request } from '../client';
import type { WithdrawInfo } from './types';

/** Balance, limits, banks, the member's withdrawal accounts and recent withdrawals. */
export function getWithdraw(signal?: AbortSignal): Promise<WithdrawInfo> {
  return request('/api/wallet/withdraw', { signal });
}
