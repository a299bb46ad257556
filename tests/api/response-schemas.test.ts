/**
 * Answers the server declares as response schemas: every player route (but the files it streams and
 * the redirects of social sign-in) and every console route (but the picture upload it streams)
 * declares one (Fastify then serialises by it, and the clients take their types from the same
 * declaration), and what the server passes on whole — a draft layout, a contract's terms, an audit
 * entry's before and after, a wallet order's recorded details, a setting's value and form schema, a
 * game round's outcome — comes back whole, not cut down to the declared fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFINITIONS } from '../../server/services/admin-settings';
import { createTestApp, DIALECTS, newIp, type TestApp } from './helpers';

/**
 * Player routes that answer with something other than a JSON envelope, so declare none. Each is
 * checked to exist, so a renamed route cannot hide here.
 */
const PLAYER_UNDECLARED: [method: string, path: string][] = [
  // A member's own picture (a reward application's or their ID), streamed as the image it is.
  ['get', '/api/member/uploads/{id}'],
  // Social sign-in's browser legs: a 302 to the provider, and a 302 back to /m/login.
  ['get', '/api/auth/oidc/{provider}/start'],
  ['get', '/api/auth/oidc/{provider}/callback'],
];

type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };

/** Routes whose answers are declared (OpenAPI paths as @fastify/swagger writes them). */
const DECLARED: [method: string, path: string][] = [
  ['get', '/api/member/info'], ['get', '/api/member/wallet'], ['get', '/api/member/rank'], ['get', '/api/member/unread'],
  ['get', '/api/member/favourites'], ['post', '/api/member/favourites'], ['delete', '/api/member/favourites'],
  ['get', '/api/member/recent'], ['post', '/api/member/recent'], ['get', '/api/games/{id}/launch'], ['put', '/api/member/feedback'],
  ['get', '/api/member/contracts/check'], ['get', '/api/member/contracts/{kind}'], ['post', '/api/member/contracts/{id}/sign'],
  ['get', '/api/member/team'], ['get', '/api/member/avatar'], ['post', '/api/member/avatar'], ['get', '/api/member/inbox'],
  ['post', '/api/member/inbox/{id}/read'], ['get', '/api/member/game-records'], ['get', '/api/member/rewards'], ['get', '/api/member/referral'],
  ['post', '/api/announcements/{id}/read'],
  ['post', '/api/admin/session'], ['get', '/api/admin/session'], ['delete', '/api/admin/session'], ['post', '/api/admin/password'],
  ['post', '/api/admin/totp/setup'], ['post', '/api/admin/totp/confirm'], ['delete', '/api/admin/totp'], ['get', '/api/admin/audit'],
  ['get', '/api/admin/layouts'], ['get', '/api/admin/layouts/{screen}'], ['put', '/api/admin/layouts/{screen}/draft'],
  ['post', '/api/admin/layouts/{screen}/publish'], ['get', '/api/admin/layouts/{screen}/versions'],
  ['get', '/api/admin/layouts/{screen}/versions/{version}'], ['delete', '/api/admin/layouts/{screen}/versions/{version}'],
  ['post', '/api/admin/layouts/{screen}/rollback'], ['post', '/api/admin/layouts/{screen}/validate'], ['post', '/api/admin/layouts/{screen}/dry-run'],
  ['post', '/api/admin/preview'],
  ['get', '/api/admin/announcements'], ['get', '/api/admin/announcements/{id}'], ['post', '/api/admin/announcements'], ['put', '/api/admin/announcements/{id}'],
  ['delete', '/api/admin/announcements/{id}'], ['post', '/api/admin/announcements/{id}/restore'],
  ['get', '/api/admin/promotions'], ['get', '/api/admin/promotions/{id}'], ['post', '/api/admin/promotions'], ['put', '/api/admin/promotions/{id}'],
  ['delete', '/api/admin/promotions/{id}'], ['post', '/api/admin/promotions/{id}/restore'],
  ['get', '/api/admin/help'], ['get', '/api/admin/help/{id}'], ['post', '/api/admin/help'], ['put', '/api/admin/help/{id}'], ['delete', '/api/admin/help/{id}'],
  ['get', '/api/admin/operators'], ['post', '/api/admin/operators'], ['put', '/api/admin/operators/{id}'],
  ['get', '/api/admin/rewards'], ['get', '/api/admin/rewards/{id}'], ['post', '/api/admin/rewards/{id}/approve'], ['post', '/api/admin/rewards/{id}/reject'],
  ['get', '/api/admin/feedback'], ['get', '/api/admin/outbox'],
  ['get', '/api/admin/settings'], ['get', '/api/admin/settings/{key}'], ['put', '/api/admin/settings/{key}'], ['get', '/api/admin/vendors'], ['put', '/api/admin/vendors/{vassalage}'],
  ['get', '/api/admin/games/rounds'], ['get', '/api/admin/games/rtp'], ['get', '/api/admin/games/vendors'], ['put', '/api/admin/games/{gameId}/offline'],
  ['put', '/api/admin/games/vendors/{vendor}/offline'], ['post', '/api/admin/games/vendors/{vendor}/secret'],
  ['get', '/api/admin/exclusions'], ['post', '/api/admin/exclusions/{memberId}/lift'],
  ['get', '/api/admin/verifications'], ['post', '/api/admin/verifications/{id}/approve'], ['post', '/api/admin/verifications/{id}/reject'],
  ['get', '/api/admin/wallet/orders'], ['post', '/api/admin/wallet/orders/{id}/approve'], ['post', '/api/admin/wallet/orders/{id}/reject'],
];

describe.each(DIALECTS)('declared answers on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: object) =>
    t.app.inject({ method, url, remoteAddress: newIp(), headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body ? { payload: body } : {}) });
  const signIn = async (url: string, username: string, password: string) => {
    const res = await call('POST', url, undefined, { username, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.token as string;
  };

  it('every member-area route and the console’s routes listed declare their answer', async () => {
    const doc = (await call('GET', '/api/docs')).json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };
    const undeclared = DECLARED.filter(([method, path]) => !doc.paths[path]?.[method]?.responses?.['200']?.content).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(undeclared).toEqual([]);
  });

  it('every player route declares its answer, but the files it streams and the redirects of social sign-in', async () => {
    const doc = (await call('GET', '/api/docs')).json() as Doc;
    const player = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/admin/') && path !== '/api/docs');
    const operations = player.flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    const excepted = new Set(PLAYER_UNDECLARED.map(([m, p]) => `${m.toUpperCase()} ${p}`));
    expect([...excepted].filter((name) => !operations.some((o) => o.name === name))).toEqual([]);
    // The walk sees the player routes the list names and the wallet's, the games' and the studio's.
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['GET /api/member/info', 'GET /api/wallet/deposit', 'GET /api/games/vendors', 'POST /api/play/session', 'GET /api/announcements']));
    const undeclared = operations.filter(({ name, op }) => !excepted.has(name) && !op.responses?.['200']?.content).map(({ name }) => name);
    expect(undeclared).toEqual([]);
  });

  it('a member’s wallet order carries what the order recorded whole, and not which operator decided it', async () => {
    const token = await signIn('/api/auth/login', 'agentdemo', 'demo1234');
    const member = await t.db.kysely.selectFrom('members').select('id').where('account', '=', 'agentdemo').executeTakeFirstOrThrow();
    const details = { name: 'GCash', kind: 'ewallet', payee: { name: 'Parlor Ltd', number: '0917 000 0000' }, note: { from: 'an older release', tags: ['kept'] } };
    const reference = `PLAYER${Date.now()}`;
    await t.db.kysely
      .insertInto('wallet_orders')
      .values({ member_id: member.id, kind: 'deposit', reference, amount_cents: 54_321, channel: 'gcash', details: JSON.stringify(details), status: 'rejected', created_at: new Date(Date.now() + 60_000).toISOString(), decided_at: new Date().toISOString(), decided_by: 'operator', decision_note: 'no money arrived', first_approved_by: null, first_approved_at: null })
      .execute();
    const res = await call('GET', '/api/wallet/deposit', token);
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json().value.orders as { reference: string }[];
    expect(orders.find((o) => o.reference === reference)).toEqual({
      id: expect.any(Number), kind: 'deposit', reference, amount: 543.21, channel: 'gcash', details, status: 'rejected', createdAt: expect.any(String),
      decidedAt: expect.any(String), note: 'no money arrived',
    });
  });

  it('every console route declares its answer, but the upload it streams as a picture', async () => {
    const doc = (await call('GET', '/api/docs')).json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> };
    const console = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/uploads/{id}');
    const operations = console.flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    // The walk sees at least every console route the list names (a typo in a path would shrink it).
    expect(operations.length).toBeGreaterThanOrEqual(DECLARED.filter(([, p]) => p.startsWith('/api/admin/')).length);
    const undeclared = operations.filter(({ op }) => !op.responses?.['200']?.content).map(({ name }) => name);
    expect(undeclared).toEqual([]);
  });

  it('a draft layout comes back whole, fields the layout schema does not know included', async () => {
    const token = await signIn('/api/admin/session', 'editor', 'editor1234');
    const layout = {
      screen: 'home',
      version: 1,
      note: 'work in progress',
      blocks: [{ id: 'b1', widget: 'not-yet-a-widget', props: { deep: { list: [1, { a: 'x' }], flag: false } }, source: { name: 'games', params: { pageSize: 9 } }, extra: true }],
    };
    const draft = (await call('GET', '/api/admin/layouts/home', token)).json().value.draft;
    const saved = await call('PUT', '/api/admin/layouts/home/draft', token, { layout, baseRevision: draft.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.keys(saved.json().value).sort()).toEqual(['revision', 'updatedAt']);
    const detail = (await call('GET', '/api/admin/layouts/home', token)).json().value;
    expect(detail.draft).toMatchObject({ layout, revision: draft.revision + 1, updatedBy: 'editor' });
    expect(detail.versions[0]).toEqual({ version: expect.any(Number), status: expect.any(String), author: expect.any(String), createdAt: expect.any(String), publishAt: null, liveAt: expect.any(String), live: expect.any(Boolean) });

    const audit = (await call('GET', '/api/admin/audit?action=layout.draft&limit=1', token)).json().value;
    expect(audit.entries[0]).toMatchObject({ operator: 'editor', operatorId: expect.any(Number), action: 'layout.draft', target: 'home', before: { revision: draft.revision }, after: { revision: draft.revision + 1 } });
  });

  it('the console’s wallet order carries what the order recorded whole, and a setting its value and form schema', async () => {
    const token = await signIn('/api/admin/session', 'viewer', 'viewer1234');
    const member = await t.db.kysely.selectFrom('members').select(['id', 'account']).where('account', '=', 'agentdemo').executeTakeFirstOrThrow();
    const details = { name: 'GCash', kind: 'ewallet', payee: { name: 'Parlor Ltd', number: '0917 000 0000' }, note: { from: 'an older release', tags: ['kept'] } };
    const reference = `SCHEMA${Date.now()}`;
    await t.db.kysely
      .insertInto('wallet_orders')
      .values({ member_id: member.id, kind: 'deposit', reference, amount_cents: 12_345, channel: 'gcash', details: JSON.stringify(details), status: 'pending', created_at: new Date().toISOString(), decided_at: null, decided_by: null, decision_note: null, first_approved_by: null, first_approved_at: null })
      .execute();
    const orders = (await call('GET', '/api/admin/wallet/orders?kind=deposit&status=pending&pageSize=200', token)).json().value.list as { reference: string }[];
    expect(orders.find((o) => o.reference === reference)).toEqual({
      id: expect.any(Number), kind: 'deposit', reference, amount: 123.45, channel: 'gcash', details, status: 'pending', createdAt: expect.any(String),
      decidedAt: null, decidedBy: null, note: null, memberId: member.id, memberAccount: member.account, firstApprovedBy: null,
    });

    const settings = (await call('GET', '/api/admin/settings', token)).json().value.list as { key: string; schema: object }[];
    expect(settings.length).toBeGreaterThan(0);
    for (const entry of settings) {
      const one = (await call('GET', `/api/admin/settings/${entry.key}`, token)).json().value;
      expect(one).toEqual(entry);
      expect(Object.keys(one).sort()).toEqual(['description', 'key', 'schema', 'updatedAt', 'value']);
    }
    // A setting's form schema comes back whole: the editor form is generated from every keyword in it.
    expect(settings.map((e) => [e.key, e.schema])).toEqual(SETTING_DEFINITIONS.map((d) => [d.key, JSON.parse(JSON.stringify(d.schema))]));
  });

  it('the console’s content comes back with every field its editor fills the form from', async () => {
    const token = await signIn('/api/admin/session', 'editor', 'editor1234');
    const body = { title: 'Declared answers', content: '<p>Hello</p>', linkage: { type: 'route', target: '/m/promotions' }, startDate: '2026-01-01', endDate: '2026-12-31', categoryIds: [1], imageRequired: 'Y', remarkRequired: 'N', applyLimit: 3, applyWhilePending: true };
    const created = await call('POST', '/api/admin/promotions', token, body);
    expect(created.statusCode, created.body).toBe(200);
    const promo = created.json().value;
    expect(promo).toEqual({
      ...body, id: expect.any(Number), imageUrl: '', noExpiry: false, sort: expect.any(Number), language: null, enabled: expect.any(Boolean),
      activityStatus: expect.any(String), linkedPromotionId: null, status: expect.any(String), retiredAt: null, updatedAt: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect((await call('GET', `/api/admin/promotions/${promo.id}`, token)).json().value).toEqual(promo);
    const listed = (await call('GET', '/api/admin/promotions?pageSize=200', token)).json().value;
    expect(listed.list.find((p: { id: number }) => p.id === promo.id)).toEqual(promo);

    const notice = (await call('GET', `/api/admin/announcements/${promo.id}`, token)).json().value;
    expect(notice).toMatchObject({ id: promo.id, type: 'PR', groupName: expect.any(String), popupKind: null, linkage: body.linkage, categoryIds: [1] });

    const help = (await call('POST', '/api/admin/help', token, { tag: 'declared-answers', language: 'EN', title: 'Declared', content: '<p>x</p>', sort: 5 })).json().value;
    expect(help).toEqual({ id: expect.any(Number), tag: 'declared-answers', language: 'EN', title: 'Declared', content: '<p>x</p>', sort: 5 });
    expect((await call('DELETE' as 'GET', `/api/admin/help/${help.id}`, token)).json().value).toEqual({ id: help.id, deleted: true });
  });

  it('the console lists an exclusion with when it ends, and lifting it answers what was lifted', async () => {
    const token = await signIn('/api/admin/session', 'operator', 'operator1234');
    const member = await t.db.kysely.selectFrom('members').select(['id', 'account']).where('account', '=', 'demo').executeTakeFirstOrThrow();
    const excludedAt = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const until = new Date(Date.now() - 35 * 86_400_000).toISOString();
    await t.db.kysely.deleteFrom('responsible_gaming').where('member_id', '=', member.id).execute();
    await t.db.kysely
      .insertInto('responsible_gaming')
      .values({ member_id: member.id, reminder_minutes: 0, exclusion_kind: 'selfExclusion', exclusion_period: '1y', excluded_at: excludedAt, excluded_until: until, updated_at: excludedAt })
      .execute();
    const { list } = (await call('GET', '/api/admin/exclusions?account=demo', token)).json().value;
    expect(list).toEqual([{ memberId: member.id, account: 'demo', kind: 'selfExclusion', period: '1y', excludedAt, until, ended: true }]);
    const lifted = await call('POST', `/api/admin/exclusions/${member.id}/lift`, token, { note: 'asked by phone, identity confirmed' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().value).toEqual({ memberId: member.id, lifted: { kind: 'selfExclusion', period: '1y', excludedAt, until } });
  });

  it('the operator’s session answer names the role, and a contract’s terms come back whole', async () => {
    const op = await signIn('/api/admin/session', 'viewer', 'viewer1234');
    expect((await call('GET', '/api/admin/session', op)).json().value).toEqual({ username: 'viewer', role: 'viewer', totp: { on: false, since: null } });

    const token = await signIn('/api/auth/login', 'agentdemo', 'demo1234');
    const agent = await t.db.kysely.selectFrom('members').select('id').where('account', '=', 'agentdemo').executeTakeFirstOrThrow();
    const terms = { hourlyRate: 0.25, tiers: [{ from: 0, rate: 0.1 }, { from: 1000, rate: 0.2 }], note: null };
    await t.db.kysely.insertInto('contracts').values({ member_id: agent.id, kind: 'hourly', terms: JSON.stringify(terms), status: 'pending', created_at: new Date().toISOString() }).execute();
    const [contract] = (await call('GET', '/api/member/contracts/hourly', token)).json().value.list;
    expect(contract).toEqual({ id: expect.any(Number), kind: 'hourly', status: 'pending', terms, createdAt: expect.any(String) });
  });
});
