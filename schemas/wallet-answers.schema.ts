/**
 * Answers of /api/wallet/*, as the server declares them and the player's wallet screens read them.
 * Amounts are in the site currency with at most 2 decimals; account numbers come masked.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { LEDGER_STATUSES, LEDGER_TYPES } from '../src/lib/wallet';
import { int, num, str, strOrNull } from './shapes';

const payeeOrNull = {
  anyOf: [{ type: 'null' }, { type: 'object', required: ['name', 'number'], additionalProperties: false, properties: { name: str, number: str } }],
} as const;

/** A deposit or withdrawal order as its member sees it (the account number masked). */
export const walletOrderSchema = {
  type: 'object',
  required: ['id', 'kind', 'reference', 'amount', 'channel', 'details', 'status', 'createdAt', 'decidedAt', 'note'],
  additionalProperties: false,
  properties: {
    id: int,
    kind: { type: 'string', enum: ['deposit', 'withdraw'] },
    reference: str,
    amount: num,
    channel: str,
    /** What the order recorded when placed (a deposit's channel and payee, a withdrawal's bank account), passed on whole. */
    details: {
      type: 'object',
      additionalProperties: true,
      properties: { name: str, kind: str, payee: payeeOrNull, bankName: str, accountName: str, accountNumber: str },
    },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    createdAt: str,
    decidedAt: strOrNull,
    note: strOrNull,
  },
} as const;
export type WalletOrder = FromSchema<typeof walletOrderSchema>;

/** POST /api/wallet/withdrawals: the order, and the balance after the amount was held. */
export const placedWithdrawalSchema = {
  ...walletOrderSchema,
  required: [...walletOrderSchema.required, 'balance'],
  properties: { ...walletOrderSchema.properties, balance: num },
} as const;
export type PlacedWithdrawal = FromSchema<typeof placedWithdrawalSchema>;

const depositChannelViewSchema = {
  type: 'object',
  required: ['code', 'name', 'kind', 'min', 'max', 'quickAmounts', 'payee'],
  additionalProperties: false,
  properties: { code: str, name: str, kind: { type: 'string', enum: ['ewallet', 'bank'] }, min: num, max: num, quickAmounts: { type: 'array', items: num }, payee: payeeOrNull },
} as const;

/** GET /api/wallet/deposit: the channels of the site currency, the template (§3 dep_func), what the limits leave, recent orders. */
export const depositInfoSchema = {
  type: 'object',
  required: ['currency', 'depTemplate', 'balance', 'remainingLimit', 'channels', 'orders'],
  additionalProperties: false,
  properties: {
    currency: { type: 'object', required: ['code', 'symbol'], additionalProperties: false, properties: { code: str, symbol: str } },
    /** §3 mobileTemplate.dep_func '1': the detailed deposit order. */
    depTemplate: { type: 'string', enum: ['base', 'detail'] },
    balance: num,
    remainingLimit: { type: ['number', 'null'] },
    channels: { type: 'array', items: depositChannelViewSchema },
    orders: { type: 'array', items: walletOrderSchema },
  },
} as const;
export type DepositInfo = FromSchema<typeof depositInfoSchema>;

export const bankAccountSchema = {
  type: 'object',
  required: ['id', 'bankCode', 'bankName', 'accountName', 'accountNumberMasked'],
  additionalProperties: false,
  properties: { id: int, bankCode: str, bankName: str, accountName: str, accountNumberMasked: str },
} as const;
export type BankAccount = FromSchema<typeof bankAccountSchema>;

/** DELETE /api/wallet/bank-accounts/:id. */
export const bankAccountDeletedSchema = {
  type: 'object',
  required: ['id', 'deleted'],
  additionalProperties: false,
  properties: { id: int, deleted: { type: 'boolean', const: true } },
} as const;

/** GET /api/wallet/withdraw: balance, limits, banks, the member's accounts and recent withdrawals. */
export const withdrawInfoSchema = {
  type: 'object',
  required: ['balance', 'withdrawable', 'min', 'max', 'banks', 'accounts', 'maxAccounts', 'payeeName', 'passwordSet', 'identityRequired', 'orders'],
  additionalProperties: false,
  properties: {
    balance: num,
    withdrawable: num,
    min: num,
    max: num,
    banks: { type: 'array', items: { type: 'object', required: ['code', 'name'], additionalProperties: false, properties: { code: str, name: str } } },
    accounts: { type: 'array', items: bankAccountSchema },
    maxAccounts: int,
    /** The account holder name the member gave at sign-up, to prefill the form. */
    payeeName: str,
    passwordSet: { type: 'boolean' },
    /** Withdrawals need an approved identity verification and this member has none yet. */
    identityRequired: { type: 'boolean' },
    orders: { type: 'array', items: walletOrderSchema },
  },
} as const;
export type WithdrawInfo = FromSchema<typeof withdrawInfoSchema>;

const transactionSchema = {
  type: 'object',
  required: ['id', 'type', 'status', 'amount', 'points', 'balanceAfter', 'reference', 'note', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: int,
    type: { type: 'string', enum: LEDGER_TYPES },
    status: { type: 'string', enum: LEDGER_STATUSES },
    amount: num,
    points: num,
    balanceAfter: { type: ['number', 'null'] },
    reference: str,
    note: str,
    createdAt: str,
  },
} as const;

/** GET /api/wallet/transactions: one page of the member's balance and points movements. */
export const transactionPageSchema = {
  type: 'object',
  required: ['list', 'pageNum', 'totalPages', 'totalCount'],
  additionalProperties: false,
  properties: { list: { type: 'array', items: transactionSchema }, pageNum: int, totalPages: int, totalCount: int },
} as const;
export type TransactionPage = FromSchema<typeof transactionPageSchema>;

/** GET /api/wallet/rebate: the claimable rebate per game type since the last claim, and past claims. */
export const rebateInfoSchema = {
  type: 'object',
  required: ['since', 'until', 'total', 'validBet', 'minClaim', 'items', 'history'],
  additionalProperties: false,
  properties: {
    since: str,
    until: str,
    total: num,
    validBet: num,
    minClaim: num,
    items: {
      type: 'array',
      items: { type: 'object', required: ['gameType', 'rate', 'validBet', 'amount'], additionalProperties: false, properties: { gameType: str, rate: num, validBet: num, amount: num } },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'amount', 'validBet', 'since', 'until', 'createdAt'],
        additionalProperties: false,
        properties: { id: int, amount: num, validBet: num, since: str, until: str, createdAt: str },
      },
    },
  },
} as const;
export type RebateInfo = FromSchema<typeof rebateInfoSchema>;

/** POST /api/wallet/rebate/claim: what was credited and the balance after. */
export const rebateClaimedSchema = {
  type: 'object',
  required: ['amount', 'balance', 'reference'],
  additionalProperties: false,
  properties: { amount: num, balance: num, reference: str },
} as const;
export type RebateClaimed = FromSchema<typeof rebateClaimedSchema>;

const mallItemSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'imageUrl', 'points', 'stock'],
  additionalProperties: false,
  properties: { id: int, name: str, description: str, imageUrl: str, points: num, stock: int },
} as const;
export type MallItem = FromSchema<typeof mallItemSchema>;

/** GET /api/wallet/mall: the member's points, the items and the member's redemptions. */
export const mallInfoSchema = {
  type: 'object',
  required: ['points', 'items', 'history'],
  additionalProperties: false,
  properties: {
    points: num,
    items: { type: 'array', items: mallItemSchema },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'itemId', 'itemName', 'points', 'reference', 'createdAt'],
        additionalProperties: false,
        properties: { id: int, itemId: int, itemName: str, points: num, reference: str, createdAt: str },
      },
    },
  },
} as const;
export type MallInfo = FromSchema<typeof mallInfoSchema>;

/** POST /api/wallet/mall/redeem: the redemption's reference, the points left and the item's name. */
export const redeemedSchema = {
  type: 'object',
  required: ['reference', 'points', 'itemName'],
  additionalProperties: false,
  properties: { reference: str, points: num, itemName: str },
} as const;
export type Redeemed = FromSchema<typeof redeemedSchema>;
