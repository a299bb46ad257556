import type { Redeemed } from './types';
import { request } from '../client';

/** Redeems one item for its points. */
export function redeemItem(itemId: number): Promise<Redeemed> {
  return request('/api/wallet/mall/redeem', { method: 'POST', body: { itemId } });
}
