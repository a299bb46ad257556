import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { LAYOUT_CACHE_MS } from '../../server/routes/layouts';
import { LAYOUTS_DIR } from '../../server/db/seed';
import { createOperator } from '../../server/services/operators';
import { DEFAULT_LAYOUT_BUDGET, DEFAULT_LAYOUT_RULES } from '../../schemas/layout-checks.schema';
import { EAGER_BLOCKS, LAYOUT_DRAFT_MAX_BYTES, LAYOUT_SHIPPED_COSTS } from '../../src/lib/constants';
import { LAYOUT_SCREENS } from '../../platform/screens';
import type { TypedBlock, TypedLayout } from '../../widgets/layout-types';

let ipSeq = 0;
const newIp = () => `10.8.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A layout built here: a wrong prop for a block's widget is a compile error (a test of a wrong one uses `untypedLayoutOf`). */
const layoutOf = (screen: string, blocks: TypedBlock[]): TypedLayout => ({ screen, version: 1, blocks });
/** A layout the schema refuses on purpose, or which this build's types no longer describe. */
const untypedLayoutOf = (screen: string, blocks: Record<string, unknown>[]) => ({ screen, version: 1, blocks });

/** A home that passes the default rules: the age notice for everyone, banners not for trial users. */
const goodHome = (extra: TypedBlock[] = []) =>
  layoutOf('home', [
    { id: 'hero', widget: 'BannerCarousel', source: { name: 'banners.group', params: { group: 'm_home' } }, when: { roles: ['visitor', 'member', 'agent'] } },
    { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top', params: { limit: 10 } } },
    { id: 'slots', widget: 'GameRow', props: { title: 'games.types.RNG', icon: 'dice' }, source: { name: 'games.byType', params: { gameType: 'RNG', vassalage: 'JILI', pageSize: 16 } } },
    { id: 'rg', widget: 'RgNotice' },
    ...extra,
  ]);

interface Ctx {
  t: TestApp;
  tokens: Record<'admin' | 'publisher' | 'editor' | 'viewer' | 'member', string>;
}

async function setUp(t: TestApp): Promise<Ctx['tokens']> {
  await createOperator(t.db.kysely, { username: 'pub', password: 'publish1234', role: 'publisher' });
  const signIn = async (username: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username, password }, remoteAddress: newIp() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };
  const member = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' }, remoteAddress: newIp() });
  return {
    admin: await signIn('operator', 'operator1234'),
    publisher: await signIn('pub', 'publish1234'),
    editor: await signIn('editor', 'editor1234'),
    viewer: await signIn('viewer', 'viewer1234'),
    member: member.json().value.token as string,
  };
}

function client(ctx: () => Ctx) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    ctx().t.app.inject({
      method,
      url,
      remoteAddress: newIp(),
      headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  const detail = async (screen: string, token = ctx().tokens.viewer) => (await call('GET', `/api/admin/layouts/${screen}`, { token })).json().value;
  const save = async (screen: string, layout: object, token = ctx().tokens.editor) => {
    const { revision } = (await detail(screen)).draft;
    const res = await call('PUT', `/api/admin/layouts/${screen}/draft`, { token, body: { layout, baseRevision: revision } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.revision as number;
  };
  const publish = (screen: string, body: object = {}, token = ctx().tokens.publisher) => call('POST', `/api/admin/layouts/${screen}/publish`, { token, body });
  const player = (screen: string, headers: Record<string, string> = {}) => call('GET', `/api/layouts/${screen}`, { headers });
  const auditOf = async (action: string, target?: string) =>
    (await call('GET', `/api/admin/audit?limit=200&action=${action}${target ? `&target=${target}` : ''}`, { token: ctx().tokens.viewer })).json().value.entries as {
      id: number; operator: string; action: string; target: string; before: unknown; after: Record<string, unknown>; at: string;
    }[];
  return { call, detail, save, publish, player, auditOf };
}

describe.each(DIALECTS)('admin layouts API on %s', (dialect) => {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    ctx.t = await createTestApp(dialect);
    ctx.tokens = await setUp(ctx.t);
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
  });
  const { call, detail, save, publish, player, auditOf } = client(() => ctx);

  describe('screens and drafts', () => {
    it('lists every known screen and every screen with a version, no-store', async () => {
      const res = await call('GET', '/api/admin/layouts', { token: ctx.tokens.viewer });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = res.json().value as { screen: string; publishedVersion: number | null; draftRevision: number; scheduled: unknown[] }[];
      expect(list.map((s) => s.screen)).toEqual(expect.arrayContaining([...LAYOUT_SCREENS]));
      expect(list.find((s) => s.screen === 'home')).toMatchObject({ publishedVersion: 1, draftRevision: 0, draftUpdatedAt: null, scheduled: [] });
      // Screens with a default layout in layouts/ start at version 1; the others have nothing published yet.
      for (const screen of LAYOUT_SCREENS) {
        const seeded = existsSync(join(LAYOUTS_DIR, `${screen}.json`));
        expect(list.find((s) => s.screen === screen), screen).toMatchObject(seeded ? { publishedVersion: 1 } : { publishedVersion: null, liveAt: null, draftRevision: 0 });
      }
    });

    it('answers a screen with no saved draft as its live body at revision 0, or an empty layout', async () => {
      const home = await detail('home');
      expect(home.draft).toMatchObject({ revision: 0, updatedBy: null, updatedAt: null });
      expect(home.draft.layout).toEqual(home.published.layout);
      expect(home.published).toMatchObject({ version: 1, liveAt: expect.any(String) });
      expect(home.versions).toEqual([expect.objectContaining({ version: 1, status: 'published', live: true, author: 'seed' })]);
      const fresh = await detail('brand-new-screen');
      expect(fresh).toMatchObject({ screen: 'brand-new-screen', published: null, versions: [], draft: { revision: 0, layout: { screen: 'brand-new-screen', version: 1, blocks: [] } } });
      expect((await call('GET', '/api/admin/layouts/Bad_Screen', { token: ctx.tokens.viewer })).statusCode).toBe(400);
    });

    it('saves drafts with optimistic locking: a stale save gets 409 with the current draft', async () => {
      const layout = layoutOf('qa-drafts', [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }]);
      const first = await call('PUT', '/api/admin/layouts/qa-drafts/draft', { token: ctx.tokens.editor, body: { layout, baseRevision: 0 } });
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ revision: 1, updatedAt: expect.any(String) });
      // Operator A and operator B both start from revision 1.
      const a = { ...layout, blocks: [...layout.blocks, { id: 'a', widget: 'RgNotice' }] };
      const b = { ...layout, blocks: [{ id: 'b', widget: 'RgNotice' }] };
      expect((await call('PUT', '/api/admin/layouts/qa-drafts/draft', { token: ctx.tokens.editor, body: { layout: a, baseRevision: 1 } })).statusCode).toBe(200);
      const stale = await call('PUT', '/api/admin/layouts/qa-drafts/draft', { token: ctx.tokens.admin, body: { layout: b, baseRevision: 1 } });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ success: false, errorCode: 'admin.draft.conflict', value: { revision: 2, layout: a, updatedBy: 'editor', updatedAt: expect.any(String) } });
      // B's work was not written; A's is what the draft holds.
      expect((await detail('qa-drafts')).draft).toMatchObject({ revision: 2, layout: a, updatedBy: 'editor' });
      // A first save against an existing draft is stale too.
      expect((await call('PUT', '/api/admin/layouts/qa-drafts/draft', { token: ctx.tokens.editor, body: { layout: b, baseRevision: 0 } })).statusCode).toBe(409);
      const list = (await call('GET', '/api/admin/layouts', { token: ctx.tokens.viewer })).json().value;
      expect(list.find((s: { screen: string }) => s.screen === 'qa-drafts')).toMatchObject({ draftRevision: 2, draftUpdatedBy: 'editor', publishedVersion: null });
    });

    it('refuses a base revision whose next one the database cannot hold (400, not a 500)', async () => {
      const layout = layoutOf('qa-drafts', [{ id: 'w', widget: 'RgNotice' }]);
      for (const baseRevision of [2_147_483_647, '0x7fffffff']) {
        const res = await call('PUT', '/api/admin/layouts/qa-drafts/draft', { token: ctx.tokens.editor, body: { layout, baseRevision } });
        expect(res.statusCode, String(baseRevision)).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
      }
    });

    it('of two saves from the same revision at once, exactly one wins', async () => {
      const base = (await detail('qa-drafts')).draft.revision as number;
      const mk = (id: string) => layoutOf('qa-drafts', [{ id, widget: 'RgNotice' }]);
      const results = await Promise.all(['x1', 'x2', 'x3'].map((id) => call('PUT', '/api/admin/layouts/qa-drafts/draft', { token: ctx.tokens.editor, body: { layout: mk(id), baseRevision: base } })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect((await detail('qa-drafts')).draft.revision).toBe(base + 1);
    });

    it('keeps work in progress (invalid layouts save) but refuses non-objects and oversized drafts', async () => {
      const wip = { screen: 'qa-wip', version: 1, blocks: [{ id: 'x', widget: 'NoSuchWidget' }], note: 'half done' };
      expect((await call('PUT', '/api/admin/layouts/qa-wip/draft', { token: ctx.tokens.editor, body: { layout: wip, baseRevision: 0 } })).statusCode).toBe(200);
      for (const layout of [[], 'text', 3, null]) {
        const res = await call('PUT', '/api/admin/layouts/qa-wip/draft', { token: ctx.tokens.editor, body: { layout, baseRevision: 1 } });
        expect(res.statusCode).toBe(400);
        expect(res.json().errorCode).toBe('request.invalid');
      }
      const big = { screen: 'qa-wip', version: 1, blocks: [], pad: 'x'.repeat(LAYOUT_DRAFT_MAX_BYTES) };
      const tooBig = await call('PUT', '/api/admin/layouts/qa-wip/draft', { token: ctx.tokens.editor, body: { layout: big, baseRevision: 1 } });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ errorCode: 'admin.draft.tooLarge', value: { maxBytes: LAYOUT_DRAFT_MAX_BYTES } });
      const extra = await call('PUT', '/api/admin/layouts/qa-wip/draft', { token: ctx.tokens.editor, body: { layout: wip, baseRevision: 1, force: true } });
      expect(extra.statusCode).toBe(400);
      for (const baseRevision of ['Infinity', '1e400', -1, 1.5]) {
        const res = await call('PUT', '/api/admin/layouts/qa-wip/draft', { token: ctx.tokens.editor, body: { layout: wip, baseRevision } });
        expect(res.statusCode, String(baseRevision)).toBe(400);
        expect(res.json().errorCode).toBe('request.invalid');
      }
      expect((await detail('qa-wip')).draft).toMatchObject({ revision: 1, layout: wip });
    });
  });

  describe('roles', () => {
    it('needs an operator token: none or a member token is 401', async () => {
      for (const token of [undefined, ctx.tokens.member, 'x'.repeat(43)]) {
        const res = await call('GET', '/api/admin/layouts', { token });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'admin.auth.required' });
      }
      // The role is checked before the body: a viewer's malformed save is still a 403.
      const res = await call('PUT', '/api/admin/layouts/home/draft', { token: ctx.tokens.viewer, body: { nope: 1 } });
      expect(res.statusCode).toBe(403);
    });

    it('applies the role matrix to every write', async () => {
      await save('qa-roles', layoutOf('qa-roles', [{ id: 'rg', widget: 'RgNotice' }]));
      const v1 = await publish('qa-roles', {}, ctx.tokens.admin);
      expect(v1.statusCode, v1.body).toBe(200);
      const writes: { name: string; min: 'editor' | 'publisher'; send: (token: string) => ReturnType<typeof call> }[] = [
        { name: 'draft', min: 'editor', send: async (token) => call('PUT', '/api/admin/layouts/qa-roles/draft', { token, body: { layout: layoutOf('qa-roles', [{ id: 'rg', widget: 'RgNotice' }]), baseRevision: (await detail('qa-roles')).draft.revision } }) },
        { name: 'publish', min: 'publisher', send: (token) => publish('qa-roles', {}, token) },
        { name: 'schedule', min: 'publisher', send: (token) => publish('qa-roles', { publishAt: new Date(Date.now() + 3_600_000).toISOString() }, token) },
        { name: 'rollback', min: 'publisher', send: (token) => call('POST', '/api/admin/layouts/qa-roles/rollback', { token, body: { version: 1 } }) },
        {
          name: 'cancel',
          min: 'publisher',
          send: async (token) => {
            const scheduled = (await detail('qa-roles')).versions.find((v: { status: string }) => v.status === 'scheduled');
            return call('DELETE', `/api/admin/layouts/qa-roles/versions/${scheduled?.version ?? 1}`, { token });
          },
        },
      ];
      const rank = { viewer: 0, editor: 1, publisher: 2, admin: 3 } as const;
      for (const w of writes) {
        for (const role of ['viewer', 'editor', 'publisher', 'admin'] as const) {
          const res = await w.send(ctx.tokens[role]);
          if (rank[role] >= rank[w.min]) expect(res.statusCode, `${role} ${w.name}: ${res.body}`).toBe(200);
          else {
            expect(res.statusCode, `${role} ${w.name}`).toBe(403);
            expect(res.json()).toMatchObject({ errorCode: 'admin.auth.forbidden', value: { role, required: w.min } });
          }
        }
      }
      // Reads and checks are open to viewers.
      for (const [method, url, body] of [
        ['GET', '/api/admin/layouts/qa-roles/versions'],
        ['GET', '/api/admin/layouts/qa-roles/versions/1'],
        ['POST', '/api/admin/layouts/qa-roles/validate', {}],
        ['POST', '/api/admin/layouts/qa-roles/dry-run', { roles: ['visitor'] }],
        ['POST', '/api/admin/preview', { screen: 'qa-roles' }],
        ['GET', '/api/admin/audit'],
      ] as const) {
        expect((await call(method, url, { token: ctx.tokens.viewer, body })).statusCode, url).toBe(200);
      }
    });
  });

  describe('validate and publish', () => {
    it('reports each error at its block, and never refuses a bad layout with a 4xx', async () => {
      const bad = untypedLayoutOf('home', [
        { id: 'rg', widget: 'RgNotice', props: { helpTag: 'Not A Tag!' } },
        { id: 'wins', widget: 'WinnerBoard', source: { name: 'winners.top', params: { limit: 999 } } },
        { id: 'flagged', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' }, when: { flags: ['NO_SUCH_FLAG'] } },
        { id: 'ghost', widget: 'Nope' },
      ]);
      const res = await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: bad } });
      expect(res.statusCode).toBe(200);
      const report = res.json().value;
      expect(report.ok).toBe(false);
      const byBlock = Object.fromEntries(report.errors.blocks.map((i: { blockId: string; code: string }) => [i.blockId, i.code]));
      expect(byBlock).toEqual({ rg: 'props.invalid', wins: 'source.params', flagged: 'flag.unknown', ghost: 'widget.unknown' });
      expect(report.errors.blocks.find((i: { blockId: string }) => i.blockId === 'rg').detail).toMatch(/helpTag/);
      expect(report.budget).toMatchObject({ available: false, over: false });
      // A flag the settings know (on or off) is fine.
      const offFlag = goodHome([{ id: 'cbs', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' }, when: { flags: ['CBS3'] } }]);
      const fine = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: offFlag } })).json().value;
      expect(fine).toMatchObject({ ok: true, errors: { blocks: [] }, rules: [] });
      // The layout must be the screen's own.
      const other = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: { ...goodHome(), screen: 'footer-bar' } } })).json().value;
      expect(other.errors.layout).toMatch(/screen/);
      const shapeless = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: { blocks: 'x' } } })).json().value;
      expect(shapeless.ok).toBe(false);
      expect(shapeless.errors.layout).toBeTruthy();
      // Without a body it checks the saved draft.
      await save('home', bad);
      const saved = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer })).json().value;
      expect(saved.errors.blocks.length).toBe(report.errors.blocks.length);
    });

    it('refuses to publish an invalid draft (422 with the report) and writes no version', async () => {
      const res = await publish('home');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'admin.layout.invalid', value: { ok: false, errors: { blocks: expect.any(Array) } } });
      expect((await detail('home')).versions).toHaveLength(1);
      const none = await publish('never-drafted');
      expect(none.statusCode).toBe(409);
      expect(none.json().errorCode).toBe('admin.draft.missing');
    });

    it('publishes the saved draft: players get it at once, with a new ETag', async () => {
      const before = await player('home');
      const etag = String(before.headers.etag);
      await save('home', goodHome());
      const res = await publish('home');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ version: 2, status: 'published', liveAt: expect.any(String) });
      const after = await player('home', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().value).toMatchObject({ screen: 'home', version: 2, layout: goodHome() });
      const entry = (await auditOf('layout.publish', 'home'))[0]!;
      expect(entry).toMatchObject({ operator: 'pub', target: 'home', before: { version: 1 }, after: { version: 2, status: 'published', layout: goodHome() } });
      expect((entry.before as { layout: { blocks: unknown[] } }).layout.blocks.length).toBeGreaterThan(4);
    });

    it('keeps versions immutable: only a scheduled, not yet live version can be cancelled', async () => {
      for (const v of [1, 2]) {
        const res = await call('DELETE', `/api/admin/layouts/home/versions/${v}`, { token: ctx.tokens.admin });
        expect(res.statusCode).toBe(409);
        expect(res.json().errorCode).toBe('admin.version.immutable');
      }
      const missing = await call('DELETE', '/api/admin/layouts/home/versions/99', { token: ctx.tokens.admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorCode).toBe('admin.version.notFound');
      expect((await call('GET', '/api/admin/layouts/home/versions/99', { token: ctx.tokens.viewer })).statusCode).toBe(404);
      // No route edits a version's body.
      for (const method of ['PUT', 'POST'] as const) expect((await call(method, '/api/admin/layouts/home/versions/1', { token: ctx.tokens.admin, body: { layout: goodHome() } })).statusCode).toBe(404);
      const v1 = (await call('GET', '/api/admin/layouts/home/versions/1', { token: ctx.tokens.viewer })).json().value;
      expect(v1).toMatchObject({ version: 1, status: 'published', live: false, author: 'seed' });
      expect(v1.layout.blocks.map((b: { id: string }) => b.id)).toContain('hero');
    });

    it('rolls back by republishing an old body as a new version', async () => {
      const v1 = (await call('GET', '/api/admin/layouts/home/versions/1', { token: ctx.tokens.viewer })).json().value.layout;
      // The seeded home may break today's rules; roll back to a version that keeps them.
      await save('home', goodHome([{ id: 'extra', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' } }]));
      expect((await publish('home')).json().value.version).toBe(3);
      const res = await call('POST', '/api/admin/layouts/home/rollback', { token: ctx.tokens.publisher, body: { version: 2 } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ version: 4, liveAt: expect.any(String) });
      const served = (await player('home')).json().value;
      expect(served).toMatchObject({ version: 4, layout: goodHome() });
      expect((await call('GET', '/api/admin/layouts/home/versions/2', { token: ctx.tokens.viewer })).json().value.layout).toEqual((await call('GET', '/api/admin/layouts/home/versions/4', { token: ctx.tokens.viewer })).json().value.layout);
      expect(v1).not.toEqual(goodHome());
      expect((await auditOf('layout.rollback', 'home'))[0]).toMatchObject({ operator: 'pub', before: { version: 3 }, after: { version: 4, from: 2 } });
      const unknown = await call('POST', '/api/admin/layouts/home/rollback', { token: ctx.tokens.publisher, body: { version: 42 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('admin.version.notFound');
      for (const version of ['two', 'Infinity', 0]) expect((await call('POST', '/api/admin/layouts/home/rollback', { token: ctx.tokens.publisher, body: { version } })).statusCode).toBe(400);
    });

    it('publishes at a time: players get the version when its time comes', async () => {
      const scheduledLayout = goodHome([{ id: 'soon', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' } }]);
      await save('home', scheduledLayout);
      const publishAt = new Date(Date.now() + 2000).toISOString();
      const res = await publish('home', { publishAt });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toEqual({ version: 5, status: 'scheduled', liveAt: publishAt });
      expect((await player('home')).json().value.version).toBe(4);
      const listed = (await call('GET', '/api/admin/layouts', { token: ctx.tokens.viewer })).json().value.find((s: { screen: string }) => s.screen === 'home');
      expect(listed).toMatchObject({ publishedVersion: 4, scheduled: [{ version: 5, publishAt }] });
      const versions = (await call('GET', '/api/admin/layouts/home/versions', { token: ctx.tokens.viewer })).json().value;
      expect(versions[0]).toMatchObject({ version: 5, status: 'scheduled', live: false, publishAt, liveAt: publishAt });
      expect(versions.map((v: { version: number }) => v.version)).toEqual([5, 4, 3, 2, 1]);
      // No restart, no further call: the version goes live by the clock and the 1 s cache.
      const deadline = Date.now() + 2000 + LAYOUT_CACHE_MS + 3000;
      let version = 4;
      while (version !== 5 && Date.now() < deadline) {
        await sleep(200);
        version = (await player('home')).json().value.version;
      }
      expect(version).toBe(5);
      expect(Date.parse((await player('home')).json().value.publishedAt)).toBe(Date.parse(publishAt));
      expect((await call('GET', '/api/admin/layouts/home/versions/5', { token: ctx.tokens.viewer })).json().value).toMatchObject({ status: 'published', live: true });
      // Once live it is immutable like any other.
      expect((await call('DELETE', '/api/admin/layouts/home/versions/5', { token: ctx.tokens.publisher })).statusCode).toBe(409);
      expect((await auditOf('layout.schedule', 'home'))[0]).toMatchObject({ after: { version: 5, status: 'scheduled', liveAt: publishAt } });
    }, 15_000);

    it('cancels a scheduled version before its time; it never reaches players', async () => {
      const publishAt = new Date(Date.now() + 3_600_000).toISOString();
      const v = (await publish('home', { publishAt })).json().value.version as number;
      const res = await call('DELETE', `/api/admin/layouts/home/versions/${v}`, { token: ctx.tokens.publisher });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toEqual({ version: v, status: 'cancelled' });
      expect((await call('GET', `/api/admin/layouts/home/versions/${v}`, { token: ctx.tokens.viewer })).json().value).toMatchObject({ status: 'cancelled', live: false });
      expect((await call('DELETE', `/api/admin/layouts/home/versions/${v}`, { token: ctx.tokens.publisher })).statusCode).toBe(409);
      // Even when its time has passed, a cancelled version is never served.
      await ctx.t.db.kysely.updateTable('layouts').set({ live_at: new Date(Date.now() - 1000).toISOString() }).where('screen', '=', 'home').where('version', '=', v).execute();
      ctx.t.app.invalidateLayout('home');
      expect((await player('home')).json().value.version).toBe(5);
      expect((await auditOf('layout.cancel', 'home'))[0]).toMatchObject({ before: { version: v, status: 'scheduled', publishAt }, after: { version: v, status: 'cancelled' } });
    });

    it('refuses a publish time that is not a future ISO time', async () => {
      for (const publishAt of ['2001-01-01T00:00:00Z', 'tomorrow', '2030-13-45T00:00:00Z', new Date(Date.now() + 400 * 86_400_000).toISOString()]) {
        const res = await publish('home', { publishAt });
        expect(res.statusCode, publishAt).toBe(400);
        expect(res.json().errorCode).toBe('admin.publishAt.invalid');
      }
      expect((await publish('home', { when: 'now' })).statusCode).toBe(400);
    });

    it("publishes a draft saved before a widget's props changed with its props migrated, and refuses one whose migrated props are invalid", async () => {
      // RgNotice's props 1 → 2 drop its own minAge: the draft still has it, the published version does not.
      await save('event', untypedLayoutOf('event', [{ id: 'rg', widget: 'RgNotice', props: { minAge: 21, helpTag: 'limits' } }, { id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }]));
      const res = await publish('event');
      expect(res.statusCode, res.body).toBe(200);
      const served = (await player('event')).json().value;
      expect(served.layout.blocks[0]).toEqual({ id: 'rg', widget: 'RgNotice', props: { helpTag: 'limits' }, propsVersion: 2 });

      // What is left after the migration is no help tag: refused at its block with the translated "layout has errors", not a 500.
      await save('event', untypedLayoutOf('event', [{ id: 'rg', widget: 'RgNotice', props: { minAge: 21, helpTag: 'Not A Tag!' } }]));
      const refused = await publish('event');
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ errorCode: 'admin.layout.invalid', value: { ok: false, errors: { blocks: [{ blockId: 'rg', code: 'props.invalid', detail: expect.stringMatching(/migrated from version 1 to 2: the result is invalid/) }] } } });
      expect((await player('event')).json().value.version).toBe(served.version);
    });

    it('writes a publish and its audit entry together: when the entry cannot be written, no version goes live', async () => {
      const k = ctx.t.db.kysely;
      await save('event', layoutOf('event', [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }]));
      const live = (await player('event')).json().value.version as number;
      const versions = async () => Number((await sql<{ n: unknown }>`select count(*) as n from layouts where screen = 'event'`.execute(k)).rows[0]!.n);
      const stored = await versions();
      // The audit log refuses layout publishes, as a full disk or a lost connection would.
      if (dialect === 'postgres') {
        await sql.raw(`create function qa_no_publish_audit() returns trigger language plpgsql as $$ begin if new.action = 'layout.publish' then raise exception 'audit log unavailable'; end if; return new; end $$`).execute(k);
        await sql.raw('create trigger qa_no_publish_audit before insert on audit_log for each row execute function qa_no_publish_audit()').execute(k);
      } else {
        await sql.raw(`create trigger qa_no_publish_audit before insert on audit_log when new.action = 'layout.publish' begin select raise(abort, 'audit log unavailable'); end`).execute(k);
      }
      try {
        const res = await publish('event');
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expect(await versions()).toBe(stored);
        expect((await player('event')).json().value.version).toBe(live);
      } finally {
        await sql.raw('drop trigger qa_no_publish_audit' + (dialect === 'postgres' ? ' on audit_log' : '')).execute(k);
      }
      const res = await publish('event');
      expect(res.statusCode, res.body).toBe(200);
      expect(await versions()).toBe(stored + 1);
      expect((await auditOf('layout.publish', 'event'))[0]).toMatchObject({ after: { version: res.json().value.version } });
    });
  });

  describe('preview', () => {
    it('answers the saved draft to a preview token, never cached; players still get the published one', async () => {
      const draft = goodHome([{ id: 'draft-only', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' } }]);
      const revision = await save('home', draft);
      const res = await call('POST', '/api/admin/preview', { token: ctx.tokens.viewer, body: { screen: 'home' } });
      expect(res.statusCode).toBe(200);
      const { token, expiresAt } = res.json().value;
      expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
      const minter = { authorization: `Bearer ${ctx.tokens.viewer}` };
      const preview = await player(`home?preview=${encodeURIComponent(token)}`, minter);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers.etag).toBeUndefined();
      expect(preview.json().value).toMatchObject({ screen: 'home', version: revision, preview: true, layout: draft });
      const plain = (await player('home')).json().value;
      expect(plain.version).toBe(5);
      expect(plain.preview).toBeUndefined();
      expect(plain.layout.blocks.map((b: { id: string }) => b.id)).not.toContain('draft-only');
      for (const url of ['home?preview=nope', `footer-bar?preview=${encodeURIComponent(token)}`]) {
        const refused = await player(url, minter);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().errorCode).toBe('admin.preview.invalid');
      }
      expect((await player('home?other=1')).statusCode).toBe(400);
      await ctx.t.app.state.del(`preview:${token}`);
      expect((await player(`home?preview=${encodeURIComponent(token)}`, minter)).statusCode).toBe(403);
    });

    it('shows the draft only with the console session that minted the token, and not after it signs out', async () => {
      const draft = goodHome([{ id: 'bound-draft', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' } }]);
      await save('home', draft);
      const session = (await call('POST', '/api/admin/session', { body: { username: 'viewer', password: 'viewer1234' } })).json().value.token as string;
      const { token } = (await call('POST', '/api/admin/preview', { token: session, body: { screen: 'home' } })).json().value;
      const url = `home?preview=${encodeURIComponent(token)}`;
      const refusedWith = async (headers: Record<string, string>) => {
        const res = await player(url, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json().errorCode).toBe('admin.preview.invalid');
        expect(res.body).not.toContain('bound-draft');
      };
      // Anyone else holding the link: no session, a member's, another operator's (even an admin's).
      await refusedWith({});
      await refusedWith({ authorization: `Bearer ${ctx.tokens.member}` });
      await refusedWith({ authorization: `Bearer ${ctx.tokens.admin}` });
      await refusedWith({ authorization: 'Bearer not-a-session' });
      const shown = await player(url, { authorization: `Bearer ${session}` });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().value.layout.blocks.map((b: { id: string }) => b.id)).toContain('bound-draft');
      expect((await call('DELETE', '/api/admin/session', { token: session })).statusCode).toBe(200);
      await refusedWith({ authorization: `Bearer ${session}` });
    });
  });

  describe('dry run', () => {
    const dryHome = () =>
      layoutOf('home', [
        { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top' } },
        { id: 'jili', widget: 'GameRow', props: { title: 'JILI' }, source: { name: 'games.byType', params: { gameType: 'RNG', vassalage: 'JILI', pageSize: 9 } } },
        { id: 'promos', widget: 'PromoStrip', source: { name: 'promotions.list' }, when: { roles: ['member'] } },
        { id: 'agents', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' }, when: { roles: ['agent'], languages: ['CN'] } },
        { id: 'rg', widget: 'RgNotice' },
      ]);
    type Result = { blockId: string; role: string; language: string; visible: boolean; status: string; count: number | null; message: string | null };
    const run = async (body: object) => {
      const res = await call('POST', '/api/admin/layouts/home/dry-run', { token: ctx.tokens.viewer, body: { layout: dryHome(), ...body } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value.results as Result[];
    };
    const find = (rs: Result[], blockId: string, role: string, language = 'en') => rs.find((r) => r.blockId === blockId && r.role === role && r.language === language)!;

    it('resolves each visible block for every role and language against the real API', async () => {
      const rs = await run({ languages: ['en', 'CN'] });
      expect(rs).toHaveLength(5 * 4 * 2);
      for (const role of ['visitor', 'member', 'trial', 'agent']) {
        expect(find(rs, 'winners', role)).toMatchObject({ visible: true, status: 'ok', count: expect.any(Number) });
        expect(find(rs, 'jili', role)).toMatchObject({ visible: true, status: 'ok', count: 9 });
        expect(find(rs, 'rg', role)).toMatchObject({ visible: true, status: 'ok', count: null, source: null });
      }
      expect(find(rs, 'promos', 'member')).toMatchObject({ visible: true, status: 'ok' });
      expect(find(rs, 'promos', 'visitor')).toMatchObject({ visible: false, status: 'skipped' });
      expect(find(rs, 'agents', 'agent', 'cn')).toMatchObject({ visible: true, status: 'ok' });
      expect(find(rs, 'agents', 'agent', 'en')).toMatchObject({ visible: false, status: 'skipped' });
      // Defaults: English and the four roles.
      const defaults = await run({});
      expect(new Set(defaults.map((r) => r.language))).toEqual(new Set(['en']));
      expect(new Set(defaults.map((r) => r.role))).toEqual(new Set(['visitor', 'member', 'trial', 'agent']));
    });

    it('flags a row of a switched-off vendor and an empty winner board', async () => {
      const k = ctx.t.db.kysely;
      await k.updateTable('vendors').set({ enabled: 0 }).where('vassalage', '=', 'JILI').execute();
      const winners = await k.selectFrom('winners').selectAll().execute();
      await k.deleteFrom('winners').execute();
      // What the console's vendor switch does, so players see the change at once.
      ctx.t.app.catalogueCache.clear();
      try {
        const rs = await run({ roles: ['visitor', 'member'] });
        expect(find(rs, 'jili', 'visitor')).toMatchObject({ status: 'empty', count: 0, message: expect.stringMatching(/games\.byType/) });
        expect(find(rs, 'winners', 'member')).toMatchObject({ status: 'empty', count: 0 });
        expect(find(rs, 'rg', 'visitor').status).toBe('ok');
      } finally {
        await k.updateTable('vendors').set({ enabled: 1 }).where('vassalage', '=', 'JILI').execute();
        await k.insertInto('winners').values(winners).execute();
        ctx.t.app.catalogueCache.clear();
      }
    });

    it('reports failing sources as errors, and a role without its demo account as skipped', async () => {
      const layout = untypedLayoutOf('home', [{ id: 'bad', widget: 'GameRow', props: { title: 'x' }, source: { name: 'games.byType', params: { gameType: 'NOPE' } } }, { id: 'unknown', widget: 'GameRow', source: { name: 'nope.source' } }]);
      const rs = await run({ layout, roles: ['visitor'] });
      expect(find(rs, 'bad', 'visitor')).toMatchObject({ status: 'error', message: expect.stringMatching(/400/) });
      expect(find(rs, 'unknown', 'visitor')).toMatchObject({ status: 'error', message: expect.stringMatching(/unknown source/) });
      await ctx.t.db.kysely.updateTable('members').set({ status: 'disabled' }).where('account', '=', 'agentdemo').execute();
      try {
        const rs2 = await run({ roles: ['agent', 'visitor'] });
        const agent = rs2.filter((r) => r.role === 'agent' && r.visible);
        expect(agent.length).toBeGreaterThan(0);
        for (const r of agent) expect(r).toMatchObject({ status: 'skipped', message: expect.stringMatching(/agentdemo/) });
        expect(find(rs2, 'winners', 'visitor').status).toBe('ok');
      } finally {
        await ctx.t.db.kysely.updateTable('members').set({ status: 'active' }).where('account', '=', 'agentdemo').execute();
      }
      for (const body of [{ languages: ['xx'] }, { roles: ['admin'] }, { roles: [] }, { extra: 1 }]) {
        expect((await call('POST', '/api/admin/layouts/home/dry-run', { token: ctx.tokens.viewer, body })).statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('responsible-gaming rules', () => {
    const validate = async (layout: object, screen = 'home') => (await call('POST', `/api/admin/layouts/${screen}/validate`, { token: ctx.tokens.viewer, body: { layout } })).json().value;

    it('needs the age notice on home for every role, and keeps promotions from trial users', async () => {
      const noNotice = layoutOf('home', [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }]);
      const r1 = await validate(noNotice);
      expect(r1.ok).toBe(false);
      expect(r1.errors.blocks).toEqual([]);
      expect(r1.rules.map((i: { ruleId: string; role: string }) => `${i.ruleId}:${i.role}`).sort()).toEqual(['rg-notice-on-home:agent', 'rg-notice-on-home:member', 'rg-notice-on-home:trial', 'rg-notice-on-home:visitor']);
      const visitorsOnly = await validate(layoutOf('home', goodHome().blocks.map((b) => (b.id === 'rg' ? { ...b, when: { roles: ['visitor'] } } : b))));
      expect(visitorsOnly.rules.map((i: { role: string }) => i.role).sort()).toEqual(['agent', 'member', 'trial']);
      const hiddenNotice = await validate(layoutOf('home', [{ id: 'rg', widget: 'RgNotice', hidden: true }]));
      expect(hiddenNotice.rules).toHaveLength(4);
      const promos = await validate(goodHome([{ id: 'promos', widget: 'PromoStrip', source: { name: 'promotions.list' } }]));
      expect(promos.rules).toEqual([expect.objectContaining({ ruleId: 'no-promos-for-trial', blockId: 'promos', role: 'trial' })]);
      const memberPromos = await validate(goodHome([{ id: 'promos', widget: 'PromoStrip', source: { name: 'promotions.list' }, when: { roles: ['member'] } }]));
      expect(memberPromos).toMatchObject({ ok: true, rules: [] });
      // A layout stored before the notice took its age from the registration settings still passes: its own age is dropped.
      const oldNotice = await validate(untypedLayoutOf('home', goodHome().blocks.map((b) => (b.id === 'rg' ? { ...b, props: { minAge: 21 } } : b))));
      expect(oldNotice).toMatchObject({ ok: true, rules: [] });
      // The notice rule is for home only; the promotion rule for every screen.
      expect((await validate(layoutOf('event', [{ id: 'w', widget: 'WinnerBoard', source: { name: 'winners.top' } }]), 'event')).rules).toEqual([]);
      expect((await validate(layoutOf('event', [{ id: 'b', widget: 'BannerCarousel', source: { name: 'banners.group', params: { group: 'm_event1' } } }]), 'event')).rules).toHaveLength(1);
      expect(DEFAULT_LAYOUT_RULES.find((r) => r.kind === 'requireWidget')).toMatchObject({ widget: 'RgNotice', screen: 'home' });
    });

    it('refuses to publish a layout that breaks a rule, override or not', async () => {
      await save('home', goodHome([{ id: 'promos', widget: 'PromoStrip', source: { name: 'promotions.list' } }]));
      for (const body of [{}, { override: { reason: 'Regulator said fine' } }]) {
        const res = await publish('home', body);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ errorCode: 'admin.layout.rules', value: { rules: [expect.objectContaining({ blockId: 'promos' })] } });
      }
    });

    it('reads the rules from the settings', async () => {
      const k = ctx.t.db.kysely;
      const rules = [{ id: 'no-rows-for-agents', screen: '*', kind: 'forbidWidgetForRole', widgets: ['GameRow'], roles: ['agent'], message: 'Agents get no game rows' }];
      await k.insertInto('settings').values({ key: 'layout.rules', value: JSON.stringify(rules), updated_at: new Date().toISOString() }).execute();
      try {
        const r = await validate(goodHome([{ id: 'promos', widget: 'PromoStrip', source: { name: 'promotions.list' } }]));
        expect(r.rules).toEqual([expect.objectContaining({ ruleId: 'no-rows-for-agents', blockId: 'slots', role: 'agent' })]);
        // A malformed stored value falls back to the defaults rather than dropping every rule.
        await k.updateTable('settings').set({ value: '[{"id":"x"}]' }).where('key', '=', 'layout.rules').execute();
        expect((await validate(layoutOf('home', []))).rules.map((i: { ruleId: string }) => i.ruleId)).toContain('rg-notice-on-home');
      } finally {
        await k.deleteFrom('settings').where('key', '=', 'layout.rules').execute();
      }
    });
  });

  describe('audit', () => {
    it('lists each step of the session, newest first', async () => {
      const entries = (await call('GET', '/api/admin/audit?target=home&limit=200', { token: ctx.tokens.viewer })).json().value.entries as { action: string; operator: string; at: string }[];
      const actions = entries.map((e) => e.action);
      for (const a of ['layout.draft', 'layout.publish', 'layout.rollback', 'layout.schedule', 'layout.cancel']) expect(actions).toContain(a);
      expect(actions.lastIndexOf('layout.publish')).toBeGreaterThan(actions.indexOf('layout.rollback'));
      const times = entries.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      const draft = (await auditOf('layout.draft', 'qa-drafts')).at(-1)!;
      expect(draft).toMatchObject({ operator: 'editor', before: { revision: 0 }, after: { revision: 1 } });
    });
  });
});

describe.each(DIALECTS)('admin layout budget on %s', (dialect) => {
  const ctx = {} as Ctx;
  let dist: string;
  const weights = { baseJs: 60_000, widgets: { BannerCarousel: { js: 8_000, requests: 1 }, WinnerBoard: { js: 6_000, requests: 0 }, GameRow: { js: 7_000, requests: 0 }, RgNotice: { js: 1_500, requests: 0 }, PromoStrip: { js: 5_000, requests: 2 } } };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'parlor-dist-'));
    writeFileSync(join(dist, 'widget-weights.json'), JSON.stringify(weights));
    ctx.t = await createTestApp(dialect, { distDir: dist });
    ctx.tokens = await setUp(ctx.t);
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const { call, save, publish, auditOf } = client(() => ctx);
  const setBudget = (value: object | null) =>
    value === null
      ? ctx.t.db.kysely.deleteFrom('settings').where('key', '=', 'layout.budget').execute()
      : ctx.t.db.kysely.insertInto('settings').values({ key: 'layout.budget', value: JSON.stringify(value), updated_at: new Date().toISOString() }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) })).execute();

  it('measures the first screen: base JS plus each distinct widget, one request per source plus the widget\'s own', async () => {
    const layout = goodHome([{ id: 'later', widget: 'PromoStrip', source: { name: 'promotions.list' }, when: { roles: ['member'] } }]);
    const report = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout } })).json().value;
    expect(EAGER_BLOCKS).toBe(4);
    expect(report.budget).toEqual({
      available: true,
      jsBytes: 60_000 + 8_000 + 6_000 + 7_000 + 1_500,
      maxJsBytes: DEFAULT_LAYOUT_BUDGET.screens!.home!.maxFirstScreenJsKb * 1024,
      requests: 2 + 1 + 1 + 0,
      maxRequests: DEFAULT_LAYOUT_BUDGET.screens!.home!.maxRequestsAboveFold,
      perBlock: [
        { blockId: 'hero', widget: 'BannerCarousel', js: 8_000, requests: 2 },
        { blockId: 'winners', widget: 'WinnerBoard', js: 6_000, requests: 1 },
        { blockId: 'slots', widget: 'GameRow', js: 7_000, requests: 1 },
        { blockId: 'rg', widget: 'RgNotice', js: 1_500, requests: 0 },
      ],
      over: false,
    });
    expect(report.ok).toBe(true);
    // Blocks a visitor does not see are not on their first screen; a widget counts its JS once.
    const hiddenFirst = layoutOf('home', [
      { id: 'members', widget: 'PromoStrip', source: { name: 'promotions.list' }, when: { roles: ['member'] } },
      { id: 'off', widget: 'PromoStrip', source: { name: 'promotions.list' }, hidden: true },
      { id: 'g1', widget: 'GameRow', props: { title: 'Hot' }, source: { name: 'games.hot' } },
      { id: 'g2', widget: 'GameRow', props: { title: 'Slots' }, source: { name: 'games.byType', params: { gameType: 'RNG' } } },
      { id: 'rg', widget: 'RgNotice' },
    ]);
    const b = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: hiddenFirst } })).json().value.budget;
    expect(b.perBlock.map((p: { blockId: string }) => p.blockId)).toEqual(['g1', 'g2', 'rg']);
    expect(b.jsBytes).toBe(60_000 + 7_000 + 1_500);
    expect(b.requests).toBe(2);
  });

  it('refuses a layout over budget unless overridden with a reason, and audits the override', async () => {
    await setBudget({ maxFirstScreenJsKb: 70, maxRequestsAboveFold: 6 });
    try {
      await save('home', goodHome());
      const refused = await publish('home');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errorCode: 'admin.layout.overBudget', value: { ok: false, budget: { over: true, maxJsBytes: 70 * 1024, jsBytes: 82_500 } } });
      for (const override of [{}, { reason: '' }, { reason: 'ok' }, { reason: 'x'.repeat(501) }]) {
        const res = await publish('home', { override });
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json().errorCode).toBe('request.invalid');
      }
      const res = await publish('home', { override: { reason: 'Big campaign week, signed off by Ana' } });
      expect(res.statusCode, res.body).toBe(200);
      const entry = (await auditOf('layout.publish', 'home'))[0]!;
      expect(entry.after).toMatchObject({ version: res.json().value.version, override: { reason: 'Big campaign week, signed off by Ana', budget: { over: true, jsBytes: 82_500 } } });
      // Too many requests above the fold count too.
      await setBudget({ maxFirstScreenJsKb: 125, maxRequestsAboveFold: 3 });
      const requests = await publish('home');
      expect(requests.statusCode).toBe(422);
      expect(requests.json().value.budget).toMatchObject({ over: true, requests: 4, maxRequests: 3 });
      await setBudget(null);
      expect((await publish('home')).statusCode).toBe(200);
    } finally {
      await setBudget(null);
    }
  });

  it('never blocks when the build wrote no manifest', async () => {
    rmSync(join(dist, 'widget-weights.json'));
    await setBudget({ maxFirstScreenJsKb: 1, maxRequestsAboveFold: 0 });
    try {
      const report = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: goodHome() } })).json().value;
      expect(report.budget).toMatchObject({ available: false, over: false, jsBytes: 0 });
      expect(report.ok).toBe(true);
    } finally {
      await setBudget(null);
      writeFileSync(join(dist, 'widget-weights.json'), JSON.stringify(weights));
    }
  });
});

/**
 * Each screen's default budget is what its shipped layout costs plus a margin,
 * measured with the widget weights of the build that recorded the costs (tests/fixtures): an
 * untouched shipped layout publishes without an override, a heavier first screen is flagged.
 * (console-budget.spec.ts checks the same against the real build.)
 */
describe.each(DIALECTS)('default layout budgets on %s', (dialect) => {
  const ctx = {} as Ctx;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'parlor-dist-'));
    copyFileSync(join(import.meta.dirname, '../fixtures/widget-weights.json'), join(dist, 'widget-weights.json'));
    ctx.t = await createTestApp(dialect, { distDir: dist });
    ctx.tokens = await setUp(ctx.t);
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const { call, save, publish, auditOf } = client(() => ctx);
  const shipped = (screen: string) => JSON.parse(readFileSync(join(LAYOUTS_DIR, `${screen}.json`), 'utf8')) as TypedLayout;

  it.each(LAYOUT_SCREENS)('publishes the shipped %s layout untouched, without an override', async (screen) => {
    const layout = shipped(screen);
    const report = (await call('POST', `/api/admin/layouts/${screen}/validate`, { token: ctx.tokens.viewer, body: { layout } })).json().value;
    const cost = (LAYOUT_SHIPPED_COSTS as Record<string, { jsBytes: number; requests: number } | undefined>)[screen];
    expect(cost, `no shipped cost recorded for ${screen}: npm run layout:costs`).toBeDefined();
    expect(report.budget).toMatchObject({ available: true, over: false, jsBytes: cost!.jsBytes, requests: cost!.requests });
    expect(report.ok, JSON.stringify(report)).toBe(true);
    await save(screen, layout);
    const res = await publish(screen);
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf('layout.publish', screen))[0]!.after).not.toHaveProperty('override');
  });

  it('flags a heavier home: a game grid on the first screen is over the budget', async () => {
    const layout = shipped('home');
    const heavier = { ...layout, blocks: [layout.blocks[0]!, { id: 'grid', widget: 'GameGrid', source: { name: 'games.byType', params: { gameType: 'RNG' } } }, ...layout.blocks.slice(1)] };
    const report = (await call('POST', '/api/admin/layouts/home/validate', { token: ctx.tokens.viewer, body: { layout: heavier } })).json().value;
    expect(report.errors).toEqual({ blocks: [] });
    expect(report.budget.over).toBe(true);
    expect(report.budget.jsBytes).toBeGreaterThan(report.budget.maxJsBytes);
    await save('home', heavier);
    const refused = await publish('home');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe('admin.layout.overBudget');
  });

  it('flags a first screen with more requests than the shipped one plus the margin', async () => {
    const layout = shipped('event');
    const sourced = layout.blocks.find((b) => b.source)!;
    const more = { ...layout, blocks: [{ ...sourced, id: 'more-1' }, { ...sourced, id: 'more-2' }, ...layout.blocks] };
    const report = (await call('POST', '/api/admin/layouts/event/validate', { token: ctx.tokens.viewer, body: { layout: more } })).json().value;
    expect(report.budget).toMatchObject({ over: true, maxRequests: LAYOUT_SHIPPED_COSTS.event.requests + 1 });
  });

  it('lets an operator-set top-level budget still apply to every screen', async () => {
    const set = await call('PUT', '/api/admin/settings/layout.budget', { token: ctx.tokens.admin, body: { value: { maxFirstScreenJsKb: 100, maxRequestsAboveFold: 6 } } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const report = (await call('POST', '/api/admin/layouts/side-menu/validate', { token: ctx.tokens.viewer, body: { layout: shipped('side-menu') } })).json().value;
      expect(report.budget).toMatchObject({ over: true, maxJsBytes: 100 * 1024 });
      const perScreen = { maxFirstScreenJsKb: 100, maxRequestsAboveFold: 6, screens: { 'side-menu': { maxFirstScreenJsKb: 200, maxRequestsAboveFold: 6 } } };
      expect((await call('PUT', '/api/admin/settings/layout.budget', { token: ctx.tokens.admin, body: { value: perScreen } })).statusCode).toBe(200);
      const own = (await call('POST', '/api/admin/layouts/side-menu/validate', { token: ctx.tokens.viewer, body: { layout: shipped('side-menu') } })).json().value;
      expect(own.budget).toMatchObject({ over: false, maxJsBytes: 200 * 1024 });
      const bad = await call('PUT', '/api/admin/settings/layout.budget', { token: ctx.tokens.admin, body: { value: { ...perScreen, screens: { 'Not A Screen': perScreen.screens['side-menu'] } } } });
      expect(bad.statusCode).toBe(400);
    } finally {
      await ctx.t.db.kysely.deleteFrom('settings').where('key', '=', 'layout.budget').execute();
    }
  });
});
