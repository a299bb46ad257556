/**
 * The shipped menu layouts (side menu, member sheet, menu page, member home) are published at
 * start and pass the console's publish checks; the dry run knows the sources menu entries bind
 * to (site.resource, member.unread) and flags a link entry the operator has no link for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { LAYOUTS_DIR } from '../../server/db/seed';

const MENU_SCREENS = ['side-menu', 'member-sheet', 'member-menu', 'member-home'] as const;
let ipSeq = 0;
const newIp = () => `10.19.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const shipped = (screen: string) => JSON.parse(readFileSync(join(LAYOUTS_DIR, `${screen}.json`), 'utf8')) as { screen: string; blocks: { id: string }[] };

type Result = { blockId: string; role: string; visible: boolean; status: string; count: number | null; message: string | null; source: string | null };

describe.each(DIALECTS)('menu layouts on %s', (dialect) => {
  let t: TestApp;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: 'viewer', password: 'viewer1234' }, remoteAddress: newIp() });
    viewer = res.json().value.token as string;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const call = (url: string, body: object) => t.app.inject({ method: 'POST', url, remoteAddress: newIp(), headers: { authorization: `Bearer ${viewer}` }, payload: body });

  it.each(MENU_SCREENS)('%s is published at start exactly as shipped', async (screen) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/layouts/${screen}`, remoteAddress: newIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ screen, version: 1, layout: shipped(screen) });
  });

  it.each(MENU_SCREENS)('%s passes the publish checks: schemas, known flags and the responsible-gaming rules', async (screen) => {
    const res = await call(`/api/admin/layouts/${screen}/validate`, { layout: shipped(screen) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ ok: true, errors: { blocks: [] }, rules: [] });
  });

  it('refuses a menu entry that does two things, at its block', async () => {
    const layout = { screen: 'side-menu', version: 1, blocks: [{ id: 'both', widget: 'MenuEntry', props: { label: 'x', icon: 'home', to: '/m/home', action: 'logout' } }] };
    const report = (await call('/api/admin/layouts/side-menu/validate', { layout })).json().value;
    expect(report.ok).toBe(false);
    expect(report.errors.blocks).toEqual([expect.objectContaining({ blockId: 'both', code: 'props.invalid' })]);
  });

  it('the dry run resolves link entries and badges like the player site', async () => {
    const run = async (screen: string) => {
      const res = await call(`/api/admin/layouts/${screen}/dry-run`, { layout: shipped(screen) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.results as Result[];
    };
    const find = (rs: Result[], blockId: string, role: string) => rs.find((r) => r.blockId === blockId && r.role === role)!;
    const menu = await run('member-menu');
    // The demo has a Telegram link, and no customer-service link: that entry would not show.
    expect(find(menu, 'telegram', 'visitor')).toMatchObject({ visible: true, status: 'ok', count: 1, source: 'site.resource' });
    expect(find(menu, 'customer-service', 'member')).toMatchObject({ visible: true, status: 'empty', count: 0 });
    expect(find(menu, 'logout', 'visitor')).toMatchObject({ visible: false, status: 'skipped' });
    const home = await run('member-home');
    // §6: the counts are asked for members and agents only; for the others the entry shows without a badge.
    expect(find(home, 'inbox', 'member')).toMatchObject({ status: 'ok', count: 1, source: 'member.unread' });
    expect(find(home, 'inbox', 'agent')).toMatchObject({ status: 'ok', count: 1 });
    expect(find(home, 'inbox', 'trial')).toMatchObject({ status: 'ok', count: null, message: null });
    expect(find(home, 'agent', 'member')).toMatchObject({ visible: false, status: 'skipped' });
    expect(find(home, 'agent', 'agent')).toMatchObject({ visible: true, status: 'ok' });
  });
});
