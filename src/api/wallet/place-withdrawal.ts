import { IDEMPOTENCY_HEADER } from '../../lib/wallet';
import { request } from '../client';
import type { PlacedWithdrawal } from './types';

/**
 * Holds the amount at once for a pending withdrawal, confirmed with the login password (never stored).
 * `key`: the attempt's Idempotency-Key, so a retry never holds the amount twice.
 */
export function placeWithdrawal(body: { bankAccountId: number; amount: number; password: string }, key: string): Promise<PlacedWithdrawal> {
  return request('/api/wallet/withdrawals', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
}
