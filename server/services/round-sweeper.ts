/**
 * The sweeper of rounds left open: a real-money round whose debit went
 * through but whose credit never came (the process died between them, a
 * vendor's server lost the round) holds the player's stake. After
 * ROUND_SWEEP_AFTER_S it is closed, through the same seamless functions and
 * ledger as any call, so a sweep is idempotent and races nothing:
 *
 * - a round of Parlor Studio with its outcome on record is **settled**: the
 *   credit the studio would have sent (transactionId `<roundId>:win`, the
 *   recorded win), so the player gets exactly what the round paid; a studio
 *   credit arriving late is the same call and answers as a replay;
 * - a free-play round left open (a live crash round abandoned) is settled as
 *   it ends by itself, in play money;
 * - any other round (an outside vendor's, or one without an outcome) is
 *   **rolled back**: each applied debit is refunded by a rollback with
 *   transactionId `sweep:<debit's transactionId>`; the vendor's late credit
 *   is then refused (seamless.round.rolledBack), as aggregators do.
 *
 * The server sweeps at start and every ROUND_SWEEP_EVERY_S (server/start.ts);
 * two sweepers at once (two instances on one PostgreSQL) are safe: the
 * loser's call is a replay or finds the round closed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { AppError } from '../lib/errors';
import * as gameRounds from '../repositories/game-rounds';
import * as play from '../repositories/play';
import * as seamlessTx from '../repositories/seamless-tx';
import { seamlessCall } from './seamless';
import { getSiteSettings } from './settings';

const ROUND_SWEEP_AFTER_MS = 5 * 60_000;
const ROUND_SWEEP_EVERY_MS = 60_000;
const BATCH = 200;

export interface SweepResult {
  settled: number;
  rolledBack: number;
  /** Rounds another caller closed first. */
  skipped: number;
  failed: number;
}

/**
 * How a studio round ends when nobody finishes it, from its recorded outcome:
 * what it pays and the outcome to record; null when the outcome does not say
 * (the round is rolled back instead). A round still in play (a live crash
 * round before its cash-out) recorded how it ends by itself.
 */
function recordedSettlement(outcome: string | null): { win: number; outcome: unknown } | null {
  if (!outcome) return null;
  try {
    const o = JSON.parse(outcome) as { kind?: string; params?: unknown; result?: { win?: unknown }; settleWin?: unknown; settleResult?: unknown };
    const win = o.settleWin ?? o.result?.win;
    if (typeof win !== 'number' || !Number.isSafeInteger(win) || win < 0) return null;
    return { win, outcome: o.settleResult ? { kind: o.kind, params: o.params, result: o.settleResult } : o };
  } catch {
    return null;
  }
}

/** What a studio round pays when the sweeper settles it (see recordedSettlement). */
export const recordedWin = (outcome: string | null) => recordedSettlement(outcome)?.win ?? null;

const CLOSED = new Set(['seamless.round.settled', 'seamless.round.rolledBack']);

/** Closes every real-money round open since before `now - olderThanMs`; answers what it did. */
export async function sweepOpenRounds(db: Kysely<Database>, { olderThanMs = ROUND_SWEEP_AFTER_MS, now = new Date() }: { olderThanMs?: number; now?: Date } = {}): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - olderThanMs).toISOString();
  const out: SweepResult = { settled: 0, rolledBack: 0, skipped: 0, failed: 0 };
  const { currency } = await getSiteSettings(db);
  let afterId = 0;
  for (;;) {
    const rounds = await gameRounds.openRealRounds(db, cutoff, afterId, BATCH);
    if (!rounds.length) break;
    for (const r of rounds) {
      afterId = r.id;
      const call = { roundId: r.round_ref, gameId: r.node_id, sessionToken: '', currency: currency.code };
      try {
        const end = r.kind === 'studio' ? recordedSettlement(r.outcome) : null;
        if (end) {
          const detail = { seedId: 0, serverSeedHash: '', clientSeed: '', nonce: 0, outcome: end.outcome };
          await seamlessCall(db, r.vassalage, 'credit', { ...call, transactionId: `${r.round_ref}:win`, amount: end.win }, { asMember: r.member_id, now, detail });
          out.settled++;
          continue;
        }
        const debits = await seamlessTx.appliedDebits(db, r.vassalage, r.round_ref);
        for (const d of debits) {
          await seamlessCall(db, r.vassalage, 'rollback', { ...call, transactionId: `sweep:${d.transaction_id}`.slice(0, 100), referenceTransactionId: d.transaction_id, amount: 0 }, { asMember: r.member_id, now });
        }
        // Nothing left to refund (every debit undone already): the round is over.
        if (!debits.length) await gameRounds.closeIfOpen(db, r.id, { status: 'rolledback', settled_at: now.toISOString() });
        out.rolledBack++;
      } catch (e) {
        if (e instanceof AppError && CLOSED.has(e.errorCode)) out.skipped++;
        else out.failed++;
      }
    }
  }
  // Free play left open (a live crash round abandoned): settled as it ends by itself, in the session's play money.
  const free = await gameRounds.openFreeRounds(db, cutoff, 1_000);
  for (const r of free) {
    const end = recordedSettlement(r.outcome) ?? { win: 0, outcome: null };
    if (!(await gameRounds.closeIfOpen(db, r.id, { status: 'settled', win_cents: end.win, settled_at: now.toISOString(), ...(end.outcome ? { outcome: JSON.stringify(end.outcome) } : {}) }))) continue;
    out.settled++;
    // The play money goes back to the member's newest free session of that game, if it is still there.
    if (end.win > 0) {
      const session = await play.newestFreeSession(db, r.member_id, r.node_id);
      if (session) await play.creditFun(db, session, end.win);
    }
  }
  return out;
}

/**
 * Sweeps now and then every `everyMs` (never two passes at once) until the
 * answer's stop() is called; `log` hears of every pass that closed a round or
 * failed one.
 */
export function startRoundSweeper(db: Kysely<Database>, { olderThanMs = ROUND_SWEEP_AFTER_MS, everyMs = ROUND_SWEEP_EVERY_MS, log = (_m: string) => undefined }: { olderThanMs?: number; everyMs?: number; log?: (m: string) => void } = {}) {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return running;
    running = sweepOpenRounds(db, { olderThanMs })
      .then(
        (r) => {
          if (r.settled || r.rolledBack || r.failed) log(`Open rounds swept: ${r.settled} settled, ${r.rolledBack} rolled back, ${r.skipped} closed meanwhile, ${r.failed} failed`);
        },
        (e: unknown) => log(`Sweeping open rounds failed: ${(e as Error).message}`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  return {
    /** The first pass (at start). */
    first: pass(),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
