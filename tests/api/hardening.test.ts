/**
 * Hardening of the member and console APIs: the contract check behind the member guard, failed
 * console sign-ins that never store a typed name, decisions (rewards, wallet orders, settings) and their audit entries in one
 * transaction, a points unit that can never divide by zero, and invitation links whose origin
 * comes from configuration, never from the request; a daily quota on a member's uploaded pictures;
 * how often one member may apply to one promotion, parallel applications included.
 */
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../server/db/types';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { UNKNOWN_OPERATOR_NAME } from '../../server/lib/admin-auth';
import { DEFAULT_WALLET_SETTINGS, WALLET_SETTINGS_KEY } from '../../schemas/wallet.schema';
import { depositPoints, POINTS_UNIT_MIN } from '../../src/lib/wallet';
import { referralOrigin } from '../../server/services/member-area';
import { PROMOTION_APPLY_LIMIT_DEFAULT, PROMOTION_APPLY_LIMIT_MAX, UPLOAD_QUOTA_BYTES_PER_DAY, UPLOAD_QUOTA_FILES_PER_DAY, UPLOAD_QUOTA_WINDOW_MS } from '../../src/lib/constants';
import { PROMOTION_OPEN_STATUSES } from '../../schemas/content.schema';
import { caller, DIALECTS, useTestApp } from './helpers';

describe('hardening on sqlite', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  let seq = 0;
  async function member(type = 0) {
    const account = `hard${++seq}x`;
    const m = await createMember(t.db.kysely, { account, password: 'secret123', type, registerMethod: 'H5' });
    const res = await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } });
    expect(res.statusCode, res.body).toBe(200);
    return { id: m.id, account, token: res.json().value.token as string };
  }
  const operator = async (username: string, password: string) => (await call('POST', '/api/admin/session', { body: { username, password } })).json().value.token as string;

  describe('the contract check uses the member guard', () => {
    it('answers an active agent', async () => {
      const agent = await member(1);
      const res = await call('GET', '/api/member/contracts/check', { token: agent.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
    });

    it('refuses a disabled member exactly as the other member routes do', async () => {
      const agent = await member(1);
      await t.db.kysely.updateTable('members').set({ status: 'disabled' }).where('id', '=', agent.id).execute();
      const check = await call('GET', '/api/member/contracts/check', { token: agent.token });
      const other = await call('GET', '/api/member/wallet', { token: agent.token });
      expect(other.statusCode).toBe(403);
      expect([check.statusCode, check.json().errorCode]).toEqual([other.statusCode, other.json().errorCode]);
      expect(check.json().errorCode).toBe('auth.userDisabled');
    });

    it('refuses a self-excluded member and a trial player', async () => {
      const agent = await member(1);
      // Written straight to the table, sessions left alive: the guard itself must refuse them.
      const at = new Date().toISOString();
      await t.db.kysely
        .insertInto('responsible_gaming')
        .values({ member_id: agent.id, reminder_minutes: 0, exclusion_kind: 'timeout', exclusion_period: '24h', excluded_at: at, excluded_until: new Date(Date.now() + 86_400_000).toISOString(), updated_at: at })
        .execute();
      const excluded = await call('GET', '/api/member/contracts/check', { token: agent.token });
      expect(excluded.statusCode).toBe(403);
      expect(excluded.json().errorCode).toBe((await call('GET', '/api/member/wallet', { token: agent.token })).json().errorCode);

      const trial = (await call('POST', '/api/auth/trial')).json().value.token as string;
      const refused = await call('GET', '/api/member/contracts/check', { token: trial });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('auth.trialRefused');
    });
  });

  describe('console sign-in failures in the audit trail', () => {
    it('never stores a typed name that is no operator; a real operator name is recorded against that operator', async () => {
      const typo = 'Hunter2-Secret!';
      expect((await call('POST', '/api/admin/session', { body: { username: typo, password: 'whatever1' } })).statusCode).toBe(401);
      expect((await call('POST', '/api/admin/session', { body: { username: 'Editor', password: 'wrong-pass1' } })).statusCode).toBe(401);
      const rows = await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'session.failed').orderBy('id', 'desc').limit(2).execute();
      const editor = await t.db.kysely.selectFrom('operators').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow();
      expect(rows[0]).toMatchObject({ operator_id: editor.id, operator_name: 'editor' });
      expect(rows[1]).toMatchObject({ operator_id: null, operator_name: UNKNOWN_OPERATOR_NAME });
      const all = JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().execute()).toLowerCase();
      expect(all).not.toContain(typo.toLowerCase());
    });
  });

  describe('decisions and their audit entries in one transaction', () => {
    it('a reward decision whose audit entry cannot be written does not stand', async () => {
      const m = await member();
      const promo = await t.db.kysely.selectFrom('promotions').select('id').orderBy('id').executeTakeFirstOrThrow();
      const app = await t.db.kysely
        .insertInto('reward_applications')
        .values({ member_id: m.id, promotion_id: promo.id, remarks: 'x', status: 'Applying', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const editor = await operator('editor', 'editor1234');
      await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_log WHEN NEW.action = 'reward.approve' BEGIN SELECT RAISE(ABORT, 'audit unavailable'); END`.execute(t.db.kysely);
      try {
        const res = await call('POST', `/api/admin/rewards/${app.id}/approve`, { token: editor, body: {} });
        expect(res.statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER audit_down`.execute(t.db.kysely);
      }
      const row = await t.db.kysely.selectFrom('reward_applications').select('status').where('id', '=', app.id).executeTakeFirstOrThrow();
      expect(row.status).toBe('Applying');
      expect(await t.db.kysely.selectFrom('inbox').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
      // With the audit trail back, the same decision goes through and is audited.
      const ok = await call('POST', `/api/admin/rewards/${app.id}/approve`, { token: editor, body: {} });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await t.db.kysely.selectFrom('audit_log').select('action').where('target', '=', `reward:${app.id}`).execute()).toEqual([{ action: 'reward.approve' }]);
    });

    it('a wallet decision whose audit entry cannot be written does not stand: no money moves', async () => {
      const m = await member();
      const order = (await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'INSTAPAY', amount: 1_000 } })).json().value as { id: number; reference: string };
      const cashier = await operator('cashier', 'cashier1234');
      const balance = async () => (await call('GET', '/api/member/wallet', { token: m.token })).json().value.sumBalance as number;
      await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_log WHEN NEW.action = 'wallet.deposit.approve' BEGIN SELECT RAISE(ABORT, 'audit unavailable'); END`.execute(t.db.kysely);
      try {
        const res = await call('POST', `/api/admin/wallet/orders/${order.id}/approve`, { token: cashier, body: {} });
        expect(res.statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER audit_down`.execute(t.db.kysely);
      }
      expect(await balance()).toBe(0);
      expect((await t.db.kysely.selectFrom('wallet_orders').select(['status', 'decided_by']).where('id', '=', order.id).executeTakeFirstOrThrow())).toEqual({ status: 'pending', decided_by: null });
      expect(await t.db.kysely.selectFrom('inbox').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
      // With the audit trail back, the same decision credits the member once and is audited once.
      const ok = await call('POST', `/api/admin/wallet/orders/${order.id}/approve`, { token: cashier, body: {} });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await balance()).toBe(1_000);
      expect(await t.db.kysely.selectFrom('audit_log').select('action').where('target', '=', `order:${order.reference}`).execute()).toEqual([{ action: 'wallet.deposit.approve' }]);
    });

    it('a settings change whose audit entry cannot be written is not saved', async () => {
      const admin = await operator('operator', 'operator1234');
      const before = (await call('GET', `/api/admin/settings/${WALLET_SETTINGS_KEY}`, { token: admin })).json().value.value;
      await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_log WHEN NEW.action = 'settings.update' BEGIN SELECT RAISE(ABORT, 'audit unavailable'); END`.execute(t.db.kysely);
      try {
        const res = await call('PUT', `/api/admin/settings/${WALLET_SETTINGS_KEY}`, { token: admin, body: { value: { ...before, points: { perDepositUnit: 50 } } } });
        expect(res.statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER audit_down`.execute(t.db.kysely);
      }
      expect((await call('GET', `/api/admin/settings/${WALLET_SETTINGS_KEY}`, { token: admin })).json().value.value).toEqual(before);
    });
  });

  describe('the points unit', () => {
    it(`refuses a unit below ${POINTS_UNIT_MIN} on save, with the field named`, async () => {
      const admin = await operator('operator', 'operator1234');
      for (const perDepositUnit of [0.004, 0.001, 0]) {
        const res = await call('PUT', `/api/admin/settings/${WALLET_SETTINGS_KEY}`, { token: admin, body: { value: { ...DEFAULT_WALLET_SETTINGS, points: { perDepositUnit } } } });
        expect(res.statusCode, String(perDepositUnit)).toBe(400);
        expect(res.json().errorCode).toBe('admin.settings.invalid');
        expect(res.json().value.errors[0].instancePath).toBe('/points/perDepositUnit');
      }
      const fine = await call('PUT', `/api/admin/settings/${WALLET_SETTINGS_KEY}`, { token: admin, body: { value: { ...DEFAULT_WALLET_SETTINGS, points: { perDepositUnit: POINTS_UNIT_MIN } } } });
      expect(fine.statusCode, fine.body).toBe(200);
      await call('PUT', `/api/admin/settings/${WALLET_SETTINGS_KEY}`, { token: admin, body: { value: DEFAULT_WALLET_SETTINGS } });
    });

    it('approves a deposit with finite points even when a too-small unit was stored before the check', async () => {
      const stored = { ...DEFAULT_WALLET_SETTINGS, points: { perDepositUnit: 0.001 } };
      await t.db.kysely.updateTable('settings').set({ value: JSON.stringify(stored) }).where('key', '=', WALLET_SETTINGS_KEY).execute();
      try {
        const m = await member();
        const placed = await call('POST', '/api/wallet/deposits', { token: m.token, body: { channel: 'GCASH', amount: 100 } });
        expect(placed.statusCode, placed.body).toBe(200);
        const order = await t.db.kysely.selectFrom('wallet_orders').select('id').where('member_id', '=', m.id).executeTakeFirstOrThrow();
        const cashier = await operator('cashier', 'cashier1234');
        const approved = await call('POST', `/api/admin/wallet/orders/${order.id}/approve`, { token: cashier, body: {} });
        expect(approved.statusCode, approved.body).toBe(200);
        const row = await t.db.kysely.selectFrom('members').select('points').where('id', '=', m.id).executeTakeFirstOrThrow();
        expect(Number(row.points)).toBe(10_000);
      } finally {
        await t.db.kysely.updateTable('settings').set({ value: JSON.stringify(DEFAULT_WALLET_SETTINGS) }).where('key', '=', WALLET_SETTINGS_KEY).execute();
      }
    });

    it('counts points per whole unit and never divides by a zero-cent unit', () => {
      expect(depositPoints(10_000, 100)).toBe(1);
      expect(depositPoints(10_000, 0.01)).toBe(10_000);
      expect(depositPoints(10_000, 0.004)).toBe(10_000);
      expect(depositPoints(10_000, Number.NaN)).toBe(10_000);
    });
  });

  describe('the invitation link', () => {
    const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    it('never takes its origin from Host or X-Forwarded-Host', async () => {
      const m = await member();
      const plain = await call('GET', '/api/member/referral', { token: m.token, headers: FORGED });
      expect(plain.statusCode, plain.body).toBe(200);
      const { code, link } = plain.json().value;
      // Nothing configured: a path, which the member's browser resolves on the page it is on.
      expect(link).toBe(`/m/register?affiliateCode=${code}`);

      const row = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', 'site.settings').executeTakeFirstOrThrow();
      const site = JSON.parse(row.value);
      await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ ...site, mainDomain: 'm.parlor.example' }) }).where('key', '=', 'site.settings').execute();
      try {
        const configured = (await call('GET', '/api/member/referral', { token: m.token, headers: FORGED })).json().value.link;
        expect(configured).toBe(`https://m.parlor.example/m/register?affiliateCode=${code}`);
      } finally {
        await t.db.kysely.updateTable('settings').set({ value: row.value }).where('key', '=', 'site.settings').execute();
      }
    });

    it('uses the main domain, else PUBLIC_URL, and ignores a stored main domain that is no host name', () => {
      expect(referralOrigin('m.parlor.example', 'https://console.example')).toBe('https://m.parlor.example');
      expect(referralOrigin('', 'https://parlor.example/')).toBe('https://parlor.example');
      expect(referralOrigin('evil.example/@x', undefined)).toBe('');
      expect(referralOrigin(undefined, undefined)).toBe('');
    });
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');

function pictureForm(remarks: string) {
  const boundary = `----parlor${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remarks"\r\n\r\n${remarks}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('the daily upload quota on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  let seq = 0;

  async function setUp() {
    const account = `upq${dialect.slice(0, 2)}${++seq}x`;
    const m = await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5' });
    const token = (await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } })).json().value.token as string;
    const promo = await t.db.kysely.selectFrom('promotions').select('id').where('status', 'in', [...PROMOTION_OPEN_STATUSES]).orderBy('id').executeTakeFirstOrThrow();
    // The quota is what these tests meet, not the promotion's own limits: it takes every application.
    await t.db.kysely.updateTable('promotions').set({ apply_limit: PROMOTION_APPLY_LIMIT_MAX, apply_while_pending: 1 }).where('id', '=', promo.id).execute();
    const apply = () => {
      const form = pictureForm('quota check');
      return call('POST', `/api/promotions/${promo.id}/apply`, { token, headers: form.headers, body: form.payload });
    };
    /** Uploads the member made earlier, `ageMs` ago. */
    const earlier = (files: number, size: number, ageMs: number) =>
      t.db.kysely
        .insertInto('uploads')
        .values(Array.from({ length: files }, (_, i) => ({ id: `${m.id}x${seq}x${i}x${ageMs}`, member_id: m.id, application_id: null, content_type: 'image/png', size, created_at: new Date(Date.now() - ageMs).toISOString() })))
        .execute();
    const stored = async () => Number((await t.db.kysely.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow()).n);
    return { apply, earlier, stored };
  }

  it(`refuses a picture past ${UPLOAD_QUOTA_FILES_PER_DAY} a day with a translated error; older uploads do not count`, async () => {
    const { apply, earlier, stored } = await setUp();
    await earlier(UPLOAD_QUOTA_FILES_PER_DAY, 100, UPLOAD_QUOTA_WINDOW_MS + 3_600_000);
    const fine = await apply();
    expect(fine.statusCode, fine.body).toBe(200);
    await earlier(UPLOAD_QUOTA_FILES_PER_DAY - 1, 100, 60_000);
    const over = await apply();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, errorCode: 'upload.quota', value: { maxFiles: UPLOAD_QUOTA_FILES_PER_DAY } });
    expect(await stored()).toBe(2 * UPLOAD_QUOTA_FILES_PER_DAY);
  });

  it('refuses a picture past the daily bytes', async () => {
    const { apply, earlier, stored } = await setUp();
    await earlier(1, UPLOAD_QUOTA_BYTES_PER_DAY - 10, 60_000);
    const over = await apply();
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('upload.quota');
    expect(await stored()).toBe(1);
  });
});

describe.each(DIALECTS)('who may apply to a promotion on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  let seq = 0;

  async function setUp() {
    const account = `apl${dialect.slice(0, 2)}${++seq}x`;
    await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5' });
    const token = (await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } })).json().value.token as string;
    const promo = await t.db.kysely.selectFrom('promotions').select(['id', 'announcement_id']).where('status', 'in', [...PROMOTION_OPEN_STATUSES]).orderBy('id').executeTakeFirstOrThrow();
    const apply = () => {
      const form = pictureForm('apply check');
      return call('POST', `/api/promotions/${promo.id}/apply`, { token, headers: form.headers, body: form.payload });
    };
    const shown = (set: Updateable<Database['announcements']>) =>
      t.db.kysely.updateTable('announcements').set(set).where('id', '=', promo.announcement_id).execute();
    return { apply, shown };
  }

  it('a promotion the site does not show takes no application: switched off, retired, not started or ended', async () => {
    const { apply, shown } = await setUp();
    const before = await t.db.kysely.selectFrom('announcements').select(['enabled', 'retired_at', 'start_date', 'end_date', 'no_expiry']).where('id', '=', (await t.db.kysely.selectFrom('promotions').select('announcement_id').where('status', 'in', [...PROMOTION_OPEN_STATUSES]).orderBy('id').executeTakeFirstOrThrow()).announcement_id).executeTakeFirstOrThrow();
    try {
      const changes: Updateable<Database['announcements']>[] = [{ enabled: 0 }, { retired_at: new Date().toISOString() }, { start_date: '2999-01-01' }, { no_expiry: 0, end_date: '2000-01-02', start_date: '2000-01-01' }];
      for (const change of changes) {
        await shown(before);
        await shown(change);
        const res = await apply();
        expect([res.statusCode, res.json().errorCode], JSON.stringify(change)).toEqual([409, 'activity.closed']);
      }
    } finally {
      await shown(before);
    }
  });
});

describe.each(DIALECTS)('how often a member may apply to a promotion on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);
  let seq = 0;
  const editor = async () => (await call('POST', '/api/admin/session', { body: { username: 'editor', password: 'editor1234' } })).json().value.token as string;

  /** A fresh promotion (made in the console, with `rules`) and a fresh member who applies to it with one picture. */
  async function setUp(rules: Record<string, unknown> = {}) {
    const op = await editor();
    const made = await call('POST', '/api/admin/promotions', { token: op, body: { title: `Limits ${dialect} ${++seq}`, ...rules } });
    expect(made.statusCode, made.body).toBe(200);
    const promo = made.json().value as { id: number; applyLimit: number; applyWhilePending: boolean };
    const account = `lim${dialect.slice(0, 2)}${seq}x`;
    await createMember(t.db.kysely, { account, password: 'secret123', type: 0, registerMethod: 'H5' });
    const token = (await call('POST', '/api/auth/login', { body: { username: account, password: 'secret123' } })).json().value.token as string;
    const apply = () => {
      const form = pictureForm('limit check');
      return call('POST', `/api/promotions/${promo.id}/apply`, { token, headers: form.headers, body: form.payload });
    };
    const decide = async (applicationId: number, decision: 'approve' | 'reject') => {
      const res = await call('POST', `/api/admin/rewards/${applicationId}/${decision}`, { token: op, body: {} });
      expect(res.statusCode, res.body).toBe(200);
    };
    const stored = async () => t.db.kysely.selectFrom('reward_applications').select(['id', 'status']).where('promotion_id', '=', promo.id).orderBy('id').execute();
    return { op, promo, apply, decide, stored };
  }
  const refusal = (res: { statusCode: number; json: () => { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

  it(`by default once per member (${PROMOTION_APPLY_LIMIT_DEFAULT}), none while one is pending; a rejected one does not count`, async () => {
    const { promo, apply, decide, stored } = await setUp();
    expect(promo).toMatchObject({ applyLimit: PROMOTION_APPLY_LIMIT_DEFAULT, applyWhilePending: false });
    const first = await apply();
    expect(first.statusCode, first.body).toBe(200);
    expect(refusal(await apply())).toEqual([409, 'activity.apply.pending']);
    await decide(first.json().value.applicationId, 'reject');
    const again = await apply();
    expect(again.statusCode, again.body).toBe(200);
    await decide(again.json().value.applicationId, 'approve');
    expect(refusal(await apply())).toEqual([409, 'activity.apply.limit']);
    expect((await stored()).map((r) => r.status)).toEqual(['Rejected', 'Issued']);
  });

  it('takes the limit and the while-pending rule the console sets, and an edit of other fields keeps them', async () => {
    const { op, promo, apply, stored } = await setUp({ applyLimit: 3, applyWhilePending: true });
    const edited = await call('PUT', `/api/admin/promotions/${promo.id}`, { token: op, body: { title: 'Renamed' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().value).toMatchObject({ title: 'Renamed', applyLimit: 3, applyWhilePending: true });
    for (let i = 0; i < 3; i++) expect((await apply()).statusCode).toBe(200);
    expect(refusal(await apply())).toEqual([409, 'activity.apply.limit']);
    expect(await stored()).toHaveLength(3);

    const refused = await call('PUT', `/api/admin/promotions/${promo.id}`, { token: op, body: { applyLimit: 0 } });
    expect(refused.statusCode).toBe(400);
    const lowered = await call('PUT', `/api/admin/promotions/${promo.id}`, { token: op, body: { applyWhilePending: false, applyLimit: 5 } });
    expect(lowered.json().value).toMatchObject({ applyLimit: 5, applyWhilePending: false });
    expect(refusal(await apply())).toEqual([409, 'activity.apply.pending']);
  });

  it('a parallel burst of 10 applications is decided one at a time: exactly one is accepted', async () => {
    const { apply, stored } = await setUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply()));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200), answers.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409 && r.json().errorCode === 'activity.apply.pending')).toHaveLength(9);
    expect(await stored()).toHaveLength(1);
  });
});
