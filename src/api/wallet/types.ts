/** Payloads of the wallet API (server/routes/wallet.ts); amounts in the site currency, 2 decimals. */
import type { LedgerStatus, LedgerType } from '../../lib/wallet';

export interface WalletOrder {
  id: number;
  kind: 'deposit' | 'withdraw';
  reference: string;
  amount: number;
  channel: string;
  details: { name?: string; kind?: string; payee?: { name: string; number: string } | null; bankName?: string; accountName?: string; accountNumber?: string };
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
}

export interface DepositChannelView {
  code: string;
  name: string;
  kind: 'ewallet' | 'bank';
  min: number;
  max: number;
  quickAmounts: number[];
  payee: { name: string; number: string } | null;
}

export interface DepositInfo {
  currency: { code: string; symbol: string };
  /** §3 mobileTemplate.dep_func '1': the detailed deposit order. */
  depTemplate: 'base' | 'detail';
  balance: number;
  remainingLimit: number | null;
  channels: DepositChannelView[];
  orders: WalletOrder[];
}

export interface BankAccount {
  id: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumberMasked: string;
}

export interface WithdrawInfo {
  balance: number;
  withdrawable: number;
  min: number;
  max: number;
  banks: { code: string; name: string }[];
  accounts: BankAccount[];
  maxAccounts: number;
  payeeName: string;
  passwordSet: boolean;
  /** Withdrawals need an approved identity verification and this member has none yet. */
  identityRequired: boolean;
  orders: WalletOrder[];
}

export interface Transaction {
  id: number;
  type: LedgerType;
  status: LedgerStatus;
  amount: number;
  points: number;
  balanceAfter: number | null;
  reference: string;
  note: string;
  createdAt: string;
}

export interface TransactionPage {
  list: Transaction[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export interface RebateInfo {
  since: string;
  until: string;
  total: number;
  validBet: number;
  minClaim: number;
  items: { gameType: string; rate: number; validBet: number; amount: number }[];
  history: { id: number; amount: number; validBet: number; since: string; until: string; createdAt: string }[];
}

export interface MallItem {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  points: number;
  stock: number;
}

export interface MallInfo {
  points: number;
  items: MallItem[];
  history: { id: number; itemId: number; itemName: string; points: number; reference: string; createdAt: string }[];
}
