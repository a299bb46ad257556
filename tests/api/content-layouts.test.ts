/**
 * The event and promotions screens are layouts like home. The shipped
 * layouts are published at start, pass the console's publish checks (schemas, known
 * flags, the responsible-gaming rules), and the dry run resolves their blocks —
 * flagging an image list with no images like any other empty block. Promotions in
 * the list carry their §3 application status, which the promotions page badges.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { LAYOUTS_DIR } from '../../server/db/seed';
import type { TypedLayout } from '../../widgets/layout-types';

const SCREENS = ['event', 'promotions'] as const;
let ipSeq = 0;
const newIp = () => `10.23.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
interface ShippedBlock {
  id: string;
  widget: string;
  source?: { name: string; params?: Record<string, unknown> };
  props?: Record<string, unknown>;
  when?: { roles?: string[] };
}
const shipped = (screen: string) => JSON.parse(readFileSync(join(LAYOUTS_DIR, `${screen}.json`), 'utf8')) as { screen: string; version: number; blocks: ShippedBlock[] };

type Result = { blockId: string; widget: string; role: string; visible: boolean; status: string; count: number | null; source: string | null };

describe.each(DIALECTS)('event and promotions layouts on %s', (dialect) => {
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
  const post = (url: string, body: object) => t.app.inject({ method: 'POST', url, remoteAddress: newIp(), headers: { authorization: `Bearer ${viewer}` }, payload: body });
  const validate = async (screen: string, layout: object) => {
    const res = await post(`/api/admin/layouts/${screen}/validate`, { layout });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value;
  };
  const dryRun = async (screen: string, layout: object, roles = ['visitor', 'member', 'trial', 'agent']) => {
    const res = await post(`/api/admin/layouts/${screen}/dry-run`, { layout, roles });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.results as Result[];
  };

  it.each(SCREENS)('%s is published at start exactly as shipped, with an ETag', async (screen) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/layouts/${screen}`, remoteAddress: newIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.json().value).toMatchObject({ screen, version: 1, layout: shipped(screen) });
    const again = await t.app.inject({ method: 'GET', url: `/api/layouts/${screen}`, headers: { 'if-none-match': String(res.headers.etag) }, remoteAddress: newIp() });
    expect(again.statusCode).toBe(304);
  });

  it.each(SCREENS)('%s passes the publish checks: schemas, known flags and the responsible-gaming rules', async (screen) => {
    expect(await validate(screen, shipped(screen))).toMatchObject({ ok: true, errors: { blocks: [] }, rules: [] });
  });

  it('the event layout is the m_event1 banner, then the m_event image list', () => {
    const blocks = shipped('event').blocks;
    expect(blocks.map((b) => [b.widget, b.source?.params?.group])).toEqual([
      ['BannerCarousel', 'm_event1'],
      ['ImageList', 'm_event'],
    ]);
  });

  it('the promotions layout is the m_promotion banner strip, then the promotion list, both kept from trial players, who get a note instead', () => {
    const blocks = shipped('promotions').blocks;
    expect(blocks.map((b) => [b.widget, b.source?.name, b.source?.params?.group])).toEqual([
      ['BannerCarousel', 'banners.group', 'm_promotion'],
      ['PromotionList', 'promotions.list', undefined],
      ['InfoNote', undefined, undefined],
    ]);
    expect(blocks.map((b) => b.when?.roles)).toEqual([['visitor', 'member', 'agent'], ['visitor', 'member', 'agent'], ['trial']]);
  });

  it('refuses bad widget props and source params at their block', async () => {
    const layout = {
      screen: 'promotions',
      version: 1,
      blocks: [
        { id: 'list', widget: 'PromotionList', source: { name: 'promotions.list' }, props: { tabs: [{ label: 'x', categoryId: 0 }] }, when: { roles: ['member'] } },
        { id: 'images', widget: 'ImageList', source: { name: 'banners.group', params: { group: 'Bad Group!' } } },
        { id: 'nosource', widget: 'ImageList' },
      ],
    };
    const report = await validate('promotions', layout);
    expect(report.ok).toBe(false);
    const codes = (report.errors.blocks as { blockId: string; code: string }[]).map((e) => `${e.blockId}:${e.code}`).sort();
    expect(codes).toEqual(['images:source.params', 'list:props.invalid', 'nosource:source.missing'].sort());
  });

  it('keeps the promotion list from trial players like the other promotion widgets', async () => {
    const open = { screen: 'promotions', version: 1, blocks: [{ id: 'list', widget: 'PromotionList', source: { name: 'promotions.list' } }] } satisfies TypedLayout;
    const report = await validate('promotions', open);
    expect(report.ok).toBe(false);
    expect(report.rules).toEqual([expect.objectContaining({ ruleId: 'no-promos-for-trial', blockId: 'list', role: 'trial' })]);
  });

  it('the dry run resolves the shipped blocks per role, and flags an image list with no images', async () => {
    const event = await dryRun('event', shipped('event'));
    const find = (rs: Result[], blockId: string, role: string) => rs.find((r) => r.blockId === blockId && r.role === role)!;
    expect(find(event, 'events', 'visitor')).toMatchObject({ visible: true, status: 'ok', count: 3, source: 'banners.group' });
    expect(find(event, 'banner', 'member')).toMatchObject({ visible: true, status: 'ok', count: 1 });
    expect(find(event, 'banner', 'trial')).toMatchObject({ visible: false, status: 'skipped' });
    expect(find(event, 'events', 'trial')).toMatchObject({ visible: true, status: 'ok', count: 3 });
    const promotions = await dryRun('promotions', shipped('promotions'));
    // The seed's six promotions, the two missions among them.
    expect(find(promotions, 'promotions', 'visitor')).toMatchObject({ visible: true, status: 'ok', count: 6, source: 'promotions.list' });
    const missions = await dryRun('missions', shipped('missions'));
    expect(find(missions, 'missions', 'visitor')).toMatchObject({ visible: true, status: 'ok', count: 2, source: 'promotions.list' });
    expect(find(promotions, 'banner', 'agent')).toMatchObject({ visible: true, status: 'ok', count: 2 });
    // Trial players get the note instead of the promotions.
    expect(find(promotions, 'promotions', 'trial')).toMatchObject({ visible: false, status: 'skipped' });
    expect(find(promotions, 'trial-note', 'trial')).toMatchObject({ visible: true, status: 'ok' });
    expect(find(promotions, 'trial-note', 'member')).toMatchObject({ visible: false });
    const empty = { screen: 'event', version: 1, blocks: [{ id: 'none', widget: 'ImageList', source: { name: 'banners.group', params: { group: 'm_nothing_here' } } }] } satisfies TypedLayout;
    expect(find(await dryRun('event', empty, ['visitor']), 'none', 'visitor')).toMatchObject({ widget: 'ImageList', visible: true, status: 'empty', count: 0 });
  });

  it('promotions carry their §3 application status in the list', async () => {
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/announcements?types=PR', remoteAddress: newIp() })).json().value.promotion as { id: number; status?: string }[];
    const before = await list();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.status === 'Join')).toBe(true);
    await t.db.kysely.updateTable('promotions').set({ status: 'Close' }).where('id', '=', before[0]!.id).execute();
    try {
      const after = await list();
      expect(after.find((p) => p.id === before[0]!.id)?.status).toBe('Close');
      // Other parts carry none.
      const notices = (await t.app.inject({ method: 'GET', url: '/api/announcements?types=PL', remoteAddress: newIp() })).json().value.player as { status?: string }[];
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.every((n) => n.status === undefined)).toBe(true);
    } finally {
      await t.db.kysely.updateTable('promotions').set({ status: 'Join' }).where('id', '=', before[0]!.id).execute();
    }
  });
});
