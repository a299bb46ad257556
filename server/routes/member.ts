import { randomBytes } from 'node:crypto';
import { chatUnread } from '../services/chat';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { gamesPageSchema, gamesQuerySchema } from '../../schemas/games.schema';
import { domainsSchema } from '../../schemas/admin-content.schema';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, GAME_RECORD_PAGE_SIZE, GAME_RECORD_PERIODS, INBOX_PAGE_SIZE, PAGE_SIZE_FAVOURITES, PAGE_SIZE_GAME_LIST } from '../../src/lib/constants';
import { contractEligible, rankPercent } from '../../src/lib/member';
import { isAgent, isTrial, mayFreePlay, requireAgent, requireMember } from '../lib/auth';
import { AppError, notFound, ok } from '../lib/errors';
import { consume } from '../lib/rate-limit';
import { envelopeOf } from '../lib/schemas';
import { gamePage } from '../services/games';
import { isUniqueViolation } from '../services/members';
import { getSiteSettings } from '../services/settings';
import { contentLanguage } from './content';
import { vendorIntegration } from '../services/seamless';
import { isGameKind } from '../games';
import { createLaunch } from '../games/studio';

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

  app.get('/api/member/info', async (req) => {
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

  app.get('/api/member/wallet', async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    return ok({ sumBalance: Number((Number(member.balance_cents) / 100).toFixed(2)) });
  });

  app.get('/api/member/rank', async (req) => {
    const { member } = await requireMember(req);
    return ok({
      currentProgress: { completedConditions: member.rank_completed, totalExpectedConditions: member.rank_total },
      playerRankProgress: { labelId: member.vip_label },
      percent: rankPercent(member.rank_completed, member.rank_total, member.vip_label),
    });
  });

  /** §6: unread counts are not for trial players. */
  app.get('/api/member/unread', async (req) => {
    const { member } = await requireMember(req);
    const today = new Date().toISOString().slice(0, 10);
    // The notices this member can see now: live (started, not ended, not retired) and in their language or every language.
    const language = contentLanguage(req);
    const shown = kysely
      .selectFrom('announcements as a')
      .where('a.type', '=', 'PL')
      .where('a.enabled', '=', 1)
      .where('a.retired_at', 'is', null)
      .where('a.start_date', '<=', today)
      .where((eb) => eb.or([eb('a.no_expiry', '=', 1), eb('a.end_date', 'is', null), eb('a.end_date', '>=', today)]))
      .where((eb) => eb.or([eb('a.language', 'is', null), eb('a.language', '=', language)]));
    const [{ n: total }] = (await shown.select((eb) => eb.fn.countAll<number>().as('n')).execute()) as [{ n: number }];
    const [{ n: read }] = (await shown
      .innerJoin('announcement_reads as r', 'r.announcement_id', 'a.id')
      .where('r.member_id', '=', member.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute()) as [{ n: number }];
    const [{ n: inbox }] = (await kysely.selectFrom('inbox').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', member.id).where('read', '=', 0).execute()) as [{ n: number }];
    // §3's chat count comes from the chat provider's answer; without one there is no count to give (never a made-up 0).
    const chat = await chatUnread(kysely, member.account);
    return ok({ announcements: Math.max(0, Number(total) - Number(read)), inbox: Number(inbox), ...(chat === null ? {} : { chat: { unReadCount: chat } }) });
  });

  /** §7 mark read {announcementId, read: true}; trial players cannot mark (§4). */
  app.post<{ Params: { id: string }; Body: { announcementId?: number; read?: boolean } }>(
    '/api/announcements/:id/read',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        body: { type: 'object', additionalProperties: false, properties: { announcementId: { type: 'integer', minimum: 1, maximum: 2147483647 }, id: { type: 'integer', minimum: 1, maximum: 2147483647 }, read: { type: 'boolean', const: true } } },
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      const id = Number(req.params.id);
      const exists = await kysely.selectFrom('announcements').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound('announcement');
      await kysely
        .insertInto('announcement_reads')
        .values({ member_id: member.id, announcement_id: id, read_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
        .execute();
      return ok({ announcementId: id, read: true });
    },
  );

  // §7 favourites: list (page 1 size 200), add (an existing node is a no-op), remove.
  app.get<{ Querystring: ListQuery }>('/api/member/favourites', { schema: { querystring: listQuery, response: { 200: envelopeOf(gamesPageSchema) } } }, async (req) => {
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

  app.post<{ Body: { nodeId: string } }>('/api/member/favourites', { schema: { body: nodeBody } }, async (req) => {
    const { member } = await requireMember(req);
    await consume(app.state, `fav:${member.id}`, 120, 60_000);
    const game = await kysely.selectFrom('games').select('node_id').where('node_id', '=', req.body.nodeId).executeTakeFirst();
    if (!game) throw new AppError(404, 'game.notFound', 'This game is not available right now');
    await kysely
      .insertInto('favourites')
      .values({ member_id: member.id, node_id: game.node_id, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doNothing())
      .execute();
    return ok({ nodeId: game.node_id, favourite: true });
  });

  app.delete<{ Body?: { nodeId: string }; Querystring: { nodeId?: string } }>(
    '/api/member/favourites',
    { schema: { querystring: { type: 'object', additionalProperties: false, properties: { nodeId: { type: 'string', minLength: 1, maxLength: 80 }, vendor: { type: 'string' }, token: { type: 'string' } } } } },
    async (req) => {
      const { member } = await requireMember(req);
      const nodeId = req.query.nodeId ?? (req.body as { nodeId?: unknown } | undefined)?.nodeId;
      if (typeof nodeId !== 'string' || !nodeId || nodeId.length > 80) throw new AppError(400, 'request.invalid', 'nodeId is required', { field: 'nodeId' });
      await kysely.deleteFrom('favourites').where('member_id', '=', member.id).where('node_id', '=', nodeId).execute();
      return ok({ nodeId, favourite: false });
    },
  );

  app.get<{ Querystring: ListQuery }>('/api/member/recent', { schema: { querystring: listQuery, response: { 200: envelopeOf(gamesPageSchema) } } }, async (req) => {
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

  async function addRecent(memberId: number, nodeId: string) {
    const playedAt = new Date().toISOString();
    await kysely
      .insertInto('recent_plays')
      .values({ member_id: memberId, node_id: nodeId, played_at: playedAt })
      .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: playedAt }))
      .execute();
  }

  app.post<{ Body: { nodeId: string } }>('/api/member/recent', { schema: { body: nodeBody } }, async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    const game = await kysely.selectFrom('games').select('node_id').where('node_id', '=', req.body.nodeId).executeTakeFirst();
    if (!game) throw new AppError(404, 'game.notFound', 'This game is not available right now');
    await addRecent(member.id, game.node_id);
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
      },
    },
    async (req) => {
      const { member } = await requireMember(req, { allowTrial: true });
      const game = await kysely
        .selectFrom('games as g')
        .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
        .select(['g.node_id', 'g.game_code', 'g.freeplay', 'g.support_play', 'g.vassalage', 'g.offline'])
        .where('g.node_id', '=', req.params.id)
        .where('g.enabled', '=', 1)
        .where('v.enabled', '=', 1)
        .executeTakeFirst();
      if (!game || !game.support_play) throw new AppError(404, 'game.notFound', 'This game is not available right now');
      if (isTrial(member) && !game.freeplay) throw new AppError(403, 'auth.trialRefused', 'Please log in to a real account to use this function');
      const free = isTrial(member) || req.query.freeplay === '1';
      // §5: the other account types (40, 41, 42) get no free play.
      if (free && !mayFreePlay(member)) throw new AppError(403, 'auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
      if (free && !game.freeplay) throw new AppError(400, 'request.invalid', 'This game has no free play', { field: 'freeplay' });
      const integration = await vendorIntegration(kysely, game.vassalage);
      const studioKind = integration?.kind === 'studio' && isGameKind(game.game_code) ? game.game_code : null;
      // No integration, or the console took the game or its vendor offline: the tile stays, the game says it is unavailable.
      if (!integration || (integration.kind === 'studio' && !studioKind) || Number(game.offline) === 1 || Number(integration.offline) === 1) {
        throw new AppError(409, 'game.unavailable', 'This game is temporarily unavailable');
      }
      const mode = free ? ('free' as const) : ('real' as const);
      const token = await createLaunch(kysely, member.id, game.node_id, mode);
      await addRecent(member.id, game.node_id);
      const url = studioKind
        ? `/m/play/${studioKind}/${encodeURIComponent(game.node_id)}?t=${token}`
        : `${integration.launch_url}${integration.launch_url.includes('?') ? '&' : '?'}t=${token}&gameId=${encodeURIComponent(game.node_id)}&gameCode=${encodeURIComponent(game.game_code)}&mode=${mode}`;
      return ok({ url, mode });
    },
  );

  app.put<{ Body: { content: string } }>(
    '/api/member/feedback',
    { schema: { body: { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: FEEDBACK_MIN_LENGTH, maxLength: FEEDBACK_MAX_LENGTH } } } } },
    async (req) => {
      const { member } = await requireMember(req);
      const content = req.body.content.trim();
      // Spaces around a message do not make it long enough.
      if (content.length < FEEDBACK_MIN_LENGTH) throw new AppError(400, 'request.invalid', `Write at least ${FEEDBACK_MIN_LENGTH} characters`, { field: 'content', min: FEEDBACK_MIN_LENGTH });
      await consume(app.state, `feedback:${member.id}`, 10, 3_600_000);
      await kysely.insertInto('feedback').values({ member_id: member.id, content, created_at: new Date().toISOString() }).execute();
      return ok(null);
    },
  );

  /** §6 contract prompts: the three flags, for agent types not in 4, 40, 41, 42. */
  app.get('/api/member/contracts/check', async (req) => {
    // The same guard as every member route: a disabled, excluded or trial session is refused here too.
    const s = await requireMember(req);
    const eligible = contractEligible(s.member.type);
    const pending = eligible
      ? await kysely.selectFrom('contracts').select('kind').where('member_id', '=', s.member.id).where('status', '=', 'pending').execute()
      : [];
    const has = (k: string) => pending.some((p) => p.kind === k);
    return ok({ dailysalreqtype: has('salary'), divtypecompperiodreq: has('dividend'), contracthoursalreq: has('hourly') });
  });

  app.get<{ Params: { kind: string } }>(
    '/api/member/contracts/:kind',
    { schema: { params: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['salary', 'dividend', 'hourly'] } } } } },
    async (req) => {
      const { member } = await requireAgent(req);
      const rows = await kysely.selectFrom('contracts').selectAll().where('member_id', '=', member.id).where('kind', '=', req.params.kind as 'salary').orderBy('id', 'desc').execute();
      return ok({ list: rows.map((r) => ({ id: r.id, kind: r.kind, status: r.status, terms: JSON.parse(r.terms) as unknown, createdAt: r.created_at })) });
    },
  );

  /** §7 team KPI: the agent's downline (members who signed up with the agent as referrer) and its play over 30 days. */
  app.get('/api/member/team', async (req) => {
    const { member } = await requireAgent(req);
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const [row] = (await kysely
      .selectFrom('members')
      .select((eb) => [
        eb.fn.countAll<number>().as('members'),
        sql<number>`coalesce(sum(balance_cents), 0)`.as('balance'),
        sql<number>`coalesce(sum(case when created_at >= ${since} then 1 else 0 end), 0)`.as('fresh'),
      ])
      .where('recommender_id', '=', member.account)
      .execute()) as [{ members: number; balance: number; fresh: number }];
    const [play] = (await kysely
      .selectFrom('game_records as r')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .select([
        sql<number>`count(distinct r.member_id)`.as('active'),
        sql<number>`coalesce(sum(r.bet_cents), 0)`.as('bets'),
        sql<number>`coalesce(sum(r.win_cents), 0)`.as('wins'),
      ])
      .where('m.recommender_id', '=', member.account)
      .where('r.bet_at', '>=', since)
      .where('r.status', '!=', 'cancelled')
      .execute()) as [{ active: number; bets: number; wins: number }];
    return ok({
      teamMembers: Number(row.members),
      teamBalance: Number(row.balance) / 100,
      newMembers30d: Number(row.fresh),
      activeMembers30d: Number(play.active),
      teamBets30d: Number(play.bets) / 100,
      teamWins30d: Number(play.wins) / 100,
      // What the house kept from the team's play: the base of salary and dividend contracts.
      teamNet30d: (Number(play.bets) - Number(play.wins)) / 100,
    });
  });

  /** §7 head icon get/set (form-encoded): one of the site's avatars. */
  const AVATARS = Array.from({ length: 8 }, (_, i) => `/media/avatar-${i}.svg`);
  app.get('/api/member/avatar', async (req) => {
    const { member } = await requireMember(req, { allowTrial: true });
    return ok({ avatarUrl: member.avatar_url, choices: AVATARS });
  });
  app.post<{ Body: { avatarUrl: string } }>(
    '/api/member/avatar',
    { schema: { body: { type: 'object', required: ['avatarUrl'], additionalProperties: false, properties: { avatarUrl: { type: 'string', enum: AVATARS } } } } },
    async (req) => {
      const { member } = await requireMember(req);
      await kysely.updateTable('members').set({ avatar_url: req.body.avatarUrl }).where('id', '=', member.id).execute();
      return ok({ avatarUrl: req.body.avatarUrl });
    },
  );
  /** The member's inbox (§3 unread counts: inbox), newest first; trial players have none (§6). */
  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/api/member/inbox',
    { schema: { querystring: pageQuery([INBOX_PAGE_SIZE]) } },
    async (req) => {
      const { member } = await requireMember(req);
      const pageNo = req.query.pageNo ?? 1;
      const pageSize = req.query.pageSize ?? INBOX_PAGE_SIZE;
      const base = kysely.selectFrom('inbox').where('member_id', '=', member.id);
      const [{ n, unread }] = (await base
        .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(case when ${sql.ref('read')} = 0 then 1 else 0 end), 0)`.as('unread')])
        .execute()) as [{ n: number; unread: number }];
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      return ok({
        list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, read: r.read === 1, createdAt: r.created_at })),
        ...pageOf(pageNo, pageSize, Number(n)),
        unread: Number(unread),
      });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/member/inbox/:id/read',
    { schema: { params: idParams } },
    async (req) => {
      const { member } = await requireMember(req);
      const res = await kysely.updateTable('inbox').set({ read: 1 }).where('id', '=', req.params.id).where('member_id', '=', member.id).executeTakeFirst();
      if (!Number(res.numUpdatedRows)) throw notFound('message');
      return ok({ id: req.params.id, read: true });
    },
  );

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
      },
    },
    async (req) => {
      const { member } = await requireMember(req);
      const { pageNo = 1, pageSize = GAME_RECORD_PAGE_SIZE, days = 30, gameType } = req.query;
      const since = new Date(Date.now() - days * DAY_MS).toISOString();
      let base = kysely.selectFrom('game_records').where('member_id', '=', member.id).where('bet_at', '>=', since);
      if (gameType) base = base.where('game_type', '=', gameType);
      const [sum] = (await base
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          sql<number>`coalesce(sum(case when status = 'cancelled' then 0 else bet_cents end), 0)`.as('bet'),
          sql<number>`coalesce(sum(case when status = 'settled' then win_cents else 0 end), 0)`.as('win'),
        ])
        .execute()) as [{ n: number; bet: number; win: number }];
      const rows = await base.selectAll().orderBy('bet_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      const money = (cents: number) => Number((Number(cents) / 100).toFixed(2));
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          nodeId: r.node_id,
          gameName: r.game_name,
          vassalage: r.vassalage,
          gameType: r.game_type,
          betAmount: money(r.bet_cents),
          winAmount: money(r.win_cents),
          status: r.status,
          betTime: r.bet_at,
        })),
        ...pageOf(pageNo, pageSize, Number(sum.n)),
        summary: { betAmount: money(sum.bet), winAmount: money(sum.win), profit: money(Number(sum.win) - Number(sum.bet)) },
      });
    },
  );

  /** The reward centre (§6 REWCEN3): the member's reward applications and how they stand. */
  app.get('/api/member/rewards', async (req) => {
    const { member } = await requireMember(req);
    const settings = await getSiteSettings(kysely);
    if (!settings.whitelabel.REWCEN3) throw new AppError(403, 'activity.customerService', 'Please contact customer service');
    const rows = await kysely
      .selectFrom('reward_applications as r')
      .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
      .innerJoin('announcements as a', 'a.id', 'p.announcement_id')
      .select(['r.id', 'r.promotion_id', 'r.remarks', 'r.status', 'r.created_at', 'a.title', 'a.image_url'])
      .where('r.member_id', '=', member.id)
      .orderBy('r.id', 'desc')
      .limit(100)
      .execute();
    return ok({ list: rows.map((r) => ({ id: r.id, promotionId: r.promotion_id, title: r.title, imageUrl: r.image_url, remarks: r.remarks, status: r.status, createdAt: r.created_at })) });
  });

  /** An agent signs one of their pending contracts (§6 contract prompts). */
  app.post<{ Params: { id: number } }>(
    '/api/member/contracts/:id/sign',
    { schema: { params: idParams } },
    async (req) => {
      const { member } = await requireAgent(req);
      const row = await kysely.selectFrom('contracts').select(['id', 'status']).where('id', '=', req.params.id).where('member_id', '=', member.id).executeTakeFirst();
      if (!row) throw notFound('contract');
      if (row.status !== 'pending') throw new AppError(409, 'contract.signed', 'This contract is already signed');
      const res = await kysely.updateTable('contracts').set({ status: 'signed' }).where('id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
      if (!Number(res.numUpdatedRows)) throw new AppError(409, 'contract.signed', 'This contract is already signed');
      return ok({ id: row.id, status: 'signed' });
    },
  );

  /**
   * Invite friends (§6: only with the REFERRAL flag): the member's invitation
   * code, made on first ask, and the sign-up link that carries it.
   */
  app.get('/api/member/referral', async (req) => {
    const { member } = await requireMember(req);
    const settings = await getSiteSettings(kysely);
    if (!settings.whitelabel.REFERRAL) throw new AppError(403, 'auth.forbidden', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    const find = () => kysely.selectFrom('affiliates').select('code').where('member_id', '=', member.id).where('enabled', '=', 1).orderBy('code').executeTakeFirst();
    let row = await find();
    for (let attempt = 0; !row && attempt < 5; attempt++) {
      const code = randomBytes(6).toString('base64url').replace(/[-_]/g, '').slice(0, 6).toUpperCase().padEnd(6, '7');
      try {
        await kysely.insertInto('affiliates').values({ code: `P${code}`, member_id: member.id, domain: '*', enabled: 1 }).execute();
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
      row = await find();
    }
    if (!row) throw new AppError(409, 'request.tooMany', 'Please try again');
    return ok({ code: row.code, link: `${referralOrigin(settings.mainDomain, app.publicUrl)}/m/register?affiliateCode=${encodeURIComponent(row.code)}` });
  });
}

const DAY_MS = 86_400_000;
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

function pageOf(pageNum: number, pageSize: number, totalCount: number) {
  return { pageNum, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
}
