/**
 * The data sources' reads in process (server/services/source-reads.ts: the player page's first
 * screen and the console's dry run) answer exactly what the same request over HTTP answers: the
 * same value for every source's every request, as a visitor, a member, a trial player and an agent,
 * in two languages; and the same refusal (status and errorCode) for a query the route refuses or a
 * read the viewer may not make.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestUrl, type SourceName } from '../../platform/sources';
import { sourceDeclaration } from '../../platform/source-declarations';
import type { Role } from '../../schemas/layout.schema';
import * as members from '../../server/repositories/members';
import { startTrial } from '../../server/services/members';
import { createSession, resolveSession } from '../../server/services/sessions';
import { readUrl, type Reader } from '../../server/services/source-reads';
import { dryRun } from '../../server/services/dry-run';
import * as settings from '../../server/repositories/settings';
import { firstHotPageUrl, gamesUrl, vendorsUrl } from '../../platform/answer-urls';
import { PAGE_SIZE_GAME_LIST } from '../../src/lib/constants';
import { createTestApp, type TestApp } from './helpers';

/** Params a layout would carry for each source (two for those whose params change the request). */
const PARAMS: { [N in SourceName]: Record<string, unknown>[] } = {
  'banners.group': [{ group: 'm_home' }, { group: 'm_nowhere' }],
  'notices.marquee': [{}],
  'winners.top': [{ limit: 5 }, { gameCategory: 'RNG' }],
  'games.byType': [{ gameType: 'RNG', pageSize: 9 }, { gameType: 'LIVE', vassalage: 'PARLOR', gameClassify: 'HOT' }],
  'games.hot': [{}, { pageSize: 16 }],
  'games.favourites': [{}],
  'vendors.byType': [{ gameType: 'RNG' }, { gameType: 'FH' }],
  'promotions.list': [{ limit: 2 }, { kind: 'mission' }],
  'site.footer': [{}],
  'popups.home': [{}],
  'site.resource': [{ type: 'TELEGRAM' }],
  'member.unread': [{}],
};

describe('in-process source reads agree with the API over HTTP', () => {
  let t: TestApp;
  const tokens: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const db = t.db.kysely;
    for (const [role, account] of [['member', 'demo'], ['agent', 'agentdemo']] as const) {
      const m = await members.findByAccount(db, account);
      tokens[role] = (await createSession(db, m!.id)).token;
    }
    tokens.trial = (await startTrial(db)).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const reader = (token: string | undefined, acceptLanguage?: string): Reader => ({
    app: t.app,
    session: async () => (token ? resolveSession(t.db.kysely, token) : null),
    acceptLanguage,
  });
  const overHttp = async (url: string, token: string | undefined, acceptLanguage?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) } });
    return { status: res.statusCode, body: res.json<{ success: boolean; value?: unknown; errorCode?: string }>() };
  };

  it('answers every request of every source as the API does, for each role, in English and Arabic', async () => {
    let compared = 0;
    for (const role of ['visitor', 'member', 'trial', 'agent'] as const) {
      for (const language of ['en', 'ar']) {
        for (const [name, list] of Object.entries(PARAMS)) {
          for (const params of list) {
            for (const request of sourceDeclaration(name)!.requests(params, { language, role })) {
              const url = requestUrl(request);
              const http = await overHttp(url, tokens[role]);
              const read = await readUrl(url, reader(tokens[role]));
              if (http.status === 200) expect(read, `${role} ${url}`).toEqual({ ok: true, value: http.body.value });
              else expect(read, `${role} ${url}`).toMatchObject({ ok: false, status: http.status, errorCode: http.body.errorCode });
              compared++;
            }
          }
        }
      }
    }
    // Every source made at least one request for someone (a visitor asks for no badge, a trial player for no favourites' page beyond the refusal).
    expect(compared).toBeGreaterThan(100);
  });

  it("answers the game lists' pages the player page brings as the API does", async () => {
    for (const url of [gamesUrl({ gameType: 'RNG', pageNo: 1, pageSize: PAGE_SIZE_GAME_LIST }), gamesUrl({ vassalage: 'PARLOR,JILI', isNew: 1, pageNo: 2, pageSize: PAGE_SIZE_GAME_LIST }), firstHotPageUrl('en'), vendorsUrl({ gameType: 'RNG' }), vendorsUrl({})]) {
      const http = await overHttp(url, undefined);
      expect(http.status, url).toBe(200);
      expect(await readUrl(url, reader(undefined)), url).toEqual({ ok: true, value: http.body.value });
    }
  });

  it('takes the language of a request that names none from its Accept-Language, as the API does', async () => {
    const url = '/api/announcements?types=PL,PR&platform=M';
    const http = await overHttp(url, undefined, 'ar-EG,ar;q=0.9');
    expect(await readUrl(url, reader(undefined, 'ar-EG,ar;q=0.9'))).toEqual({ ok: true, value: http.body.value });
  });

  it('refuses what the route refuses, with its status and errorCode', async () => {
    const cases: [string, string | undefined][] = [
      ['/api/games?pageSize=7', undefined], // not a page size the list takes
      ['/api/games?pageNo=Infinity', undefined], // not a finite number
      ['/api/games?gameName=a%00b', undefined], // a NUL
      ['/api/games?sneaky=1', undefined], // a field the query does not have
      ['/api/announcements?types=X', undefined],
      ['/api/announcements', undefined], // types is required
      ['/api/games/vendors?gameType=NOPE', undefined],
      ['/api/member/favourites', undefined], // a visitor
      ['/api/member/favourites', tokens.trial], // a trial player
      ['/api/member/unread', undefined],
      ['/api/nowhere', undefined],
    ];
    for (const [url, token] of cases) {
      const http = await overHttp(url, token);
      expect(http.status, url).toBeGreaterThanOrEqual(400);
      expect(await readUrl(url, reader(token)), url).toMatchObject({ ok: false, status: http.status, errorCode: http.body.errorCode });
    }
  });

  it("lets an operator dry-run a layout while the site is in maintenance, which keeps players' API calls out", async () => {
    const blocks = [
      { id: 'winners', widget: 'WinnerBoard', source: { name: 'winners.top', params: { limit: 5 } } },
      { id: 'rng', widget: 'GameRow', source: { name: 'games.byType', params: { gameType: 'RNG', pageSize: 9 } } },
    ];
    await settings.upsert(t.db.kysely, 'site.status', JSON.stringify({ maintenance: true, info: 'Back at 06:00', blockedIps: [], blockedCountries: [] }), new Date().toISOString());
    t.app.siteStatus.invalidate();
    try {
      expect((await overHttp('/api/games/winners?gameCategory=ALL&limitNum=5', undefined)).status).toBe(503);
      const results = await dryRun(t.app, { blocks, languages: ['EN'], roles: ['visitor', 'member'], flags: new Set() });
      expect(results.map((r) => [r.blockId, r.role, r.status])).toEqual([
        ['winners', 'visitor', 'ok'],
        ['rng', 'visitor', 'ok'],
        ['winners', 'member', 'ok'],
        ['rng', 'member', 'ok'],
      ]);
    } finally {
      await settings.upsert(t.db.kysely, 'site.status', JSON.stringify({ maintenance: false, info: '', blockedIps: [], blockedCountries: [] }), new Date().toISOString());
      t.app.siteStatus.invalidate();
    }
  });
});
