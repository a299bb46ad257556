/**
 * The operator content API: announcements of every
 * type, promotions, help, settings, reward reviews, the outbox, vendors and
 * operators — role-checked, audited with before/after, sanitised on save, and
 * seen by players on their next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');

/** What an attacker with a console account would try to slip into players' pages. */
const XSS = '<p>Safe text</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">x</a><div onclick="alert(1)">tap</div>';
const assertClean = (html: string) => {
  expect(html).toContain('Safe text');
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
};

function multipart(fields: Record<string, string>, files: { data: Buffer; type: string; name?: string }[]) {
  const boundary = `----parlor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  files.forEach((f, i) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="${f.name ?? `p${i}.png`}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let ipSeq = 0;
const newIp = () => `10.77.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('admin content API on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let viewer: string;
  let member: string;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, remoteAddress: newIp(), headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const signIn = async (username: string, password: string) => {
    const res = await call('POST', '/api/admin/session', undefined, { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };
  /** The newest audit entry for a target, as stored. */
  const lastAudit = async (target: string) => {
    const row = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', target).orderBy('id', 'desc').executeTakeFirst();
    return row && { ...row, before: row.before ? JSON.parse(row.before) : null, after: row.after ? JSON.parse(row.after) : null };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, editor, viewer] = await Promise.all([signIn('operator', 'operator1234'), signIn('editor', 'editor1234'), signIn('viewer', 'viewer1234')]);
    member = (await call('POST', '/api/auth/login', undefined, { username: 'demo', password: 'demo1234' })).json().value.token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('roles', () => {
    it('refuses visitors and member tokens, lets viewers read and only editors write', async () => {
      const body = { type: 'PL', title: 'Role check' };
      expect((await call('GET', '/api/admin/announcements')).json().errorCode).toBe('admin.auth.required');
      expect((await call('GET', '/api/admin/announcements', member)).statusCode).toBe(401);
      expect((await call('POST', '/api/admin/announcements', undefined, body)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/announcements', viewer)).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', '/api/admin/announcements'],
        ['PUT', '/api/admin/announcements/1'],
        ['DELETE', '/api/admin/announcements/1'],
        ['POST', '/api/admin/promotions'],
        ['PUT', '/api/admin/promotions/1'],
        ['DELETE', '/api/admin/promotions/1'],
        ['POST', '/api/admin/announcements/1/restore'],
        ['POST', '/api/admin/promotions/1/restore'],
        ['POST', '/api/admin/help'],
        ['PUT', '/api/admin/help/1'],
        ['DELETE', '/api/admin/help/1'],
        ['PUT', '/api/admin/vendors/JILI'],
        ['POST', '/api/admin/rewards/1/approve'],
        ['POST', '/api/admin/rewards/1/reject'],
      ] as [Method, string][]) {
        // The role is checked before the body: a viewer learns nothing about the payload rules.
        const res = await call(method, url, viewer, method === 'DELETE' ? undefined : { nonsense: true });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().errorCode).toBe('admin.auth.forbidden');
      }
      const created = await call('POST', '/api/admin/announcements', editor, body);
      expect(created.statusCode).toBe(200);
      expect(created.headers['cache-control']).toBe('no-store');
    });

    it('keeps settings and operators for admins', async () => {
      expect((await call('GET', '/api/admin/settings', viewer)).statusCode).toBe(200);
      expect((await call('PUT', '/api/admin/settings/site.status', editor, { value: {} })).json().errorCode).toBe('admin.auth.forbidden');
      expect((await call('GET', '/api/admin/operators', editor)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/operators', editor, { username: 'x', password: 'y', role: 'admin' })).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/operators', admin)).statusCode).toBe(200);
    });
  });

  describe('announcements', () => {
    it('creates every type and pop-up kind, and players get each at once', async () => {
      const banner = (
        await call('POST', '/api/admin/announcements', editor, {
          type: 'B', groupName: 'm_home', title: 'Operator banner', imageUrl: '/media/banner-1.svg', linkage: { type: 'route', target: '/m/slot-games' }, sort: -1,
        })
      ).json().value;
      expect(banner).toMatchObject({ type: 'B', groupName: 'm_home', status: 'live', enabled: true, linkage: { type: 'route', target: '/m/slot-games' } });
      const notice = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Operator notice', content: '<p>Hello <b>players</b></p>' })).json().value;
      const popA = (await call('POST', '/api/admin/announcements', editor, { type: 'PU', popupKind: 'A', title: 'Members pop-up', content: '<p>A</p>' })).json().value;
      const popB = (await call('POST', '/api/admin/announcements', editor, { type: 'PU', popupKind: 'B', title: 'Visitors pop-up', content: '<p>B</p>' })).json().value;
      const hot = (await call('POST', '/api/admin/announcements', editor, { type: 'H', title: 'Operator hot item' })).json().value;
      const promo = (await call('POST', '/api/admin/announcements', editor, { type: 'PR', title: 'Operator promo', categoryIds: [2], noExpiry: true })).json().value;

      const home = (await call('GET', '/api/announcements?types=B&groupName=m_home')).json().value;
      expect(home.banners[0]).toMatchObject({ id: banner.id, title: 'Operator banner', url: '/media/banner-1.svg', linkage: { type: 'route', target: '/m/slot-games' } });
      const all = (await call('GET', '/api/announcements?types=PL,PU,PR,H')).json().value;
      expect(all.player.map((a: { id: number }) => a.id)).toContain(notice.id);
      expect(all.popup.find((a: { id: number }) => a.id === popA.id).popupKind).toBe('A');
      expect(all.popup.find((a: { id: number }) => a.id === popB.id).popupKind).toBe('B');
      expect(all.hot.map((a: { id: number }) => a.id)).toContain(hot.id);
      expect(all.promotion.find((a: { id: number }) => a.id === promo.id)).toMatchObject({ noExpiry: 1, promoAnnouncementCategoryIds: [2] });
      // A PR announcement is a promotion players can open (with the open defaults).
      expect((await call('GET', `/api/promotions/${promo.id}`)).json().value).toMatchObject({ imageRequired: 'N', remarkRequired: 'N', status: 'Join' });
      const notices = (await call('GET', '/api/notices')).json().value.list;
      expect(notices.find((n: { id: number }) => n.id === notice.id).preview).toBe('Hello players');

      const listed = (await call('GET', '/api/admin/announcements?type=PU', viewer)).json().value;
      expect(listed.list.every((a: { type: string }) => a.type === 'PU')).toBe(true);
      expect(listed.list.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([popA.id, popB.id]));
      expect((await call('GET', '/api/admin/announcements?q=OPERATOR%20NOT', viewer)).json().value.list.map((a: { id: number }) => a.id)).toEqual([notice.id]);
      expect((await call('GET', `/api/admin/announcements/${banner.id}`, viewer)).json().value.title).toBe('Operator banner');
    });

    it('edits reach players immediately, and retiring hides for good', async () => {
      const a = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Before edit', content: '<p>one</p>' })).json().value;
      const edited = await call('PUT', `/api/admin/announcements/${a.id}`, editor, { title: 'After edit', content: '<p>two</p>' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().value).toMatchObject({ title: 'After edit', content: '<p>two</p>', type: 'PL' });
      const served = (await call('GET', '/api/announcements?types=PL')).json().value.player.find((n: { id: number }) => n.id === a.id);
      expect(served).toMatchObject({ title: 'After edit', content: '<p>two</p>' });

      const audit = await lastAudit(`announcement:${a.id}`);
      expect(audit).toMatchObject({ action: 'announcement.update', operator_name: 'editor' });
      expect(audit!.before).toMatchObject({ title: 'Before edit', content: '<p>one</p>' });
      expect(audit!.after).toMatchObject({ title: 'After edit', content: '<p>two</p>' });

      const hidden = await call('PUT', `/api/admin/announcements/${a.id}`, editor, { enabled: false });
      expect(hidden.json().value.status).toBe('disabled');
      expect((await call('GET', '/api/notices')).json().value.list.map((n: { id: number }) => n.id)).not.toContain(a.id);
      await call('PUT', `/api/admin/announcements/${a.id}`, editor, { enabled: true });

      const retired = await call('DELETE', `/api/admin/announcements/${a.id}`, editor);
      expect(retired.json().value).toMatchObject({ status: 'retired', enabled: false });
      expect(retired.json().value.retiredAt).toBeTruthy();
      expect((await lastAudit(`announcement:${a.id}`))!).toMatchObject({ action: 'announcement.retire', before: { status: 'live' }, after: { status: 'retired' } });
      expect((await call('GET', '/api/notices')).json().value.list.map((n: { id: number }) => n.id)).not.toContain(a.id);
      expect((await call('PUT', `/api/admin/announcements/${a.id}`, editor, { enabled: true })).json().errorCode).toBe('admin.content.retired');
      expect((await call('DELETE', `/api/admin/announcements/${a.id}`, editor)).statusCode).toBe(409);
      expect((await call('GET', '/api/admin/announcements?status=retired', viewer)).json().value.list.map((n: { id: number }) => n.id)).toContain(a.id);
      expect((await call('GET', '/api/admin/announcements?status=live', viewer)).json().value.list.map((n: { id: number }) => n.id)).not.toContain(a.id);
    });

    it('restores a retired announcement for an editor, disabled until switched on again, and audits it', async () => {
      const a = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Retired by mistake', content: '<p>keep me</p>' })).json().value;
      expect((await call('POST', `/api/admin/announcements/${a.id}/restore`, editor)).json().errorCode).toBe('admin.content.notRetired');
      await call('DELETE', `/api/admin/announcements/${a.id}`, editor);
      expect((await call('POST', `/api/admin/announcements/${a.id}/restore`, viewer)).statusCode).toBe(403);
      const restored = await call('POST', `/api/admin/announcements/${a.id}/restore`, editor);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.headers['cache-control']).toBe('no-store');
      expect(restored.json().value).toMatchObject({ id: a.id, status: 'disabled', enabled: false, retiredAt: null, title: 'Retired by mistake', content: '<p>keep me</p>' });
      expect((await lastAudit(`announcement:${a.id}`))!).toMatchObject({ action: 'announcement.restore', operator_name: 'editor', before: { status: 'retired' }, after: { status: 'disabled' } });
      // Players get it only once an editor switches it on: a restored item is editable again.
      expect((await call('GET', '/api/notices')).json().value.list.map((n: { id: number }) => n.id)).not.toContain(a.id);
      expect((await call('PUT', `/api/admin/announcements/${a.id}`, editor, { enabled: true })).json().value.status).toBe('live');
      expect((await call('GET', '/api/notices')).json().value.list.map((n: { id: number }) => n.id)).toContain(a.id);
      expect((await call('POST', '/api/admin/announcements/999999/restore', editor)).statusCode).toBe(404);
    });

    it('schedules by start and end dates', async () => {
      const later = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Tomorrow', startDate: day(1), endDate: day(3) })).json().value;
      const past = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Ended', startDate: day(-5), endDate: day(-1) })).json().value;
      expect(later.status).toBe('scheduled');
      expect(past.status).toBe('expired');
      const served = (await call('GET', '/api/notices')).json().value.list.map((n: { id: number }) => n.id);
      expect(served).not.toContain(later.id);
      expect(served).not.toContain(past.id);
      expect((await call('GET', '/api/admin/announcements?status=scheduled', viewer)).json().value.list.map((n: { id: number }) => n.id)).toContain(later.id);
      expect((await call('GET', '/api/admin/announcements?status=expired', viewer)).json().value.list.map((n: { id: number }) => n.id)).toContain(past.id);
      // Bringing the start forward makes it live now.
      await call('PUT', `/api/admin/announcements/${later.id}`, editor, { startDate: day(0) });
      expect((await call('GET', '/api/notices')).json().value.list.map((n: { id: number }) => n.id)).toContain(later.id);
      // noExpiry clears the end date.
      expect((await call('PUT', `/api/admin/announcements/${past.id}`, editor, { noExpiry: true })).json().value).toMatchObject({ endDate: null, noExpiry: true, status: 'live' });
    });

    it('aims an item at one language', async () => {
      const ty = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Para sa Tagalog', language: 'TY' })).json().value;
      const ids = (res: { json(): { value: { player: { id: number }[] } } }) => res.json().value.player.map((n) => n.id);
      expect(ids(await call('GET', '/api/announcements?types=PL&language=ty'))).toContain(ty.id);
      expect(ids(await call('GET', '/api/announcements?types=PL&language=en'))).not.toContain(ty.id);
      expect(ids(await call('GET', '/api/announcements?types=PL'))).not.toContain(ty.id);
      const byHeader = (await call('GET', '/api/notices', undefined, undefined, { 'accept-language': 'TY' })).json().value.list.map((n: { id: number }) => n.id);
      expect(byHeader).toContain(ty.id);
      // Items for every language still show in Tagalog.
      expect(byHeader.length).toBeGreaterThan(1);
      expect((await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'x', language: 'XX' })).statusCode).toBe(400);
    });

    it('sanitises HTML on save: scripts and handlers are gone from what is stored and served', async () => {
      const a = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'XSS notice', content: XSS })).json().value;
      assertClean(a.content);
      const row = await t.db.kysely.selectFrom('announcements').select('content').where('id', '=', a.id).executeTakeFirstOrThrow();
      assertClean(row.content);
      assertClean((await call('GET', '/api/announcements?types=PL')).json().value.player.find((n: { id: number }) => n.id === a.id).content);
      const edited = (await call('PUT', `/api/admin/announcements/${a.id}`, editor, { content: `<h3>Title</h3>${XSS}` })).json().value;
      assertClean(edited.content);
      expect(edited.content).toContain('<h3>Title</h3>');
    });

    it('refuses bad input with a 4xx naming the field, never a 500', async () => {
      const bad = async (body: unknown, field?: string, url = '/api/admin/announcements', method: Method = 'POST') => {
        const res = await call(method, url, editor, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().success).toBe(false);
        if (field) expect(res.json().value.field, JSON.stringify(body)).toContain(field);
      };
      await bad({ type: 'PU', title: 'No kind' }, 'popupKind');
      await bad({ type: 'PL', title: 'Kind on notice', popupKind: 'A' }, 'popupKind');
      await bad({ type: 'B', title: 'No group', imageUrl: '/media/banner-1.svg' }, 'groupName');
      await bad({ type: 'B', title: 'No image', groupName: 'm_home' }, 'imageUrl');
      await bad({ type: 'PL', title: 'Group on notice', groupName: 'm_home' }, 'groupName');
      await bad({ type: 'PL', title: 'Backwards', startDate: day(2), endDate: day(1) }, 'endDate');
      await bad({ type: 'PL', title: 'Not a day', startDate: '2026-02-30' }, 'startDate');
      await bad({ type: 'B', title: 'Script link', groupName: 'm_home', imageUrl: '/media/banner-1.svg', linkage: { type: 'url', target: 'javascript:alert(1)' } }, 'linkage');
      await bad({ type: 'B', title: 'Script image', groupName: 'm_home', imageUrl: 'javascript:alert(1)' }, 'imageUrl');
      await bad({ type: 'B', title: 'Other host', groupName: 'm_home', imageUrl: '//evil.example/x.png' }, 'imageUrl');
      await bad({ type: 'PL', title: '<b>Markup</b>' }, 'title');
      await bad({ type: 'PL', title: 'Extra', colour: 'red' }, 'colour');
      await bad({ type: 'ZZ', title: 'Type' }, 'type');
      await bad({ title: 'No type' }, 'type');
      // ajv coerces these to Infinity past every range check; they must still be refused, on PostgreSQL too.
      await bad({ type: 'PL', title: 'Endless', sort: 'Infinity' }, 'sort');
      await bad({ type: 'PR', title: 'Endless', categoryIds: ['1e400'] }, 'categoryIds');
      await bad({ sort: '-Infinity' }, 'sort', '/api/admin/vendors/JILI', 'PUT');
      await bad({}, undefined, '/api/admin/announcements/1', 'PUT');
      await bad({ type: 'PU' }, 'type', '/api/admin/announcements/1', 'PUT');
      expect((await call('PUT', '/api/admin/announcements/999999', editor, { title: 'Nobody' })).statusCode).toBe(404);
      expect((await call('DELETE', '/api/admin/announcements/999999', editor)).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/announcements/abc', viewer)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/announcements?status=gone', viewer)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/announcements?pageSize=100000', viewer)).statusCode).toBe(400);
    });
  });

  describe('promotions', () => {
    it('creates, edits, closes and retires a promotion with its rules, categories and dates', async () => {
      const created = await call('POST', '/api/admin/promotions', editor, {
        title: 'Operator reload bonus', content: XSS, imageUrl: '/media/promo-7.svg', categoryIds: [1, 3], noExpiry: true, endDate: day(30), imageRequired: 'Y', remarkRequired: 'N',
      });
      expect(created.statusCode, created.body).toBe(200);
      const p = created.json().value;
      expect(p).toMatchObject({ imageRequired: 'Y', remarkRequired: 'N', activityStatus: 'Join', categoryIds: [1, 3], noExpiry: true, endDate: null, status: 'live', linkedPromotionId: null });
      assertClean(p.content);
      const detail = (await call('GET', `/api/promotions/${p.id}`)).json().value;
      expect(detail).toMatchObject({ id: p.id, title: 'Operator reload bonus', imageRequired: 'Y', remarkRequired: 'N', noExpiry: 1, announcementImages: [{ url: '/media/promo-7.svg', sequence: 1 }] });
      assertClean(detail.content);

      const seeded = (await call('GET', '/api/admin/promotions?pageSize=200', viewer)).json().value.list as { id: number }[];
      const other = seeded.find((x) => x.id !== p.id)!;
      const edited = (await call('PUT', `/api/admin/promotions/${p.id}`, editor, { remarkRequired: 'Y', linkedPromotionId: other.id, title: 'Operator reload bonus 2' })).json().value;
      expect(edited).toMatchObject({ remarkRequired: 'Y', imageRequired: 'Y', linkedPromotionId: other.id, title: 'Operator reload bonus 2' });
      expect((await call('GET', `/api/promotions/${p.id}`)).json().value).toMatchObject({ remarkRequired: 'Y', linkedPromotionId: other.id });
      const audit = await lastAudit(`promotion:${p.id}`);
      expect(audit).toMatchObject({ action: 'promotion.update', before: { remarkRequired: 'N' }, after: { remarkRequired: 'Y' } });

      await call('PUT', `/api/admin/promotions/${p.id}`, editor, { activityStatus: 'Close' });
      const m = multipart({ remarks: 'hi' }, [{ data: PNG, type: 'image/png' }]);
      const apply = await t.app.inject({ method: 'POST', url: `/api/promotions/${p.id}/apply`, remoteAddress: newIp(), headers: { ...m.headers, authorization: `Bearer ${member}` }, payload: m.payload });
      expect(apply.json().errorCode).toBe('activity.closed');

      expect((await call('GET', '/api/admin/promotions?q=reload%20bonus%202', viewer)).json().value.list.map((x: { id: number }) => x.id)).toEqual([p.id]);
      expect((await call('DELETE', `/api/admin/promotions/${p.id}`, editor)).json().value.status).toBe('retired');
      expect((await call('GET', `/api/promotions/${p.id}`)).statusCode).toBe(404);
      expect((await call('GET', '/api/announcements?types=PR')).json().value.promotion.map((x: { id: number }) => x.id)).not.toContain(p.id);
    });

    it('restores a retired promotion with the application status it had, audited', async () => {
      const p = (await call('POST', '/api/admin/promotions', editor, { title: 'Back again', noExpiry: true, activityStatus: 'Applying' })).json().value;
      await call('DELETE', `/api/admin/promotions/${p.id}`, editor);
      expect((await call('GET', `/api/admin/promotions/${p.id}`, viewer)).json().value).toMatchObject({ status: 'retired', activityStatus: 'Close' });
      const restored = await call('POST', `/api/admin/promotions/${p.id}/restore`, editor);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().value).toMatchObject({ id: p.id, status: 'disabled', activityStatus: 'Applying', retiredAt: null });
      expect((await lastAudit(`promotion:${p.id}`))!).toMatchObject({ action: 'promotion.restore', before: { status: 'retired', activityStatus: 'Close' }, after: { status: 'disabled', activityStatus: 'Applying' } });
      expect((await call('GET', `/api/promotions/${p.id}`)).statusCode).toBe(404);
      await call('PUT', `/api/admin/promotions/${p.id}`, editor, { enabled: true });
      expect((await call('GET', `/api/promotions/${p.id}`)).json().value).toMatchObject({ id: p.id, title: 'Back again' });
      // Restoring through the promotions API is for promotions only.
      const notice = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'A notice' })).json().value;
      await call('DELETE', `/api/admin/announcements/${notice.id}`, editor);
      expect((await call('POST', `/api/admin/promotions/${notice.id}/restore`, editor)).statusCode).toBe(404);
    });

    it('refuses what is not a promotion and links that lead nowhere', async () => {
      const notice = (await call('POST', '/api/admin/announcements', editor, { type: 'PL', title: 'Not a promo' })).json().value;
      expect((await call('PUT', `/api/admin/promotions/${notice.id}`, editor, { title: 'x' })).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/promotions/${notice.id}`, viewer)).statusCode).toBe(404);
      const bad = await call('POST', '/api/admin/promotions', editor, { title: 'Linked', linkedPromotionId: 999999 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().value.field).toBe('linkedPromotionId');
      expect((await call('POST', '/api/admin/promotions', editor, { title: 'Flags', imageRequired: 'yes' })).statusCode).toBe(400);
      expect((await call('POST', '/api/admin/promotions', editor, { title: 'Cats', categoryIds: [1, 1] })).statusCode).toBe(400);
    });
  });

  describe('help', () => {
    it('creates, edits and deletes help entries; players see them by tag', async () => {
      const created = await call('POST', '/api/admin/help', editor, { tag: 'bonus-rules', title: 'Bonus rules', content: XSS, sort: 9 });
      expect(created.statusCode, created.body).toBe(200);
      const h = created.json().value;
      expect(h).toMatchObject({ tag: 'bonus-rules', language: 'EN', sort: 9 });
      assertClean(h.content);
      const served = (await call('GET', '/api/help?tag=bonus-rules')).json().value.list;
      expect(served).toHaveLength(1);
      assertClean(served[0].content);

      expect((await call('POST', '/api/admin/help', editor, { tag: 'bonus-rules', title: 'Again' })).json().errorCode).toBe('admin.help.exists');
      // The same tag in another language is another entry.
      expect((await call('POST', '/api/admin/help', editor, { tag: 'bonus-rules', language: 'TY', title: 'Mga patakaran' })).statusCode).toBe(200);
      expect((await call('PUT', `/api/admin/help/${h.id}`, editor, { tag: 'terms' })).statusCode).toBe(409);

      const edited = (await call('PUT', `/api/admin/help/${h.id}`, editor, { title: 'Bonus rules (new)', content: '<p>Updated</p>' })).json().value;
      expect(edited).toMatchObject({ title: 'Bonus rules (new)', content: '<p>Updated</p>' });
      expect((await call('GET', '/api/help?tag=bonus-rules')).json().value.list[0].title).toBe('Bonus rules (new)');
      expect((await call('GET', '/api/admin/help?language=EN&q=bonus', viewer)).json().value.list.map((x: { id: number }) => x.id)).toEqual([h.id]);

      expect((await call('DELETE', `/api/admin/help/${h.id}`, editor)).json().value).toEqual({ id: h.id, deleted: true });
      expect((await lastAudit(`help:${h.id}`))!).toMatchObject({ action: 'help.delete', before: { title: 'Bonus rules (new)' }, after: null });
      expect((await call('GET', '/api/help?tag=bonus-rules')).json().value.list).toHaveLength(0);
      expect((await call('DELETE', `/api/admin/help/${h.id}`, editor)).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/help', editor, { tag: 'Bad Tag', title: 'x' })).statusCode).toBe(400);
    });
  });

  describe('settings', () => {
    it('lists every key with its value and schema', async () => {
      const list = (await call('GET', '/api/admin/settings', viewer)).json().value.list as { key: string; value: unknown; schema: object }[];
      expect(list.map((s) => s.key)).toEqual(expect.arrayContaining(['site.settings', 'register.settings', 'site.status', 'site.domains', 'layout.budget', 'layout.rules']));
      // Every seeded or default value passes its own schema: saving it back unchanged succeeds.
      for (const s of list) expect((await call('PUT', `/api/admin/settings/${s.key}`, admin, { value: s.value })).statusCode, s.key).toBe(200);
      expect(list.find((s) => s.key === 'site.settings')!.value).toMatchObject({ siteName: 'Parlor' });
      expect((await call('GET', '/api/admin/settings/register.settings', viewer)).json().value.value.methods).toEqual(['username', 'mobileNum']);
      expect((await call('GET', '/api/admin/settings/nope.key', viewer)).statusCode).toBe(404);
    });

    it('validates with the schemas, answers every ajv message, and applies a good value to players at once', async () => {
      const site = (await call('GET', '/api/admin/settings/site.settings', admin)).json().value.value;
      const badTheme = await call('PUT', '/api/admin/settings/site.settings', admin, { value: { ...site, theme: { 'color-brand': 'red; background:url(x)' }, whitelabel: { PROMO3: 'yes' } } });
      expect(badTheme.statusCode).toBe(400);
      expect(badTheme.json().errorCode).toBe('admin.settings.invalid');
      const paths = badTheme.json().value.errors.map((e: { instancePath: string; message: string }) => `${e.instancePath} ${e.message}`);
      expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/^\/theme\/color-brand must match pattern/), '/whitelabel/PROMO3 must be boolean']));
      const badLang = await call('PUT', '/api/admin/settings/site.settings', admin, { value: { ...site, defaultLanguage: 'JA', languages: ['EN'] } });
      expect(badLang.json().value.errors[0].instancePath).toBe('/defaultLanguage');
      expect((await call('PUT', '/api/admin/settings/site.settings', admin, { value: 'plain' })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/settings/site.settings', admin, {})).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/settings/unknown.key', admin, { value: 1 })).statusCode).toBe(404);

      const next = { ...site, siteName: 'Parlor Night', whitelabel: { ...site.whitelabel, PROMO3: false }, theme: { 'color-brand': '#ff8800' } };
      const saved = await call('PUT', '/api/admin/settings/site.settings', admin, { value: next });
      expect(saved.statusCode, saved.body).toBe(200);
      const served = (await call('GET', '/api/system/settings')).json().value;
      expect(served).toMatchObject({ siteName: 'Parlor Night', whitelabel: { PROMO3: false }, theme: { 'color-brand': '#ff8800' } });
      const audit = await lastAudit('settings:site.settings');
      expect(audit).toMatchObject({ action: 'settings.update', operator_name: 'operator', before: { siteName: 'Parlor' }, after: { siteName: 'Parlor Night' } });
      await call('PUT', '/api/admin/settings/site.settings', admin, { value: site });
    });

    it('checks register rules, status rules and domains', async () => {
      const reg = (await call('GET', '/api/admin/settings/register.settings', admin)).json().value.value;
      const crossed = await call('PUT', '/api/admin/settings/register.settings', admin, { value: { ...reg, rules: { ...reg.rules, username: { ...reg.rules.username, minLength: 20, maxLength: 8 } } } });
      expect(crossed.json().value.errors[0].instancePath).toBe('/rules/username/minLength');
      expect((await call('PUT', '/api/admin/settings/register.settings', admin, { value: { ...reg, methods: [] } })).statusCode).toBe(400);
      const minAge = await call('PUT', '/api/admin/settings/register.settings', admin, { value: { ...reg, minimumAge: 18 } });
      expect(minAge.statusCode, minAge.body).toBe(200);
      expect((await call('GET', '/api/register/settings')).json().value.minimumAge).toBe(18);

      expect((await call('PUT', '/api/admin/settings/site.status', admin, { value: { maintenance: 'on', info: '', blockedIps: [], blockedCountries: [] } })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/settings/site.status', admin, { value: { maintenance: false, info: '', blockedIps: [], blockedCountries: ['Philippines'] } })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/settings/site.status', admin, { value: { maintenance: true, info: 'Back at 06:00', blockedIps: [], blockedCountries: [] } })).statusCode).toBe(200);
      expect((await call('GET', '/api/system/status')).json().value).toMatchObject({ status: 1, maintenance: true, info: 'Back at 06:00' });
      await call('PUT', '/api/admin/settings/site.status', admin, { value: { maintenance: false, info: '', blockedIps: [], blockedCountries: [] } });

      expect((await call('PUT', '/api/admin/settings/site.domains', admin, { value: ['not a host'] })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/settings/site.domains', admin, { value: ['m.parlor.example'] })).statusCode).toBe(200);
      expect((await call('GET', '/api/system/domains')).json().value.domainList).toEqual(['m.parlor.example']);
    });

    it('checks the layout.* keys of the pre-publish checks', async () => {
      expect((await call('PUT', '/api/admin/settings/layout.budget', admin, { value: { maxFirstScreenJsKb: 0, maxRequestsAboveFold: 6 } })).statusCode).toBe(400);
      expect((await call('PUT', '/api/admin/settings/layout.budget', admin, { value: { maxFirstScreenJsKb: 150, maxRequestsAboveFold: 8 } })).statusCode).toBe(200);
      expect((await call('GET', '/api/admin/settings/layout.budget', viewer)).json().value.value).toEqual({ maxFirstScreenJsKb: 150, maxRequestsAboveFold: 8 });
      const rules = (await call('GET', '/api/admin/settings/layout.rules', admin)).json().value.value as { id: string }[];
      const unknown = await call('PUT', '/api/admin/settings/layout.rules', admin, { value: [...rules, { id: 'need-ghost', screen: 'home', kind: 'requireWidget', widget: 'GhostWidget', message: 'x' }] });
      expect(unknown.json().value.errors[0]).toMatchObject({ instancePath: `/${rules.length}/widget` });
      const twice = await call('PUT', '/api/admin/settings/layout.rules', admin, { value: [...rules, rules[0]] });
      expect(twice.json().value.errors[0].instancePath).toBe(`/${rules.length}/id`);
    });
  });

  describe('reward applications', () => {
    let applicationIds: number[] = [];
    beforeAll(async () => {
      // Two applications of one member, both pending: the promotion must allow it (by default once, none while pending).
      const promo = (await call('POST', '/api/admin/promotions', editor, { title: 'Screenshot contest', imageRequired: 'Y', remarkRequired: 'Y', applyLimit: 2, applyWhilePending: true })).json().value;
      applicationIds = [];
      for (const remarks of ['My best catch', 'Second try']) {
        const m = multipart({ remarks }, [{ data: PNG, type: 'image/png' }]);
        const res = await t.app.inject({ method: 'POST', url: `/api/promotions/${promo.id}/apply`, remoteAddress: newIp(), headers: { ...m.headers, authorization: `Bearer ${member}` }, payload: m.payload });
        expect(res.statusCode, res.body).toBe(200);
        applicationIds.push(res.json().value.applicationId);
      }
    });

    it('lists pending applications with member, promotion, remarks and pictures an operator can open', async () => {
      const list = (await call('GET', '/api/admin/rewards?status=Applying', viewer)).json().value.list as {
        id: number; memberAccount: string; promotionTitle: string; remarks: string; pictures: { url: string; contentType: string }[];
      }[];
      const first = list.find((a) => a.id === applicationIds[0])!;
      expect(first).toMatchObject({ memberAccount: 'demo', promotionTitle: 'Screenshot contest', remarks: 'My best catch', status: 'Applying' });
      expect(first.pictures).toHaveLength(1);
      const picture = await call('GET', first.pictures[0]!.url, viewer);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      // The stored picture is the upload decoded and encoded again (server/lib/images.ts): a PNG of the same size.
      expect(Buffer.from(picture.rawPayload).subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);
      expect(Buffer.from(picture.rawPayload).readUInt32BE(16)).toBe(1);
      expect((await call('GET', first.pictures[0]!.url)).statusCode).toBe(401);
      expect((await call('GET', first.pictures[0]!.url, member)).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/uploads/00000000000000000000000000000000.png', viewer)).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/uploads/..%2f..%2fparlor.db', viewer)).statusCode).toBe(400);
    });

    it('approves or rejects once, tells the member, and audits it', async () => {
      const [a, b] = applicationIds as [number, number];
      const inboxBefore = (await call('GET', '/api/member/unread', member)).json().value.inbox as number;
      const approved = await call('POST', `/api/admin/rewards/${a}/approve`, editor, { note: 'Enjoy!' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().value).toMatchObject({ status: 'Issued', decidedBy: 'editor', note: 'Enjoy!' });
      const again = await call('POST', `/api/admin/rewards/${a}/reject`, editor, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 'admin.reward.decided', value: { status: 'Issued' } });
      expect((await call('POST', `/api/admin/rewards/${a}/approve`, editor, {})).statusCode).toBe(409);

      const rejected = await call('POST', `/api/admin/rewards/${b}/reject`, editor, { note: 'Picture unreadable' });
      expect(rejected.json().value.status).toBe('Rejected');
      expect((await call('GET', '/api/member/unread', member)).json().value.inbox).toBe(inboxBefore + 2);
      const inbox = await t.db.kysely.selectFrom('inbox').selectAll().orderBy('id', 'desc').limit(2).execute();
      expect(inbox[0]!.content).toContain('Picture unreadable');
      expect(inbox[1]!.title).toContain('Screenshot contest');

      expect(await lastAudit(`reward:${a}`)).toMatchObject({ action: 'reward.approve', before: { status: 'Applying' }, after: { status: 'Issued', note: 'Enjoy!' } });
      expect((await call('GET', '/api/admin/rewards?status=Issued', viewer)).json().value.list.map((x: { id: number }) => x.id)).toContain(a);
      expect((await call('GET', '/api/admin/rewards?status=Applying', viewer)).json().value.list.map((x: { id: number }) => x.id)).not.toContain(b);
      expect((await call('POST', '/api/admin/rewards/999999/approve', editor, {})).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/rewards/${b}/approve`, editor, { note: '<b>x</b>' })).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/rewards?status=Pending', viewer)).statusCode).toBe(400);
    });
  });

  it('reads the SMS outbox newest first, codes masked, addresses for admins only', async () => {
    for (const n of ['9170000001', '9170000002']) {
      expect((await call('POST', '/api/auth/sms', undefined, { mobileNum: n, countryDialingCode: '+63', purpose: 'register' })).statusCode).toBe(200);
    }
    const page = (await call('GET', '/api/admin/outbox?limit=1', viewer)).json().value;
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ channel: 'sms', purpose: 'register' });
    expect(page.list[0].address).toMatch(/^•+002$/);
    expect(page.list[0].body).not.toMatch(/\d{6}/);
    const next = (await call('GET', `/api/admin/outbox?limit=1&before=${page.next}`, admin)).json().value;
    expect(next.list[0].address).toBe('+63 9170000001');
    expect(next.list[0].body).not.toMatch(/\d{6}/);
    expect((await call('GET', '/api/admin/outbox?limit=0', viewer)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/outbox')).statusCode).toBe(401);
  });

  it('switching a vendor off hides its games from players at once', async () => {
    const vendors = (await call('GET', '/api/admin/vendors', viewer)).json().value.list as { vassalage: string; enabled: boolean; gameCount: number }[];
    const jili = vendors.find((v) => v.vassalage === 'JILI')!;
    expect(jili).toMatchObject({ enabled: true });
    expect(jili.gameCount).toBeGreaterThan(0);
    const games = async () => (await call('GET', '/api/games?vassalage=JILI')).json().value.totalCount as number;
    const vendorNames = async () => (await call('GET', '/api/games/vendors')).json().value.list.map((v: { vassalage: string }) => v.vassalage) as string[];
    // Warm the catalogue cache first: the switch must clear it.
    expect(await games()).toBeGreaterThan(0);
    expect(await vendorNames()).toContain('JILI');

    const off = await call('PUT', '/api/admin/vendors/JILI', editor, { enabled: false, displayName: 'JILI Games', sort: 99 });
    expect(off.json().value).toMatchObject({ enabled: false, displayName: 'JILI Games', sort: 99 });
    expect(await games()).toBe(0);
    expect(await vendorNames()).not.toContain('JILI');
    expect(await lastAudit('vendor:JILI')).toMatchObject({ action: 'vendor.update', before: { enabled: true }, after: { enabled: false } });

    await call('PUT', '/api/admin/vendors/JILI', editor, { enabled: true });
    expect(await games()).toBeGreaterThan(0);
    expect((await call('PUT', '/api/admin/vendors/NOPE', editor, { enabled: false })).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/vendors/JILI', editor, {})).statusCode).toBe(400);
  });

  describe('operators', () => {
    it('creates operators with a role; disabling or a new password signs them out', async () => {
      const created = await call('POST', '/api/admin/operators', admin, { username: 'auditor', password: 'auditor1234', role: 'viewer' });
      expect(created.statusCode, created.body).toBe(200);
      const op = created.json().value;
      expect(op).toMatchObject({ username: 'auditor', role: 'viewer', enabled: true });
      expect(op).not.toHaveProperty('password_hash');
      expect((await call('POST', '/api/admin/operators', admin, { username: 'Auditor', password: 'auditor1234', role: 'viewer' })).json().errorCode).toBe('admin.operator.exists');
      expect((await call('POST', '/api/admin/operators', admin, { username: 'shorty', password: 'short', role: 'viewer' })).statusCode).toBe(400);
      expect((await call('POST', '/api/admin/operators', admin, { username: 'boss', password: 'boss12345', role: 'owner' })).statusCode).toBe(400);

      const token = await signIn('auditor', 'auditor1234');
      expect((await call('POST', '/api/admin/announcements', token, { type: 'PL', title: 'x' })).statusCode).toBe(403);
      const promoted = await call('PUT', `/api/admin/operators/${op.id}`, admin, { role: 'editor' });
      expect(promoted.json().value.role).toBe('editor');
      expect((await call('POST', '/api/admin/announcements', token, { type: 'PL', title: 'By auditor' })).statusCode).toBe(200);
      expect(await lastAudit(`operator:${op.id}`)).toMatchObject({ action: 'operator.update', before: { role: 'viewer' }, after: { role: 'editor' } });

      await call('PUT', `/api/admin/operators/${op.id}`, admin, { password: 'auditor5678' });
      expect((await call('GET', '/api/admin/announcements', token)).statusCode).toBe(401);
      const fresh = await signIn('auditor', 'auditor5678');
      expect((await lastAudit(`operator:${op.id}`))!.after).toMatchObject({ passwordChanged: true });

      expect((await call('PUT', `/api/admin/operators/${op.id}`, admin, { enabled: false })).json().value.enabled).toBe(false);
      expect((await call('GET', '/api/admin/announcements', fresh)).statusCode).toBe(401);
      expect((await call('POST', '/api/admin/session', undefined, { username: 'auditor', password: 'auditor5678' })).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/operators', admin)).json().value.list.find((o: { id: number }) => o.id === op.id)).toMatchObject({ enabled: false, role: 'editor' });
    });

    it('an admin cannot demote or disable themselves', async () => {
      const me = (await call('GET', '/api/admin/operators', admin)).json().value.list.find((o: { username: string }) => o.username === 'operator');
      expect((await call('PUT', `/api/admin/operators/${me.id}`, admin, { role: 'editor' })).json().errorCode).toBe('admin.operator.self');
      expect((await call('PUT', `/api/admin/operators/${me.id}`, admin, { enabled: false })).json().errorCode).toBe('admin.operator.self');
      expect((await call('PUT', `/api/admin/operators/${me.id}`, admin, { role: 'admin' })).statusCode).toBe(200);
      expect((await call('PUT', '/api/admin/operators/999999', admin, { role: 'viewer' })).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/operators', admin)).statusCode).toBe(200);
    });
  });
});
