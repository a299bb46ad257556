import { request } from '../client';
import type { BankAccount } from './types';

/** Saves a withdrawal account (bank from the list, the member's own name, 6–20 digits), confirmed with the login password. */
export function addBankAccount(body: { bankCode: string; accountName: string; accountNumber: string; password: string }): Promise<BankAccount> {
  return request('/api/wallet/bank-accounts', { method: 'POST', body });
}
