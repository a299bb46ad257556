/**
 * The common debit and credit of the seamless wallet on SQLite, run
 * synchronously as prepared better-sqlite3 statements, each call in a
 * savepoint of a transaction that the calls arriving together share.
 *
 * Why: through Kysely, a wallet call is a dozen queries each built, compiled
 * and awaited in turn while holding the single connection; building and
 * awaiting cost far more than SQLite's own work, and every other call waits
 * for the connection meanwhile. Here the same statements run back to back,
 * with nothing built per call, and calls arriving together share one commit
 * (commitGroup).
 *
 * Only the ordinary case is handled here: a new transactionId, a live
 * session of this vendor, a member without play limits or exclusion, enough
 * balance, an open (or new) round. Anything else — a replay, a refusal, a
 * limit to check, a race lost — rolls its savepoint back and answers
 * null, and the caller runs the general path (services/seamless.ts), which
 * gives the answer or the refusal by its own rules. The writes here are
 * exactly the general path's, so both leave the same rows.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { BIG_WIN_MULTIPLE, PLAY_SESSION_BREAK_MS } from '../../src/lib/constants';
import { sqliteHandle } from '../db/database';
import type { Database } from '../db/types';
import { isUniqueViolation } from './members';
import type { FastCall, FastDetail } from './seamless-fast';

/** Why this call leaves the fast path: thrown inside the transaction, so it rolls back. */
class TakeGeneralPath extends Error {}

const SQL = {
  prior: 'select 1 from "seamless_tx" where "vassalage" = ? and "transaction_id" = ?',
  betSession: `select s."member_id", s."node_id", s."mode", s."expires_at", s."vassalage", m."status", g."display_name",
      g."offline" as "game_offline", i."offline" as "vendor_offline", rg."excluded_until"
    from "play_sessions" as s
    inner join "members" as m on m."id" = s."member_id"
    left join "games" as g on g."node_id" = s."node_id"
    left join "game_vendor_integrations" as i on i."vassalage" = s."vassalage"
    left join "responsible_gaming" as rg on rg."member_id" = s."member_id"
    where s."token_hash" = ?`,
  hasLimits: 'select 1 from "play_limits" where "member_id" = ? limit 1',
  move: 'update "members" set "balance_cents" = "balance_cents" + ?, "points" = "points" + 0 where "id" = ? and "balance_cents" + ? >= 0 and "points" + 0 >= 0 returning "balance_cents"',
  openRound: `insert into "game_rounds" ("vassalage", "round_ref", "member_id", "node_id", "mode", "status", "bet_cents", "win_cents", "balance_after_cents",
      "seed_id", "server_seed_hash", "client_seed", "nonce", "revealed_seed", "outcome", "created_at", "settled_at")
    values (?, ?, ?, ?, 'real', 'open', ?, 0, ?, ?, ?, ?, ?, null, ?, ?, null)
    on conflict ("vassalage", "round_ref") do update set "bet_cents" = game_rounds.bet_cents + ?, "balance_after_cents" = ?
    where "game_rounds"."status" = 'open' and "game_rounds"."member_id" = ?
    returning "id"`,
  ledger: `insert into "ledger" ("member_id", "type", "status", "amount_cents", "points", "balance_after_cents", "order_id", "reference", "note", "created_at")
    values (?, 'game', 'completed', ?, 0, ?, null, ?, ?, ?)`,
  notePlay: `insert into "play_activity" ("member_id", "started_at", "last_at") values (?, ?, ?)
    on conflict ("member_id") do update set
      "started_at" = case when play_activity.last_at <= ? then ? else play_activity.started_at end,
      "last_at" = case when play_activity.last_at < ? then ? else play_activity.last_at end`,
  record: `insert into "seamless_tx" ("vassalage", "transaction_id", "kind", "status", "round_ref", "member_id", "amount_cents", "reference_tx", "balance_after_cents", "created_at")
    values (?, ?, ?, 'applied', ?, ?, ?, null, ?, ?)`,
  creditSession: `select s."member_id", s."mode", s."vassalage", m."account"
    from "play_sessions" as s inner join "members" as m on m."id" = s."member_id" where s."token_hash" = ?`,
  round: `select r."id", r."member_id", r."node_id", r."status", r."bet_cents", r."created_at", g."display_name", g."game_type"
    from "game_rounds" as r left join "games" as g on g."node_id" = r."node_id"
    where r."vassalage" = ? and r."round_ref" = ?`,
  balance: 'select "balance_cents" from "members" where "id" = ?',
  settle: `update "game_rounds" set "status" = 'settled', "win_cents" = ?, "settled_at" = ?, "balance_after_cents" = ?, "outcome" = coalesce(?, "outcome")
    where "id" = ? and "status" = 'open'`,
  gameRecord: `insert into "game_records" ("member_id", "node_id", "game_name", "vassalage", "game_type", "bet_cents", "win_cents", "status", "bet_at", "round_ref")
    values (?, ?, ?, ?, ?, ?, ?, 'settled', ?, ?)`,
  winner: `insert into "winners" ("record_id", "node_id", "customer_name", "icon_url", "win_amount", "created_at", "source")
    values (?, ?, ?, ?, ?, ?, 'play') on conflict ("record_id") do nothing`,
} as const;

type Statements = { [K in keyof typeof SQL]: SQLite.Statement };

/** Per handle: the statements (prepared once) and the two transactions. */
const prepared = new WeakMap<SQLite.Database, { st: Statements; debit: SQLite.Transaction; credit: SQLite.Transaction; all: SQLite.Transaction }>();

function setUp(raw: SQLite.Database) {
  const st = Object.fromEntries(Object.entries(SQL).map(([k, q]) => [k, raw.prepare(q)])) as Statements;
  const debit = raw.transaction((vendor: string, req: FastCall, digest: string, now: Date, detail: FastDetail | undefined): number => {
    const at = now.toISOString();
    if (st.prior.get(vendor, req.transactionId)) throw new TakeGeneralPath();
    if (req.amount <= 0) throw new TakeGeneralPath();
    const s = st.betSession.get(digest) as
      | { member_id: number; node_id: string; mode: string; expires_at: string; vassalage: string; status: string; display_name: string | null; game_offline: number | null; vendor_offline: number | null; excluded_until: string | null }
      | undefined;
    if (!s || s.vassalage !== vendor || s.mode !== 'real' || s.expires_at <= at || s.status !== 'active') throw new TakeGeneralPath();
    if (s.node_id !== req.gameId || Number(s.game_offline ?? 0) === 1 || Number(s.vendor_offline ?? 0) === 1) throw new TakeGeneralPath();
    // An exclusion on record (even a past one) or any play limit: the general path decides, by responsible.ts's rules.
    if (s.excluded_until || st.hasLimits.get(s.member_id)) throw new TakeGeneralPath();
    const moved = st.move.get(-req.amount, s.member_id, -req.amount) as { balance_cents: number } | undefined;
    if (!moved) throw new TakeGeneralPath();
    const after = Number(moved.balance_cents);
    const opened = st.openRound.get(
      vendor, req.roundId, s.member_id, req.gameId, req.amount, after,
      detail?.seedId ?? null, detail?.serverSeedHash ?? null, detail?.clientSeed ?? null, detail?.nonce ?? null, detail ? JSON.stringify(detail.outcome) : null, at,
      req.amount, after, s.member_id,
    );
    if (!opened) throw new TakeGeneralPath();
    st.ledger.run(s.member_id, -req.amount, after, `${vendor}:${req.roundId}`.slice(0, 120), s.display_name ?? req.gameId, at);
    const breakFrom = new Date(now.getTime() - PLAY_SESSION_BREAK_MS).toISOString();
    st.notePlay.run(s.member_id, at, at, breakFrom, at, at, at);
    st.record.run(vendor, req.transactionId, 'debit', req.roundId, s.member_id, req.amount, after, at);
    return after;
  });
  const credit = raw.transaction((vendor: string, req: FastCall, digest: string, now: Date, detail: FastDetail | undefined, mask: (account: string) => string): number => {
    const at = now.toISOString();
    if (st.prior.get(vendor, req.transactionId)) throw new TakeGeneralPath();
    const s = st.creditSession.get(digest) as { member_id: number; mode: string; vassalage: string; account: string } | undefined;
    if (!s || s.vassalage !== vendor || s.mode !== 'real') throw new TakeGeneralPath();
    const round = st.round.get(vendor, req.roundId) as
      | { id: number; member_id: number; node_id: string; status: string; bet_cents: number; created_at: string; display_name: string | null; game_type: string | null }
      | undefined;
    if (!round || round.member_id !== s.member_id || round.node_id !== req.gameId || round.status !== 'open') throw new TakeGeneralPath();
    let balance: number;
    if (req.amount > 0) {
      const moved = st.move.get(req.amount, s.member_id, req.amount) as { balance_cents: number } | undefined;
      if (!moved) throw new TakeGeneralPath();
      balance = Number(moved.balance_cents);
    } else {
      balance = Number((st.balance.get(s.member_id) as { balance_cents: number }).balance_cents);
    }
    if (st.settle.run(req.amount, at, balance, detail ? JSON.stringify(detail.outcome) : null, round.id).changes === 0) throw new TakeGeneralPath();
    const name = round.display_name ?? round.node_id;
    if (req.amount > 0) st.ledger.run(s.member_id, req.amount, balance, `${vendor}:${req.roundId}`.slice(0, 120), name, at);
    const bet = Number(round.bet_cents);
    st.gameRecord.run(s.member_id, round.node_id, name, vendor, round.game_type ?? 'RNG', bet, req.amount, round.created_at, req.roundId);
    if (bet > 0 && req.amount >= BIG_WIN_MULTIPLE * bet) {
      st.winner.run(`${vendor}:${req.roundId}`.slice(0, 120), round.node_id, mask(s.account), `/media/avatar-${s.member_id % 8}.svg`, req.amount / 100, at);
    }
    st.record.run(vendor, req.transactionId, 'credit', req.roundId, s.member_id, req.amount, balance, at);
    return balance;
  });
  const all = raw.transaction((run: () => void) => run());
  const ready = { st, debit, credit, all };
  prepared.set(raw, ready);
  return ready;
}

interface Pending {
  kind: 'debit' | 'credit';
  args: [vendor: string, req: FastCall, digest: string, now: Date, detail: FastDetail | undefined, mask: (account: string) => string];
  done: (balance: number | null) => void;
  fail: (e: unknown) => void;
}

/** Per handle: the calls waiting for the next group commit (none: no commit is scheduled). */
const queues = new WeakMap<SQLite.Database, Pending[]>();

/**
 * Runs every call queued meanwhile in one SQLite transaction, each in a
 * savepoint of its own (better-sqlite3 nests transactions so): a call that
 * leaves the fast path or fails undoes only its own writes. Each call is
 * answered only after the commit, so an answer never speaks of money a crash
 * could still undo. One commit for many calls: the write lock is taken once
 * and the WAL gets the shared pages (members, indexes) once per group.
 */
async function commitGroup(db: Kysely<Database>, raw: SQLite.Database) {
  let group: Pending[] = [];
  try {
    // Under Kysely's connection lock: no other query runs on the shared connection meanwhile.
    await db.connection().execute(async () => {
      group = queues.get(raw) ?? [];
      queues.delete(raw);
      const { debit, credit, all } = prepared.get(raw) ?? setUp(raw);
      const outcomes: ({ balance: number | null } | { error: unknown })[] = [];
      try {
        all.immediate(() => {
          for (const p of group) {
            const [vendor, req, digest, now, detail, mask] = p.args;
            try {
              outcomes.push({ balance: (p.kind === 'debit' ? debit(vendor, req, digest, now, detail) : credit(vendor, req, digest, now, detail, mask)) as number });
            } catch (e) {
              // A unique key another process took meanwhile: the general path retries and answers it as a replay.
              outcomes.push(e instanceof TakeGeneralPath || isUniqueViolation(e) ? { balance: null } : { error: e });
            }
          }
        });
      } catch {
        // The group's own commit failed (the database busy with another process past the timeout): nothing
        // of it was written, and each call takes the general path, which waits and retries as it always did.
        for (const p of group) p.done(null);
        return;
      }
      group.forEach((p, i) => {
        const o = outcomes[i]!;
        if ('error' in o) p.fail(o.error);
        else p.done(o.balance);
      });
    });
  } catch (e) {
    // The connection could not be had (the database closing): this group and whoever queued since hear of it.
    const rest = queues.get(raw) ?? [];
    queues.delete(raw);
    for (const p of [...group, ...rest]) p.fail(e);
  }
}

/**
 * The balance after an ordinary debit or credit done here, or null when the
 * call is not the ordinary case (or the database is not SQLite) and must go
 * the general way; a null leaves nothing written. Calls arriving together
 * share one commit (commitGroup).
 */
export function fastSeamlessCall(
  db: Kysely<Database>,
  kind: 'debit' | 'credit',
  vendor: string,
  req: FastCall,
  digest: string,
  now: Date,
  detail: FastDetail | undefined,
  mask: (account: string) => string,
): Promise<number | null> {
  const raw = sqliteHandle(db);
  if (!raw) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const queue = queues.get(raw);
    const call: Pending = { kind, args: [vendor, req, digest, now, detail, mask], done, fail };
    if (queue) return queue.push(call);
    queues.set(raw, [call]);
    // After the requests this turn of the event loop has read: those arriving together commit together.
    setImmediate(() => void commitGroup(db, raw));
  });
}
