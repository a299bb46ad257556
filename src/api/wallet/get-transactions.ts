import type { LedgerType } from '../../lib/wallet';
import { request } from '../client';
import type { TransactionPage } from './types';

/** The member's balance and points movements of the last `days` days, newest first, paged. */
export function getTransactions(query: { type: 'all' | LedgerType; days: number; pageNo: number }, signal?: AbortSignal): Promise<TransactionPage> {
  return request('/api/wallet/transactions', { query, signal });
}
