/**
 * The player's page carries the site status and settings (the same answers the API gives that
 * request), so a first visit waits for no round trip for them before its first screen; markup in
 * operator text cannot break out of the block.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './helpers';
import { BOOT_DATA_ID } from '../../src/lib/constants';
import { announcementsUrl, DOWNLOADS_URL, FIRST_READS, firstGamePageUrl, firstHotPageUrl, helpUrl, hotRowUrl, NOTICES_URL, vendorsUrl } from '../../platform/answer-urls';
import { sourceUrl } from '../../platform/source-declarations';
import { categoryVendors, entryFor, prizeMode, type VendorGroups } from '../../src/lib/game-entry';
import { PRIZE_MODE_PATHS } from '../../src/lib/game-routes';
import { PRELOAD_TILE_IMAGES, VENDOR_CARDS_PER_ROW } from '../../src/lib/constants';
import type { BootAnswers } from '../../src/runtime/boot-answers';

/** The splash as index.html has it (the server recognises it to put home's banner into it). */
const SPLASH = /<div id="root">(.*)<\/div>\s*<script/.exec(readFileSync('index.html', 'utf8'))![1]!;
const dist = mkdtempSync(join(tmpdir(), 'parlor-page-'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html lang="en" dir="ltr"><head><title>Parlor</title><script type="module" src="/m/assets/main-1.js"></script></head><body><div id="root">${SPLASH}</div></body></html>`,
);
// A build's manifests, as vite.config.ts writes them: chunks by source, widgets' own chunks.
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    // The entry imports the app's start (the boot chunk) once the splash has painted (src/main.tsx).
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_import-helper-1.js'], dynamicImports: ['_boot-1.js'] },
    '_import-helper-1.js': { file: 'assets/import-helper-1.js' },
    'locales/en.json?part=first': { file: 'assets/en-1.js' },
    'locales/en.json?part=later': { file: 'assets/en-later-1.js' },
    'locales/ar.json?part=first': { file: 'assets/ar-1.js' },
    'locales/ar.json?part=later': { file: 'assets/ar-later-1.js' },
    'src/app/screens/home-screen.tsx': { file: 'assets/home-screen-1.js', imports: ['_boot-1.js'] },
    'src/app/screens/game-list-screen.tsx': { file: 'assets/game-list-screen-1.js', imports: ['_boot-1.js', '_grid-1.js'] },
    'src/app/screens/play-screen.tsx': { file: 'assets/play-screen-1.js', imports: ['_boot-1.js'] },
    'src/app/screens/register-screen.tsx': { file: 'assets/register-screen-1.js', imports: ['_boot-1.js', '_captcha-1.js'] },
    '_captcha-1.js': { file: 'assets/captcha-1.js' },
    '_grid-1.js': { file: 'assets/grid-1.js' },
    '_boot-1.js': { file: 'assets/boot-1.js' },
  }),
);
writeFileSync(
  join(dist, 'widget-weights.json'),
  JSON.stringify({ baseJs: 1, widgets: { BannerCarousel: { js: 1, requests: 1, files: ['assets/banner-carousel-1.js'] }, NavTab: { js: 1, requests: 0, files: ['assets/nav-tab-1.js'] } } }),
);

const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/m/${file}" />`;

function bootData(html: string): { status: { status: number; regionRestriction: boolean }; settings: { siteName: string; defaultLanguage: string }; answers?: BootAnswers } {
  const m = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(html);
  expect(m, 'boot data block').not.toBeNull();
  return JSON.parse(m![1]!);
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each(DIALECTS)('player page on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Requests come from 127.0.0.1, which stands for the proxy that says the visitor's country.
    t = await createTestApp(dialect, { distDir: dist, app: { trustProxy: ['127.0.0.1'], countryHeader: 'cf-ipcountry' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves every /m path with the status and settings the API would answer', async () => {
    for (const url of ['/m/home', '/m/slot-games?vassalage=JILI', '/m/nowhere']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const data = bootData(res.body);
      const api = (await page('/api/system/settings')).json().value;
      expect(data.settings).toEqual(api);
      expect(data.status.status).toBe(0);
      // The language's chunk loads beside the scripts, and so does the app's start, which the entry
      // imports only after the splash's paint (on any path, a screen's or none); the template's own are not repeated.
      for (const f of ['assets/en-1.js', 'assets/boot-1.js', 'assets/import-helper-1.js']) expect(res.body).toContain(preload(f));
      expect(res.body).not.toContain(preload('assets/main-1.js'));
      // The splash carries the site's name.
      expect(res.body).toContain(`<b>${api.siteName}</b>`);
    }
  });

  it('on home, preloads the image of the first banner its first screen shows; nowhere else', async () => {
    const banners = (await page('/api/announcements?platform=M&types=B&groupName=m_home&language=EN')).json().value.banners as { url: string }[];
    expect(banners.length).toBeGreaterThan(0);
    const preload = `<link rel="preload" as="image" href="${banners[0]!.url}" fetchpriority="high" />`;
    for (const url of ['/m/home', '/m', '/m/index']) expect((await page(url)).body, url).toContain(preload);
    for (const url of ['/m/login', '/m/help']) expect((await page(url)).body, url).not.toContain('rel="preload" as="image"');
  });

  it("on a category route without filters or with a classification alone, brings its first page of games and its providers (the hot list its first page), and preloads the first row's images", async () => {
    const settings = (await page('/api/system/settings')).json().value as { vendorGroups?: VendorGroups };
    for (const [path, key] of [['/m/slot-games', 'RNG'], ['/m/jili-games', 'JL'], ['/m/new-games', 'NEW'], ['/m/bingo', 'BINGO'], ['/m/provider', 'PROVIDER']] as const) {
      const entry = entryFor(key, settings.vendorGroups ?? {});
      const res = await page(path);
      const answers = bootData(res.body).answers!;
      const games = firstGamePageUrl(entry);
      const expected = entry.gameType || key === 'PROVIDER' ? [games, vendorsUrl({ gameType: entry.gameType })] : [games];
      expect(Object.keys(answers.api).sort(), path).toEqual(expected.sort());
      for (const url of expected) expect(answers.api[url], url).toEqual((await page(url)).json().value);
      const first = (answers.api[games] as { games: { iconUrl: string }[] }).games.slice(0, PRELOAD_TILE_IMAGES);
      expect(first.length, path).toBeGreaterThan(0);
      for (const g of first) expect(res.body, path).toContain(`<link rel="preload" as="image" href="${g.iconUrl}" fetchpriority="high" />`);
    }
    // The hot-games list: its first page, in the page's language; its tiles' images preloaded.
    const hotRes = await page('/m/hot-games', { cookie: 'language=AR' });
    const hot = bootData(hotRes.body).answers!.api;
    expect(Object.keys(hot)).toEqual([firstHotPageUrl('ar')]);
    expect(hot[firstHotPageUrl('ar')]).toEqual((await page(firstHotPageUrl('ar'))).json().value);
    const hotFirst = (hot[firstHotPageUrl('ar')] as { games: { iconUrl: string }[] }).games[0]!;
    expect(hotRes.body).toContain(`<link rel="preload" as="image" href="${hotFirst.iconUrl}" fetchpriority="high" />`);
    // A classification alone (a link of the route table): that classification's first page.
    const featureRes = await page('/m/slot-games?gameClassify=FeatureBuy');
    const feature = bootData(featureRes.body).answers!.api;
    const featureGames = firstGamePageUrl(entryFor('RNG', settings.vendorGroups ?? {}), 'FeatureBuy');
    expect(featureGames).toContain('gameClassify=FeatureBuy');
    expect(Object.keys(feature).sort()).toEqual([featureGames, vendorsUrl({ gameType: 'RNG' })].sort());
    expect(feature[featureGames]).toEqual((await page(featureGames)).json().value);
    const featureFirst = (feature[featureGames] as { games: { iconUrl: string }[] }).games[0]!;
    expect(featureRes.body).toContain(`<link rel="preload" as="image" href="${featureFirst.iconUrl}" fetchpriority="high" />`);
    // The all-games view: its first row (the hot games) and the vendor mapping its rows follow; that row's first images preloaded.
    const allRes = await page('/m/all-games');
    const all = bootData(allRes.body).answers!.api;
    expect(Object.keys(all).sort()).toEqual([hotRowUrl(), vendorsUrl({})].sort());
    for (const url of Object.keys(all)) expect(all[url], url).toEqual((await page(url)).json().value);
    const allFirst = (all[hotRowUrl()] as { games: { iconUrl: string }[] }).games.slice(0, PRELOAD_TILE_IMAGES);
    expect(allFirst.length).toBe(PRELOAD_TILE_IMAGES);
    for (const g of allFirst) expect(allRes.body).toContain(`<link rel="preload" as="image" href="${g.iconUrl}" fetchpriority="high" />`);
    // A category that opens on its vendor cards: its vendors, and the first row of cards' images where it has more than one.
    let withCards = 0;
    for (const [path, key] of [['/m/live-games', 'LIVE'], ['/m/sport-games', 'SPORTS'], ['/m/elott', 'ELOTT']] as const) {
      const entry = entryFor(key, settings.vendorGroups ?? {});
      expect(entry.vendorView, path).toBe(true);
      const res = await page(path);
      const answers = bootData(res.body).answers!.api;
      const url = vendorsUrl({ gameType: entry.gameType });
      expect(Object.keys(answers), path).toEqual([url]);
      expect(answers[url], path).toEqual((await page(url)).json().value);
      const cards = categoryVendors(entry, (answers[url] as { list: { vassalage: string; iconUrl: string }[] }).list);
      const preloaded = cards.length > 1 ? cards.slice(0, VENDOR_CARDS_PER_ROW) : [];
      if (preloaded.length) withCards++;
      for (const v of preloaded) expect(res.body, path).toContain(`<link rel="preload" as="image" href="${v.iconUrl}" fetchpriority="high" />`);
      expect(res.body.match(/rel="preload" as="image"/g)?.length ?? 0, path).toBe(preloaded.length);
    }
    expect(withCards).toBeGreaterThan(0);
    // Other filters in the address (the screen asks something else), an unknown or repeated classification: nothing of the kind.
    const other = ['/m/slot-games?vassalage=JILI', '/m/slot-games?gameClassify=FeatureBuy&vassalage=JILI', '/m/slot-games?gameClassify=Nope', '/m/slot-games?gameClassify=FeatureBuy&gameClassify=NEW'];
    for (const url of [...other, '/m/all-games?x=1', '/m/hot-games?x=1', '/m/hot-games?gameClassify=FeatureBuy', '/m/live-games?vassalage=RLV']) {
      const res = await page(url);
      expect(bootData(res.body).answers!.api, url).toEqual({});
      expect(res.body, url).not.toContain('rel="preload" as="image"');
    }
  });

  it('brings the layouts its first screen renders, and on home its first blocks\' data, keyed as the client asks', async () => {
    const layout = async (screen: string) => (await page(`/api/layouts/${screen}`)).json().value;
    const answers = bootData((await page('/m/login')).body).answers!;
    expect(Object.keys(answers.layouts).sort()).toEqual(['footer-bar', 'game-menu']);
    expect(answers.layouts['game-menu']).toMatchObject({ layout: (await layout('game-menu')).layout, schemaHash: (await layout('game-menu')).schemaHash });
    expect(answers.layouts['game-menu']!.etag).toMatch(/^"/);
    expect(answers.api).toEqual({});

    const homeRes = await page('/m/home');
    const home = bootData(homeRes.body).answers!;
    expect(home.language).toBe('EN');
    expect(Object.keys(home.layouts).sort()).toEqual(['footer-bar', 'game-menu', 'home']);
    // Home's first screen in the seed: hero banners, notice strip, hot games, winner board.
    const hero = announcementsUrl({ types: 'B', groupName: 'm_home', language: 'en' });
    const expected = [
      hero,
      sourceUrl('notices.marquee', {}, 'en')!,
      sourceUrl('games.hot', { pageSize: 16 }, 'en')!,
      sourceUrl('winners.top', { limit: 30 }, 'en')!,
    ];
    expect(Object.keys(home.api).sort()).toEqual(expected.sort());
    for (const url of expected) expect(home.api[url], url).toEqual((await page(url)).json().value);
    expect(home.widgets).toEqual(expect.arrayContaining(['BannerCarousel', 'NoticeMarquee', 'NavTab', 'MenuPill']));
    // The code those need loads beside the scripts: home's screen, the hero's widget, the footer's tabs.
    for (const f of ['assets/home-screen-1.js', 'assets/banner-carousel-1.js', 'assets/nav-tab-1.js']) expect(homeRes.body).toContain(preload(f));
    const slots = (await page('/m/slot-games')).body;
    expect(slots).not.toContain(preload('assets/home-screen-1.js'));
    // A game-list path brings the game-list screen and what it imports.
    for (const f of ['assets/game-list-screen-1.js', 'assets/grid-1.js']) expect(slots).toContain(preload(f));
    expect(homeRes.body).not.toContain(preload('assets/game-list-screen-1.js'));
    // A game page (opened from a launch, nothing cached) brings its screen and the language's later part it waits for.
    const game = (await page('/m/play/slot/PARLOR-RNG-0001?t=x')).body;
    for (const f of ['assets/play-screen-1.js', 'assets/en-later-1.js']) expect(game).toContain(preload(f));
    for (const f of ['assets/play-screen-1.js', 'assets/en-later-1.js']) expect(homeRes.body).not.toContain(preload(f));
    // So does any other screen a link may point to (a form: its chunk, what it imports, its later strings).
    const register = (await page('/m/register')).body;
    for (const f of ['assets/register-screen-1.js', 'assets/captcha-1.js', 'assets/en-later-1.js']) expect(register).toContain(preload(f));
    expect(homeRes.body).not.toContain(preload('assets/register-screen-1.js'));
  });

  it("paints home's first banner in the splash, where the carousel will show it; other pages keep the plain splash", async () => {
    expect(SPLASH).toContain('<!--site-name-->');
    const homeRes = await page('/m/home');
    const banners = bootData(homeRes.body).answers!.api[announcementsUrl({ types: 'B', groupName: 'm_home', language: 'en' })] as { banners: { url: string }[] };
    const first = banners.banners[0]!.url;
    expect(first).toMatch(/^\/media\//);
    expect(homeRes.body).toContain(
      `<div id="root"><div class="boot boot-hero" aria-busy="true"><div class="boot-bar"><b>Parlor</b></div><div class="boot-tabs"></div><img class="boot-img" src="${first}" alt="" fetchpriority="high" style="aspect-ratio:5/2" /></div></div>`,
    );
    for (const url of ['/m/nowhere', '/m/login']) {
      const body = (await page(url)).body;
      expect(body, url).not.toContain('boot-hero');
      expect(body, url).toContain(`<div id="root">${SPLASH.replace('<!--site-name-->', 'Parlor')}</div>`);
    }
  });

  it("paints the first banner of events and promotions in the splash below an inner page's header bar, and brings their layout and its first blocks' data; the menu page's banner stays out of it (a player's balance card comes first)", async () => {
    for (const [url, screen, group] of [['/m/event', 'event', 'm_event1'], ['/m/activity', 'promotions', 'm_promotion']] as const) {
      const res = await page(url);
      const answers = bootData(res.body).answers!;
      expect(Object.keys(answers.layouts).sort(), url).toEqual(['footer-bar', 'game-menu', screen].sort());
      const banners = answers.api[announcementsUrl({ types: 'B', groupName: group, language: 'en' })] as { banners: { url: string }[] };
      const first = banners.banners[0]!.url;
      expect(first, url).toMatch(/^\/media\//);
      expect(res.body, url).toContain(
        `<div id="root"><div class="boot boot-hero" aria-busy="true"><div class="boot-bar page"></div><img class="boot-img" src="${first}" alt="" fetchpriority="high" style="aspect-ratio:5/2" /></div></div>`,
      );
      expect(res.body, url).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`);
    }
    const menu = await page('/m/menu');
    expect(Object.keys(bootData(menu.body).answers!.layouts).sort()).toEqual(['footer-bar', 'game-menu', 'member-menu']);
    expect(menu.body).not.toContain('boot-hero');
    expect(menu.body).toContain('rel="preload" as="image"');
  });

  it("paints a category's first row of tiles in the splash, where its grid will show them; not with filters in the address, nor off the game lists", async () => {
    const settings = (await page('/api/system/settings')).json().value as { vendorGroups?: VendorGroups };
    const plain = `<div id="root">${SPLASH.replace('<!--site-name-->', 'Parlor')}</div>`;
    const firstRow = (html: string, url: string) => (bootData(html).answers!.api[url] as { games: { iconUrl: string }[] }).games.slice(0, PRELOAD_TILE_IMAGES).map((g) => g.iconUrl);
    const tiles = (srcs: string[]) => srcs.map((src) => `<img src="${src}" alt="" fetchpriority="high" />`).join('');
    for (const [path, key] of [['/m/slot-games', 'RNG'], ['/m/fish-games', 'FISH'], ['/m/jili-games', 'JL']] as const) {
      const res = await page(path);
      const row = firstRow(res.body, firstGamePageUrl(entryFor(key, settings.vendorGroups ?? {})));
      expect(row.length, path).toBe(PRELOAD_TILE_IMAGES);
      for (const src of row) expect(src, path).toMatch(/^\/media\//);
      expect(res.body, path).toContain(
        `<div id="root"><div class="boot boot-hero" aria-busy="true"><div class="boot-bar"><b>Parlor</b></div><div class="boot-tabs"></div><div class="boot-lead"></div><div class="boot-grid">${tiles(row)}</div></div></div>`,
      );
    }
    // The hot list: its title line above the grid instead of the filter bar.
    const hot = await page('/m/hot-games');
    expect(hot.body).toContain(`<div class="boot-lead hot"></div><div class="boot-grid">${tiles(firstRow(hot.body, firstHotPageUrl('en')))}</div>`);
    // The all-games view: its hot row below the row's title line, as a row swiped sideways.
    const all = await page('/m/all-games');
    expect(all.body).toContain(`<div class="boot-lead row"></div><div class="boot-grid row">${tiles(firstRow(all.body, hotRowUrl()))}</div>`);
    // Filters in the address (the screen asks for another page) and screens other than a game list: the plain splash.
    for (const url of ['/m/slot-games?vassalage=JILI', '/m/slot-games?dataType=hot', '/m/home', '/m/promotions']) {
      const body = (await page(url)).body;
      expect(body, url).not.toContain('boot-grid');
      if (url !== '/m/home') expect(body, url).toContain(plain);
    }
  });

  it("paints a game page's loading screen, the game's art and name, and asks for the art before anything else; not for an unknown game, another kind's address or a game switched off", async () => {
    const game = await t.db.kysely.selectFrom('games').select(['node_id', 'display_name', 'mobile_large_icon']).where('node_id', '=', 'PARLOR-ELOTT-0001').executeTakeFirstOrThrow();
    expect(game.mobile_large_icon).toMatch(/^\/media\//);
    const res = await page(`/m/play/crash/${game.node_id}?t=anything`);
    expect(res.body).toContain(
      `<div id="root"><div class="boot boot-hero" aria-busy="true"><div class="boot-bar"><b>Parlor</b></div><div class="boot-game"><img src="${game.mobile_large_icon}" alt="" fetchpriority="high" /><b>${game.display_name}</b><i></i></div></div></div>`,
    );
    // The art's preload is the head's first request: ahead of the stylesheet and the scripts.
    const head = res.body.slice(res.body.indexOf('<head>'));
    expect(head.indexOf(`<link rel="preload" as="image" href="${game.mobile_large_icon}" fetchpriority="high" />`)).toBeGreaterThan(-1);
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<script'));
    const plain = `<div id="root">${SPLASH.replace('<!--site-name-->', 'Parlor')}</div>`;
    for (const url of ['/m/play/crash/NO-SUCH-GAME', `/m/play/dice/${game.node_id}`, '/m/play/crash/%22%3Cx%3E']) {
      const body = (await page(url)).body;
      expect(body, url).toContain(plain);
      expect(body, url).not.toContain('rel="preload" as="image"');
    }
    await t.db.kysely.updateTable('games').set({ enabled: 0 }).where('node_id', '=', game.node_id).execute();
    try {
      expect((await page(`/m/play/crash/${game.node_id}`)).body).toContain(plain);
    } finally {
      await t.db.kysely.updateTable('games').set({ enabled: 1 }).where('node_id', '=', game.node_id).execute();
    }
  });

  it("leaves a tile whose image is another origin's out of the splash, keeping its place, and escapes the addresses it writes", async () => {
    const settings = (await page('/api/system/settings')).json().value as { vendorGroups?: VendorGroups };
    const url = firstGamePageUrl(entryFor('RNG', settings.vendorGroups ?? {}));
    const row = (bootData((await page('/m/slot-games')).body).answers!.api[url] as { games: { nodeId: string; iconUrl: string }[] }).games.slice(0, 2);
    const set = async (nodeId: string, iconUrl: string) => {
      await t.db.kysely.updateTable('games').set({ icon_url: iconUrl }).where('node_id', '=', nodeId).execute();
      t.app.catalogueCache.clear();
    };
    await set(row[0]!.nodeId, 'https://cdn.example/tile.svg');
    await set(row[1]!.nodeId, '/media/a"b<c>.svg');
    try {
      const body = (await page('/m/slot-games')).body;
      expect(body).not.toContain('src="https://cdn.example/tile.svg"');
      expect(body).toContain('<div class="boot-grid"><span></span><img src="/media/a&#34;b&#60;c&#62;.svg" alt="" fetchpriority="high" />');
    } finally {
      await set(row[0]!.nodeId, row[0]!.iconUrl);
      await set(row[1]!.nodeId, row[1]!.iconUrl);
    }
  });

  it("brings the reads a screen without a layout opens with (help, downloads, notices) as the API answers a visitor, in the page's language; missions its layout and first blocks' data", async () => {
    const cases = [
      ['/m/help', helpUrl('en')],
      ['/m/helpDetail?tag=terms', helpUrl('en')],
      ['/m/download', DOWNLOADS_URL],
      ['/m/notice', NOTICES_URL],
      ['/m/noticeDetail?id=1', NOTICES_URL],
      ['/m/search-games', FIRST_READS.searchHot()],
    ] as const;
    for (const [url, read] of cases) {
      const answers = bootData((await page(url)).body).answers!;
      expect(Object.keys(answers.api), url).toEqual([read]);
      expect(answers.api[read], url).toEqual((await page(read, { 'accept-language': 'EN' })).json().value);
    }
    // The notices are in the language the page speaks (its cookie's), as the client will name it
    // in its Accept-Language, not in the browser's.
    const notices = (language: string) => page(NOTICES_URL, { 'accept-language': language }).then((r) => r.json().value as { list: { title: string }[] });
    const ar = bootData((await page('/m/notice', { cookie: 'language=AR', 'accept-language': 'en-US,en' })).body).answers!;
    expect(ar.language).toBe('AR');
    expect(ar.api[NOTICES_URL]).toEqual(await notices('AR'));
    expect((ar.api[NOTICES_URL] as { list: unknown[] }).list.length).toBeGreaterThan(0);
    expect(Object.keys(bootData((await page('/m/help', { cookie: 'language=AR' })).body).answers!.api)).toEqual([helpUrl('ar')]);
    // Screens that open with none bring none (login's form; a member's screen reads their own).
    for (const url of ['/m/login', '/m/member/home']) expect(bootData((await page(url)).body).answers!.api, url).toEqual({});

    // The register page opens with its banner strip: the page brings it.
    const registerRes = await page('/m/register');
    const register = bootData(registerRes.body).answers!;
    const strip = announcementsUrl({ types: 'B', groupName: 'm_register', language: 'en' });
    expect(Object.keys(register.api)).toEqual([strip]);
    const banners = register.api[strip] as { banners: { url: string }[] };
    expect(banners).toEqual((await page(strip)).json().value);
    expect(banners.banners[0]!.url).toMatch(/^\/media\//);
    for (const url of ['/m/register', '/m/help', '/m/notice']) expect((await page(url)).body, url).not.toContain('rel="preload" as="image"');

    const missionsRes = await page('/m/missions');
    const missions = bootData(missionsRes.body).answers!;
    expect(Object.keys(missions.layouts).sort()).toEqual(['footer-bar', 'game-menu', 'missions']);
    const list = sourceUrl('promotions.list', { kind: 'mission' }, 'en')!;
    expect(Object.keys(missions.api)).toContain(list);
    expect(missions.api[list]).toEqual((await page(list)).json().value);
    // Its largest paint is the first mission's cover, which the list asks for only once rendered.
    const cover = (missions.api[list] as { list: { announcementImages: { url: string; sequence: number }[] }[] }).list[0]!.announcementImages.toSorted((a, b) => a.sequence - b.sequence)[0]!.url;
    expect(cover).toMatch(/^\/media\//);
    expect(missionsRes.body).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high" />`);
  });

  it("speaks the language its cookie names: the page's lang and direction, that language's chunk and data", async () => {
    const res = await page('/m/home', { cookie: 'theme=x; language=AR' });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain(preload('assets/ar-1.js'));
    expect(res.body).not.toContain(preload('assets/en-1.js'));
    // Only the language's first part: the rest loads after the first screen.
    expect(res.body).not.toContain(preload('assets/ar-later-1.js'));
    const answers = bootData(res.body).answers!;
    expect(answers.language).toBe('AR');
    expect(Object.keys(answers.api)).toContain(announcementsUrl({ types: 'B', groupName: 'm_home', language: 'ar' }));
    // A cookie naming no language is the default's.
    expect((await page('/m/home', { cookie: 'language=%E0%A4%A' })).body).toContain(preload('assets/en-1.js'));
    expect((await page('/m/home', { cookie: 'language=XX' })).body).toContain('<html lang="en" dir="ltr">');
  });

  it('sends the lottery entry to the lottery of the prize mode the vendor mapping gives, keeping the query', async () => {
    const mapping = (await page('/api/games/vendors')).json().value.mapping as Record<string, readonly unknown[] | undefined>;
    const to = `/m/${PRIZE_MODE_PATHS[prizeMode(mapping)]}`;
    for (const [url, location] of [['/m/lottery', to], ['/m/lottery/', to], ['/m/lottery?from=menu', `${to}?from=menu`], ['/m/lottery?a=1?b=2&c', `${to}?a=1?b=2&c`]] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // The screen it lands on brings its vendors with it.
    expect(Object.keys(bootData((await page(to)).body).answers!.api)).toEqual([vendorsUrl({ gameType: entryFor(prizeMode(mapping), {}).gameType })]);
  });

  it('is gzipped for a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(bootData(gunzipSync(res.rawPayload).toString('utf8')).answers?.layouts.home).toBeDefined();
  });

  it('answers the status of that request (a blocked country sees status 2)', async () => {
    const key = 'site.status';
    const before = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    const rules = { ...JSON.parse(before.value), blockedCountries: ['US'] };
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify(rules) }).where('key', '=', key).execute();
    try {
      expect(bootData((await page('/m/home', { 'cf-ipcountry': 'US' })).body).status).toMatchObject({ status: 2, regionRestriction: true });
      expect(bootData((await page('/m/home', { 'cf-ipcountry': 'PH' })).body).status.status).toBe(0);
      // The same header straight from a client (no trusted proxy in between) is not believed.
      const direct = await t.app.inject({ method: 'GET', url: '/m/home', remoteAddress: '203.0.113.5', headers: { 'cf-ipcountry': 'US' } });
      expect(bootData(direct.body).status.status).toBe(0);
    } finally {
      await t.db.kysely.updateTable('settings').set({ value: before.value }).where('key', '=', key).execute();
    }
  });

  it('keeps operator text inert: a "</script>" in a setting cannot end the block', async () => {
    const key = 'site.settings';
    const before = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    const evil = '</script><script>alert(1)</script>';
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ ...JSON.parse(before.value), siteName: evil }) }).where('key', '=', key).execute();
    try {
      const html = (await page('/m/home')).body;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(bootData(html).settings.siteName).toBe(evil);
      // In the splash, as text.
      expect(html).toContain('<b>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</b>');
    } finally {
      await t.db.kysely.updateTable('settings').set({ value: before.value }).where('key', '=', key).execute();
    }
  });

  it("keeps operator text whole: a \"$'\", \"$`\" or \"$&\" in a setting is not a replacement pattern", async () => {
    const key = 'site.settings';
    const before = await t.db.kysely.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
    const name = "Win $' big $` now $& ok $$";
    await t.db.kysely.updateTable('settings').set({ value: JSON.stringify({ ...JSON.parse(before.value), siteName: name }) }).where('key', '=', key).execute();
    try {
      const html = (await page('/m/home')).body;
      expect(bootData(html).settings.siteName).toBe(name);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
    } finally {
      await t.db.kysely.updateTable('settings').set({ value: before.value }).where('key', '=', key).execute();
    }
  });
});
