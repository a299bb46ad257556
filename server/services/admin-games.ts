/**
 * The console's view of play: rounds, the RTP observed per game and day beside the published
 * figure, the offline switches of a game or a whole vendor, and the rotation of a vendor's signing
 * secret. Every change is audited in the same transaction (a secret only by fingerprint).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GameVendor, Round, RtpGame } from '../../schemas/admin-games.schema';
import type { Database } from '../db/types';
import { gameRules, isGameKind } from '../games';
import { auditIn, type Operator } from '../lib/admin-auth';
import { AppError, notFound } from '../lib/errors';
import * as catalogue from '../repositories/catalogue';
import * as roundReports from '../repositories/round-reports';
import * as integrations from '../repositories/vendor-integrations';

type Db = Kysely<Database>;

const money = (cents: unknown) => Number(cents ?? 0) / 100;
const DAY_MS = 86_400_000;
/** The most days one RTP report covers. */
const RTP_DAYS_MAX = 366;
/** How long a rotated-out secret keeps signing when the operator does not say. */
const SECRET_GRACE_DEFAULT_MIN = 60;

/** A secret as the audit log may show it: the first 12 hex of its SHA-256. */
const fingerprint = (secret: string | null) => (secret ? createHash('sha256').update(secret).digest('hex').slice(0, 12) : null);

/** The published RTP of a game: its engine's for the studio's games; unknown (null) for an outside vendor's. */
function publishedRtp(vendorKind: string | null, gameCode: string): number | null {
  return vendorKind === 'studio' && isGameKind(gameCode) ? gameRules(gameCode).rtp : null;
}

/** A page of rounds; `member` is a member's account, or #<member id>. */
export async function roundPage(
  db: Db,
  q: { gameId?: string; member?: string; roundId?: string; status?: 'open' | 'settled' | 'rolledback'; mode?: 'real' | 'free'; pageNo: number; pageSize: number },
) {
  const byId = q.member ? /^#(\d{1,10})$/.exec(q.member) : null;
  const member = q.member ? (byId ? { memberId: Number(byId[1]) } : { memberAccount: q.member }) : {};
  const { total, rows } = await roundReports.roundsPage(db, { gameId: q.gameId, roundId: q.roundId, status: q.status, mode: q.mode, ...member }, q.pageNo, q.pageSize);
  return {
    list: rows.map((r): Round => ({
      id: r.id,
      roundId: r.round_ref,
      vendor: r.vassalage,
      gameId: r.node_id,
      gameName: r.display_name ?? r.node_id,
      memberId: r.member_id,
      memberAccount: r.account,
      mode: r.mode,
      status: r.status,
      bet: money(r.bet_cents),
      win: money(r.win_cents),
      balanceAfter: r.balance_after_cents === null ? null : money(r.balance_after_cents),
      createdAt: r.created_at,
      settledAt: r.settled_at,
      fairness: r.server_seed_hash ? { serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce === null ? null : Number(r.nonce), serverSeed: r.revealed_seed } : null,
    })),
    totalCount: total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** Settled real-money rounds per game and UTC day in [from, to] (default: the last 30 days), with the RTP observed and published. */
export async function rtpReport(db: Db, q: { gameId?: string; from?: string; to?: string }) {
  const today = new Date().toISOString().slice(0, 10);
  const to = q.to ?? today;
  const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (!Number.isFinite(span) || span < 0 || span >= RTP_DAYS_MAX) throw new AppError(400, 'request.invalid', `from must be on or before to, at most ${RTP_DAYS_MAX} days apart`, { field: 'from' });
  const rows = await roundReports.settledRealByGameAndDay(db, { from: `${from}T00:00:00.000Z`, toExclusive: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString(), gameId: q.gameId });
  const games = new Map<string, { gameId: string; vendor: string; gameName: string; publishedRtp: number | null; rounds: number; bet: number; win: number; days: { day: string; rounds: number; bet: number; win: number; observedRtp: number | null }[] }>();
  for (const r of rows) {
    let g = games.get(r.node_id);
    if (!g) {
      g = { gameId: r.node_id, vendor: r.vassalage, gameName: (r.name as string | null) ?? r.node_id, publishedRtp: publishedRtp((r.vendor_kind as string | null) ?? null, (r.code as string | null) ?? ''), rounds: 0, bet: 0, win: 0, days: [] };
      games.set(r.node_id, g);
    }
    const bet = Number(r.bet ?? 0);
    const win = Number(r.win ?? 0);
    g.rounds += Number(r.rounds);
    g.bet += bet;
    g.win += win;
    g.days.push({ day: r.day, rounds: Number(r.rounds), bet: money(bet), win: money(win), observedRtp: bet > 0 ? win / bet : null });
  }
  return {
    from,
    to,
    games: [...games.values()].map((g): RtpGame => ({ ...g, bet: money(g.bet), win: money(g.win), observedRtp: g.bet > 0 ? g.win / g.bet : null })),
  };
}

/** Every vendor with a wallet integration, its switches and rotation state, and its games with theirs. */
export async function vendorList(db: Db) {
  const vendors = await integrations.listIntegrations(db);
  const games = await catalogue.gamesOfVendors(db, vendors.map((v) => v.vassalage));
  const now = new Date().toISOString();
  return {
    list: vendors.map((v): GameVendor => ({
      vendor: v.vassalage,
      kind: v.kind,
      enabled: v.enabled === 1,
      offline: Number(v.offline) === 1,
      secretRotatedAt: v.rotated_at,
      previousSecretValidUntil: v.previous_secret_until && v.previous_secret_until > now ? v.previous_secret_until : null,
      games: games
        .filter((g) => g.vassalage === v.vassalage)
        .map((g) => ({ gameId: g.node_id, name: g.display_name, code: g.game_code, enabled: g.enabled === 1, offline: Number(g.offline) === 1, publishedRtp: publishedRtp(v.kind, g.game_code) })),
    })),
  };
}

/** Takes one game offline (or back), audited with the change. */
export function setGameOffline(db: Db, operator: Operator, gameId: string, offline: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await catalogue.findGameOffline(trx, gameId);
    if (!before) throw notFound('game');
    await catalogue.setGameOffline(trx, before.node_id, offline ? 1 : 0);
    await auditIn(trx, operator, 'game.offline', `game:${before.node_id}`, { offline: Number(before.offline) === 1 }, { offline });
    return { gameId: before.node_id, offline };
  });
}

/** Takes a whole vendor offline (or back), audited with the change. */
export function setVendorOffline(db: Db, operator: Operator, vendor: string, offline: boolean) {
  return db.transaction().execute(async (trx) => {
    const before = await integrations.findOffline(trx, vendor);
    if (!before) throw notFound('vendor integration');
    await integrations.setOffline(trx, before.vassalage, offline ? 1 : 0);
    await auditIn(trx, operator, 'vendor.offline', `vendor:${before.vassalage}`, { offline: Number(before.offline) === 1 }, { offline });
    return { vendor: before.vassalage, offline };
  });
}

/**
 * A new signing secret for the vendor, answered once (hand it to the vendor); the one it replaces
 * keeps signing for `graceMinutes` (default 60, 0 ends it at once) so the vendor can switch without
 * refused calls. Audited by fingerprints only.
 */
export function rotateVendorSecret(db: Db, operator: Operator, vendor: string, graceMinutes = SECRET_GRACE_DEFAULT_MIN) {
  const now = new Date();
  const secret = randomBytes(32).toString('hex');
  return db.transaction().execute(async (trx) => {
    const before = await integrations.findSecret(trx, vendor);
    if (!before) throw notFound('vendor integration');
    const until = graceMinutes > 0 ? new Date(now.getTime() + graceMinutes * 60_000).toISOString() : null;
    await integrations.rotateSecret(trx, before.vassalage, { secret, previousSecret: until ? before.secret : null, previousUntil: until, rotatedAt: now.toISOString() });
    await auditIn(trx, operator, 'vendor.secret.rotate', `vendor:${before.vassalage}`, { secret: fingerprint(before.secret) }, { secret: fingerprint(secret), previousValidUntil: until });
    return { vendor: before.vassalage, secret, rotatedAt: now.toISOString(), previousSecretValidUntil: until };
  });
}
