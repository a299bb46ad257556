import { request } from '../client';
import type { WalletOrder } from './types';

/** Holds the amount at once for a pending withdrawal, confirmed with the login password (never stored). */
export function placeWithdrawal(body: { bankAccountId: number; amount: number; password: string }): Promise<WalletOrder & { balance: number }> {
  return request('/api/wallet/withdrawals', { method: 'POST', body });
}
