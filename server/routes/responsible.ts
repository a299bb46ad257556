/**
 * Responsible gaming: deposit limits and the reminder
 * interval, and time-out or self-exclusion; at the table, loss
 * and session-time limits and the reality check's figures. Members only; trial players get
 * §6's "Please log in to a real account to use this function".
 */
import type { FastifyInstance } from 'fastify';
import {
  exclusionBodySchema, exclusionValueSchema, limitsBodySchema, limitsValueSchema, realityCheckValueSchema,
  type ExclusionBody, type LimitsBody,
} from '../../schemas/responsible.schema';
import { DEPOSIT_LIMIT_PERIODS } from '../../src/lib/constants';
import { requireMember } from '../lib/auth';
import { confirmMemberPassword } from '../lib/step-up';
import { AppError, ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';
import {
  exclude,
  getResponsible,
  periodFits,
  setResponsible,
  type LimitPeriod,
  type LimitState,
  type ResponsibleSettings,
} from '../services/responsible';
import { getPlayLimits, realityCheck, setPlayLimits, type PlayLimitKind } from '../services/responsible-play';
import { getSiteSettings } from '../services/settings';

const money = (cents: number | null) => (cents === null ? null : cents / 100);
const limitOut = (s: LimitState) => ({ amount: money(s.amountCents), pending: s.pending ? { amount: money(s.pending.amountCents), from: s.pending.from } : null });

/** An amount in the site's currency as whole cents, or null when it has more than 2 decimals. */
export function toCents(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Math.abs(amount * 100 - cents) < 1e-6 ? cents : null;
}

export default async function responsibleRoutes(app: FastifyInstance) {
  const kysely = app.db.kysely;

  async function answer(s: ResponsibleSettings, memberId: number) {
    const { currency } = await getSiteSettings(kysely);
    const play = await getPlayLimits(kysely, memberId);
    const minutes = (l: LimitState) => ({ amount: l.amountCents, pending: l.pending ? { amount: l.pending.amountCents, from: l.pending.from } : null });
    return ok({
      currency: { code: currency.code, symbol: currency.symbol },
      limits: { daily: limitOut(s.limits.daily), weekly: limitOut(s.limits.weekly), monthly: limitOut(s.limits.monthly) },
      reminderMinutes: s.reminderMinutes,
      lossLimits: { daily: limitOut(play.lossDaily), weekly: limitOut(play.lossWeekly), monthly: limitOut(play.lossMonthly) },
      sessionLimit: minutes(play.session),
    });
  }
  const limitsReply = { response: { 200: envelopeOf(limitsValueSchema) } };

  app.get('/api/member/limits', { schema: limitsReply }, async (req) => {
    const { member } = await requireMember(req);
    return answer(await getResponsible(kysely, member.id), member.id);
  });

  app.put<{ Body: LimitsBody }>('/api/member/limits', { schema: { body: limitsBodySchema, ...limitsReply } }, async (req) => {
    const { member } = await requireMember(req);
    const centsOf = (field: keyof LimitsBody) => {
      const amount = req.body[field] as number | null | undefined;
      if (amount === undefined) return undefined;
      const cents = amount === null ? null : toCents(amount);
      if (cents === 0 || (amount !== null && cents === null)) {
        throw new AppError(400, 'responsible.amount.invalid', 'A limit is a positive amount with at most 2 decimals', { field });
      }
      return cents;
    };
    const limits: Partial<Record<LimitPeriod, number | null>> = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const cents = centsOf(period);
      if (cents !== undefined) limits[period] = cents;
    }
    const play: Partial<Record<PlayLimitKind, number | null>> = {};
    for (const kind of ['lossDaily', 'lossWeekly', 'lossMonthly'] as const) {
      const cents = centsOf(kind);
      if (cents !== undefined) play[kind] = cents;
    }
    if (req.body.sessionMinutes !== undefined) play.session = req.body.sessionMinutes;
    if (Object.keys(play).length) await setPlayLimits(kysely, member.id, play);
    return answer(await setResponsible(kysely, member.id, { limits, reminderMinutes: req.body.reminderMinutes }), member.id);
  });

  /** The reality check: how long the current playing session has lasted and its net result (real money, every game). */
  app.get('/api/member/reality-check', { schema: { response: { 200: envelopeOf(realityCheckValueSchema) } } }, async (req) => {
    const { member } = await requireMember(req);
    const { currency } = await getSiteSettings(kysely);
    const r = await realityCheck(kysely, member.id);
    const base = { currency: { code: currency.code, symbol: currency.symbol }, sessionLimitMinutes: r.sessionLimitMinutes };
    if (!r.playing) return ok({ playing: false, ...base });
    return ok({ playing: true, ...base, startedAt: r.startedAt, minutes: r.minutes, rounds: r.rounds, bet: r.betCents / 100, win: r.winCents / 100, net: r.netCents / 100, sessionEndsAt: r.sessionEndsAt });
  });

  app.post<{ Body: ExclusionBody }>(
    '/api/member/exclusion',
    { schema: { body: exclusionBodySchema, response: { 200: envelopeOf(exclusionValueSchema) } } },
    async (req) => {
      const { member } = await requireMember(req);
      const { kind, period, confirm } = req.body;
      if (!periodFits(kind, period)) throw new AppError(400, 'responsible.period.invalid', `${period} is not a period of ${kind}`, { field: 'period' });
      // The member ticked "I understand I cannot sign in until …".
      if (confirm !== true) throw new AppError(400, 'responsible.confirm.required', 'Please confirm that you understand', { field: 'confirm' });
      await confirmMemberPassword(app, member, req.body.password, { unset: 'responsible.password.unset', invalid: 'responsible.password.invalid' });
      return ok(await exclude(kysely, member.id, kind, period));
    },
  );
}
