/**
 * What a member earns back: the manual rebate on settled bets since the last claim (claimed once, by
 * compare-and-set of the cut-off) and the point mall (stock and points each taken by a conditional
 * UPDATE). Each change is one transaction with its ledger row.
 */
import type { Kysely } from 'kysely';
import type { WalletSettings } from '../../schemas/wallet.schema';
import { centsToAmount, HISTORY_LIMIT, REBATE_LOOKBACK_DAYS, rebateCents } from '../../src/lib/wallet';
import type { Database, MemberRow } from '../db/types';
import { AppError } from '../lib/errors';
import * as mall from '../repositories/mall';
import * as rebates from '../repositories/rebates';
import { addLedger, DAY_MS, getWalletSettings, move, newReference, type Db } from './wallet';

// ---- manual rebate ----

/** Where the bets counted by the next claim start: the last claim's cut-off, or REBATE_LOOKBACK_DAYS back. */
function rebateFrom(member: Pick<MemberRow, 'rebate_until'>, now: Date): string {
  const lookback = new Date(now.getTime() - REBATE_LOOKBACK_DAYS * DAY_MS).toISOString();
  return member.rebate_until && member.rebate_until > lookback ? member.rebate_until : lookback;
}

/** The claimable rebate now: settled bets since the last claim, per game type with its rate. */
export async function rebateQuote(db: Db, member: Pick<MemberRow, 'id' | 'rebate_until'>, settings: WalletSettings, now = new Date()) {
  const from = rebateFrom(member, now);
  const until = now.toISOString();
  const byType = await rebates.settledBetsByType(db, member.id, from, until);
  const types = [...new Set([...Object.keys(settings.rebate.rates), ...byType.keys()])];
  const items = types
    .map((gameType) => {
      const rate = settings.rebate.rates[gameType] ?? 0;
      const validBetCents = byType.get(gameType) ?? 0;
      return { gameType, rate, validBetCents, amountCents: rebateCents(validBetCents, rate) };
    })
    .filter((i) => i.rate > 0 || i.validBetCents > 0)
    .sort((a, b) => b.amountCents - a.amountCents || a.gameType.localeCompare(b.gameType));
  const amountCents = items.reduce((s, i) => s + i.amountCents, 0);
  return { from, until, items, amountCents, validBetCents: items.reduce((s, i) => s + i.validBetCents, 0) };
}

export function quoteOut(q: Awaited<ReturnType<typeof rebateQuote>>, minClaim: number) {
  return {
    since: q.from,
    until: q.until,
    total: centsToAmount(q.amountCents),
    validBet: centsToAmount(q.validBetCents),
    minClaim,
    items: q.items.map((i) => ({ gameType: i.gameType, rate: i.rate, validBet: centsToAmount(i.validBetCents), amount: centsToAmount(i.amountCents) })),
  };
}

/** Credits the claimable rebate once: the cut-off moves by compare-and-set, so two claims of the same bets get one winner. */
export async function claimRebate(db: Kysely<Database>, member: MemberRow, now = new Date()) {
  const settings = await getWalletSettings(db);
  return db.transaction().execute(async (trx) => {
    const fresh = await rebates.rebateCutoff(trx, member.id);
    const quote = await rebateQuote(trx, fresh, settings, now);
    if (quote.amountCents <= 0) throw new AppError(409, 'wallet.rebate.nothing', 'There is no rebate to claim yet');
    if (quote.amountCents < Math.round(settings.rebate.minClaim * 100)) {
      throw new AppError(409, 'wallet.rebate.belowMin', `A claim must be at least ${settings.rebate.minClaim}`, { min: settings.rebate.minClaim, amount: centsToAmount(quote.amountCents) });
    }
    if (!(await rebates.moveCutoff(trx, member.id, fresh.rebate_until, quote.until))) throw new AppError(409, 'wallet.rebate.nothing', 'There is no rebate to claim yet');
    const after = (await move(trx, member.id, quote.amountCents))!;
    const reference = newReference('R', now);
    const details = quote.items.filter((i) => i.amountCents > 0).map((i) => ({ gameType: i.gameType, rate: i.rate, validBetCents: i.validBetCents, amountCents: i.amountCents }));
    await rebates.insertClaim(trx, { member_id: member.id, amount_cents: quote.amountCents, valid_bet_cents: quote.validBetCents, details: JSON.stringify(details), bets_from: quote.from, bets_until: quote.until, created_at: now.toISOString() });
    await addLedger(trx, { member_id: member.id, type: 'rebate', status: 'completed', amount_cents: quote.amountCents, points: 0, balance_after_cents: after.balanceCents, order_id: null, reference, created_at: now.toISOString() });
    return { amount: centsToAmount(quote.amountCents), balance: centsToAmount(after.balanceCents), reference };
  });
}

export async function rebateHistory(db: Kysely<Database>, memberId: number) {
  const rows = await rebates.recentClaims(db, memberId, HISTORY_LIMIT);
  return rows.map((r) => ({ id: r.id, amount: centsToAmount(r.amount_cents), validBet: centsToAmount(r.valid_bet_cents), since: r.bets_from, until: r.bets_until, createdAt: r.created_at }));
}

// ---- point mall ----

export async function mallItems(db: Kysely<Database>) {
  const rows = await mall.enabledItems(db);
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, imageUrl: r.image_url, points: Number(r.points_cost), stock: r.stock }));
}

/** Redeems one item: stock and points are each taken by a conditional UPDATE, in one transaction. */
export async function redeem(db: Kysely<Database>, member: MemberRow, itemId: number, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const item = await mall.findEnabled(trx, itemId);
    if (!item) throw new AppError(404, 'wallet.mall.notFound', 'This item is no longer available', { field: 'itemId' });
    const cost = Number(item.points_cost);
    if (!(await mall.takeOne(trx, itemId))) throw new AppError(409, 'wallet.mall.outOfStock', 'This item is out of stock');
    const after = await move(trx, member.id, 0, -cost);
    if (!after) throw new AppError(409, 'wallet.points.insufficient', 'You do not have enough points for this item', { need: cost });
    const reference = newReference('M', now);
    await mall.insertRedemption(trx, { member_id: member.id, item_id: item.id, item_name: item.name, points: cost, reference, created_at: now.toISOString() });
    await addLedger(trx, { member_id: member.id, type: 'mall', status: 'completed', amount_cents: 0, points: -cost, balance_after_cents: after.balanceCents, order_id: null, reference, note: item.name, created_at: now.toISOString() });
    return { reference, points: after.points, itemName: item.name };
  });
}

export async function redemptions(db: Kysely<Database>, memberId: number) {
  const rows = await mall.recentRedemptions(db, memberId, HISTORY_LIMIT);
  return rows.map((r) => ({ id: r.id, itemId: r.item_id, itemName: r.item_name, points: Number(r.points), reference: r.reference, createdAt: r.created_at }));
}
