/**
 * The member area's HTTP side: each route checks who asks, validates the request, calls the
 * member-area service (server/services/member-area.ts) and answers in its declared response shape.
 */
import type { FastifyInstance } from 'fastify';
import { gamesPageSchema, gamesQuerySchema } from '../../schemas/games.schema';
import {
  avatarChoicesSchema, avatarSetSchema, contractFlagsSchema, contractListSchema, contractSignedSchema, emptyValueSchema, favouriteSchema, gameRecordsPageSchema,
  inboxPageSchema, inboxReadSchema, launchSchema, memberInfoSchema, memberRankSchema, memberWalletSchema, referralSchema, rewardApplicationsSchema, teamKpiSchema, unreadCountsSchema,
} from '../../schemas/member.schema';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, GAME_RECORD_PAGE_SIZE, GAME_RECORD_PERIODS, INBOX_PAGE_SIZE, PAGE_SIZE_FAVOURITES, PAGE_SIZE_GAME_LIST } from '../../src/lib/constants';
import { contractEligible, rankPercent } from '../../src/lib/member';
import { isAgent, requireAgent, requireMember } from '../lib/auth';
import { AppError, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { gamePage } from '../services/games';
import { launchGame } from '../services/launch';
import * as memberArea from '../services/member-area';
import { getSiteSettings } from '../services/settings';
import { contentLanguage } from './content';

/** A route's answer: the envelope around `value`. */
const answers = <S extends object>(value: S) => ({ 200: envelopeOf(value) });

const nodeBody = {
  type: 'object',
  required: ['nodeId'],
  additionalProperties: false,
  properties: { nodeId: { type: 'string', minLength: 1, maxLength: 80 }, vendor: { type: 'string', maxLength: 40 }, token: { type: 'string', maxLength: 200 } },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    page: { type: 'integer', minimum: 1, maximum: 10000 },
    pageSize: { type: 'integer', enum: [9, 16, 20, 24, 36, 100, 200], default: PAGE_SIZE_GAME_LIST },
    gameType: { type: 'string', maxLength: 20 },
    /** One vendor, or a category's vendors separated by commas. */
    vendor: gamesQuerySchema.properties.vassalage,
    // The game list's other filters narrow a category's favourite and recent views too.
    gameClassify: gamesQuerySchema.properties.gameClassify,
    gameName: gamesQuerySchema.properties.gameName,
    isNew: gamesQuerySchema.properties.isNew,
    minBet: gamesQuerySchema.properties.minBet,
    minLine: gamesQuerySchema.properties.minLine,
    language: { type: 'string', maxLength: 10 },
    clientType: { type: 'integer' },
    token: { type: 'string', maxLength: 200 },
  },
} as const;
type ListQuery = { pageNo?: number; page?: number; pageSize?: number; gameType?: string; vendor?: string; gameClassify?: string; gameName?: string; isNew?: number; minBet?: number; minLine?: number };
/** The game-list filters of a favourite or recent list. */
const listFilters = (q: ListQuery) => ({ gameType: q.gameType, vassalage: q.vendor, gameClassify: q.gameClassify, gameName: q.gameName, isNew: q.isNew, minBet: q.minBet, minLine: q.minLine });


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
  app.get('/api/member/unread', { schema: { response: answers(unreadCountsSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    return ok(await memberArea.unreadCounts(kysely, member, contentLanguage(req)));
  });

  // §7 favourites: list (page 1 size 200), add (an existing node is a no-op), remove.
  app.get<{ Querystring: ListQuery }>('/api/member/favourites', { schema: { querystring: listQuery, response: answers(gamesPageSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    const q = req.query;
    return ok(
      await gamePage(kysely, {
        pageNo: q.pageNo ?? 1,
        pageSize: q.pageSize ?? PAGE_SIZE_FAVOURITES,
        ...listFilters(q),
        join: { table: 'favourites', memberId: member.id, orderColumn: 'created_at' },
      }),
    );
  });

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

  app.get<{ Querystring: ListQuery }>('/api/member/recent', { schema: { querystring: listQuery, response: answers(gamesPageSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    const q = req.query;
    return ok(
      await gamePage(kysely, {
        pageNo: q.page ?? q.pageNo ?? 1,
        pageSize: q.pageSize ?? PAGE_SIZE_GAME_LIST,
        ...listFilters(q),
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

  /** §6 contract prompts: the three flags, for agent types not in 4, 40, 41, 42. */
  app.get('/api/member/contracts/check', { schema: { response: answers(contractFlagsSchema) } }, async (req) => {
    // The same guard as every member route: a disabled, excluded or trial session is refused here too.
    const { member } = await requireMember(req);
    return ok(await memberArea.contractFlags(kysely, member.id, contractEligible(member.type)));
  });

  app.get<{ Params: { kind: 'salary' | 'dividend' | 'hourly' } }>(
    '/api/member/contracts/:kind',
    { schema: { params: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['salary', 'dividend', 'hourly'] } } }, response: answers(contractListSchema) } },
    async (req) => {
      const { member } = await requireAgent(req);
      return ok(await memberArea.contractsOfKind(kysely, member.id, req.params.kind));
    },
  );

  /** §7 team KPI: the agent's downline (members who signed up with the agent as referrer) and its play over 30 days. */
  app.get('/api/member/team', { schema: { response: answers(teamKpiSchema) } }, async (req) => {
    const { member } = await requireAgent(req);
    return ok(await memberArea.teamKpi(kysely, member.account));
  });

  /** §7 head icon get/set (form-encoded): one of the site's avatars. */
  app.get('/api/member/avatar', { schema: { response: answers(avatarChoicesSchema) } }, async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    return ok({ avatarUrl: member.avatar_url, choices: [...memberArea.AVATARS] });
  });
  app.post<{ Body: { avatarUrl: string } }>(
    '/api/member/avatar',
    {
      schema: {
        body: { type: 'object', required: ['avatarUrl'], additionalProperties: false, properties: { avatarUrl: { type: 'string', enum: [...memberArea.AVATARS] } } },
        response: answers(avatarSetSchema),
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      return ok(await memberArea.setAvatar(kysely, member.id, req.body.avatarUrl));
    },
  );

  /** The member's inbox (§3 unread counts: inbox), newest first; trial players have none (§6). */
  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/api/member/inbox',
    { schema: { querystring: pageQuery([INBOX_PAGE_SIZE]), response: answers(inboxPageSchema) } },
    async (req) => {
      const { member } = await requireMember(req);
      return ok(await memberArea.inboxPage(kysely, member.id, req.query.pageNo ?? 1, req.query.pageSize ?? INBOX_PAGE_SIZE));
    },
  );

  app.post<{ Params: { id: number } }>('/api/member/inbox/:id/read', { schema: { params: idParams, response: answers(inboxReadSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    return ok(await memberArea.markInboxRead(kysely, member.id, req.params.id));
  });

  /**
   * §2 betting record: the member's bets of the last `days` days, newest first,
   * paged, with the period's totals. Trial players have no real bets (§6).
   */
  app.get<{ Querystring: { pageNo?: number; pageSize?: number; days?: number; gameType?: string } }>(
    '/api/member/game-records',
    {
      schema: {
        querystring: {
          ...pageQuery([GAME_RECORD_PAGE_SIZE]),
          properties: {
            ...pageQuery([GAME_RECORD_PAGE_SIZE]).properties,
            days: { type: 'integer', enum: [...GAME_RECORD_PERIODS], default: GAME_RECORD_PERIODS[GAME_RECORD_PERIODS.length - 1] },
            gameType: { type: 'string', pattern: '^[A-Z]{2,12}$' },
          },
        },
        response: answers(gameRecordsPageSchema),
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      const { pageNo = 1, pageSize = GAME_RECORD_PAGE_SIZE, days = 30, gameType } = req.query;
      return ok(await memberArea.bettingRecord(kysely, { memberId: member.id, days, gameType, pageNo, pageSize }));
    },
  );

  /** The reward centre (§6 REWCEN3): the member's reward applications and how they stand. */
  app.get('/api/member/rewards', { schema: { response: answers(rewardApplicationsSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    const settings = await getSiteSettings(kysely);
    if (!settings.whitelabel.REWCEN3) throw new AppError(403, 'activity.customerService', 'Please contact customer service');
    return ok(await memberArea.rewardCentre(kysely, member.id));
  });

  /** An agent signs one of their pending contracts (§6 contract prompts). */
  app.post<{ Params: { id: number } }>('/api/member/contracts/:id/sign', { schema: { params: idParams, response: answers(contractSignedSchema) } }, async (req) => {
    const { member } = await requireAgent(req);
    return ok(await memberArea.signContract(kysely, member.id, req.params.id));
  });

  /**
   * Invite friends (§6: only with the REFERRAL flag): the member's invitation
   * code, made on first ask, and the sign-up link that carries it.
   */
  app.get('/api/member/referral', { schema: { response: answers(referralSchema) } }, async (req) => {
    const { member } = await requireMember(req);
    const settings = await getSiteSettings(kysely);
    if (!settings.whitelabel.REFERRAL) throw new AppError(403, 'auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    const code = await memberArea.invitationCode(kysely, member.id);
    return ok({ code, link: memberArea.invitationLink(memberArea.referralOrigin(settings.mainDomain, app.publicUrl), code) });
  });
}

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

function pageQuery(sizes: number[]) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
      pageSize: { type: 'integer', enum: sizes, default: sizes[0] },
      token: { type: 'string', maxLength: 200 },
    },
  } as const;
}
