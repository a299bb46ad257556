/**
 * The member area's rules: unread counts, favourites and recent games, the inbox, the betting
 * record, agent contracts and the team figures, the avatar, feedback, the reward centre and
 * invitation codes. Routes call these after checking who asks; the SQL is in server/repositories.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { domainsSchema } from '../../schemas/admin-content.schema';
import type { Database } from '../db/types';
import { AppError, notFound } from '../lib/errors';
import * as announcements from '../repositories/announcements';
import * as contracts from '../repositories/contracts';
import * as gameLists from '../repositories/game-lists';
import * as gameRecords from '../repositories/game-records';
import * as inbox from '../repositories/inbox';
import * as members from '../repositories/members';
import * as rewardApplications from '../repositories/reward-applications';
import { chatUnread } from './chat';
import { isUniqueViolation } from './members';
import { orderedStamp } from '../lib/stamp';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;
/** The team figures' period. */
const TEAM_PERIOD_DAYS = 30;
/** The reward centre lists this many applications at most. */
const REWARD_LIST_LIMIT = 100;
/** Tries at a free invitation code before giving up (a clash of six random characters is rare). */
const INVITATION_CODE_TRIES = 5;

/** The site's avatars a member may choose from. */
export const AVATARS: readonly string[] = Array.from({ length: 8 }, (_, i) => `/media/avatar-${i}.svg`);

const money = (cents: number) => Number((Number(cents) / 100).toFixed(2));

/** A page's position in a list of `totalCount` items (at least one page, even of none). */
function pageOf(pageNum: number, pageSize: number, totalCount: number) {
  return { pageNum, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
}

const gameNotFound = () => new AppError(404, 'game.notFound', 'This game is not available right now');

/**
 * Unread notices (live ones in the member's language they have not opened), unread inbox messages,
 * and the chat provider's count. Without a chat answer there is no count to give (never a made-up 0).
 */
export async function unreadCounts(db: Db, member: { id: number; account: string }, language: string) {
  const today = new Date().toISOString().slice(0, 10);
  const notices = await announcements.countVisibleNotices(db, member.id, language, today);
  const unreadInbox = await inbox.countUnread(db, member.id);
  const chat = await chatUnread(db, member.account);
  return { announcements: Math.max(0, notices.total - notices.read), inbox: unreadInbox, ...(chat === null ? {} : { chat: { unReadCount: chat } }) };
}

export async function markAnnouncementRead(db: Db, memberId: number, id: number) {
  if (!(await announcements.announcementExists(db, id))) throw notFound('announcement');
  await announcements.insertRead(db, memberId, id, new Date().toISOString());
  return { announcementId: id, read: true as const };
}

/** Adds an existing game to the member's favourites (again: no change). */
export async function addFavourite(db: Db, memberId: number, nodeId: string) {
  const node = await gameLists.findGameNode(db, nodeId);
  if (!node) throw gameNotFound();
  await gameLists.insertFavourite(db, memberId, node, orderedStamp());
  return { nodeId: node, favourite: true as const };
}

export async function removeFavourite(db: Db, memberId: number, nodeId: string) {
  await gameLists.deleteFavourite(db, memberId, nodeId);
  return { nodeId, favourite: false as const };
}

/** Records a play of an existing game as the member's most recent. */
export async function addRecent(db: Db, memberId: number, nodeId: string): Promise<void> {
  const node = await gameLists.findGameNode(db, nodeId);
  if (!node) throw gameNotFound();
  await gameLists.upsertRecent(db, memberId, node, orderedStamp());
}

/** A message to the operator as stored: trimmed, as spaces around it do not make it long enough. */
export function feedbackContent(raw: string, minLength: number): string {
  const content = raw.trim();
  if (content.length < minLength) throw new AppError(400, 'request.invalid', `Write at least ${minLength} characters`, { field: 'content', min: minLength });
  return content;
}

export async function sendFeedback(db: Db, memberId: number, content: string): Promise<void> {
  await members.insertFeedback(db, memberId, content, new Date().toISOString());
}

/** The contract prompts' three flags: a pending contract of each kind, for members whose type has contracts at all. */
export async function contractFlags(db: Db, memberId: number, eligible: boolean) {
  const pending = eligible ? await contracts.pendingKinds(db, memberId) : [];
  const has = (k: string) => pending.includes(k);
  return { dailysalreqtype: has('salary'), divtypecompperiodreq: has('dividend'), contracthoursalreq: has('hourly') };
}

export async function contractsOfKind(db: Db, memberId: number, kind: contracts.ContractKind) {
  const rows = await contracts.listByKind(db, memberId, kind);
  return { list: rows.map((r) => ({ id: r.id, kind: r.kind, status: r.status, terms: JSON.parse(r.terms) as unknown, createdAt: r.created_at })) };
}

/** Signs one of the agent's pending contracts; a signed one (also one signed meanwhile) is a conflict. */
export async function signContract(db: Db, memberId: number, id: number) {
  const row = await contracts.findOwn(db, memberId, id);
  if (!row) throw notFound('contract');
  const signed = () => new AppError(409, 'contract.signed', 'This contract is already signed');
  if (row.status !== 'pending') throw signed();
  if (!(await contracts.signPending(db, row.id))) throw signed();
  return { id: row.id, status: 'signed' as const };
}

/** The agent's team over the last TEAM_PERIOD_DAYS days, in currency units. */
export async function teamKpi(db: Db, agentAccount: string, now = Date.now()) {
  const since = new Date(now - TEAM_PERIOD_DAYS * DAY_MS).toISOString();
  const team = await members.downlineTotals(db, agentAccount, since);
  const play = await members.downlinePlay(db, agentAccount, since);
  return {
    teamMembers: team.members,
    teamBalance: team.balanceCents / 100,
    newMembers30d: team.fresh,
    activeMembers30d: play.active,
    teamBets30d: play.betCents / 100,
    teamWins30d: play.winCents / 100,
    // What the house kept from the team's play: the base of salary and dividend contracts.
    teamNet30d: (play.betCents - play.winCents) / 100,
  };
}

export async function setAvatar(db: Db, memberId: number, avatarUrl: string) {
  await members.updateAvatar(db, memberId, avatarUrl);
  return { avatarUrl };
}

export async function inboxPage(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const page = await inbox.inboxPage(db, memberId, pageNo, pageSize);
  return {
    list: page.rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.read === 1, createdAt: r.created_at })),
    ...pageOf(pageNo, pageSize, page.total),
    unread: page.unread,
  };
}

export async function markInboxRead(db: Db, memberId: number, id: number) {
  if (!(await inbox.markRead(db, memberId, id))) throw notFound('message');
  return { id, read: true as const };
}

/** The member's bets of the last `days` days, newest first, paged, with the period's totals. */
export async function bettingRecord(db: Db, q: { memberId: number; days: number; gameType?: string; pageNo: number; pageSize: number }) {
  const since = new Date(Date.now() - q.days * DAY_MS).toISOString();
  const page = await gameRecords.betsPage(db, { memberId: q.memberId, since, gameType: q.gameType, pageNo: q.pageNo, pageSize: q.pageSize });
  return {
    list: page.rows.map((r) => ({
      id: r.id,
      nodeId: r.node_id,
      gameName: r.game_name,
      vassalage: r.vassalage,
      gameType: r.game_type,
      betAmount: money(r.bet_cents),
      winAmount: money(r.win_cents),
      status: r.status,
      betTime: r.bet_at,
      balanceAfter: r.balance_after_cents === null ? null : money(Number(r.balance_after_cents)),
      // A round of ours with a seed commitment can be recomputed in the browser (/m/play/round/:roundId).
      verifyRoundId: r.server_seed_hash && r.round_ref ? r.round_ref : null,
    })),
    ...pageOf(q.pageNo, q.pageSize, page.total),
    summary: { betAmount: money(page.betCents), winAmount: money(page.winCents), profit: money(page.winCents - page.betCents) },
  };
}

export async function rewardCentre(db: Db, memberId: number) {
  const rows = await rewardApplications.listOwn(db, memberId, REWARD_LIST_LIMIT);
  return { list: rows.map((r) => ({ id: r.id, promotionId: r.promotion_id, title: r.title, imageUrl: r.image_url, remarks: r.remarks, status: r.status, createdAt: r.created_at })) };
}

/** The member's invitation code, made on first ask (a clash with another member's code is tried again). */
export async function invitationCode(db: Db, memberId: number): Promise<string> {
  let code = await members.findInvitationCode(db, memberId);
  for (let attempt = 0; !code && attempt < INVITATION_CODE_TRIES; attempt++) {
    const random = randomBytes(6).toString('base64url').replace(/[-_]/g, '').slice(0, 6).toUpperCase().padEnd(6, '7');
    try {
      await members.insertInvitationCode(db, memberId, `P${random}`);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    code = await members.findInvitationCode(db, memberId);
  }
  if (!code) throw new AppError(409, 'request.tooMany', 'Please try again');
  return code;
}

const HOST_NAME = new RegExp(domainsSchema.items.pattern);

/**
 * Where an invitation link points: the site's configured main domain, else PUBLIC_URL, else no origin
 * at all (a path the member's browser resolves against the page it is on). Never the request's Host
 * or X-Forwarded-Host: a forged header would put the attacker's host into links members share.
 */
export function referralOrigin(mainDomain: string | undefined, publicUrl: string | undefined): string {
  if (mainDomain && HOST_NAME.test(mainDomain)) return `https://${mainDomain.toLowerCase()}`;
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return '';
}

export const invitationLink = (origin: string, code: string) => `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;
