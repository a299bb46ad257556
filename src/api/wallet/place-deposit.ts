import { IDEMPOTENCY_HEADER } from '../../lib/wallet';
import { request } from '../client';
import type { WalletOrder } from './types';

/** A pending deposit order; the operator credits it once the money arrives. `key`: the attempt's Idempotency-Key. */
export function placeDeposit(body: { channel: string; amount: number }, key: string): Promise<WalletOrder> {
  return request('/api/wallet/deposits', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
}
