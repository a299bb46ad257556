/**
 * The wallet: the operator's `wallet.settings` (deposit channels,
 * withdrawal banks and limits, rebate rates, points) and the request bodies
 * of /api/wallet/*. Amounts are in the site currency with at most 2 decimals
 * (the routes check the decimals); the database keeps cents. The answers are in
 * wallet-answers.schema.ts, whose types are re-exported here for the player's wallet screens.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { LEDGER_TYPES, POINTS_UNIT_MIN, TRANSACTION_PAGE_SIZE, TRANSACTION_PERIODS, WALLET_AMOUNT_MAX } from '../src/lib/wallet';

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

export type * from './wallet-answers.schema';
