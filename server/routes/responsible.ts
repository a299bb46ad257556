/**
 * Responsible gaming (issue #5 item 8): deposit limits and the reminder
 * interval, and time-out or self-exclusion. Members only; trial players get
 * §6's "Please log in to a real account to use this function".
 */
import type { FastifyInstance } from 'fastify';
import {
  exclusionBodySchema, exclusionValueSchema, limitsBodySchema, limitsValueSchema,
  type ExclusionBody, type LimitsBody,
} from '../../schemas/responsible.schema';
import { DEPOSIT_LIMIT_PERIODS } from '../../src/lib/constants';
import { requireMember } from '../lib/auth';
import { confirmMemberPassword } from '../lib/step-up';
import { AppError, ok } from '../lib/errors';
import { envelopeOf } from '../lib/schemas';
import { exclude, getResponsible, periodFits, setResponsible, type LimitPeriod, type LimitState, type ResponsibleSettings } from '../services/responsible';
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

  async function answer(s: ResponsibleSettings) {
    const { currency } = await getSiteSettings(kysely);
    return ok({
      currency: { code: currency.code, symbol: currency.symbol },
      limits: { daily: limitOut(s.limits.daily), weekly: limitOut(s.limits.weekly), monthly: limitOut(s.limits.monthly) },
      reminderMinutes: s.reminderMinutes,
    });
  }
  const limitsReply = { response: { 200: envelopeOf(limitsValueSchema) } };

  app.get('/api/member/limits', { schema: limitsReply }, async (req) => {
    const { member } = await requireMember(req);
    return answer(await getResponsible(kysely, member.id));
  });

  app.put<{ Body: LimitsBody }>('/api/member/limits', { schema: { body: limitsBodySchema, ...limitsReply } }, async (req) => {
    const { member } = await requireMember(req);
    const limits: Partial<Record<LimitPeriod, number | null>> = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const amount = req.body[period];
      if (amount === undefined) continue;
      const cents = amount === null ? null : toCents(amount);
      if (cents === 0 || (amount !== null && cents === null)) {
        throw new AppError(400, 'responsible.amount.invalid', 'A limit is a positive amount with at most 2 decimals', { field: period });
      }
      limits[period] = cents;
    }
    return answer(await setResponsible(kysely, member.id, { limits, reminderMinutes: req.body.reminderMinutes }));
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
