/**
 * The wallet: the operator's `wallet.settings` (deposit channels,
 * withdrawal banks and limits, rebate rates, points) and the request bodies
 * of /api/wallet/*. Amounts are in the site currency with at most 2 decimals
 * (the routes check the decimals); the database keeps cents.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { LEDGER_STATUSES, LEDGER_TYPES, POINTS_UNIT_MIN, TRANSACTION_PAGE_SIZE, TRANSACTION_PERIODS, WALLET_AMOUNT_MAX } from '../src/lib/wallet';

const code = { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' } as const;
const amount = { type: 'number', exclusiveMinimum: 0, maximum: WALLET_AMOUNT_MAX } as const;

const depositChannelSchema = {
  type: 'object',
  required: ['code', 'name', 'kind', 'currency', 'min', 'max', 'quickAmounts', 'enabled'],
  additionalProperties: false,
  properties: {
    code,
    /** A brand name (GCash, Maya, InstaPay): shown as it is in every language. */
    name: { type: 'string', minLength: 1, maxLength: 40 },
    kind: { type: 'string', enum: ['ewallet', 'bank'] },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    min: amount,
    max: amount,
    quickAmounts: { type: 'array', items: amount, maxItems: 8 },
    /** Where the member sends the money (shown with the order when mobileTemplate.dep_func is '1'). */
    payee: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'number'],
      properties: { name: { type: 'string', maxLength: 60 }, number: { type: 'string', maxLength: 40 } },
    },
    enabled: { type: 'boolean' },
  },
} as const;

export const walletSettingsSchema = {
  type: 'object',
  required: ['depositChannels', 'banks', 'withdraw', 'rebate', 'points'],
  additionalProperties: false,
  properties: {
    depositChannels: { type: 'array', items: depositChannelSchema, maxItems: 30 },
    banks: {
      type: 'array',
      maxItems: 60,
      items: { type: 'object', required: ['code', 'name'], additionalProperties: false, properties: { code, name: { type: 'string', minLength: 1, maxLength: 60 } } },
    },
    withdraw: {
      type: 'object',
      required: ['min', 'max'],
      additionalProperties: false,
      properties: {
        min: amount,
        max: amount,
        /** When on, only a member whose identity verification was approved may withdraw (absent = off). */
        requireVerifiedIdentity: { type: 'boolean', title: 'Require a verified identity to withdraw' },
      },
    },
    rebate: {
      type: 'object',
      required: ['rates', 'minClaim'],
      additionalProperties: false,
      properties: {
        /** Percent of the valid bets returned, per game type (0.8 = 0.8 %). */
        rates: { type: 'object', additionalProperties: { type: 'number', minimum: 0, maximum: 5 }, propertyNames: { pattern: '^[A-Z]{2,12}$' } },
        minClaim: amount,
      },
    },
    /** Deposits above `dualAbove` need two different operators' approvals (optional: DUAL_APPROVAL_ABOVE applies). */
    approval: {
      type: 'object',
      required: ['dualAbove'],
      additionalProperties: false,
      properties: { dualAbove: amount },
    },
    points: {
      type: 'object',
      required: ['perDepositUnit'],
      additionalProperties: false,
      properties: {
        /** An approved deposit earns one point per this much of the site currency (at least a cent: a smaller unit rounds to none). */
        perDepositUnit: { type: 'number', minimum: POINTS_UNIT_MIN, maximum: WALLET_AMOUNT_MAX },
      },
    },
  },
} as const;
export type WalletSettings = FromSchema<typeof walletSettingsSchema>;

export const WALLET_SETTINGS_KEY = 'wallet.settings';

/** The demo operator's wallet: Philippine e-wallets and banks. */
export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  depositChannels: [
    { code: 'GCASH', name: 'GCash', kind: 'ewallet', currency: 'PHP', min: 100, max: 50_000, quickAmounts: [100, 300, 500, 1_000, 3_000, 5_000], payee: { name: 'Parlor Gaming Inc.', number: '09171230000' }, enabled: true },
    { code: 'MAYA', name: 'Maya', kind: 'ewallet', currency: 'PHP', min: 100, max: 30_000, quickAmounts: [100, 500, 1_000, 2_000, 5_000], payee: { name: 'Parlor Gaming Inc.', number: '09181230000' }, enabled: true },
    { code: 'INSTAPAY', name: 'InstaPay', kind: 'bank', currency: 'PHP', min: 500, max: 200_000, quickAmounts: [500, 1_000, 5_000, 10_000, 50_000], payee: { name: 'Parlor Gaming Inc.', number: '001230045678' }, enabled: true },
    { code: 'USDT', name: 'USDT (TRC20)', kind: 'ewallet', currency: 'USD', min: 10, max: 10_000, quickAmounts: [10, 50, 100], enabled: true },
  ],
  banks: [
    { code: 'GCASH', name: 'GCash' },
    { code: 'MAYA', name: 'Maya' },
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands' },
    { code: 'MBTC', name: 'Metrobank' },
    { code: 'LBP', name: 'LANDBANK' },
    { code: 'UBP', name: 'UnionBank' },
    { code: 'SECB', name: 'Security Bank' },
  ],
  withdraw: { min: 100, max: 100_000, requireVerifiedIdentity: false },
  rebate: { rates: { RNG: 0.8, FISH: 0.8, LIVE: 0.5, SPORTS: 0.5, PVP: 0.3 }, minClaim: 1 },
  points: { perDepositUnit: 100 },
  approval: { dualAbove: 50_000 },
};

/** The dual-approval threshold when a saved wallet.settings predates it. */
export const DUAL_APPROVAL_ABOVE = 50_000;

export const depositBodySchema = {
  type: 'object',
  required: ['channel', 'amount'],
  additionalProperties: false,
  properties: { channel: code, amount },
} as const;
export type DepositBody = FromSchema<typeof depositBodySchema>;

export const bankAccountBodySchema = {
  type: 'object',
  required: ['bankCode', 'accountName', 'accountNumber'],
  additionalProperties: false,
  properties: {
    bankCode: code,
    accountName: { type: 'string', minLength: 2, maxLength: 60 },
    accountNumber: { type: 'string', minLength: 1, maxLength: 40 },
    /** The login password: adding where money goes is a step-up (checked after the session, so optional here). */
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
export type BankAccountBody = FromSchema<typeof bankAccountBodySchema>;

export const withdrawBodySchema = {
  type: 'object',
  required: ['bankAccountId', 'amount', 'password'],
  additionalProperties: false,
  properties: {
    bankAccountId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    amount,
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;
export type WithdrawBody = FromSchema<typeof withdrawBodySchema>;

export const transactionsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['all', ...LEDGER_TYPES], default: 'all' },
    days: { type: 'integer', enum: [...TRANSACTION_PERIODS], default: TRANSACTION_PERIODS[0] },
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', enum: [TRANSACTION_PAGE_SIZE], default: TRANSACTION_PAGE_SIZE },
  },
} as const;
export type TransactionsQuery = FromSchema<typeof transactionsQuerySchema>;

export const redeemBodySchema = {
  type: 'object',
  required: ['itemId'],
  additionalProperties: false,
  properties: { itemId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const orderDecisionSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { note: { type: 'string', maxLength: 200 } },
} as const;

export const orderListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['deposit', 'withdraw'] },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;

/** Rules across fields a schema cannot say: each min ≤ max, quick amounts within their channel's bounds, unique codes. */
export function walletSettingProblems(v: WalletSettings): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  const codes = new Set<string>();
  v.depositChannels.forEach((c, i) => {
    if (c.min > c.max) out.push({ path: `/depositChannels/${i}/min`, message: 'must be at most max' });
    c.quickAmounts.forEach((q, j) => (q < c.min || q > c.max) && out.push({ path: `/depositChannels/${i}/quickAmounts/${j}`, message: 'must be between min and max' }));
    if (codes.has(c.code)) out.push({ path: `/depositChannels/${i}/code`, message: 'is used twice' });
    codes.add(c.code);
  });
  const banks = new Set<string>();
  v.banks.forEach((b, i) => {
    if (banks.has(b.code)) out.push({ path: `/banks/${i}/code`, message: 'is used twice' });
    banks.add(b.code);
  });
  if (v.withdraw.min > v.withdraw.max) out.push({ path: '/withdraw/min', message: 'must be at most max' });
  return out;
}

// ---- answers of /api/wallet/* (amounts in the site currency, 2 decimals) ----

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
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
