import { request } from '../client';
import type { WalletOrder } from './types';

/** A pending deposit order; the operator credits it once the money arrives. */
export function placeDeposit(body: { channel: string; amount: number }): Promise<WalletOrder> {
  return request('/api/wallet/deposits', { method: 'POST', body });
}
