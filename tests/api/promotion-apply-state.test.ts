/**
 * A signed-in member learns, before pressing Apply, whether a promotion would take their
 * application (`myApplication`, by the promotion's applyLimit and applyWhilePending), and the list
 * shows §3 coming and recently closed promotions, which take none.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { PROMOTION_COMING_SHOWN_DAYS, PROMOTION_ENDED_SHOWN_DAYS } from '../../src/lib/constants';
import type { Announcement } from '../../schemas/content.schema';
import { caller, DIALECTS, useTestApp } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('a member\'s own application state on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  let seq = 0;
  const editor = async () => (await call('POST', '/api/admin/session', { body: { username: 'editor', password: 'editor1234' } })).json().value.token as string;
  const list = async (token?: string) => (await call('GET', '/api/announcements?types=PR&language=en', { token })).json().value.promotion as Announcement[];
  const detail = async (id: number, token?: string) => (await call('GET', `/api/promotions/${id}`, { token })).json();

  /** A fresh promotion made in the console with `rules`, and a fresh member with their token. */
  async function setUp(rules: Record<string, unknown> = {}) {
    const op = await editor();
    const made = await call('POST', '/api/admin/promotions', { token: op, body: { title: `State ${dialect} ${++seq}`, noExpiry: true, ...rules } });
    expect(made.statusCode, made.body).toBe(200);
    const promo = made.json().value as { id: number };
    const account = `st${dialect.slice(0, 2)}${seq}x${Date.now() % 100000}`;
    const member = await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5' });
    const token = (await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } })).json().value.token as string;
    const apply = () => {
      const b = randomUUID();
      return call('POST', `/api/promotions/${promo.id}/apply`, {
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${b}` },
        body: `--${b}\r\nContent-Disposition: form-data; name="remarks"\r\n\r\nstate check\r\n--${b}--\r\n`,
      });
    };
    const decide = async (applicationId: number, decision: 'approve' | 'reject') => {
      const res = await call('POST', `/api/admin/rewards/${applicationId}/${decision}`, { token: op, body: {} });
      expect(res.statusCode, res.body).toBe(200);
    };
    const mine = async () => ({ listed: (await list(token)).find((p) => p.id === promo.id)?.myApplication, detail: (await detail(promo.id, token)).value.myApplication });
    return { op, promo, token, member, apply, decide, mine };
  }

  it('with no application the member may apply; the list and the detail agree', async () => {
    const { mine } = await setUp();
    const m = await mine();
    expect(m.detail).toEqual({ pending: 0, counted: 0, limit: 1, canApply: true });
    expect(m.listed).toEqual(m.detail);
  });

  it('a pending application blocks the next (reason pending), as the apply route does; a rejected one does not count; the limit blocks (reason limit)', async () => {
    const { apply, decide, mine } = await setUp();
    const first = await apply();
    expect(first.statusCode, first.body).toBe(200);
    expect((await mine()).detail).toEqual({ pending: 1, counted: 1, limit: 1, canApply: false, reason: 'pending' });
    expect((await mine()).listed).toMatchObject({ canApply: false, reason: 'pending' });
    expect((await apply()).json().errorCode).toBe('activity.apply.pending');

    await decide(first.json().value.applicationId, 'reject');
    expect((await mine()).detail).toEqual({ pending: 0, counted: 0, limit: 1, canApply: true });

    const second = await apply();
    expect(second.statusCode, second.body).toBe(200);
    await decide(second.json().value.applicationId, 'approve');
    const after = await mine();
    expect(after.detail).toEqual({ pending: 0, counted: 1, limit: 1, canApply: false, reason: 'limit' });
    expect(after.listed).toEqual(after.detail);
    expect((await apply()).json().errorCode).toBe('activity.apply.limit');
  });

  it('with applyWhilePending a pending application does not block until the limit is reached', async () => {
    const { apply, mine } = await setUp({ applyLimit: 2, applyWhilePending: true });
    expect((await apply()).statusCode).toBe(200);
    expect((await mine()).detail).toEqual({ pending: 1, counted: 1, limit: 2, canApply: true });
    expect((await apply()).statusCode).toBe(200);
    expect((await mine()).detail).toEqual({ pending: 2, counted: 2, limit: 2, canApply: false, reason: 'limit' });
  });

  it('visitors and trial players get no application state', async () => {
    const { promo } = await setUp();
    expect((await list()).every((p) => p.myApplication === undefined)).toBe(true);
    expect((await detail(promo.id)).value.myApplication).toBeUndefined();
    const trialToken = (await call('POST', '/api/auth/trial')).json().value.token as string;
    expect(trialToken).toBeTruthy();
    expect((await list(trialToken)).every((p) => p.myApplication === undefined)).toBe(true);
    expect((await detail(promo.id, trialToken)).value.myApplication).toBeUndefined();
  });

  it(`lists promotions starting within ${PROMOTION_COMING_SHOWN_DAYS} days as coming and ended within ${PROMOTION_ENDED_SHOWN_DAYS} days as ended (last); neither takes applications`, async () => {
    const coming = await setUp({ noExpiry: false, startDate: day(2), endDate: day(20) });
    const far = await setUp({ noExpiry: false, startDate: day(PROMOTION_COMING_SHOWN_DAYS + 1), endDate: day(40) });
    const ended = await setUp({ noExpiry: false, startDate: day(-20), endDate: day(-2) });
    const gone = await setUp({ noExpiry: false, startDate: day(-40), endDate: day(-PROMOTION_ENDED_SHOWN_DAYS - 1) });
    const running = await setUp({ noExpiry: false, startDate: day(0), endDate: day(0) });

    const shown = await list(coming.token);
    const find = (id: number) => shown.find((p) => p.id === id);
    expect(find(coming.promo.id)).toMatchObject({ period: 'coming' });
    expect(find(ended.promo.id)).toMatchObject({ period: 'ended' });
    expect(find(running.promo.id)).toMatchObject({ period: 'running' });
    expect(find(far.promo.id)).toBeUndefined();
    expect(find(gone.promo.id)).toBeUndefined();
    // Ended ones after all the others.
    const firstEnded = shown.findIndex((p) => p.period === 'ended');
    expect(shown.slice(firstEnded).every((p) => p.period === 'ended')).toBe(true);
    // The seeded, running ones say so too.
    expect(shown.filter((p) => p.period === undefined)).toEqual([]);

    expect((await detail(coming.promo.id)).value).toMatchObject({ period: 'coming' });
    expect((await detail(ended.promo.id)).value).toMatchObject({ period: 'ended' });
    expect((await detail(far.promo.id)).errorCode).toBe('request.notFound');
    expect((await detail(gone.promo.id)).errorCode).toBe('request.notFound');

    const early = await coming.apply();
    expect([early.statusCode, early.json().errorCode]).toEqual([409, 'activity.coming']);
    // Further ahead than the list shows, it is refused as any promotion players do not see.
    expect((await far.apply()).json().errorCode).toBe('activity.closed');
    const late = await ended.apply();
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'activity.closed']);
    // Other kinds of announcement keep to their dates.
    const notices = (await call('GET', '/api/announcements?types=PL&language=en')).json().value.player as Announcement[];
    expect(notices.every((n) => n.period === undefined)).toBe(true);
  });
});
