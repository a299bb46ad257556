import { request } from '../client';
import type { BankAccount } from './types';

/** Saves a withdrawal account (bank from the list, holder name, 6–20 digits). */
export function addBankAccount(body: { bankCode: string; accountName: string; accountNumber: string }): Promise<BankAccount> {
  return request('/api/wallet/bank-accounts', { method: 'POST', body });
}
