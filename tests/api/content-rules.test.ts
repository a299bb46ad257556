/** The unread notice count counts only the notices a member can see now, in their language. */
import { describe, expect, it } from 'vitest';
import { caller, DIALECTS, useTestApp } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('unread notices on %s', (dialect) => {
  const t = useTestApp(dialect);
  const call = caller(t);

  it('ignores ended, retired and other-language notices; counts those in the member\'s language and in every language', async () => {
    const member = (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    const editor = (await call('POST', '/api/admin/session', { body: { username: 'editor', password: 'editor1234' } })).json().value.token as string;
    const unread = async (language: string) => (await call('GET', `/api/member/unread?language=${language}`, { token: member })).json().value.announcements as number;
    // Start from nothing unread: read every notice the member sees in English and in Tagalog.
    for (const language of ['en', 'ty']) {
      const notices = (await call('GET', `/api/notices?language=${language}`, { token: member })).json().value.list as { id: number }[];
      for (const n of notices) await call('POST', `/api/announcements/${n.id}/read`, { token: member, body: { announcementId: n.id, read: true } });
    }
    expect(await unread('en')).toBe(0);

    const add = async (body: object) => (await call('POST', '/api/admin/announcements', { token: editor, body: { type: 'PL', ...body } })).json().value as { id: number };
    await add({ title: 'Ended', startDate: day(-5), endDate: day(-1) });
    await add({ title: 'Tomorrow', startDate: day(1) });
    await add({ title: 'Tagalog only', language: 'TY' });
    const retired = await add({ title: 'Retired' });
    await call('DELETE', `/api/admin/announcements/${retired.id}`, { token: editor });
    expect(await unread('en')).toBe(0);
    expect(await unread('ty')).toBe(1);

    const everyone = await add({ title: 'For everyone' });
    await add({ title: 'English only', language: 'EN' });
    expect(await unread('en')).toBe(2);
    expect(await unread('ty')).toBe(2);
    // Reading one counts it off.
    await call('POST', `/api/announcements/${everyone.id}/read`, { token: member, body: { announcementId: everyone.id, read: true } });
    expect(await unread('en')).toBe(1);
  });
});
