import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, useTestApp } from './helpers';

/**
 * The live chat (§6 CBS3): the console's `site.chat` setting is the CHAT link every menu's chat
 * entry opens, and the member's unread chat count is the chat provider's answer, or absent.
 */
describe('live chat setting and unread count', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const signIn = async (username: string, password: string) => (await call('POST', '/api/admin/session', { body: { username, password } })).json().value.token as string;
  const chatLink = async () => ((await call('GET', '/api/downloads')).json().value.downloads as { resourceType: string; url: string }[]).find((d) => d.resourceType === 'CHAT');
  const unread = async () => {
    const member = (await call('POST', '/api/auth/login', { body: { username: 'demo', password: 'demo1234' } })).json().value.token as string;
    const res = await call('GET', '/api/member/unread', { token: member });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as { inbox: number; announcements: number; chat?: { unReadCount: number } };
  };

  // A chat provider: answers the unread count of the account it is asked about, or fails as told.
  let provider: Server;
  let providerUrl = '';
  const asked: string[] = [];
  let answer: (account: string) => { status: number; body: string } = () => ({ status: 200, body: '{}' });
  beforeAll(async () => {
    provider = createServer((req, res) => {
      const account = new URL(req.url ?? '/', 'http://x').searchParams.get('account') ?? '';
      asked.push(account);
      const a = answer(account);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
    });
    await new Promise<void>((ok) => provider.listen(0, '127.0.0.1', ok));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/unread`;
  });
  afterAll(() => new Promise<void>((ok) => provider.close(() => ok())));

  it('without a chat configured there is no chat link and no chat count (never a made-up 0)', async () => {
    expect(await chatLink()).toBeUndefined();
    const counts = await unread();
    expect(counts).not.toHaveProperty('chat');
    expect(counts.inbox).toEqual(expect.any(Number));
  });

  it('an admin sets the chat address; players get the CHAT link only while CBS3 is on', async () => {
    const admin = await signIn('operator', 'operator1234');
    const put = (key: string, value: unknown) => call('PUT', `/api/admin/settings/${key}`, { token: admin, body: { value } });
    expect((await call('GET', '/api/admin/settings', { token: admin })).json().value.list.map((e: { key: string }) => e.key)).toContain('site.chat');
    for (const bad of [{ url: 'javascript:alert(1)', unreadUrl: '' }, { url: 'https://chat.parlor.example/room', unreadUrl: 'http://plain.example/unread' }, { url: 'https://chat.parlor.example/room' }]) {
      const res = await put('site.chat', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('admin.settings.invalid');
    }
    expect((await put('site.chat', { url: 'https://chat.parlor.example/room', unreadUrl: '' })).statusCode).toBe(200);
    // The seeded site has CBS3 off: no entry yet.
    expect(await chatLink()).toBeUndefined();
    const site = (await call('GET', '/api/admin/settings/site.settings', { token: admin })).json().value.value as { whitelabel: Record<string, boolean> };
    expect((await put('site.settings', { ...site, whitelabel: { ...site.whitelabel, CBS3: true } })).statusCode).toBe(200);
    expect(await chatLink()).toEqual({ resourceType: 'CHAT', url: 'https://chat.parlor.example/room', labelNameEn: 'Live chat' });
    // No provider address: still no count.
    expect(await unread()).not.toHaveProperty('chat');
  });

  it('the unread chat count is the provider\'s answer for the member; a failing or malformed answer leaves it out', async () => {
    // Stored as the console would, with the test's local provider (plain http: the console accepts https only).
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ url: 'https://chat.parlor.example/room', unreadUrl: providerUrl }) }).where('key', '=', 'site.chat').execute();
    answer = (account) => ({ status: 200, body: JSON.stringify({ success: true, value: { unReadCount: account === 'demo' ? 7 : 0 } }) });
    expect((await unread()).chat).toEqual({ unReadCount: 7 });
    expect(asked.at(-1)).toBe('demo');
    answer = () => ({ status: 200, body: JSON.stringify({ data: { unReadCount: 0 } }) });
    expect((await unread()).chat).toEqual({ unReadCount: 0 });
    for (const failing of [{ status: 500, body: '{"unReadCount":3}' }, { status: 200, body: 'not json' }, { status: 200, body: '{"unReadCount":-1}' }, { status: 200, body: '{"unReadCount":"4"}' }]) {
      answer = () => failing;
      expect(await unread(), failing.body).not.toHaveProperty('chat');
    }
  });
});
