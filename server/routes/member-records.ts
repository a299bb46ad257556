/**
 * The member area's records and agent pages over HTTP: contracts (§6), the team's KPIs, the avatar,
 * the inbox, the betting record, reward applications and the invitation code. Each route checks who
 * asks, validates the request, calls the member-area service (server/services/member-area.ts) and
 * answers in its declared response shape.
 */
import type { FastifyInstance } from 'fastify';
import {
  avatarChoicesSchema,
  avatarSetSchema,
  contractFlagsSchema,
  contractListSchema,
  contractSignedSchema,
  gameRecordsPageSchema,
  inboxPageSchema,
  inboxReadSchema,
  referralSchema,
  rewardApplicationsSchema,
  teamKpiSchema,
} from '../../schemas/member.schema';
import { GAME_RECORD_PAGE_SIZE, GAME_RECORD_PERIODS, INBOX_PAGE_SIZE } from '../../src/lib/constants';
import { contractEligible } from '../../src/lib/member';
import { requireAgent, requireMember } from '../lib/auth';
import { AppError, ok } from '../lib/errors';
import * as memberArea from '../services/member-area';
import { getSiteSettings } from '../services/settings';
import { answers } from '../lib/schemas';

export async function memberRecordRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

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
