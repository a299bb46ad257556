import { request } from '../client';

/** §7 wallet balance: sumBalance with 2 decimals. */
export function getWallet(signal?: AbortSignal): Promise<{ sumBalance: number }> {
  return request('/api/member/wallet', { signal });
}
