import { request } from '../client';

/** Redeems one item for its points. */
export function redeemItem(itemId: number): Promise<{ reference: string; points: number; itemName: string }> {
  return request('/api/wallet/mall/redeem', { method: 'POST', body: { itemId } });
}
