import { request } from '../client';
import type { DepositInfo } from './types';

/** Deposit channels of the site currency, the template, the limit left and recent deposit orders. */
export function getDeposit(signal?: AbortSignal): Promise<DepositInfo> {
  return request('/api/wallet/deposit', { signal });
}
