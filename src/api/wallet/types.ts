/** Payloads of the wallet API (server/routes/wallet.ts), as its declared answers (schemas/wallet.schema.ts) type them. */
export type {
  BankAccount, DepositInfo, MallInfo, MallItem, PlacedWithdrawal, RebateClaimed, RebateInfo, Redeemed, TransactionPage, WalletOrder, WithdrawInfo,
} from '../../../schemas/wallet.schema';
