/**
 * The member area's HTTP side: each route checks who asks, validates the request, calls the
 * member-area service (server/services/member-area.ts) and answers in its declared response shape.
 */
import type { FastifyInstance } from 'fastify';
import { gamesPageSchema } from '../../schemas/games.schema';
import {
  emptyValueSchema,
  favouriteSchema,
  launchSchema,
  memberInfoSchema,
  memberRankSchema,
  memberWalletSchema,
  unreadCountsSchema,
} from '../../schemas/member.schema';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, PAGE_SIZE_GAME_LIST } from '../../src/lib/constants';
import { rankPercent } from '../../src/lib/member';
import { isAgent, requireMember } from '../lib/auth';
import { AppError, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import { answers } from '../lib/schemas';
import { gamePage } from '../services/games';
import { launchGame } from '../services/launch';
import * as memberArea from '../services/member-area';
import { favouritesRead, memberListFilters, memberListQuery, readerOf, sendRead, unreadRead, type LanguageQuery, type MemberListQuery } from '../services/source-reads';

const nodeBody = {
  type: 'object',
  required: ['nodeId'],
  additionalProperties: false,
  properties: { nodeId: { type: 'string', minLength: 1, maxLength: 80 }, vendor: { type: 'string', maxLength: 40 }, token: { type: 'string', maxLength: 200 } },
} as const;

export default async function memberRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  app.get('/api/member/info', { schema: { response: answers(memberInfoSchema) } }, async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    return ok({
      account: member.account,
      userName: member.account,
      nickname: member.nickname,
      type: member.type,
      agent: isAgent(member),
      email: member.email,
      mobileNum: member.mobile,
      countryDialingCode: member.dialing_code,
      birthday: member.birthday,
      avatarUrl: member.avatar_url,
      vipLabel: member.vip_label,
      createdAt: member.created_at,
      // §5: the change-password form asks for the old password only when the member has one.
      passwordSet: member.password_set !== 0,
    });
  });

  app.get('/api/member/wallet', { schema: { response: answers(memberWalletSchema) } }, async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    return ok({ sumBalance: Number((Number(member.balance_cents) / 100).toFixed(2)) });
  });

  app.get('/api/member/rank', { schema: { response: answers(memberRankSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    return ok({
      currentProgress: { completedConditions: member.rank_completed, totalExpectedConditions: member.rank_total },
      playerRankProgress: { labelId: member.vip_label },
      percent: rankPercent(member.rank_completed, member.rank_total, member.vip_label),
    });
  });

  /** §6: unread counts are not for trial players. The notices counted are those in the member's language (or every language). */
  app.get<{ Querystring: LanguageQuery }>('/api/member/unread', { schema: { response: answers(unreadCountsSchema) } }, async (req, reply) => sendRead(reply, await unreadRead.read(req.query, readerOf(req))));

  // §7 favourites: list (page 1 size 200), add (an existing node is a no-op), remove.
  app.get<{ Querystring: MemberListQuery }>('/api/member/favourites', { schema: { querystring: memberListQuery, response: answers(gamesPageSchema) } }, async (req, reply) =>
    sendRead(reply, await favouritesRead.read(req.query, readerOf(req))),
  );
  app.post<{ Body: { nodeId: string } }>('/api/member/favourites', { schema: { body: nodeBody, response: answers(favouriteSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    await consume(app.state, `fav:${member.id}`, 120, 60_000);
    return ok(await memberArea.addFavourite(kysely, member.id, req.body.nodeId));
  });

  app.delete<{ Body?: { nodeId: string }; Querystring: { nodeId?: string } }>(
    '/api/member/favourites',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { nodeId: { type: 'string', minLength: 1, maxLength: 80 }, vendor: { type: 'string' }, token: { type: 'string' } } },
        response: answers(favouriteSchema),
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      const nodeId = req.query.nodeId ?? (req.body as { nodeId?: unknown } | undefined)?.nodeId;
      if (typeof nodeId !== 'string' || !nodeId || nodeId.length > 80) throw new AppError(400, 'request.invalid', 'nodeId is required', { field: 'nodeId' });
      return ok(await memberArea.removeFavourite(kysely, member.id, nodeId));
    },
  );

  app.get<{ Querystring: MemberListQuery }>('/api/member/recent', { schema: { querystring: memberListQuery, response: answers(gamesPageSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    const q = req.query;
    return ok(
      await gamePage(kysely, {
        pageNo: q.page ?? q.pageNo ?? 1,
        pageSize: q.pageSize ?? PAGE_SIZE_GAME_LIST,
        ...memberListFilters(q),
        join: { table: 'recent_plays', memberId: member.id, orderColumn: 'played_at' },
      }),
    );
  });

  app.post<{ Body: { nodeId: string } }>('/api/member/recent', { schema: { body: nodeBody, response: answers(emptyValueSchema) } }, async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    await memberArea.addRecent(kysely, member.id, req.body.nodeId);
    return ok(null);
  });

  /**
   * §6 launch: guests are refused; trial players only launch free-play games,
   * with play money, as does `freeplay=1`. A game of a vendor with an
   * integration answers its launch URL with a one-time token bound to the
   * member and the game (Parlor Studio's: /m/play/<kind>/<id>?t=…); any
   * other vendor's game, or one the console took offline (the game or its
   * whole vendor), is unavailable (409 game.unavailable). The play is
   * recorded as recent.
   */
  app.get<{ Params: { id: string }; Querystring: { freeplay?: string } }>(
    '/api/games/:id/launch',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 80 } } },
        querystring: { type: 'object', properties: { freeplay: { type: 'string', enum: ['0', '1'] } } },
        response: answers(launchSchema),
      },
    },
    async (req) => {
      const { member } = await requireMember(req, { allowTrial: true });
      return ok(await launchGame(kysely, member, req.params.id, req.query.freeplay === '1'));
    },
  );

  app.put<{ Body: { content: string } }>(
    '/api/member/feedback',
    {
      schema: {
        body: { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: FEEDBACK_MIN_LENGTH, maxLength: FEEDBACK_MAX_LENGTH } } },
        response: answers(emptyValueSchema),
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      // Checked before the rate limit, so a too-short message costs the member no try.
      const content = memberArea.feedbackContent(req.body.content, FEEDBACK_MIN_LENGTH);
      await consume(app.state, `feedback:${member.id}`, 10, 3_600_000);
      await memberArea.sendFeedback(kysely, member.id, content);
      return ok(null);
    },
  );
}
