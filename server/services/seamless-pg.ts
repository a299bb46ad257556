/**
 * The common debit and credit of the seamless wallet on PostgreSQL, each in
 * ONE statement: a chain of data-modifying CTEs that checks the call, moves
 * the balance, writes the round, the ledger row and the call's record, and
 * answers the balance after — one round trip, in the statement's own
 * transaction, sent as a named prepared statement (parsed and planned once per
 * connection).
 *
 * Why: the general path (services/seamless.ts) is a transaction of about ten
 * queries, each a round trip to the database while holding a pooled
 * connection and each built by Kysely: most of a call's time and of the
 * server's CPU went there, not into PostgreSQL's own work.
 *
 * As on SQLite (seamless-sqlite.ts), only the ordinary case is handled: a new
 * transactionId, a live real-money session of this vendor, a member without
 * play limits or exclusion on record, enough balance, an open (or new) round
 * of this member; a credit that is not a big win. Otherwise the statement
 * writes nothing and answers no row, and the caller runs the general path,
 * which gives the answer or the refusal by its own rules. The writes here are
 * exactly the general path's, so both leave the same rows.
 *
 * Races. The checks read the statement's snapshot; the writes then take the
 * member's row lock, then the round's (the general path's order), and
 * PostgreSQL re-checks each write's condition on the row's latest version.
 * - The same transactionId sent twice at once: the second insert into
 *   seamless_tx waits for the first and fails on its unique key.
 * - A round closed (or taken by a credit) between the snapshot and the write:
 *   the money has moved in this statement but the round write matched no row.
 *   The final SELECT then divides by the number of round rows written, zero,
 *   and the error undoes the whole statement (it is its own transaction).
 * Either error leaves nothing written and answers null: the general path then
 * answers the call (as a replay, or with the refusal).
 */
import type { Kysely } from 'kysely';
import { BIG_WIN_MULTIPLE, PLAY_SESSION_BREAK_MS } from '../../src/lib/constants';
import { pgPool } from '../db/database';
import type { Database } from '../db/types';
import { isUniqueViolation } from './members';
import type { FastCall, FastDetail } from './seamless-fast';

/**
 * $1 vendor, $2 transactionId, $3 roundId, $4 gameId, $5 session digest, $6 amount, $7 now,
 * $8–$12 the studio's round detail (seed id, seed hash, client seed, nonce, outcome JSON),
 * $13 the ledger reference, $14 the start of the break window (now − PLAY_SESSION_BREAK_MS).
 */
const DEBIT = `
with c as (
  select s.member_id, coalesce(g.display_name, $4::text) as note
  from play_sessions as s
  inner join members as m on m.id = s.member_id
  left join games as g on g.node_id = s.node_id
  left join game_vendor_integrations as i on i.vassalage = s.vassalage
  left join responsible_gaming as rg on rg.member_id = s.member_id
  where s.token_hash = $5::text and s.vassalage = $1::text and s.mode = 'real' and s.expires_at > $7::text and m.status = 'active'
    and s.node_id = $4::text and coalesce(g.offline, 0) <> 1 and coalesce(i.offline, 0) <> 1
    and $6::bigint > 0
    and rg.excluded_until is null
    and not exists (select 1 from play_limits as l where l.member_id = s.member_id)
    and not exists (select 1 from seamless_tx as t where t.vassalage = $1::text and t.transaction_id = $2::text)
    and not exists (select 1 from game_rounds as r where r.vassalage = $1::text and r.round_ref = $3::text and (r.status <> 'open' or r.member_id <> s.member_id))
),
moved as (
  update members set balance_cents = balance_cents - $6::bigint
  where id = (select member_id from c) and balance_cents >= $6::bigint
  returning id, balance_cents
),
opened as (
  insert into game_rounds (vassalage, round_ref, member_id, node_id, mode, status, bet_cents, win_cents, balance_after_cents,
    seed_id, server_seed_hash, client_seed, nonce, revealed_seed, outcome, created_at, settled_at)
  select $1::text, $3::text, id, $4::text, 'real', 'open', $6::bigint, 0, balance_cents,
    $8::integer, $9::text, $10::text, $11::integer, null, $12::text, $7::text, null
  from moved
  on conflict (vassalage, round_ref) do update set bet_cents = game_rounds.bet_cents + excluded.bet_cents, balance_after_cents = excluded.balance_after_cents
  where game_rounds.status = 'open' and game_rounds.member_id = excluded.member_id
  returning id
),
booked as (
  insert into ledger (member_id, type, status, amount_cents, points, balance_after_cents, order_id, reference, note, created_at)
  select moved.id, 'game', 'completed', 0 - $6::bigint, 0, moved.balance_cents, null, $13::text, c.note, $7::text from moved, c
),
played as (
  insert into play_activity (member_id, started_at, last_at) select id, $7::text, $7::text from moved
  on conflict (member_id) do update set
    started_at = case when play_activity.last_at <= $14::text then $7::text else play_activity.started_at end,
    last_at = case when play_activity.last_at < $7::text then $7::text else play_activity.last_at end
),
recorded as (
  insert into seamless_tx (vassalage, transaction_id, kind, status, round_ref, member_id, amount_cents, reference_tx, balance_after_cents, created_at)
  select $1::text, $2::text, 'debit', 'applied', $3::text, id, $6::bigint, null, balance_cents, $7::text from moved
)
select balance_cents, 1 / (select count(*)::integer from opened) as guard from moved`;

/**
 * $1 vendor, $2 transactionId, $3 roundId, $4 gameId, $5 session digest, $6 amount, $7 now,
 * $8 the outcome JSON (null: the round's stays), $9 the ledger reference, $10 BIG_WIN_MULTIPLE.
 * The member's row is updated even for a win of 0 (by 0): its lock orders the credit with the
 * member's other calls, and the round's balance after is read under it. The betting record takes
 * the round's bet as settled (RETURNING), not as the snapshot read it: a debit of the round may
 * have committed in between.
 */
const CREDIT = `
with c as (
  select s.member_id, r.id as round_id, r.node_id, r.bet_cents, r.created_at,
    coalesce(g.display_name, r.node_id) as name, coalesce(g.game_type, 'RNG') as game_type
  from play_sessions as s
  inner join game_rounds as r on r.vassalage = $1::text and r.round_ref = $3::text
  left join games as g on g.node_id = r.node_id
  where s.token_hash = $5::text and s.vassalage = $1::text and s.mode = 'real'
    and r.member_id = s.member_id and r.node_id = $4::text and r.status = 'open'
    and not (r.bet_cents > 0 and $6::bigint >= $10::bigint * r.bet_cents)
    and not exists (select 1 from seamless_tx as t where t.vassalage = $1::text and t.transaction_id = $2::text)
),
moved as (
  update members set balance_cents = balance_cents + $6::bigint
  where id = (select member_id from c)
  returning id, balance_cents
),
settled as (
  update game_rounds set status = 'settled', win_cents = $6::bigint, settled_at = $7::text,
    balance_after_cents = (select balance_cents from moved), outcome = coalesce($8::text, outcome)
  where id = (select round_id from c) and status = 'open' and exists (select 1 from moved)
  returning id, bet_cents
),
booked as (
  insert into ledger (member_id, type, status, amount_cents, points, balance_after_cents, order_id, reference, note, created_at)
  select moved.id, 'game', 'completed', $6::bigint, 0, moved.balance_cents, null, $9::text, c.name, $7::text from moved, c
  where $6::bigint > 0
),
recorded_round as (
  insert into game_records (member_id, node_id, game_name, vassalage, game_type, bet_cents, win_cents, status, bet_at, round_ref)
  select moved.id, c.node_id, c.name, $1::text, c.game_type, settled.bet_cents, $6::bigint, 'settled', c.created_at, $3::text from moved, c, settled
),
recorded as (
  insert into seamless_tx (vassalage, transaction_id, kind, status, round_ref, member_id, amount_cents, reference_tx, balance_after_cents, created_at)
  select $1::text, $2::text, 'credit', 'applied', $3::text, id, $6::bigint, null, balance_cents, $7::text from moved
)
select balance_cents, 1 / (select count(*)::integer from settled) as guard from moved`;

/** What undoes the statement and sends the call the general way: the guard above, a unique key taken, a lock cycle. */
const GENERAL_PATH_CODES = new Set(['22012', '40P01', '40001']);

/**
 * The balance after an ordinary debit or credit done in one statement, or
 * null when the call is not the ordinary case (or the database is not
 * PostgreSQL) and must go the general way; a null leaves nothing written.
 */
export async function fastSeamlessCallPg(
  db: Kysely<Database>,
  kind: 'debit' | 'credit',
  vendor: string,
  req: FastCall,
  digest: string,
  now: Date,
  detail: FastDetail | undefined,
): Promise<number | null> {
  const pool = pgPool(db);
  if (!pool) return null;
  const at = now.toISOString();
  const reference = `${vendor}:${req.roundId}`.slice(0, 120);
  const outcome = detail ? JSON.stringify(detail.outcome) : null;
  const query =
    kind === 'debit'
      ? {
          name: 'seamless-debit',
          text: DEBIT,
          values: [vendor, req.transactionId, req.roundId, req.gameId, digest, req.amount, at, detail?.seedId ?? null, detail?.serverSeedHash ?? null, detail?.clientSeed ?? null, detail?.nonce ?? null, outcome, reference, new Date(now.getTime() - PLAY_SESSION_BREAK_MS).toISOString()],
        }
      : { name: 'seamless-credit', text: CREDIT, values: [vendor, req.transactionId, req.roundId, req.gameId, digest, req.amount, at, outcome, reference, BIG_WIN_MULTIPLE] };
  try {
    const { rows } = await pool.query<{ balance_cents: string | number }>(query);
    return rows.length ? Number(rows[0]!.balance_cents) : null;
  } catch (e) {
    if (isUniqueViolation(e) || GENERAL_PATH_CODES.has((e as { code?: string }).code ?? '')) return null;
    throw e;
  }
}
