import { describe, expect, it } from 'vitest';
import { caller, useTestApp } from './helpers';

/** The console's customer-service setting is the link every menu's customer-service entry opens. */
describe('customer service setting', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const signIn = async (username: string, password: string) => (await call('POST', '/api/admin/session', { body: { username, password } })).json().value.token as string;
  const service = async () =>
    ((await call('GET', '/api/downloads')).json().value.downloads as { resourceType: string; url: string; hours?: string }[]).find((d) => d.resourceType === 'CUSTOMERSERVICE');

  it('an admin sets the link and hours; players get them as the CUSTOMERSERVICE link; empty hides it again', async () => {
    expect(await service()).toBeUndefined();
    const admin = await signIn('operator', 'operator1234');
    const listed = (await call('GET', '/api/admin/settings', { token: admin })).json().value.list.map((e: { key: string }) => e.key);
    expect(listed).toContain('site.customer-service');

    const put = (token: string, value: unknown) => call('PUT', '/api/admin/settings/site.customer-service', { token, body: { value } });
    expect((await put(await signIn('editor', 'editor1234'), { url: 'https://help.parlor.example/chat', hours: '24/7' })).statusCode).toBe(403);
    for (const url of ['javascript:alert(1)', 'http://plain.example', '//evil.example/x', 'https://a b']) {
      const bad = await put(admin, { url, hours: '' });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().errorCode, url + bad.body).toBe('admin.settings.invalid');
    }
    const saved = await put(admin, { url: 'https://help.parlor.example/chat', hours: '09:00–21:00' });
    expect(saved.statusCode).toBe(200);
    expect(await service()).toEqual({ resourceType: 'CUSTOMERSERVICE', url: 'https://help.parlor.example/chat', labelNameEn: 'Customer service', hours: '09:00–21:00' });
    const audit = await t.db.kysely.selectFrom('audit_log').select('target').where('target', '=', 'settings:site.customer-service').execute();
    expect(audit).toHaveLength(1);

    expect((await put(admin, { url: '', hours: '' })).statusCode).toBe(200);
    expect(await service()).toBeUndefined();
  });
});
