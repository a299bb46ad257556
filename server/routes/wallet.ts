/**
 * The member wallet (§2 routes /m/voucherCenter, /m/withdraw,
 * /m/transaction/record, /m/member/manualRebate, /m/mall/mallHome). The spec
 * names the wallet paths only, so these are ours, in the API's style: the
 * envelope, Bearer sessions, stable errorCodes. Real members only: visitors
 * get 401 auth.required and trial players 403 auth.trialRefused (§6).
 */
import type { FastifyInstance } from 'fastify';
import {
  bankAccountDeletedSchema,
  bankAccountSchema,
  depositInfoSchema,
  mallInfoSchema,
  placedWithdrawalSchema,
  rebateClaimedSchema,
  rebateInfoSchema,
  redeemedSchema,
  transactionPageSchema,
  walletOrderSchema,
  withdrawInfoSchema,
} from '../../schemas/wallet-answers.schema';
import {
  bankAccountBodySchema,
  depositBodySchema,
  redeemBodySchema,
  transactionsQuerySchema,
  withdrawBodySchema,
  type BankAccountBody,
  type DepositBody,
  type TransactionsQuery,
  type WithdrawBody,
} from '../../schemas/wallet.schema';
import { BANK_ACCOUNTS_MAX, centsToAmount, TRANSACTION_PAGE_SIZE, type LedgerType } from '../../src/lib/wallet';
import { requireMember } from '../lib/auth';
import { ok } from '../lib/errors';
import { confirmMemberPassword } from '../lib/step-up';
import { consume } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { remainingDeposit } from '../services/responsible';
import { oncePerKey } from '../services/idempotency';
import {
  addBankAccount,
  bankAccountOut,
  bankAccounts,
  depositChannels,
  depositedSince,
  getWalletSettings,
  identityRequired,
  identityVerified,
  orderView,
  placeDeposit,
  placeWithdraw,
  recentOrders,
  removeBankAccount,
  transactions,
} from '../services/wallet';
import { claimRebate, mallItems, quoteOut, rebateHistory, rebateQuote, redeem, redemptions } from '../services/wallet-rebates';

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const tags = ['wallet'];

export default async function walletRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  // ---- deposit ----

  /** The channels of the site currency (min, max, quick amounts), the template (§3 dep_func) and what the deposit limits leave. */
  app.get('/api/wallet/deposit', { schema: { tags, response: { 200: envelopeOf(depositInfoSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    const { currency, depTemplate, channels } = await depositChannels(db);
    const limit = await remainingDeposit(db, member.id, new Date(), depositedSince(db, member.id));
    return ok({
      currency,
      depTemplate,
      balance: centsToAmount(member.balance_cents),
      remainingLimit: limit.remainingCents === null ? null : centsToAmount(limit.remainingCents),
      channels: channels.map((c) => ({ code: c.code, name: c.name, kind: c.kind, min: c.min, max: c.max, quickAmounts: c.quickAmounts, payee: c.payee ?? null })),
      orders: await recentOrders(db, member.id, 'deposit'),
    });
  });

  app.post<{ Body: DepositBody }>('/api/wallet/deposits', { schema: { tags, body: depositBodySchema, response: { 200: envelopeOf(walletOrderSchema) } } }, async (req, reply) => {
    const { member } = await requireMember(req);
    await consume(app.state, `deposit:${member.id}`, 30, 3_600_000);
    const { channel, amount } = req.body;
    return oncePerKey(db, req, reply, { memberId: member.id, scope: 'deposit', fields: { channel, amount } }, async () => {
      const order = await placeDeposit(db, member, channel, amount);
      return ok(await orderView(db, order.id));
    });
  });

  // ---- withdraw ----

  app.get('/api/wallet/withdraw', { schema: { tags, response: { 200: envelopeOf(withdrawInfoSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    const settings = await getWalletSettings(db);
    return ok({
      balance: centsToAmount(member.balance_cents),
      withdrawable: centsToAmount(member.balance_cents),
      min: settings.withdraw.min,
      max: settings.withdraw.max,
      banks: settings.banks,
      accounts: (await bankAccounts(db, member.id)).map(bankAccountOut),
      maxAccounts: BANK_ACCOUNTS_MAX,
      // The account holder name the member gave at sign-up, to prefill the form.
      payeeName: member.payee_name ?? '',
      passwordSet: member.password_set !== 0,
      // The operator asks for a verified identity and this member has none yet: the screen says so before the form.
      identityRequired: !!settings.withdraw.requireVerifiedIdentity && !(await identityVerified(db, member.id)),
      orders: await recentOrders(db, member.id, 'withdraw'),
    });
  });

  app.post<{ Body: BankAccountBody }>('/api/wallet/bank-accounts', { schema: { tags, body: bankAccountBodySchema, response: { 200: envelopeOf(bankAccountSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    await consume(app.state, `bankacct:${member.id}`, 20, 3_600_000);
    // A payout account is where the money goes: the login password again, and the member's own name.
    await confirmMemberPassword(app, member, req.body.password);
    return ok(bankAccountOut(await addBankAccount(db, member, req.body)));
  });

  app.delete<{ Params: { id: number } }>('/api/wallet/bank-accounts/:id', { schema: { tags, params: idParams, response: { 200: envelopeOf(bankAccountDeletedSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    return ok(await removeBankAccount(db, member.id, req.params.id));
  });

  /** Confirmed with the login password (checked against its hash, never kept; see step-up.ts); the amount is held at once. */
  app.post<{ Body: WithdrawBody }>('/api/wallet/withdrawals', { schema: { tags, body: withdrawBodySchema, response: { 200: envelopeOf(placedWithdrawalSchema) } } }, async (req, reply) => {
    const { member } = await requireMember(req);
    const { bankAccountId, amount, password } = req.body;
    // The password confirms this attempt but is not part of what makes two requests the same.
    return oncePerKey(db, req, reply, { memberId: member.id, scope: 'withdraw', fields: { bankAccountId, amount } }, async () => {
      // Refused before the password is checked: no password typed can make this withdrawal go through.
      const settings = await getWalletSettings(db);
      if (settings.withdraw.requireVerifiedIdentity && !(await identityVerified(db, member.id))) throw identityRequired();
      await confirmMemberPassword(app, member, password);
      const order = await placeWithdraw(db, member, bankAccountId, amount);
      return ok({ ...(await orderView(db, order.id)), balance: centsToAmount(order.balanceCents) });
    });
  });

  // ---- transaction record ----

  app.get<{ Querystring: TransactionsQuery }>('/api/wallet/transactions', { schema: { tags, querystring: transactionsQuerySchema, response: { 200: envelopeOf(transactionPageSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    const q = req.query;
    return ok(await transactions(db, member.id, { type: (q.type ?? 'all') as 'all' | LedgerType, days: q.days ?? 1, pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? TRANSACTION_PAGE_SIZE }));
  });

  // ---- manual rebate ----

  app.get('/api/wallet/rebate', { schema: { tags, response: { 200: envelopeOf(rebateInfoSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    const settings = await getWalletSettings(db);
    return ok({ ...quoteOut(await rebateQuote(db, member, settings), settings.rebate.minClaim), history: await rebateHistory(db, member.id) });
  });

  app.post('/api/wallet/rebate/claim', { schema: { tags, response: { 200: envelopeOf(rebateClaimedSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    await consume(app.state, `rebate:${member.id}`, 20, 3_600_000);
    return ok(await claimRebate(db, member));
  });

  // ---- point mall ----

  app.get('/api/wallet/mall', { schema: { tags, response: { 200: envelopeOf(mallInfoSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    return ok({ points: Number(member.points), items: await mallItems(db), history: await redemptions(db, member.id) });
  });

  app.post<{ Body: { itemId: number } }>('/api/wallet/mall/redeem', { schema: { tags, body: redeemBodySchema, response: { 200: envelopeOf(redeemedSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    await consume(app.state, `redeem:${member.id}`, 30, 3_600_000);
    return ok(await redeem(db, member, req.body.itemId));
  });
}
