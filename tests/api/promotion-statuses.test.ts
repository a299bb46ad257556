/**
 * A promotion is shown in every §3 activity status it can be in (the operator's
 * Join, Claim, Applying, Process, Close; a member's own Applying, Issued, Rejected), and the
 * promotions page's categories come from the data (`promotion.categories`), not the layout.
 */
import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, useTestApp } from './helpers';

type Promo = { id: number; title: string; status?: string; memberStatus?: string; categories?: { id: number; label: string; sort: number }[] };

describe.each(DIALECTS)('promotion statuses and categories on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  const signIn = async (path: string, username: string, password: string) => (await call('POST', path, { body: { username, password } })).json().value.token as string;
  const promotions = async (token?: string) => (await call('GET', '/api/announcements?types=PR&language=en', { token })).json().value.promotion as Promo[];

  it('sets and shows Claim and Process; Process and Close take no applications', async () => {
    const editor = await signIn('/api/admin/session', 'editor', 'editor1234');
    const made = (await call('POST', '/api/admin/promotions', { token: editor, body: { title: 'Claim me', noExpiry: true, activityStatus: 'Claim', categoryIds: [2] } })).json().value as { id: number };
    expect((await promotions()).find((p) => p.id === made.id)).toMatchObject({ status: 'Claim' });
    for (const status of ['Join', 'Claim', 'Applying', 'Process', 'Close']) {
      const res = await call('PUT', `/api/admin/promotions/${made.id}`, { token: editor, body: { activityStatus: status } });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect((await call('GET', `/api/promotions/${made.id}`)).json().value.status).toBe(status);
    }
    const member = await signIn('/api/auth/login', 'demo', 'demo1234');
    const apply = (await import('node:crypto')).randomUUID();
    for (const status of ['Process', 'Close']) {
      await call('PUT', `/api/admin/promotions/${made.id}`, { token: editor, body: { activityStatus: status } });
      const res = await t.app.inject({ method: 'POST', url: `/api/promotions/${made.id}/apply`, headers: { authorization: `Bearer ${member}`, 'content-type': `multipart/form-data; boundary=${apply}` }, payload: `--${apply}\r\nContent-Disposition: form-data; name="remarks"\r\n\r\nhi\r\n--${apply}--\r\n` });
      expect(res.json().errorCode, status).toBe('activity.closed');
    }
  });

  it('shows a member where their own application stands', async () => {
    const member = await signIn('/api/auth/login', 'demo', 'demo1234');
    const [first, second] = (await promotions()).filter((p) => p.status !== 'Close');
    const me = await t.db.kysely.selectFrom('members').select('id').where('account', '=', 'demo').executeTakeFirstOrThrow();
    await t.db.kysely.deleteFrom('reward_applications').where('member_id', '=', me.id).execute();
    const at = new Date().toISOString();
    await t.db.kysely.insertInto('reward_applications').values([
      { member_id: me.id, promotion_id: first!.id, remarks: '', status: 'Rejected', created_at: at },
      { member_id: me.id, promotion_id: first!.id, remarks: '', status: 'Issued', created_at: at },
      { member_id: me.id, promotion_id: second!.id, remarks: '', status: 'Applying', created_at: at },
    ]).execute();
    const mine = await promotions(member);
    expect(mine.find((p) => p.id === first!.id)).toMatchObject({ memberStatus: 'Issued', status: first!.status });
    expect(mine.find((p) => p.id === second!.id)).toMatchObject({ memberStatus: 'Applying' });
    // Nobody else sees them.
    expect((await promotions()).every((p) => p.memberStatus === undefined)).toBe(true);
    expect((await call('GET', `/api/promotions/${first!.id}`, { token: member })).json().value.memberStatus).toBe('Issued');
  });

  it('carries each promotion\'s categories with the labels and order the console sets', async () => {
    const admin = await signIn('/api/admin/session', 'operator', 'operator1234');
    const seeded = await promotions();
    const withCats = seeded.find((p) => (p.categories ?? []).length)!;
    expect(withCats.categories![0]).toMatchObject({ label: expect.stringMatching(/^activity\.categories\./) });
    const set = await call('PUT', '/api/admin/settings/promotion.categories', { token: admin, body: { value: [{ id: 3, label: 'Invite friends' }, { id: 1, label: 'New players' }, { id: 2, label: 'Slots' }] } });
    expect(set.statusCode, set.body).toBe(200);
    const after = await promotions();
    const labels = new Map(after.flatMap((p) => p.categories ?? []).map((c) => [c.id, c]));
    expect(labels.get(3)).toEqual({ id: 3, label: 'Invite friends', sort: 0 });
    expect(labels.get(1)).toEqual({ id: 1, label: 'New players', sort: 1 });
    const twice = await call('PUT', '/api/admin/settings/promotion.categories', { token: admin, body: { value: [{ id: 1, label: 'A' }, { id: 1, label: 'B' }] } });
    expect(twice.statusCode).toBe(400);
  });
});
