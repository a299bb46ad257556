/**
 * Identity verification end to end over the API: a member sends an ID picture (the reward
 * pictures' rules), it waits for review, an editor approves it or rejects it with a reason the
 * member reads (and may then send another), viewers only read, every decision is audited, and
 * nobody but the member and the operators can open the picture.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../server/services/members';
import { createTestApp, DIALECTS, newIp, type TestApp } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');

function multipart(files: { data: Buffer; type: string; name?: string; field?: string }[], fields: Record<string, string> = {}) {
  const boundary = `----parlor${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  files.forEach((f, i) => {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'picture'}"; filename="${f.name ?? `id${i}.png`}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(DIALECTS)('identity verification API on %s', (dialect) => {
  let t: TestApp;
  let editor: string;
  let viewer: string;
  let seq = 0;

  type Method = 'GET' | 'POST';
  const call = (method: Method, url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, remoteAddress: newIp(), headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const upload = (token: string, files: Parameters<typeof multipart>[0]) => {
    const m = multipart(files);
    return t.app.inject({ method: 'POST', url: '/api/member/verification', remoteAddress: newIp(), headers: { ...m.headers, authorization: `Bearer ${token}` }, payload: m.payload });
  };
  const operator = async (username: string, password: string) => (await call('POST', '/api/admin/session', undefined, { username, password })).json().value.token as string;
  /** A fresh member of this test's own, signed in. */
  const newMember = async () => {
    const account = `kyc${dialect.slice(0, 2)}${++seq}`;
    await createMember(t.db.kysely, { account, password: 'secret12', type: 0, registerMethod: 'H5' });
    const res = await call('POST', '/api/auth/login', undefined, { username: account, password: 'secret12' });
    expect(res.statusCode, res.body).toBe(200);
    return { account, token: res.json().value.token as string };
  };
  const state = async (token: string) => (await call('GET', '/api/member/verification', token)).json().value;
  const pendingOf = async (account: string) => {
    const list = (await call('GET', '/api/admin/verifications?status=pending', viewer)).json().value.list as { id: number; memberAccount: string; picture: { url: string } }[];
    return list.find((v) => v.memberAccount === account)!;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [editor, viewer] = await Promise.all([operator('editor', 'editor1234'), operator('viewer', 'viewer1234')]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('upload → pending review → an editor approves → verified, audited and told in the inbox', async () => {
    const m = await newMember();
    expect(await state(m.token)).toEqual({ status: 'none', submittedAt: null, decidedAt: null, reason: null, pictureUrl: null });

    const sent = await upload(m.token, [{ data: PNG, type: 'image/png' }]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ status: 'pending', reason: null, pictureUrl: expect.stringMatching(/^\/api\/member\/uploads\/[0-9a-f]{32}\.png$/) });
    expect((await state(m.token)).status).toBe('pending');
    // One picture under review at a time.
    const again = await upload(m.token, [{ data: PNG, type: 'image/png' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('verify.pending');

    const pending = await pendingOf(m.account);
    expect(pending).toMatchObject({ memberAccount: m.account, status: 'pending', decidedBy: null });
    const picture = await call('GET', pending.picture.url, viewer);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const approved = await call('POST', `/api/admin/verifications/${pending.id}/approve`, editor, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'verified', decidedBy: 'editor' });
    expect(await state(m.token)).toMatchObject({ status: 'verified', reason: null, decidedAt: expect.any(String) });
    // Decided once.
    const twice = await call('POST', `/api/admin/verifications/${pending.id}/reject`, editor, { reason: 'Too late' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errorCode: 'admin.verification.decided', value: { status: 'verified' } });
    // A verified member has nothing more to send.
    expect((await upload(m.token, [{ data: PNG, type: 'image/png' }])).json().errorCode).toBe('verify.alreadyVerified');
    expect((await call('GET', '/api/admin/verifications?status=pending', viewer)).json().value.list.map((v: { memberAccount: string }) => v.memberAccount)).not.toContain(m.account);

    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', `verification:${pending.id}`).execute();
    expect(audit.map((a) => [a.action, a.operator_name])).toEqual([['verification.approve', 'editor']]);
    const inbox = (await call('GET', '/api/member/inbox', m.token)).json().value.list as { title: string }[];
    expect(inbox.map((i) => i.title)).toContain('Identity verified');
  });

  it('a rejection carries its reason to the member, who can then send a new picture', async () => {
    const m = await newMember();
    expect((await upload(m.token, [{ data: PNG, type: 'image/png' }])).statusCode).toBe(200);
    const first = await pendingOf(m.account);
    // A rejection needs a reason.
    expect((await call('POST', `/api/admin/verifications/${first.id}/reject`, editor, {})).json().errorCode).toBe('request.invalid');
    expect((await call('POST', `/api/admin/verifications/${first.id}/reject`, editor, { reason: '   ' })).json().errorCode).toBe('request.invalid');
    const rejected = await call('POST', `/api/admin/verifications/${first.id}/reject`, editor, { reason: 'The picture is blurred.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await state(m.token)).toMatchObject({ status: 'rejected', reason: 'The picture is blurred.' });
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('target', '=', `verification:${first.id}`).executeTakeFirstOrThrow();
    expect(audit.action).toBe('verification.reject');
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 'rejected', reason: 'The picture is blurred.' });

    // A JPEG this time: stored decoded and encoded again, the member's own to open.
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } }).toBuffer();
    const resent = await upload(m.token, [{ data: jpeg, type: 'image/jpeg', name: 'id.jpg' }]);
    expect(resent.statusCode, resent.body).toBe(200);
    const now = resent.json().value;
    expect(now).toMatchObject({ status: 'pending', reason: null, pictureUrl: expect.stringMatching(/\.jpg$/) });
    const own = await call('GET', now.pictureUrl, m.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.includes(Buffer.from('secret-gps'))).toBe(false);
    const second = await pendingOf(m.account);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('lists newest first with the member and picture; another member, a visitor and a member token on the console cannot open the picture', async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await upload(a.token, [{ data: PNG, type: 'image/png' }])).statusCode).toBe(200);
    expect((await upload(b.token, [{ data: PNG, type: 'image/png' }])).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/verifications?status=pending', viewer)).json().value.list as { memberAccount: string }[];
    const order = list.map((v) => v.memberAccount).filter((x) => x === a.account || x === b.account);
    expect(order).toEqual([b.account, a.account]);

    const aPicture = (await state(a.token)).pictureUrl as string;
    expect((await call('GET', aPicture, a.token)).statusCode).toBe(200);
    // Not another member's, not a visitor's: the same answer as for a picture that does not exist.
    const byB = await call('GET', aPicture, b.token);
    expect(byB.statusCode).toBe(404);
    expect((await call('GET', aPicture)).statusCode).toBe(401);
    const adminUrl = (await pendingOf(a.account)).picture.url;
    expect((await call('GET', adminUrl, a.token)).statusCode).toBe(401);
    expect((await call('GET', adminUrl, b.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/verifications', b.token)).statusCode).toBe(401);
  });

  it('refuses what is not a picture with a translated error, and more than one picture', async () => {
    const m = await newMember();
    const text = await upload(m.token, [{ data: Buffer.from('%PDF-1.4 not a picture'), type: 'image/png', name: 'id.png' }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errorCode).toBe('activity_image_type');
    const none = await upload(m.token, []);
    expect(none.json().errorCode).toBe('verify.pictureRequired');
    const two = await upload(m.token, [{ data: PNG, type: 'image/png' }, { data: PNG, type: 'image/png' }]);
    expect(two.json().errorCode).toBe('verify.onePicture');
    const json = await call('POST', '/api/member/verification', m.token, { picture: 'x' });
    expect(json.statusCode).toBe(415);
    // Nothing was kept of the refused ones.
    expect((await state(m.token)).status).toBe('none');
    expect(await t.db.kysely.selectFrom('identity_verifications').innerJoin('members', 'members.id', 'identity_verifications.member_id').where('members.account', '=', m.account).select('identity_verifications.id').execute()).toEqual([]);
  });

  it('a viewer reads but cannot decide; visitors and trial players cannot verify', async () => {
    const m = await newMember();
    expect((await upload(m.token, [{ data: PNG, type: 'image/png' }])).statusCode).toBe(200);
    const pending = await pendingOf(m.account);
    const byViewer = await call('POST', `/api/admin/verifications/${pending.id}/approve`, viewer, {});
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().errorCode).toBe('admin.auth.forbidden');
    expect((await call('POST', `/api/admin/verifications/${pending.id}/reject`, viewer, { reason: 'no' })).statusCode).toBe(403);
    expect((await state(m.token)).status).toBe('pending');
    // The database itself keeps one picture under review per member, whatever races past the route's check.
    const row = await t.db.kysely.selectFrom('identity_verifications').selectAll().where('id', '=', pending.id).executeTakeFirstOrThrow();
    await expect(t.db.kysely.insertInto('identity_verifications').values({ member_id: row.member_id, upload_id: row.upload_id, status: 'pending', created_at: row.created_at }).execute()).rejects.toThrow();
    expect((await call('POST', `/api/admin/verifications/${pending.id}/approve`, m.token, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/verifications/999999/approve', editor, {})).statusCode).toBe(404);

    expect((await call('GET', '/api/member/verification')).json().errorCode).toBe('auth.required');
    const trial = (await call('POST', '/api/auth/trial')).json().value.token as string;
    expect((await call('GET', '/api/member/verification', trial)).json().errorCode).toBe('auth.trialRefused');
  });
});
