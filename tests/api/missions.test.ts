import { describe, expect, it } from 'vitest';
import { caller, useTestApp } from './helpers';

/** §6 missions: the live promotions of the categories of the mission kind, from the seed and the console. */
describe('missions', () => {
  const t = useTestApp('sqlite');
  const call = caller(t);
  const missions = async () => {
    const res = await call('GET', '/api/missions?language=en');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.list as { id: number; title: string; status?: string; categories: { id: number; label: string }[] }[];
  };

  it('lists the seeded mission promotions, shaped like promotions, and none of the others', async () => {
    const list = await missions();
    expect(list.map((m) => m.title)).toEqual(['Mission: Spin 100 Times', 'Mission: Golden Toad Hunt']);
    for (const m of list) {
      expect(m.status).toBe('Join');
      expect(m.categories).toEqual([expect.objectContaining({ id: 4, label: 'activity.categories.missions' })]);
    }
    // They are promotions too: the promotions list has them beside the others.
    const promotions = (await call('GET', '/api/announcements?types=PR&platform=M')).json().value.promotion as { id: number }[];
    expect(promotions.length).toBeGreaterThan(list.length);
    expect(promotions.map((p) => p.id)).toEqual(expect.arrayContaining(list.map((m) => m.id)));
  });

  it('follows the console: a category that is no longer of the mission kind empties the list', async () => {
    const admin = (await call('POST', '/api/admin/session', { body: { username: 'operator', password: 'operator1234' } })).json().value.token as string;
    const put = (value: unknown) => call('PUT', '/api/admin/settings/promotion.categories', { token: admin, body: { value } });
    expect((await put([{ id: 4, label: 'Missions', kind: 'quest' }])).statusCode).toBe(400);
    expect((await put([{ id: 1, label: 'activity.categories.welcome' }, { id: 4, label: 'activity.categories.missions' }])).statusCode).toBe(200);
    expect(await missions()).toEqual([]);
    expect((await put([{ id: 1, label: 'activity.categories.welcome', kind: 'mission' }])).statusCode).toBe(200);
    expect((await missions()).map((m) => m.title)).toEqual(['100% Welcome Bonus']);
  });
});
