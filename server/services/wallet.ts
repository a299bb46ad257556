/**
 * The wallet's rules: deposits an operator confirms, withdrawals
 * held at once and finalised or refunded by an operator, and the ledger of every
 * movement (the operator's decisions are in wallet-decisions.ts, the rebate and the
 * point mall in wallet-rebates.ts). Every balance or points change is one transaction with its
 * ledger row; each guard is a conditional UPDATE (balance never below zero,
 * an order decided once, a rebate claimed once, stock never below zero), so
 * racing requests get one winner and clear 4xx answers on SQLite and
 * PostgreSQL alike.
 */
import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { DEFAULT_WALLET_SETTINGS, WALLET_SETTINGS_KEY, type WalletSettings } from '../../schemas/wallet.schema';
import {
  ACCOUNT_NAME_PATTERN,
  ACCOUNT_NUMBER_PATTERN,
  amountProblem,
  amountToCents,
  BANK_ACCOUNTS_MAX,
  centsToAmount,
  HISTORY_LIMIT,
  maskAccount,
  ORDER_REFERENCE_ALPHABET,
  type LedgerType,
} from '../../src/lib/wallet';
import type { Database, MemberRow } from '../db/types';
import type { LedgerTable } from '../db/tables/money';
import { AppError, notFound } from '../lib/errors';
import * as bankAccountsRepo from '../repositories/bank-accounts';
import * as identityVerifications from '../repositories/identity-verifications';
import * as ledger from '../repositories/ledger';
import * as members from '../repositories/members';
import * as walletOrders from '../repositories/wallet-orders';
import { remainingDeposit } from './responsible';
import { isUniqueViolation } from './members';
import { getSiteSettings, readSetting } from './settings';

export type Db = Kysely<Database> | Transaction<Database>;
export const DAY_MS = 86_400_000;

export const getWalletSettings = (db: Kysely<Database>) => readSetting<WalletSettings>(db, WALLET_SETTINGS_KEY, DEFAULT_WALLET_SETTINGS);

/** A reference the member quotes to support: D/W, the UTC date, 6 unambiguous characters. */
export function newReference(kind: 'D' | 'W' | 'M' | 'R', now = new Date()): string {
  const tail = Array.from({ length: 6 }, () => ORDER_REFERENCE_ALPHABET[randomInt(ORDER_REFERENCE_ALPHABET.length)]).join('');
  return `${kind}${now.toISOString().slice(0, 10).replaceAll('-', '')}-${tail}`;
}

export const move = members.moveBalance;

export async function addLedger(trx: Db, row: Omit<Insertable<LedgerTable>, 'note'> & { note?: string }) {
  return ledger.insert(trx, { ...row, note: row.note ?? '' });
}

// ---- deposit ----

/** The channels a member of this site's currency may use, as the API shows them. */
export async function depositChannels(db: Kysely<Database>) {
  const [wallet, site] = await Promise.all([getWalletSettings(db), getSiteSettings(db)]);
  return {
    currency: site.currency,
    depTemplate: site.mobileTemplate.dep_func === '1' ? ('detail' as const) : ('base' as const),
    channels: wallet.depositChannels.filter((c) => c.enabled && c.currency === site.currency.code),
  };
}

/** The cents a member asked to deposit since `from` (pending and approved orders: a pending one counts toward the limits). */
export const depositedSince = (db: Db, memberId: number) => (from: Date) => walletOrders.depositedSince(db, memberId, from.toISOString());

/**
 * A pending deposit order of `amount` through `channelCode`. Refused: an
 * unknown or disabled channel, an amount off the channel's bounds, and above
 * the member's responsible-gaming deposit limits (pending deposits count).
 */
export async function placeDeposit(db: Kysely<Database>, member: MemberRow, channelCode: string, amount: number, now = new Date()) {
  const { channels } = await depositChannels(db);
  const channel = channels.find((c) => c.code === channelCode);
  if (!channel) throw new AppError(404, 'wallet.channel.unavailable', 'This deposit channel is not available', { field: 'channel' });
  const problem = amountProblem(amount, channel.min, channel.max);
  if (problem) throw new AppError(400, problem, `The amount must be between ${channel.min} and ${channel.max}`, { field: 'amount', min: channel.min, max: channel.max });
  const cents = amountToCents(amount)!;
  return db.transaction().execute(async (trx) => {
    // One deposit decision per member at a time: the no-op UPDATE holds the member's row lock until
    // this transaction ends, so a parallel deposit waits here and then reads the deposits committed
    // before it (PostgreSQL's READ COMMITTED let each read the same total and all pass the limit;
    // SQLite runs one transaction at a time anyway).
    await members.lockRow(trx, member.id);
    const limit = await remainingDeposit(trx, member.id, now, depositedSince(trx, member.id));
    if (limit.remainingCents !== null && cents > limit.remainingCents) {
      throw new AppError(400, 'wallet.deposit.overLimit', 'This deposit is above your deposit limit', { field: 'amount', remaining: centsToAmount(limit.remainingCents), period: limit.limitedBy });
    }
    const order = await insertOrder(trx, {
      member_id: member.id,
      kind: 'deposit',
      amount_cents: cents,
      channel: channel.code,
      details: JSON.stringify({ name: channel.name, kind: channel.kind, payee: channel.payee ?? null }),
      created_at: now.toISOString(),
    });
    await addLedger(trx, { member_id: member.id, type: 'deposit', status: 'pending', amount_cents: cents, points: 0, balance_after_cents: null, order_id: order.id, reference: order.reference, created_at: now.toISOString() });
    return order;
  });
}

async function insertOrder(trx: Db, values: { member_id: number; kind: 'deposit' | 'withdraw'; amount_cents: number; channel: string; details: string; created_at: string }) {
  // A reference clash (1 in 10^9 a day) gets a fresh one.
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(values.kind === 'deposit' ? 'D' : 'W', new Date(values.created_at));
    try {
      return { id: await walletOrders.insertPending(trx, { ...values, reference }), reference };
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 3) throw e;
    }
  }
}

// ---- bank accounts and withdrawal ----

export function bankAccountOut(a: { id: number; bank_code: string; bank_name: string; account_name: string; account_number: string }) {
  return { id: a.id, bankCode: a.bank_code, bankName: a.bank_name, accountName: a.account_name, accountNumberMasked: maskAccount(a.account_number) };
}

export async function bankAccounts(db: Db, memberId: number) {
  return bankAccountsRepo.listOwn(db, memberId);
}

/** Deletes one of the member's payout accounts; 404 when the member has no such account. */
export async function removeBankAccount(db: Kysely<Database>, memberId: number, id: number) {
  if (!(await bankAccountsRepo.deleteOwn(db, memberId, id))) throw notFound('bank account');
  return { id, deleted: true as const };
}

/** The member's latest orders of one kind (HISTORY_LIMIT), newest first, as the wallet screens show them. */
export async function recentOrders(db: Kysely<Database>, memberId: number, kind: 'deposit' | 'withdraw') {
  return (await walletOrders.recentOf(db, memberId, kind, HISTORY_LIMIT)).map(orderOut);
}

/** One order as the member sees it (the account number masked). */
export async function orderView(db: Kysely<Database>, id: number) {
  return orderOut(await walletOrders.findById(db, id));
}

const NAME_RE = new RegExp(ACCOUNT_NAME_PATTERN, 'u');
const NUMBER_RE = new RegExp(ACCOUNT_NUMBER_PATTERN);

/** Names compared as a bank would read them: case, spacing and accents aside. */
const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[\s.,'-]+/g, ' ').trim().toLowerCase();
  return norm(a) === norm(b);
};

export async function addBankAccount(db: Kysely<Database>, member: Pick<MemberRow, 'id' | 'payee_name'>, body: { bankCode: string; accountName: string; accountNumber: string }, now = new Date()) {
  const memberId = member.id;
  const settings = await getWalletSettings(db);
  const bank = settings.banks.find((b) => b.code === body.bankCode);
  if (!bank) throw new AppError(400, 'wallet.bank.unknown', 'Choose a bank from the list', { field: 'bankCode' });
  const accountName = body.accountName.trim().replace(/\s+/g, ' ');
  if (!NAME_RE.test(accountName)) throw new AppError(400, 'wallet.accountName.invalid', 'Enter the account holder name as the bank has it', { field: 'accountName' });
  // Payouts go to the member's own accounts only: the holder must be the payee name they registered.
  if (member.payee_name?.trim() && !sameName(accountName, member.payee_name)) {
    throw new AppError(400, 'wallet.accountName.mismatch', 'The account holder name must be your registered name', { field: 'accountName' });
  }
  const accountNumber = body.accountNumber.replace(/[\s-]/g, '');
  if (!NUMBER_RE.test(accountNumber)) throw new AppError(400, 'wallet.accountNumber.invalid', 'An account number has 6 to 20 digits', { field: 'accountNumber' });
  return db.transaction().execute(async (trx) => {
    const existing = await bankAccounts(trx, memberId);
    if (existing.length >= BANK_ACCOUNTS_MAX) throw new AppError(409, 'wallet.bankAccount.limit', `At most ${BANK_ACCOUNTS_MAX} withdrawal accounts`, { max: BANK_ACCOUNTS_MAX });
    if (existing.some((a) => a.bank_code === bank.code && a.account_number === accountNumber)) throw new AppError(409, 'wallet.bankAccount.exists', 'This account is already saved');
    try {
      return await bankAccountsRepo.insert(trx, { member_id: memberId, bank_code: bank.code, bank_name: bank.name, account_name: accountName, account_number: accountNumber, created_at: now.toISOString() });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(409, 'wallet.bankAccount.exists', 'This account is already saved');
      throw e;
    }
  });
}

/** Whether the member's newest identity verification was approved (a later rejected or pending one does not count). */
export async function identityVerified(db: Kysely<Database>, memberId: number): Promise<boolean> {
  return (await identityVerifications.latestStatus(db, memberId)) === 'verified';
}

export const identityRequired = () => new AppError(403, 'wallet.identity.required', 'Verify your identity before withdrawing');

/**
 * Holds `amount` from the balance at once for a pending withdrawal to one of
 * the member's accounts; refused above the balance (409) or off the limits.
 */
export async function placeWithdraw(db: Kysely<Database>, member: MemberRow, bankAccountId: number, amount: number, now = new Date()) {
  const settings = await getWalletSettings(db);
  if (settings.withdraw.requireVerifiedIdentity && !(await identityVerified(db, member.id))) throw identityRequired();
  const account = await bankAccountsRepo.findOwn(db, member.id, bankAccountId);
  if (!account) throw new AppError(404, 'wallet.bankAccount.notFound', 'Choose one of your withdrawal accounts', { field: 'bankAccountId' });
  const { min, max } = settings.withdraw;
  const problem = amountProblem(amount, min, max);
  if (problem) throw new AppError(400, problem, `The amount must be between ${min} and ${max}`, { field: 'amount', min, max });
  const cents = amountToCents(amount)!;
  return db.transaction().execute(async (trx) => {
    const after = await move(trx, member.id, -cents);
    if (!after) throw new AppError(409, 'wallet.balance.insufficient', 'The amount is more than your withdrawable balance', { field: 'amount' });
    const order = await insertOrder(trx, {
      member_id: member.id,
      kind: 'withdraw',
      amount_cents: cents,
      channel: account.bank_code,
      details: JSON.stringify({ bankName: account.bank_name, accountName: account.account_name, accountNumber: account.account_number }),
      created_at: now.toISOString(),
    });
    await addLedger(trx, { member_id: member.id, type: 'withdraw', status: 'pending', amount_cents: -cents, points: 0, balance_after_cents: after.balanceCents, order_id: order.id, reference: order.reference, created_at: now.toISOString() });
    return { ...order, balanceCents: after.balanceCents };
  });
}

/** An order as its member sees it: who decided it is the console's business, not the player's. */
export function orderOut(o: { id: number; kind: string; reference: string; amount_cents: number; channel: string; details: string; status: string; created_at: string; decided_at: string | null; decision_note: string | null }) {
  const details = JSON.parse(o.details) as Record<string, unknown>;
  if (typeof details.accountNumber === 'string') details.accountNumber = maskAccount(details.accountNumber);
  return {
    id: o.id,
    kind: o.kind,
    reference: o.reference,
    amount: centsToAmount(o.amount_cents),
    channel: o.channel,
    details,
    status: o.status,
    createdAt: o.created_at,
    decidedAt: o.decided_at,
    note: o.decision_note,
  };
}

// ---- transaction record ----

export async function transactions(db: Kysely<Database>, memberId: number, q: { type: 'all' | LedgerType; days: number; pageNo: number; pageSize: number }, now = new Date()) {
  const since = new Date(now.getTime() - q.days * DAY_MS).toISOString();
  const { total, rows } = await ledger.entriesPage(db, { memberId, since, type: q.type === 'all' ? undefined : q.type, pageNo: q.pageNo, pageSize: q.pageSize });
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      amount: centsToAmount(r.amount_cents),
      points: Number(r.points),
      balanceAfter: r.balance_after_cents === null ? null : centsToAmount(r.balance_after_cents),
      reference: r.reference,
      note: r.note,
      createdAt: r.created_at,
    })),
    pageNum: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    totalCount: total,
  };
}
